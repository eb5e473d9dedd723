import { index, integer, pgTable, serial, text, timestamp, varchar } from "drizzle-orm/pg-core";

/**
 * In-site messages (站内信) to an enterprise on one portal (its shop was approved, a quote on its tender came in),
 * read by its members holding `menu` in 我的消息 (/personal/messages), or to one person. Written by the move that
 * concerns them, in its transaction (src/server/operations/notify.ts).
 */
export const enterpriseMessages = pgTable(
  "enterprise_messages",
  {
    id: serial("id").primaryKey(),
    enterpriseId: integer("enterprise_id").notNull(),
    systemId: integer("system_id").notNull(),
    title: varchar("title", { length: 60 }).notNull(),
    body: text("body"),
    /** The page the message is about (/setUpStore/shopStatus?audit=2). */
    link: varchar("link", { length: 255 }),
    /** To one person only (a real-name decision, a mall buyer's after-sale), whatever identity it acts as. */
    userId: integer("user_id"),
    /** The menu a member must hold to see it (administrators see all); null: every member. */
    menu: varchar("menu", { length: 255 }),
    /** The row the message is about, and the move that sent it. */
    resource: varchar("resource", { length: 40 }),
    rowId: integer("row_id"),
    readAt: timestamp("read_at", { withTimezone: true, mode: "date" }),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [
    index("enterprise_messages_owner_idx").on(t.enterpriseId, t.systemId),
    index("enterprise_messages_user_idx").on(t.userId, t.systemId),
  ],
);
