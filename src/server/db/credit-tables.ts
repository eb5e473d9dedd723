import { index, integer, numeric, pgTable, serial, timestamp, varchar } from "drizzle-orm/pg-core";

/**
 * Every move of what a buyer owes a seller on a line of credit (授信), signed as the debt moves: an order paid on
 * the line adds its total, a refund of one, a payment the seller records and a seller's 调减 take from it. The
 * line's 已用额度 is the sum of its entries; a month's statement lists the entries booked in it, so its amounts add
 * up to the cent (src/server/credit/statements.ts). Entries are never changed or removed.
 */
export const creditEntries = pgTable(
  "credit_entries",
  {
    id: serial("id").primaryKey(),
    lineId: integer("line_id").notNull(),
    kind: varchar("kind", { length: 12 }).notNull(),
    amount: numeric("amount", { precision: 14, scale: 2, mode: "number" }).notNull(),
    /** The order's, the payment's or the statement's number, as the statement's line shows it. */
    refNo: varchar("ref_no", { length: 40 }).notNull(),
    remark: varchar("remark", { length: 120 }),
    /** The resource the entry comes from (`mallOrder`, `creditPayment`, `creditStatement`) and its row. */
    source: varchar("source", { length: 24 }).notNull(),
    sourceId: integer("source_id").notNull(),
    /** The instant the entry counts at: the month whose statement lists it. */
    bookedAt: timestamp("booked_at", { withTimezone: true, mode: "date" }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [index("credit_entries_line_idx").on(t.lineId, t.bookedAt)],
);
