import { getTableName, sql } from "drizzle-orm";
import type { Exec } from "../db/client";

/**
 * Serialises the numbering of one table's numbers until the transaction ends: two creates at the same
 * moment would otherwise both read the same last number and write it twice. Waiting on the lock, the second
 * then reads the first's committed number.
 */
export async function lockNumbering(tx: Exec, table: Parameters<typeof getTableName>[0]): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`number:${getTableName(table)}`}))`);
}
