import { createHash } from "node:crypto";
import { getTableName, is, sql, SQL, type Table } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Db, Exec } from "./client";
import { prepared } from "./prepared";

/** Beyond this many rows an insert is built per call: one named statement per count is kept on each connection. */
const MOST_PREPARED = 4;

/**
 * The columns a row sets, a null one marked: an undefined value leaves the column to its default, as drizzle's
 * insert does, and a null is written as SQL null (a placeholder would pass it through the column's encoder, which
 * turns it into JSON's null or fails on a date).
 */
const setColumns = (row: Record<string, unknown>) =>
  Object.keys(row)
    .filter((k) => row[k] !== undefined)
    .sort()
    .map((k) => (row[k] === null ? `${k}=null` : k));
const isNull = (column: string) => column.endsWith("=null");
const key = (column: string) => column.replace(/=null$/, "");

const names = new Map<string, string>();

/**
 * The statement's name on the server: the table, the row count and a hash of the column set, made once per shape
 * (hashing per call cost ~7 µs an insert in the server under load, more than the rest of this function).
 */
function statementName(table: PgTable, count: number, columns: string[]): string {
  const tableName = getTableName(table as unknown as Table);
  const list = columns.join(",");
  const shape = `${tableName}|${count}|${list}`;
  let name = names.get(shape);
  if (!name)
    names.set(
      shape,
      (name = `insert_${tableName}_${count}_${createHash("sha1").update(list).digest("hex").slice(0, 10)}`),
    );
  return name;
}

/**
 * Inserts rows the hot paths write on every order (its lines, its log, its webhook events) through a statement
 * prepared once per table, column set and row count, so drizzle builds none of them per call
 * (src/server/db/prepared.ts). Rows that set different columns, carry SQL of their own, or are more than a few
 * are built as drizzle always does.
 */
export async function insertRows(exec: Exec, table: PgTable, rows: Record<string, unknown>[]): Promise<void> {
  if (!rows.length) return;
  const columns = setColumns(rows[0]!);
  const same = rows.slice(1).every((r) => {
    const c = setColumns(r);
    return c.length === columns.length && c.every((k, i) => k === columns[i]);
  });
  const keys = columns.map(key);
  const plain = rows.every((r) => keys.every((k) => !is(r[k], SQL)));
  if (rows.length > MOST_PREPARED || !same || !plain) {
    await exec.insert(table).values(rows as never);
    return;
  }
  const name = statementName(table, rows.length, columns);
  const build = (db: Db) =>
    db
      .insert(table)
      .values(
        rows.map((_, i) =>
          Object.fromEntries(columns.map((k) => [key(k), isNull(k) ? sql`null` : sql.placeholder(`${i}_${k}`)])),
        ) as never,
      )
      .prepare(name);
  const values = Object.fromEntries(
    rows.flatMap((r, i) => columns.filter((k) => !isNull(k)).map((k) => [`${i}_${k}`, r[k]])),
  );
  await prepared(exec, name, build).execute(values);
}
