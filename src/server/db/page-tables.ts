import { integer, jsonb, pgTable, serial, timestamp, uniqueIndex, varchar } from "drizzle-orm/pg-core";

/**
 * What a user chose to see of a generated list (列设置): the columns hidden, per list (the resource's name). A
 * user's own preference, the same on every portal and enterprise, so a tender admin's 招标列表 looks the same
 * wherever they open it.
 */
export const pageSettings = pgTable(
  "page_settings",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id").notNull(),
    page: varchar("page", { length: 60 }).notNull(),
    hidden: jsonb("hidden").$type<string[]>().notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("page_settings_user_page_uq").on(t.userId, t.page)],
);
