import { and, eq, gte, lte, sql } from "drizzle-orm";
import type { Db, Exec } from "../db/client";
import { prepared } from "../db/prepared";
import { resourceTables } from "../db/schema";
import { nowMs } from "../clock";

const schemes = resourceTables.priceScheme!;

/** What the pricing needs of a goods row. */
export type Priced = { id: number; enterpriseId: number; price: number; category: string; code?: string | null };
export type SchemePrice = { price: number; listPrice: number; schemeName: string };

/** One entry per line (commas and semicolons also separate). */
export const lines = (text: unknown) =>
  String(text ?? "")
    .split(/[\n,，;；]+/)
    .map((s) => s.trim())
    .filter(Boolean);
const round = (n: number) => Math.round(n * 100) / 100;
const chinaToday = () => new Date(nowMs() + 8 * 3600_000).toISOString().slice(0, 10);

/** `LV1001=158` lines of a scheme: goods code → fixed price (malformed lines are ignored). */
export function fixedPrices(text: unknown): Map<string, number> {
  const out = new Map<string, number>();
  for (const l of lines(text)) {
    const [code, price] = l.split(/[=＝:：]/).map((s) => s.trim());
    const n = Number(price);
    if (code && Number.isFinite(n) && n > 0) out.set(code, round(n));
  }
  return out;
}

/** The price one scheme gives one goods, or undefined when the scheme does not cover it. */
export function schemePriceOf(s: Record<string, any>, g: Priced): number | undefined {
  const fixed = g.code ? fixedPrices(s.goodsPrices).get(g.code) : undefined;
  if (fixed !== undefined) return fixed;
  if (s.category && s.category !== g.category) return undefined;
  if (s.percent === null || s.percent === undefined) return undefined;
  return Math.max(0.01, round((Number(g.price) * Number(s.percent)) / 100));
}

// asked by every priced list, cart and order of a buyer enterprise
const sellerSchemes = (db: Db) =>
  db
    .select()
    .from(schemes)
    .where(
      and(
        eq(schemes.systemId, sql.placeholder("systemId")),
        sql`${schemes.enterpriseId} = any(${sql.placeholder("sellers")})`,
        eq(schemes.enabled, true),
        lte(schemes.startDate, sql.placeholder("today")),
        gte(schemes.endDate, sql.placeholder("today")),
      ),
    )
    .prepare("mall_price_schemes");

/**
 * Scheme prices for a buyer enterprise on a portal: for each goods the lowest price of the enabled,
 * currently valid schemes of its seller that name the buyer. Goods without one are left out (list price).
 * Always computed here from the goods rows: the client never sends a price.
 */
export async function schemePrices(
  tx: Exec,
  systemId: number,
  buyerEnterprise: { name: string } | null,
  rows: Priced[],
): Promise<Map<number, SchemePrice>> {
  const out = new Map<number, SchemePrice>();
  if (!buyerEnterprise || rows.length === 0) return out;
  const today = chinaToday();
  const sellers = [...new Set(rows.map((r) => r.enterpriseId))];
  const found = await prepared(tx, "mall_price_schemes", sellerSchemes).execute({ systemId, sellers, today });
  const mine = found.filter((s) => lines(s.buyerEnterprises).includes(buyerEnterprise.name));
  for (const g of rows) {
    for (const s of mine.filter((x) => x.enterpriseId === g.enterpriseId)) {
      const price = schemePriceOf(s, g);
      if (price === undefined || price >= Number(g.price)) continue;
      const best = out.get(g.id);
      if (!best || price < best.price) out.set(g.id, { price, listPrice: Number(g.price), schemeName: String(s.name) });
    }
  }
  return out;
}

/** Rows with the buyer's scheme price in `price` and the list price kept in `listPrice`. */
export async function withSchemePrices<T extends Priced>(
  tx: Exec,
  systemId: number,
  buyerEnterprise: { name: string } | null,
  rows: T[],
) {
  const prices = await schemePrices(tx, systemId, buyerEnterprise, rows);
  return rows.map((r) => {
    const p = prices.get(r.id);
    return p ? { ...r, price: p.price, listPrice: p.listPrice, schemeName: p.schemeName } : r;
  });
}
