import type { PartyMove } from "./two-party";

/**
 * A buy intent (采购意向): a buyer asks a shop for a price on one of its goods, the seller answers with a private
 * price valid for some days, and that buyer alone orders at it once. 已过期 is not a move anyone makes: time makes
 * it (the resource's flow.timed moves a quote past its valid-until), and the order endpoint checks the time itself.
 */
export const BUY_INTENT_STATES = {
  open: { label: "待回复", color: "orange" },
  quoted: { label: "已报价", color: "blue" },
  ordered: { label: "已下单", color: "green" },
  declined: { label: "已拒绝", color: "red" },
  expired: { label: "已过期", color: "default" },
} as const;

export type BuyIntentState = keyof typeof BUY_INTENT_STATES;

/** Every legal move; anything else is a 422. Sending the intent (create) starts it in `open`. */
export const BUY_INTENT_FLOW: readonly PartyMove[] = [
  { from: ["open", "expired"], action: "quote", to: "quoted", by: "seller", label: "报价" },
  { from: ["open", "quoted"], action: "decline", to: "declined", by: "seller", label: "拒绝" },
  { from: ["quoted"], action: "order", to: "ordered", by: "buyer", label: "下单" },
];

/** Days a reply may stay valid. */
export const QUOTE_DAYS = { min: 1, max: 90 } as const;

/** When a reply given at `at` for `days` stops being valid. */
export const quoteValidUntil = (at: Date, days: number) => new Date(at.getTime() + days * 86_400_000);
