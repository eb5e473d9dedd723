import { index, integer, pgTable, serial, timestamp, varchar } from "drizzle-orm/pg-core";

/**
 * A person's real-name applications (实名认证, docs/accounts.md), newest last: what the person sent (name, ID
 * number, both sides of the ID card as uploaded pictures) and what the platform operator of the portal it was
 * sent on decided. The person's standing is `users.real_name_state`, written with each move.
 */
export const realNameApplications = pgTable(
  "real_name_applications",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id").notNull(),
    systemId: integer("system_id").notNull(),
    realName: varchar("real_name", { length: 40 }).notNull(),
    idCard: varchar("id_card", { length: 18 }).notNull(),
    idCardFront: varchar("id_card_front", { length: 500 }).notNull(),
    idCardBack: varchar("id_card_back", { length: 500 }).notNull(),
    /** submitted, approved, rejected */
    status: varchar("status", { length: 16 }).notNull().default("submitted"),
    reason: varchar("reason", { length: 200 }),
    auditedBy: integer("audited_by"),
    auditedAt: timestamp("audited_at", { withTimezone: true, mode: "date" }),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [
    index("real_name_applications_user_idx").on(t.userId),
    index("real_name_applications_queue_idx").on(t.systemId, t.status),
  ],
);
