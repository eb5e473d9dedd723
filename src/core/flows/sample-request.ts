import type { PartyMove } from "./two-party";

/**
 * 样品申请: a buyer asks a feed or veterinary seller for a sample of a goods on sale; the seller sends it (with the
 * courier and waybill) or declines with a reason; the buyer confirms it arrived, and may then order the goods.
 * The buyer may withdraw while the seller has not answered. 申请 (create) starts in `applied`.
 */
export const SAMPLE_REQUEST_STATES = {
  applied: { label: "待处理", color: "orange" },
  shipped: { label: "已寄出", color: "blue" },
  received: { label: "已收样", color: "green" },
  declined: { label: "已拒绝", color: "red" },
  withdrawn: { label: "已撤销", color: "default" },
} as const;

/** Every legal move, each by the party that makes it; anything else is a 422. */
export const SAMPLE_REQUEST_FLOW = [
  { action: "accept", from: "applied", to: "shipped", by: "seller", label: "同意并寄样" },
  { action: "decline", from: "applied", to: "declined", by: "seller", label: "拒绝" },
  { action: "withdraw", from: "applied", to: "withdrawn", by: "buyer", label: "撤销申请" },
  { action: "confirmReceipt", from: "shipped", to: "received", by: "buyer", label: "确认收样" },
] as const satisfies readonly PartyMove[];

/** The goods categories a sample may be asked of: feed and veterinary goods, whose trial decides a bulk order. */
export const SAMPLE_CATEGORIES = ["饲料", "预混料", "兽药", "疫苗"] as const;
