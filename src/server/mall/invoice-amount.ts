import { and, asc, eq, sum } from "drizzle-orm";
import { spreadDiscount, taxIn, taxSplit, toCents } from "../../core/tax-split";
import type { Exec } from "../db/client";
import { afterSales, invoiceRequests, invoiceTaxLines, orderLines, orders } from "../db/schema";

/** One rate's part of an invoice, in yuan as the request's 价税分离 lines keep it. */
export interface InvoiceTaxLine {
  rate: number;
  net: number;
  tax: number;
  gross: number;
}

/** What an order's invoice may be for now: its total, what its after-sales refunded, and the rest split by rate. */
export interface InvoiceAmount {
  paid: number;
  refunded: number;
  amount: number;
  taxLines: InvoiceTaxLine[];
}

const yuan = (cents: number) => cents / 100;

/**
 * An order's invoice amount: the order's total less its refunded after-sales, split per tax rate (src/core/tax-split.ts
 * over the rates its lines kept). A refund names no rate, so it is taken from the groups in proportion to each
 * group's gross (largest remainder, to the cent) and each group's tax worked out again on what is left: the lines
 * still add up to the amount exactly. Freight is one group at its own rate, as on the order.
 */
export async function invoiceAmountOf(tx: Exec, orderId: number): Promise<InvoiceAmount> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId));
  const lines = await tx
    .select({ amount: orderLines.amount, taxRate: orderLines.taxRate })
    .from(orderLines)
    .where(eq(orderLines.parentId, orderId))
    .orderBy(asc(orderLines.position));
  const [back] = await tx
    .select({ n: sum(afterSales.amount) })
    .from(afterSales)
    .where(and(eq(afterSales.orderId, orderId), eq(afterSales.status, "refunded")));
  const split = taxSplit({
    lines: lines.map((l) => ({ gross: toCents(Number(l.amount)), rate: Number(l.taxRate ?? 900) })),
    discount: toCents(Number(order!.discount ?? 0)),
    freight: toCents(Number(order!.freight ?? 0)),
  });
  const refunded = Math.min(toCents(Number(back?.n ?? 0)), split.total);
  const taken = spreadDiscount(
    split.groups.map((g) => g.gross),
    refunded,
  );
  const taxLines = split.groups.flatMap((g, i) => {
    const gross = g.gross - taken[i]!;
    if (gross === 0) return [];
    const tax = taxIn(gross, g.rate);
    return [{ rate: g.rate, net: yuan(gross - tax), tax: yuan(tax), gross: yuan(gross) }];
  });
  return { paid: Number(order!.total), refunded: yuan(refunded), amount: yuan(split.total - refunded), taxLines };
}

/**
 * Keeps an order's open request at what the order may now be invoiced for, after a refund: the seller issues what
 * the request says, so the request must say what is left. In the refund's transaction.
 */
export async function keepInvoiceAmount(tx: Exec, orderId: number) {
  const [open] = await tx
    .select({ id: invoiceRequests.id })
    .from(invoiceRequests)
    .where(and(eq(invoiceRequests.orderId, orderId), eq(invoiceRequests.status, "applied")));
  if (!open) return;
  const now = await invoiceAmountOf(tx, orderId);
  await tx
    .update(invoiceRequests)
    .set({ amount: now.amount } as never)
    .where(eq(invoiceRequests.id, open.id));
  await tx.delete(invoiceTaxLines).where(eq(invoiceTaxLines.parentId, open.id));
  if (now.taxLines.length)
    await tx
      .insert(invoiceTaxLines)
      .values(now.taxLines.map((l, position) => ({ ...l, parentId: open.id, position })) as never);
}
