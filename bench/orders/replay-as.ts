/**
 * Replays a caught request's statements as another buyer: parameters equal to the caught buyer's values (user id,
 * session token, submit key…) take this buyer's, a webhook event id a fresh one, ids and order numbers a statement
 * returned take the ones the replay's statement returns, and a BEGIN … COMMIT runs on one connection, as drizzle's transaction does.
 */
import { randomUUID } from "node:crypto";
import type pg from "pg";
import type { Statement } from "../scale/capture-sql";

// a webhook event's id is unique (the outbox's index): each replay raises its own events, as each submit does
const EVENT_ID = /evt_[0-9a-f]{32}/g;

export async function replayAs(
  pool: pg.Pool,
  statements: Statement[],
  swap: Map<string, unknown>,
): Promise<pg.QueryResult[]> {
  const map = new Map(swap);
  const subst = (v: unknown): unknown => {
    // an `= any($n)` array (the goods of a submit) takes this buyer's values element by element
    if (Array.isArray(v)) return v.map(subst);
    if (map.has(String(v))) return map.get(String(v));
    if (typeof v === "string" && v.includes("evt_")) {
      const fresh = v.replace(EVENT_ID, (id) => {
        if (!map.has(id)) map.set(id, `evt_${randomUUID().replace(/-/g, "")}`);
        return map.get(id) as string;
      });
      if (fresh !== v) return fresh;
    }
    return v;
  };
  let tx: pg.PoolClient | null = null;
  const results: pg.QueryResult[] = [];
  try {
    for (const s of statements) {
      const text = s.config.text.trim().toLowerCase();
      if (text === "begin") tx = await pool.connect();
      const res = await (tx ?? pool).query(s.config, s.values?.map(subst) as never);
      results.push(res);
      if (s.result) learnIds(map, s.result, res);
      if ((text === "commit" || text === "rollback") && tx) {
        tx.release();
        tx = null;
      }
    }
    return results;
  } catch (err) {
    if (tx) {
      await tx.query("rollback").catch(() => undefined);
      tx.release();
    }
    throw err;
  }
}

/**
 * Each `id` and order number the caught statement returned → the one the replayed statement returned (an order's
 * number comes from a sequence inside its insert, src/server/mall/order-number.ts).
 */
function learnIds(map: Map<string, unknown>, was: pg.QueryResult, res: pg.QueryResult) {
  for (const name of ["id", "order_no"]) {
    const at = was.fields?.findIndex((f) => f.name === name) ?? -1;
    if (at < 0) continue;
    was.rows.forEach((row, i) => {
      const get = (r: unknown) => (Array.isArray(r) ? r[at] : (r as Record<string, unknown> | undefined)?.[name]);
      const after = get(res.rows[i]);
      if (after !== undefined && String(get(row)) !== String(after)) map.set(String(get(row)), after);
    });
  }
}
