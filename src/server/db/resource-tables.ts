import {
  boolean,
  date,
  index,
  integer,
  uniqueIndex,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  varchar,
  type PgColumn,
  type PgColumnBuilderBase,
  type PgTableWithColumns,
} from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { snake, tableNameOf, type Resource } from "../../core/define-resource";
import { assigneeColumns } from "../../core/assignee";
import { uniqueIndexName, uniquePredicate, uniqueRules } from "../../core/unique-rules";
import { columnEntries, enumIsNumeric, linesEntries, type FieldDef } from "../../core/fields";

/** Column of one declared field: the field key in JS, its snake_case in SQL. */
function columnOf(key: string, field: FieldDef): PgColumnBuilderBase {
  const name = snake(key);
  switch (field.type) {
    case "text":
    case "place":
    case "phone":
    case "image":
    case "file":
      return varchar(name, { length: field.max ?? 255 });
    case "images":
      return varchar(name, { length: 500 }).array();
    case "regions":
      // GB/T 2260 codes, six digits each
      return varchar(name, { length: 6 }).array();
    case "tags":
      return varchar(name, { length: 40 }).array();
    case "textarea":
    case "richtext":
      return text(name);
    case "int":
    case "ref":
      return integer(name);
    case "refs":
    case "picks":
      return integer(name).array();
    case "money":
      // mode "number" so amounts reach the API as JSON numbers, not strings
      return numeric(name, { precision: 14, scale: 2, mode: "number" });
    case "decimal":
      return numeric(name, { precision: 14, scale: 3, mode: "number" });
    case "enum":
      return enumIsNumeric(field) ? integer(name) : varchar(name, { length: 32 });
    case "bool":
      return boolean(name);
    case "date":
      return date(name, { mode: "string" });
    case "datetime":
      return timestamp(name, { withTimezone: true, mode: "date" });
    case "lines":
      throw new Error(`field "${key}" holds lines: its rows live in linesTable(), not in a column`);
  }
}

/**
 * A generated table. Its columns come from config at run time, so TypeScript sees them as a
 * string-keyed record; the resource declaration is what checks names.
 */
export type ResourceTable = PgTableWithColumns<{
  name: string;
  schema: undefined;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- column types vary per field
  columns: Record<string, PgColumn<any>>;
  dialect: "pg";
}>;

/** Server-only columns some resources carry beyond their declared fields. */
export type ExtraColumns = Record<string, PgColumnBuilderBase>;

/** Indexes over a table's columns (its declared fields and its extra columns, by JS key) beyond the tenant ones. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the column set is generated
export type ExtraIndexes = (cols: Record<string, any>) => unknown[];

/**
 * The person an owner audience names in each row (an after-sale's buyer), a server column the session fills and
 * every read of the audience filters by, with the portal: generated unless `extra` declares it already.
 */
const ownerColumnsOf = (r: Resource, extra: ExtraColumns): string[] =>
  Object.values(r.audiences ?? {})
    .map((a) => a.owner?.column)
    .filter((c): c is string => c !== undefined && !(c in extra) && !(c in r.fields));

/**
 * The people an assignee audience names per state (an approval's approvers), and the enterprise a partyOf audience
 * names when no field holds it: server columns the hooks fill, empty while nobody is named (a one-level approval has
 * no second approver), generated unless `extra` declares them.
 */
const assigneeColumnsOf = (r: Resource, extra: ExtraColumns): string[] => [
  ...new Set(
    Object.values(r.audiences ?? {})
      .flatMap((a) => [...assigneeColumns(a), ...(a.partyOf === undefined ? [] : [a.partyOf])])
      .filter((c) => !(c in extra) && !(c in r.fields)),
  ),
];

/**
 * The table of a resource, generated from its fields: id, tenant columns per `tenant`,
 * one column per field, timestamps, and indexes on the tenant columns.
 */
export function resourceTable(r: Resource, extra: ExtraColumns = {}, indexes?: ExtraIndexes): ResourceTable {
  const withEnterprise = r.tenant === "enterprise" || r.tenant === "enterpriseSystem";
  const withSystem = r.tenant === "system" || r.tenant === "enterpriseSystem" || r.tenant === "user";
  const withUser = r.tenant === "user";
  const fields = Object.fromEntries(columnEntries(r.fields).map(([k, f]) => [k, columnOf(k, f)]));
  const tableName = tableNameOf(r);
  const owners = ownerColumnsOf(r, extra);
  const assignees = assigneeColumnsOf(r, extra);
  const table = pgTable(
    tableName,
    {
      id: serial("id").primaryKey(),
      ...(withEnterprise ? { enterpriseId: integer("enterprise_id").notNull() } : {}),
      ...(withSystem ? { systemId: integer("system_id").notNull() } : {}),
      ...(withUser ? { userId: integer("user_id").notNull() } : {}),
      ...fields,
      ...Object.fromEntries(owners.map((c) => [c, integer(snake(c)).notNull()])),
      ...Object.fromEntries(assignees.map((c) => [c, integer(snake(c))])),
      ...extra,
      createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
      updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    },
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the column set is generated
    (t: any) => {
      const cols = t;
      const out = [];
      if (withEnterprise) out.push(index(`${tableName}_enterprise_idx`).on(cols.enterpriseId));
      if (r.single) {
        const [first, ...rest] = [withEnterprise && cols.enterpriseId, withSystem && cols.systemId].filter(Boolean);
        out.push(uniqueIndex(`${tableName}_enterprise_system_uq`).on(first, ...rest));
      }
      if (withSystem) out.push(index(`${tableName}_system_idx`).on(cols.systemId));
      if (withUser) out.push(index(`${tableName}_user_idx`).on(cols.userId));
      for (const c of owners) out.push(index(`${tableName}_${snake(c)}_idx`).on(cols[c], cols.systemId));
      for (const c of assignees) out.push(index(`${tableName}_${snake(c)}_idx`).on(cols[c]));
      // "only one" rules hold in the database, whichever process writes (src/core/unique-rules.ts)
      for (const rule of uniqueRules(r)) {
        const [first, ...rest] = rule.keys.map((k) => cols[k]);
        const unique = uniqueIndex(uniqueIndexName(r, rule)).on(first, ...rest);
        const where = uniquePredicate(r, rule);
        out.push(where ? unique.where(sql.raw(where)) : unique);
      }
      out.push(...((indexes?.(cols) ?? []) as typeof out));
      return out;
    },
  );
  return table as unknown as ResourceTable;
}

/**
 * Table name of the lines of `field` of resource `r`: `bid_order_lines`. A resource over a table that predates
 * it names its lines after that table, one row of it (`orders` → `order_lines`), as the table's lines were named.
 */
export const linesTableName = (r: Resource, field: string) =>
  `${r.table ? r.table.replace(/s$/, "") : snake(r.name)}_${snake(field)}`;

/**
 * The child table of a `lines` field: its rows belong to one parent row (removed with it) and keep the
 * order they were entered in.
 */
export function linesTable(r: Resource, key: string, parent: ResourceTable): ResourceTable {
  const field = r.fields[key]!;
  const name = linesTableName(r, key);
  const cols = Object.fromEntries(Object.entries(field.lines ?? {}).map(([k, f]) => [k, columnOf(k, f)]));
  const table = pgTable(
    name,
    {
      id: serial("id").primaryKey(),
      parentId: integer("parent_id")
        .notNull()
        .references(() => (parent as unknown as { id: PgColumn }).id, { onDelete: "cascade" }),
      position: integer("position").notNull(),
      // the line of the referenced row this one answers (a quote line's tender line); kept when that line goes
      ...(field.from ? { sourceLineId: integer("source_line_id").notNull() } : {}),
      ...cols,
    },
    (t) => [index(`${name}_parent_idx`).on(t.parentId, t.position)],
  );
  return table as unknown as ResourceTable;
}

/** Every lines table of a resource, keyed by its field. */
export const linesTablesOf = (r: Resource, parent: ResourceTable): Record<string, ResourceTable> =>
  Object.fromEntries(linesEntries(r.fields).map(([k]) => [k, linesTable(r, k, parent)]));
