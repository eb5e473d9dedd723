import { index, integer, pgTable, serial, text, timestamp, varchar } from "drizzle-orm/pg-core";

/**
 * In-site messages to an enterprise on one portal (its shop was approved, its application rejected), read by
 * its members in 我的消息 (/personal/messages). Written by the action that concerns them, in its transaction.
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
    readAt: timestamp("read_at", { withTimezone: true, mode: "date" }),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [index("enterprise_messages_owner_idx").on(t.enterpriseId, t.systemId)],
);
