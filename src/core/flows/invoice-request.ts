import type { PartyMove } from "./two-party";

/** The two kinds of VAT invoice a buyer asks for; a 专票 lets the buyer deduct its input tax, so it names the bank too. */
export const INVOICE_KINDS = [
  { value: "normal", label: "增值税普通发票" },
  { value: "special", label: "增值税专用发票", color: "blue" },
];

/**
 * 发票申请: a buyer enterprise asks the seller of one of its orders for a VAT invoice; the seller issues it (number,
 * amount, date, PDF) or refuses with a reason; the buyer may withdraw while it waits, and ask again after a refusal
 * or a withdrawal. 申请 (create) starts in `applied`.
 */
export const INVOICE_REQUEST_STATES = {
  applied: { label: "待开票", color: "orange" },
  issued: { label: "已开票", color: "green" },
  refused: { label: "已拒绝", color: "red" },
  withdrawn: { label: "已撤销", color: "default" },
} as const;

export type InvoiceRequestState = keyof typeof INVOICE_REQUEST_STATES;

/** Every legal move, each by the party that makes it; anything else is a 422. */
export const INVOICE_REQUEST_FLOW = [
  { action: "issue", from: "applied", to: "issued", by: "seller", label: "开票" },
  { action: "refuse", from: "applied", to: "refused", by: "seller", label: "拒绝开票" },
  { action: "withdraw", from: "applied", to: "withdrawn", by: "buyer", label: "撤销申请" },
] as const satisfies readonly PartyMove[];

/** Requests that no longer hold their order: another may be asked for. */
export const INVOICE_CLOSED: InvoiceRequestState[] = ["refused", "withdrawn"];

/** Order states an invoice may be asked in: once the money is paid, before a whole refund. */
export const INVOICE_ORDER_STATES = ["paid", "shipped", "completed"] as const;

/**
 * 开票状态 of an order, as both parties' order lists show it: kept in the order's row by the request's moves, in
 * their transaction (src/server/hooks/invoice-request.ts).
 */
export const ORDER_INVOICE_STATES = {
  none: { label: "未申请", color: "default" },
  applied: { label: "待开票", color: "orange" },
  issued: { label: "已开票", color: "green" },
} as const;

export type OrderInvoiceState = keyof typeof ORDER_INVOICE_STATES;

/** What an order's 开票状态 becomes when its request reaches `state`. */
export const orderInvoiceState = (state: string): OrderInvoiceState =>
  state === "applied" ? "applied" : state === "issued" ? "issued" : "none";

/**
 * Why an order may not be asked an invoice now, or null when it may: one rule for the order page's 申请开票 button
 * and the server's check of the request (src/server/hooks/invoice-request.ts). `held` are the order's requests.
 */
export function invoiceBlock(orderStatus: string, held: { status: string }[]): string | null {
  if (!(INVOICE_ORDER_STATES as readonly string[]).includes(orderStatus)) return "该订单当前状态不能申请开票";
  const open = held.find((h) => !(INVOICE_CLOSED as string[]).includes(h.status));
  if (!open) return null;
  return open.status === "issued" ? "该订单已开票，不能重复申请" : "该订单已有开票申请在处理中，请勿重复提交";
}

/** An order whose after-sales refunded all of it has nothing left to invoice. */
export const FULLY_REFUNDED = "该订单已全额退款，无需开票";
