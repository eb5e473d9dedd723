import { index, integer, numeric, primaryKey, pgTable, serial, timestamp, varchar } from "drizzle-orm/pg-core";

const money = (name: string) => numeric(name, { precision: 14, scale: 2, mode: "number" });

/**
 * What an approval rule's orders have spent in one China month (`YYYY-MM`). Every charge and give-back updates the
 * one row of its rule and month, so its lock is what makes concurrent orders against one budget queue: the budget
 * is never overspent, whichever process places them (src/server/approval/budget.ts).
 */
export const budgetUsage = pgTable(
  "budget_usage",
  {
    ruleId: integer("rule_id").notNull(),
    month: varchar("month", { length: 7 }).notNull(),
    used: money("used").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.ruleId, t.month] })],
);

/**
 * Every amount an order took from a budget (positive) or gave back to it (negative: a cancel, a refund), with the
 * month it counts in: a give-back returns to the month the order was charged to, whenever it happens.
 */
export const budgetCharges = pgTable(
  "budget_charges",
  {
    id: serial("id").primaryKey(),
    ruleId: integer("rule_id").notNull(),
    month: varchar("month", { length: 7 }).notNull(),
    /** The resource the order is of (`mallOrder`) and its id. */
    source: varchar("source", { length: 24 }).notNull(),
    sourceId: integer("source_id").notNull(),
    amount: money("amount").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [index("budget_charges_source_idx").on(t.source, t.sourceId)],
);
