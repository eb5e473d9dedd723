/**
 * What keeps a submit honest and once (src/server/mall/order-submit.ts): the figures the page showed checked against
 * those worked out now, and a submit key whose orders a retry answers with, a key reused for another body refused.
 */
import type { SubmitInput } from "./order-submit";
import { createHash } from "node:crypto";
import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { prepared } from "../db/prepared";
import { orders } from "../db/schema";
import { ApiError, invalid } from "../http/errors";
import { PRICE_CHANGED, priceChanges, type Quote, type Shown } from "../../core/shown-price";
import { type Order } from "./order-moves";
import { type Buyer } from "./route";
import { type PricedSku } from "./skus";

export const round = (n: number) => Math.round(n * 100) / 100;

export type Figured = {
  shop: Record<string, any>;
  items: { g: Record<string, any>; sku: PricedSku; price: number }[];
  freight: number;
  discount: number;
  total: number;
};

/** Orders only what the page showed: any figure that differs refuses the whole submit with the new figures (409). */
export function checkShown(shown: Shown, figured: Figured[]) {
  const quote: Quote = {
    lines: figured.flatMap((f) =>
      f.items.map((i) => ({
        goodsId: i.g.id as number,
        skuId: i.sku.id,
        price: i.price,
        name: i.g.name as string,
        spec: i.sku.spec ?? "",
      })),
    ),
    orders: Object.fromEntries(
      figured.map((f) => [
        String(f.shop.id),
        { shopName: f.shop.name as string, freight: f.freight, discount: f.discount, total: f.total },
      ]),
    ),
    total: round(figured.reduce((s, f) => s + f.total, 0)),
  };
  const changes = priceChanges(shown, quote);
  if (changes.length) throw new ApiError(409, PRICE_CHANGED, undefined, { changes, quote });
}

// asked on every submit before its transaction: built once
export const ordersOfKey = (db: Db) =>
  db
    .select()
    .from(orders)
    .where(and(eq(orders.buyerUserId, sql.placeholder("userId")), eq(orders.submitKey, sql.placeholder("key"))))
    .orderBy(asc(orders.id))
    .prepare("mall_orders_of_submit_key");

export const earlier = async (db: Db, c: Buyer, key: string) =>
  (await prepared(db, "mall_orders_of_submit_key", ordersOfKey).execute({ userId: c.user.id, key })) as Order[];

/** JSON with sorted keys, so one body hashes the same whatever order the client wrote its keys in. */
export function canonical(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(canonical).join(",")}]`;
  if (v && typeof v === "object") {
    const o = v as Record<string, unknown>;
    return `{${Object.keys(o)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical(o[k])}`)
      .join(",")}}`;
  }
  return JSON.stringify(v) ?? "null";
}

/**
 * What a submit asked for, kept on its orders: a key reused for another body is told apart from a retry. The
 * figures the page showed are not part of it: confirming new figures asks for the same orders.
 */
export const submitHash = ({ shown: _shown, ...input }: SubmitInput) =>
  createHash("sha256").update(canonical(input)).digest("hex");

export const KEY_REUSED = "该提交标识已用于另一笔订单，请刷新页面后重新提交";
export const STILL_UNPAID = "该订单已提交但尚未支付，请到我的订单中支付";

/**
 * A retry (same key, same body) answers with the orders the key already made. A key reused for another body
 * is refused rather than answered with orders the body did not ask for, and 提交并支付 never answers success
 * with an order that is still unpaid (its key was first used by a plain submit).
 */
export function repeatOf(before: Order[], hash: string, pay: boolean) {
  if (before.some((o) => o.submitHash && o.submitHash !== hash)) throw invalid({ submitKey: KEY_REUSED }, KEY_REUSED);
  if (pay && before.some((o) => o.status === "unpaid")) throw invalid({ submitKey: STILL_UNPAID }, STILL_UNPAID);
  return { list: before, repeated: true };
}

/** A line that cannot be ordered, named with its reason (`「育肥猪料」已下架`) on its own field. */
export const soldOut = (goodsId: number, name: string, why: string) =>
  invalid({ [`goods${goodsId}`]: why }, `「${name}」${why}`);
export const SOLD_OUT = "库存不足或已下架";
