/**
 * A goods' SKU as pricing reads it: its own price from one unit, and up to two quantity tiers (阶梯价), each a
 * lower unit price from a larger quantity, as Chinese B2B sellers quote (1–49袋 ¥100, 50袋起 ¥98, 200袋起 ¥95).
 * Both the goods page and the server price with these functions, so the page shows what the order charges.
 */
export interface SkuTerms {
  price: number | string;
  tierQty1?: number | string | null;
  tierPrice1?: number | string | null;
  tierQty2?: number | string | null;
  tierPrice2?: number | string | null;
}

export type Tier = { from: number; price: number };

const given = (v: unknown) => v !== null && v !== undefined && v !== "";

/** The SKU's price steps in rising quantity: from 1 at its own price, then each tier that names both its numbers. */
export function tiersOf(s: SkuTerms): Tier[] {
  const out: Tier[] = [{ from: 1, price: Number(s.price) }];
  for (const [q, p] of [
    [s.tierQty1, s.tierPrice1],
    [s.tierQty2, s.tierPrice2],
  ] as const)
    if (given(q) && given(p)) out.push({ from: Number(q), price: Number(p) });
  return out.sort((a, b) => a.from - b.from);
}

/** The price of the step `quantity` reaches. */
export const stepPrice = (tiers: Tier[], quantity: number): number =>
  tiers.reduce((p, t) => (quantity >= t.from ? t.price : p), tiers[0]!.price);

/**
 * The unit price an order charges for `quantity` of a SKU: the step the quantity reaches, or the buyer's
 * price-scheme price (专享价) when that is lower.
 */
export const unitPrice = (s: { tiers: Tier[]; schemePrice?: number }, quantity: number): number =>
  Math.min(stepPrice(s.tiers, quantity), s.schemePrice ?? Infinity);
