import { eq, ne } from "drizzle-orm";
import { invalid } from "../http/errors";
import { col, visibleWhere, type OpContext, type Row } from "../operations/context";
import type { Values } from "../validation/payload";

/**
 * Refuses a row whose `keys` match another row of the tenant (a second 吨 among the units): 422 on the last key,
 * which is the one a user typed. On an edit, `current` fills the keys the edit leaves alone.
 */
export async function refuseDuplicate(ctx: OpContext, values: Values, keys: string[], message: string, current?: Row): Promise<void> {
  const { tx, table, resource, caller } = ctx;
  const held = Object.fromEntries(keys.map((k) => [k, k in values ? values[k] : current?.[k]]));
  if (keys.some((k) => held[k] === undefined || held[k] === null || held[k] === "")) return;
  const [twin] = await tx
    .select({ id: col(table, "id") })
    .from(table)
    .where(visibleWhere(resource, table, caller, ...keys.map((k) => eq(col(table, k), held[k] as never)), current ? ne(col(table, "id"), current.id) : undefined))
    .limit(1);
  if (twin) throw invalid({ [keys.at(-1)!]: message });
}
