/**
 * What a checkout page showed the buyer, sent with 提交订单 / 提交并支付: each line's unit price, each shop
 * order's freight, discount and total, and the sum. The server orders only when its own figures are the same;
 * otherwise it answers the differences and its figures, and the page asks the buyer again.
 */
export interface Shown {
  lines: { goodsId: number; skuId?: number; price: number }[];
  /** By shop id. */
  orders: Record<string, { freight: number; discount: number; total: number }>;
  total: number;
}

/** The server's figures, in the shape of `Shown`, with the names a buyer reads. */
export interface Quote extends Shown {
  lines: (Shown["lines"][number] & { name: string; spec: string })[];
  orders: Record<string, Shown["orders"][string] & { shopName: string }>;
}

/** One figure that differs: what the page showed (null: not shown at all) and what it is now. */
export interface PriceChange {
  label: string;
  shown: number | null;
  now: number;
}

/** A payment sent without figures: every figure counts as not shown, so the answer is all of them. */
export const NOTHING_SHOWN: Shown = { lines: [], orders: {}, total: Number.NaN };

export const PRICE_CHANGED = "价格或运费已变化，请确认新的金额后重新提交";

const cents = (n: number) => Math.round(n * 100);
const same = (a: number | undefined, b: number) => a !== undefined && cents(a) === cents(b);

/** Every figure of `now` that `shown` does not hold, in the order a buyer reads them: lines, shop orders, the sum. */
export function priceChanges(shown: Shown, now: Quote): PriceChange[] {
  const out: PriceChange[] = [];
  for (const l of now.lines) {
    const seen = shown.lines.find((s) => s.goodsId === l.goodsId && (s.skuId === undefined || s.skuId === l.skuId));
    // a goods named with its spec (有机肥 40kg/袋) is not named twice
    const spec = l.spec && !l.name.includes(l.spec) ? ` ${l.spec}` : "";
    if (!same(seen?.price, l.price))
      out.push({ label: `「${l.name}${spec}」单价`, shown: seen?.price ?? null, now: l.price });
  }
  for (const [shopId, o] of Object.entries(now.orders)) {
    const seen = shown.orders[shopId];
    if (!same(seen?.freight, o.freight))
      out.push({ label: `${o.shopName} 运费`, shown: seen?.freight ?? null, now: o.freight });
    if (!same(seen?.discount, o.discount))
      out.push({ label: `${o.shopName} 优惠`, shown: seen?.discount ?? null, now: o.discount });
    if (!same(seen?.total, o.total))
      out.push({ label: `${o.shopName} 小计`, shown: seen?.total ?? null, now: o.total });
  }
  if (!same(shown.total, now.total))
    out.push({ label: "应付总额", shown: Number.isNaN(shown.total) ? null : shown.total, now: now.total });
  return out;
}

/** Why a cart line cannot be ordered now, or null: shown on the line in the cart and at checkout, never dropped silently. */
export function unbuyable(l: {
  status: string;
  shopOpen: boolean;
  stock: number;
  quantity: number;
  unit: string;
}): string | null {
  if (!l.shopOpen) return "店铺已关闭";
  if (l.status !== "on_sale") return "已下架";
  if (l.stock <= 0) return "已售罄";
  if (l.stock < l.quantity) return `库存不足，仅剩${l.stock}${l.unit}`;
  return null;
}
