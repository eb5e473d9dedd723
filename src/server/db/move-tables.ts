import { index, integer, jsonb, pgTable, serial, timestamp, varchar } from "drizzle-orm/pg-core";

/**
 * Every move of a row of a resource that declares `endpoints.log`: created, edited, deleted and each
 * named action, with who made it, the state before and after, and what the action's form said (a reason,
 * a new deadline). Read back as the row's timeline.
 */
export const rowMoves = pgTable(
  "row_moves",
  {
    id: serial("id").primaryKey(),
    resource: varchar("resource", { length: 40 }).notNull(),
    rowId: integer("row_id").notNull(),
    /** create, update, delete, or the named action. */
    move: varchar("move", { length: 40 }).notNull(),
    /** What the user saw: 新增, 编辑, 删除 or the action's label. */
    label: varchar("label", { length: 40 }).notNull(),
    fromState: varchar("from_state", { length: 32 }),
    toState: varchar("to_state", { length: 32 }),
    /** The action form's values, keyed by field, as `{ label, value }` so the timeline reads without the config. */
    note: jsonb("note").$type<Record<string, { label: string; value: unknown }>>(),
    userId: integer("user_id").notNull(),
    enterpriseId: integer("enterprise_id").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [index("row_moves_row_idx").on(t.resource, t.rowId)],
);
