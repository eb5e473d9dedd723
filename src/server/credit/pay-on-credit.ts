import { and, asc, eq, sql } from "drizzle-orm";
import { moneyText } from "../../core/money-text";
import type { Exec } from "../db/client";
import { creditLines } from "../db/schema";
import { invalid } from "../http/errors";
import { now } from "../clock";
import type { Order } from "../mall/order-moves";
import { book, chargeOf, refundOf } from "./ledger";
import { refreshLine } from "./statements";

type Line = typeof creditLines.$inferSelect & {
  limitAmount: number;
  usedAmount: number;
  overdueAmount: number;
  days: number;
  status: string;
};

export const CREDIT_NONE = "您在该店铺没有授信额度，请使用企业余额支付";
export const CREDIT_SUSPENDED = "卖家已暂停您的授信，请使用企业余额支付或联系卖家";
const creditOverdue = (amount: number) =>
  `您在该店铺有逾期未结清的对账单（逾期 ${moneyText(amount)} 元），请结清后再使用账期支付`;
const creditShort = (left: number) => `授信可用额度不足（可用 ${moneyText(left)} 元），请使用企业余额支付`;

const refuse = (message: string) => invalid({ pay: message }, message);

/**
 * The line a mall order may be paid on: its seller's (the order's enterpriseId) on its portal to its buyer enterprise,
 * one at most (unique by code).
 */
async function lineOf(tx: Exec, order: Order): Promise<Line | undefined> {
  if (!order.buyerEnterpriseId) return undefined;
  const [line] = await tx
    .select()
    .from(creditLines)
    .where(
      and(
        eq(creditLines.enterpriseId, Number(order.enterpriseId)),
        eq(creditLines.systemId, Number(order.systemId)),
        eq(creditLines.buyerEnterpriseId, Number(order.buyerEnterpriseId)),
      ),
    )
    .orderBy(asc(creditLines.id))
    .limit(1);
  return line as Line | undefined;
}

/** What the order's page offers for 账期支付: the line's state, what is left of it and its days; null without a line. */
export async function creditOffer(tx: Exec, order: Order) {
  const line = await lineOf(tx, order);
  if (!line) return null;
  const left = Math.max(0, Math.round((Number(line.limitAmount) - Number(line.usedAmount)) * 100) / 100);
  return {
    status: line.status,
    left,
    days: Number(line.days),
    overdue: Number(line.overdueAmount ?? 0),
    sellerName: line.sellerName,
  };
}

/**
 * Charges the order's total to its buyer's line in one conditional UPDATE: only an active line with that much left
 * and nothing overdue takes it, so two orders paid at once on two processes never take the line past its limit. The
 * charge is an entry of the line's ledger, which its month's statement lists.
 */
export async function chargeCredit(tx: Exec, order: Order) {
  const line = await lineOf(tx, order);
  if (!line) throw refuse(CREDIT_NONE);
  if (line.status !== "active") throw refuse(CREDIT_SUSPENDED);
  if (Number(line.overdueAmount) > 0) throw refuse(creditOverdue(Number(line.overdueAmount)));
  const total = Number(order.total);
  const [charged] = await tx
    .update(creditLines)
    .set({ usedAmount: sql`${creditLines.usedAmount} + ${total}`, updatedAt: now() } as never)
    .where(
      and(
        eq(creditLines.id, line.id),
        eq(creditLines.status, "active"),
        sql`${creditLines.overdueAmount} <= 0`,
        sql`${creditLines.usedAmount} + ${total} <= ${creditLines.limitAmount}`,
      ),
    )
    .returning({ id: creditLines.id });
  if (charged) {
    await book(tx, chargeOf(line.id, order));
    return;
  }
  // refused: say why as the line stands now (another payment took the room, or the seller suspended it meanwhile)
  const [current] = (await tx.select().from(creditLines).where(eq(creditLines.id, line.id))) as Line[];
  if (current!.status !== "active") throw refuse(CREDIT_SUSPENDED);
  if (Number(current!.overdueAmount) > 0) throw refuse(creditOverdue(Number(current!.overdueAmount)));
  throw refuse(creditShort(Math.max(0, Number(current!.limitAmount) - Number(current!.usedAmount))));
}

/**
 * A refund of an order paid on credit lowers what the buyer owes on the line instead of crediting its balance, as an
 * entry of the ledger; a refund of what was already paid back leaves the buyer owed by the seller (已用 below zero),
 * which the next statement shows.
 */
export async function giveBackCredit(tx: Exec, order: Order, amount: number) {
  const line = await lineOf(tx, order);
  if (!line || !(amount > 0)) return;
  await tx
    .update(creditLines)
    .set({ usedAmount: sql`${creditLines.usedAmount} - ${amount}`, updatedAt: now() } as never)
    .where(eq(creditLines.id, line.id));
  await book(tx, refundOf(line.id, order, amount));
  await refreshLine(tx, line.id);
}
