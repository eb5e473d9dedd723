/**
 * 运费规则: how a goods charges for delivery, read by the goods page, the cart, the freight call and the order
 * submit alike. A rule prices one goods of an order: its lines (one per SKU bought) are pooled, because the
 * seller's rule is on the goods and its specs travel together; an order's freight is the sum over its goods.
 */
export const FREIGHT_MODES = [
  { value: "free", label: "包邮" },
  { value: "fixed", label: "固定运费" },
  { value: "piece", label: "按件计费" },
  { value: "threshold", label: "满额包邮" },
] as const;

export type FreightMode = (typeof FREIGHT_MODES)[number]["value"];

/** The rule as a goods row holds it: only the amounts of its mode are set (the others are stored empty). */
export interface FreightRule {
  /** One of FREIGHT_MODES' values; none (a row sent without one) reads as 包邮. */
  freightMode: string | null;
  /** 固定运费 and 满额包邮: the amount charged for the goods. */
  freight: number | null;
  /** 按件计费: the first N units cost `freightFirst` … */
  freightFirstQty: number | null;
  freightFirst: number | null;
  /** … and each further `freightNextQty` units (or part of them) add `freightNext`. */
  freightNextQty: number | null;
  freightNext: number | null;
  /** 满额包邮: free once the goods' amount reaches it. */
  freightFreeFrom: number | null;
}

/** What of a goods an order buys: units across its SKUs, and what they cost. */
export interface FreightLoad {
  quantity: number;
  amount: number;
}

const round = (n: number) => Math.round(n * 100) / 100;
const num = (v: unknown) => (v === null || v === undefined || v === "" ? 0 : Number(v));
const steps = (n: number, size: number) => Math.ceil(n / Math.max(1, size));

/** The freight of one goods for what an order buys of it: nothing bought, nothing charged. */
export function goodsFreight(rule: FreightRule, load: FreightLoad): number {
  if (load.quantity <= 0) return 0;
  switch (rule.freightMode) {
    case "fixed":
      return round(num(rule.freight));
    case "threshold":
      return load.amount >= num(rule.freightFreeFrom) ? 0 : round(num(rule.freight));
    case "piece": {
      const first = Math.max(1, num(rule.freightFirstQty));
      const more = Math.max(0, load.quantity - first);
      return round(num(rule.freightFirst) + steps(more, num(rule.freightNextQty)) * num(rule.freightNext));
    }
    default:
      return 0;
  }
}

/** One line of an order (or of the cart): its goods' rule and what the line buys. */
export type FreightLine = FreightRule & FreightLoad & { goodsId: number };

/** The freight of one shop's order: each goods once, its lines pooled, summed over the goods. */
export function orderFreight(lines: FreightLine[]): number {
  const byGoods = new Map<number, FreightLine>();
  for (const l of lines) {
    const seen = byGoods.get(l.goodsId);
    byGoods.set(
      l.goodsId,
      seen ? { ...seen, quantity: seen.quantity + l.quantity, amount: seen.amount + l.amount } : l,
    );
  }
  return round([...byGoods.values()].reduce((s, l) => s + goodsFreight(l, l), 0));
}

const yuan = (v: unknown) => `¥${num(v).toFixed(2)}`;

/** The rule as a buyer reads it on the goods page: 包邮, ¥20.00, 首5吨¥600.00，每增加5吨¥500.00, ¥30.00，满¥500.00包邮. */
export function freightText(rule: FreightRule, unit: string): string {
  switch (rule.freightMode) {
    case "fixed":
      return num(rule.freight) > 0 ? yuan(rule.freight) : "包邮";
    case "threshold":
      return `${yuan(rule.freight)}，满${yuan(rule.freightFreeFrom)}包邮`;
    case "piece":
      return `首${num(rule.freightFirstQty) || 1}${unit}${yuan(rule.freightFirst)}，每增加${num(rule.freightNextQty) || 1}${unit}加${yuan(rule.freightNext)}`;
    default:
      return "包邮";
  }
}
