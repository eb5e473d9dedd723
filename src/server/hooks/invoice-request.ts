import { eq } from "drizzle-orm";
import { FULLY_REFUNDED, invoiceBlock, orderInvoiceState } from "../../core/flows/invoice-request";
import { moneyText } from "../../core/money-text";
import type { Exec } from "../db/client";
import { invoiceRequests, orders } from "../db/schema";
import { invalid } from "../http/errors";
import { invoiceAmountOf } from "../mall/invoice-amount";
import type { OpContext, Row } from "../operations/context";
import type { Line, Values } from "../validation/payload";
import type { ResourceHooks } from "./types";

/** What a 专票 prints beyond the 抬头 and 税号, by the request's field: the title picked must hold each. */
const SPECIAL_ONLY = { bankName: "开户银行", bankAccount: "银行账号", address: "注册地址", phone: "注册电话" } as const;

const refuse = (field: string, message: string) => invalid({ [field]: message }, message);

/** Refuses a request the order does not allow now (the order is locked by the create), on the order's field. */
async function checkOrder(tx: Exec, orderId: number) {
  const [order] = await tx.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId));
  const held = await tx
    .select({ status: invoiceRequests.status })
    .from(invoiceRequests)
    .where(eq(invoiceRequests.orderId, orderId));
  const block = invoiceBlock(String(order?.status), held);
  if (block) throw refuse("orderId", block);
}

/** Keeps the order's 开票状态 as the request now stands, in the request's transaction. */
const keepOrderState = (tx: Exec, row: Row) =>
  tx
    .update(orders)
    .set({ invoiceStatus: orderInvoiceState(String(row.status)) } as never)
    .where(eq(orders.id, row.orderId as number));

/**
 * The seller's 开票 is for the amount the request shows, which refunds keep current (keepInvoiceAmount): a refund
 * landing between the seller's look and the click leaves them apart, and the seller is asked to look again.
 */
async function checkIssued(ctx: OpContext, row: Row) {
  const now = await invoiceAmountOf(ctx.tx, row.orderId as number);
  if (!(now.amount > 0)) throw invalid({}, FULLY_REFUNDED);
  if (Math.round(Number(row.amount) * 100) === Math.round(now.amount * 100)) return;
  const message = `开票金额已变为 ¥${moneyText(now.amount)}（订单实付 ¥${moneyText(now.paid)}，已退款 ¥${moneyText(now.refunded)}），请刷新后核对再开票`;
  throw invalid({}, message);
}

/**
 * 申请开票 (the buyer audience's create, resources/invoice-request.ts): the order must be paid and not wholly
 * refunded, with no request open; a 专票 needs a title holding the bank and the registered address; the amount and
 * its split are the server's. The seller's 开票 is checked against the order as it is then. Each move keeps the
 * order's 开票状态.
 */
export const invoiceRequestHooks: ResourceHooks = {
  async beforeCreate(ctx, values: Values, lines: Record<string, Line[]>) {
    const orderId = Number(values.orderId);
    await checkOrder(ctx.tx, orderId);
    if (values.kind === "special") {
      const missing = Object.entries(SPECIAL_ONLY).flatMap(([k, label]) => (values[k] ? [] : [label]));
      if (missing.length)
        throw refuse("titleId", `所选开票信息缺少${missing.join("、")}，不能开具专用发票，请先补全开票信息`);
    }
    const due = await invoiceAmountOf(ctx.tx, orderId);
    if (!(due.amount > 0)) throw refuse("orderId", FULLY_REFUNDED);
    values.amount = due.amount;
    lines.taxLines = due.taxLines as unknown as Line[];
  },
  async afterWrite(ctx, row) {
    await keepOrderState(ctx.tx, row);
  },
  async afterAction(ctx, action, rows) {
    for (const row of rows) {
      if (action === "issue") await checkIssued(ctx, row);
      await keepOrderState(ctx.tx, row);
    }
  },
};
