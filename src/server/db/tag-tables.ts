import { integer, pgTable, primaryKey, varchar } from "drizzle-orm/pg-core";

/**
 * The platform's tag trees (src/core/tag-trees.ts): one row per tag, named by its tree and code; a top tag has
 * no parent. Rows a `tags` field points at are codes here, so a tag renamed keeps every row that names it.
 */
export const tagNodes = pgTable(
  "tag_nodes",
  {
    tree: varchar("tree", { length: 20 }).notNull(),
    code: varchar("code", { length: 40 }).notNull(),
    parentCode: varchar("parent_code", { length: 40 }),
    name: varchar("name", { length: 40 }).notNull(),
    position: integer("position").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.tree, t.code] })],
);
