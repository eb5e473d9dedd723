import { desc, eq } from "drizzle-orm";
import { invoiceRequest } from "../../../resources/invoice-request";
import { FULLY_REFUNDED, invoiceBlock } from "../../core/flows/invoice-request";
import { enterpriseOnlyMessage } from "../../core/user-rows";
import type { Exec } from "../db/client";
import { invoiceRequests } from "../db/schema";
import { invoiceAmountOf } from "./invoice-amount";
import type { Order } from "./order-moves";

/**
 * What the buyer's order page shows of its invoices: the order's requests, newest first, what an invoice would be for
 * now, and why 申请开票 is not offered (the server's own rule), or null. A personal account has no 开票信息, so it is
 * told so rather than sent to a form it cannot submit.
 */
export async function orderInvoices(db: Exec, order: Order) {
  const invoices = await db
    .select({
      id: invoiceRequests.id,
      requestNo: invoiceRequests.requestNo,
      kind: invoiceRequests.kind,
      title: invoiceRequests.title,
      amount: invoiceRequests.amount,
      status: invoiceRequests.status,
      invoiceNo: invoiceRequests.invoiceNo,
      createdAt: invoiceRequests.createdAt,
    })
    .from(invoiceRequests)
    .where(eq(invoiceRequests.orderId, order.id))
    .orderBy(desc(invoiceRequests.id));
  const rule = invoiceBlock(order.status, invoices as { status: string }[]);
  const { amount } = rule ? { amount: null } : await invoiceAmountOf(db, order.id);
  const personal = order.buyerEnterpriseId ? null : enterpriseOnlyMessage(invoiceRequest.audiences!.buyer!.create!);
  const refunded = amount !== null && amount <= 0 ? FULLY_REFUNDED : null;
  return { invoices, invoiceAmount: amount, invoiceBlock: rule ?? personal ?? refunded };
}
