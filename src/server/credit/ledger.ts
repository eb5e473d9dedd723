import { and, asc, eq, gte, lt, sql } from "drizzle-orm";
import type { CreditEntryKind } from "../../core/flows/credit-statement";
import type { Exec } from "../db/client";
import { creditEntries } from "../db/schema";
import { now } from "../clock";

export type CreditEntry = typeof creditEntries.$inferSelect;

export interface Booking {
  lineId: number;
  kind: CreditEntryKind;
  /** Signed as the debt moves: + an order, − a refund, a payment, a 调减. */
  amount: number;
  refNo: string;
  remark?: string | null;
  source: string;
  sourceId: number;
  /** When it counts; now unless a 调减 corrects a closed month. */
  bookedAt?: Date;
}

/** Writes one move of a buyer's debt to its line's ledger; the caller has moved the line's 已用额度 in the same transaction. */
export async function book(tx: Exec, b: Booking): Promise<void> {
  const at = now();
  await tx.insert(creditEntries).values({ ...b, remark: b.remark ?? null, bookedAt: b.bookedAt ?? at, createdAt: at });
}

/** The entry of an order paid on a line (账期支付). */
export const chargeOf = (lineId: number, order: Record<string, unknown>): Booking => ({
  lineId,
  kind: "charge",
  amount: Number(order.total),
  refNo: String(order.orderNo),
  remark: "账期支付",
  source: "mallOrder",
  sourceId: Number(order.id),
});

/** The entry of a refund of such an order: the debt goes down by what was refunded. */
export const refundOf = (lineId: number, order: Record<string, unknown>, amount: number): Booking => ({
  lineId,
  kind: "refund",
  amount: -amount,
  refNo: String(order.orderNo),
  remark: "账期订单退款",
  source: "mallOrder",
  sourceId: Number(order.id),
});

/** The entry of a payment the seller recorded (回款登记). */
export const paymentOf = (p: Record<string, unknown>): Booking => ({
  lineId: Number(p.creditLineId),
  kind: "payment",
  amount: -Number(p.amount),
  refNo: String(p.paymentNo),
  remark: `回款（到账 ${String(p.paidOn)}）`,
  source: "creditPayment",
  sourceId: Number(p.id),
});

/** Cents of a numeric amount: every sum of a statement is made in whole cents, so it adds up to the cent. */
export const cents = (yuan: unknown) => Math.round(Number(yuan ?? 0) * 100);
export const yuan = (c: number) => c / 100;

/** A line's entries booked in [start, end), oldest first. */
export const entriesBetween = (tx: Exec, lineId: number, start: Date, end: Date) =>
  tx
    .select()
    .from(creditEntries)
    .where(and(eq(creditEntries.lineId, lineId), gte(creditEntries.bookedAt, start), lt(creditEntries.bookedAt, end)))
    .orderBy(asc(creditEntries.bookedAt), asc(creditEntries.id));

/** What the buyer owed on a line just before `at`, in cents: the sum of every entry booked earlier. */
export async function owedBefore(tx: Exec, lineId: number, at: Date): Promise<number> {
  const [row] = await tx
    .select({ total: sql<string>`coalesce(sum(${creditEntries.amount}), 0)` })
    .from(creditEntries)
    .where(and(eq(creditEntries.lineId, lineId), lt(creditEntries.bookedAt, at)));
  return cents(row?.total);
}

/** What was taken from a line's debt (refunds, payments, 调减) from `at` on, in cents, as a positive amount. */
export async function creditedSince(tx: Exec, lineId: number, at: Date): Promise<number> {
  const [row] = await tx
    .select({ total: sql<string>`coalesce(sum(-${creditEntries.amount}), 0)` })
    .from(creditEntries)
    .where(and(eq(creditEntries.lineId, lineId), gte(creditEntries.bookedAt, at), lt(creditEntries.amount, 0)));
  return cents(row?.total);
}
