/**
 * A shop coupon's terms as both sides read them (the order page's total, the server's discount): 满减 takes its
 * amount, 折扣 takes the rate's share of the goods (9.5折 takes 5%) up to its cap, never more than the goods cost.
 */
export interface CouponTerms {
  kind: "amount" | "rate" | string;
  amount: number | string | null;
  rate: number | string | null;
  maxDiscount: number | string | null;
}

const round = (n: number) => Math.round(n * 100) / 100;

export function discountOf(c: CouponTerms, goodsAmount: number): number {
  const off = c.kind === "rate" ? goodsAmount * (1 - Number(c.rate) / 10) : Number(c.amount);
  const capped =
    c.kind === "rate" && c.maxDiscount !== null && c.maxDiscount !== undefined
      ? Math.min(off, Number(c.maxDiscount))
      : off;
  return round(Math.min(capped, goodsAmount));
}

/** How a coupon's face reads: ¥100, or 9.5折. */
export const couponFace = (c: CouponTerms) =>
  c.kind === "rate" ? `${Number(c.rate)}折` : `¥${Number(c.amount).toFixed(2)}`;
