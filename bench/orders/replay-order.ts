/**
 * One buyer's add to cart and submit, replayed from the statements caught from the spare buyer's: the raw side of the
 * orders bench and its bare server (orders/bare-server.ts) both send these, so neither differs from the other in SQL.
 */
import { randomBytes } from "node:crypto";
import type pg from "pg";
import type { Statement } from "../scale/capture-sql";
import { replayAs } from "./replay-as";

export interface CaughtOrder {
  add: Statement[];
  submit: Statement[];
  /** The values the caught requests carried, which each replay swaps for its own. */
  as: { userId: number; token: string; goodsId: number; skuId: number; submitKey: string; hash: string };
}

/** Who orders what in one replay. */
export interface OrderTurn {
  userId: number;
  token: string;
  goodsId: number;
  skuId: number;
}

const swaps = (c: CaughtOrder, t: OrderTurn) =>
  new Map<string, unknown>([
    [String(c.as.userId), t.userId],
    [c.as.token, t.token],
    [String(c.as.goodsId), t.goodsId],
    [String(c.as.skuId), t.skuId],
  ]);

export const replayAdd = (pool: pg.Pool, c: CaughtOrder, t: OrderTurn) => replayAs(pool, c.add, swaps(c, t));

/** The submit with its own submit key, and a fresh request hash (the key's record keeps the body's hash). */
export const replaySubmit = (pool: pg.Pool, c: CaughtOrder, t: OrderTurn, submitKey: string) =>
  replayAs(
    pool,
    c.submit,
    new Map([...swaps(c, t), [c.as.submitKey, submitKey], [c.as.hash, randomBytes(32).toString("hex")]]),
  );

/** The caught statements as JSON carries them to another process: text, name, row mode, values, and what they returned. */
export const portable = (statements: Statement[]): Statement[] =>
  statements.map((s) => ({
    config: {
      text: s.config.text,
      name: s.config.name,
      rowMode: (s.config as { rowMode?: "array" }).rowMode,
    } as pg.QueryConfig,
    values: s.values,
    result:
      s.result &&
      ({ fields: s.result.fields.map((f) => ({ name: f.name })), rows: s.result.rows } as unknown as pg.QueryResult),
  }));
