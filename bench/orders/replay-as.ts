/**
 * Replays a caught request's statements as another buyer: parameters equal to the caught buyer's values (user id,
 * session token, submit key…) take this buyer's, a webhook event id a fresh one, ids and order numbers a statement returned take the ones the replay's
 * statement returns, and a BEGIN … COMMIT runs on one connection, as drizzle's transaction does.
 */
import { randomUUID } from "node:crypto";
import type pg from "pg";
import type { Statement } from "../scale/capture-sql";

const ORDER_NO_SEQ = /nextval\('mall_order_no_seq'\)/;
// a webhook event's id is unique (the outbox's index): each replay raises its own events, as each submit does
const EVENT_ID = /evt_[0-9a-f]{32}/g;
const pad = (n: unknown) => String(n).padStart(12, "0");

export async function replayAs(pool: pg.Pool, statements: Statement[], swap: Map<string, unknown>): Promise<void> {
  const map = new Map(swap);
  // the order number is the date then the sequence's value padded to twelve digits (src/server/mall/order-number.ts)
  let seq: { old: string; now: string } | undefined;
  const subst = (v: unknown) => {
    if (map.has(String(v))) return map.get(String(v));
    if (typeof v === "string" && v.includes("evt_")) {
      const fresh = v.replace(EVENT_ID, (id) => {
        if (!map.has(id)) map.set(id, `evt_${randomUUID().replace(/-/g, "")}`);
        return map.get(id) as string;
      });
      if (fresh !== v) return fresh;
    }
    if (seq && typeof v === "string" && v.length === 20 && v.endsWith(seq.old)) return v.slice(0, 8) + seq.now;
    return v;
  };
  let tx: pg.PoolClient | null = null;
  try {
    for (const s of statements) {
      const text = s.config.text.trim().toLowerCase();
      if (text === "begin") tx = await pool.connect();
      const res = await (tx ?? pool).query(s.config, s.values?.map(subst) as never);
      if (s.result && ORDER_NO_SEQ.test(s.config.text)) seq = { old: pad(first(s.result.rows[0])), now: pad(first(res.rows[0])) };
      else if (s.result) learnIds(map, s.result, res);
      if ((text === "commit" || text === "rollback") && tx) {
        tx.release();
        tx = null;
      }
    }
  } catch (err) {
    if (tx) {
      await tx.query("rollback").catch(() => undefined);
      tx.release();
    }
    throw err;
  }
}

const first = (row: unknown) => (Array.isArray(row) ? row[0] : Object.values(row as object)[0]);

/** Each `id` the caught statement returned → the one the replayed statement returned. */
function learnIds(map: Map<string, unknown>, was: pg.QueryResult, res: pg.QueryResult) {
  const at = was.fields?.findIndex((f) => f.name === "id") ?? -1;
  if (at < 0) return;
  was.rows.forEach((row, i) => {
    const get = (r: unknown) => (Array.isArray(r) ? r[at] : (r as Record<string, unknown> | undefined)?.id);
    const after = get(res.rows[i]);
    if (after !== undefined && String(get(row)) !== String(after)) map.set(String(get(row)), after);
  });
}
