import { LARGE_ORDER, PAY_NEEDS_CERT } from "../../core/certification-gates";
import { registry } from "../../../resources";
import { certifiedFor } from "../account/realname-standing";
import { and, eq, gte, sql } from "drizzle-orm";
import { ORDER_FLOW, orderNext, releasesStock, type OrderAction, type OrderActor } from "../../core/flows/order";
import type { Exec } from "../db/client";
import type { Row } from "../operations/context";
import { writeMoves } from "../operations/moves";
import { balanceEntries, enterpriseBalances, orderLines, orders } from "../db/schema";
import { MSG, invalid, notFound } from "../http/errors";
import { returnCoupon } from "./order-coupons";
import { giveBackBudget } from "../approval/budget";
import { giveSkuStock } from "./skus";
import type { Buyer } from "./route";
import { actsFor } from "./purchase-grant";
import { now } from "../clock";
import { ADDRESS_BEFORE_PAY, needsAddress } from "../../core/order-address";
import { chargeCredit, giveBackCredit } from "../credit/pay-on-credit";

export type Order = Record<string, any> & { id: number; status: string; total: number };

/**
 * The buyer's order, or 404. The mall's order endpoints are the buyer's alone: the seller reads and moves its
 * shop's orders in the seller center (the `mallOrder` resource), behind its menu and button grants.
 */
export async function buyerOrder(tx: Exec, id: number, caller: Buyer): Promise<Order> {
  const [order] = (await tx
    .select()
    .from(orders)
    .where(
      and(eq(orders.id, id), eq(orders.buyerUserId, caller.user.id), eq(orders.systemId, caller.systemId)),
    )) as Order[];
  if (!order) throw notFound();
  return order;
}

/** What the log calls a move (立即支付 is a button; its line on the timeline reads 支付订单). */
const LOG_LABEL: Record<string, string> = {
  address: "确认收货地址",
  save: "提交订单",
  pay: "支付订单",
  cancel: "取消订单",
  ship: "发货",
  confirm: "确认收货",
  refund: "退款关闭订单",
  approve: "审批通过",
  disapprove: "审批未通过，订单取消",
};

/**
 * Writes one move of an order to its log (the `mallOrder` resource's timeline, read by both parties). `order` is
 * the row as the move left it: the move's webhook event carries it.
 */
export async function logOrderMove(
  tx: Exec,
  order: Order,
  move: { action: string; from: string | null; to: string; userId: number; enterpriseId: number | null; note?: string },
) {
  await writeMoves(
    tx,
    registry,
    [
      {
        resource: "mallOrder",
        rowId: order.id,
        move: move.action,
        label: LOG_LABEL[move.action] ?? ORDER_FLOW.find((t) => t.action === move.action)?.label ?? move.action,
        fromState: move.from,
        toState: move.to,
        note: move.note ? { note: { label: "备注", value: move.note } } : null,
        userId: move.userId,
        // a personal buyer acts for no enterprise
        enterpriseId: move.enterpriseId ?? 0,
      },
    ],
    [order as unknown as Row],
  );
}

/**
 * Gives back what an order held: what it took from its buyer's budget (first: the budget's lock comes before any
 * goods row), its reserved stock and the coupon it used. Once per cancel, in its transaction.
 */
export async function releaseOrder(tx: Exec, orderId: number) {
  await giveBackBudget(tx, "mallOrder", orderId);
  const lines = await tx.select().from(orderLines).where(eq(orderLines.parentId, orderId));
  for (const l of lines) await giveSkuStock(tx, l.skuId as number | null, l.goodsId as number, l.quantity as number);
  await returnCoupon(tx, orderId);
}

/**
 * One move of the order state machine. The UPDATE only matches while the order is still in the
 * state the move starts from, so two racing moves (a double-clicked 支付) change it once.
 */
export async function moveOrder(
  tx: Exec,
  order: Order,
  action: OrderAction,
  actor: OrderActor,
  by: { userId: number; enterpriseId: number | null },
  note?: string,
  payMethod: PayMethod = "balance",
): Promise<Order> {
  const to = orderNext(order.status, action, actor);
  if (!to) throw invalid({ status: MSG.noTransition }, MSG.noTransition);
  const at = now();
  const stamp = action === "pay" ? { paidAt: at, payMethod } : {};
  const [moved] = (await tx
    .update(orders)
    .set({ status: to, ...stamp, updatedAt: at })
    .where(and(eq(orders.id, order.id), eq(orders.status, order.status)))
    .returning()) as Order[];
  if (!moved) throw invalid({ status: MSG.noTransition }, MSG.noTransition);
  if (releasesStock(to)) await releaseOrder(tx, order.id);
  await logOrderMove(tx, moved, { action, from: order.status, to, ...by, note });
  return moved;
}

/** The buyer as the order log records it. */
export const asBuyer = (caller: Buyer) => ({ userId: caller.user.id, enterpriseId: caller.enterprise?.id ?? null });

/** How a buyer pays a mall order: from its enterprise's balance, or on the seller's line of credit (账期支付). */
export type PayMethod = "balance" | "credit";

/**
 * Pays an unpaid order from the buyer enterprise's balance, or on the seller's credit line to it: the state move and
 * the debit (or the charge to the line) commit together.
 */
export async function payOrder(tx: Exec, order: Order, caller: Buyer, method: PayMethod = "balance"): Promise<Order> {
  if (!order.buyerEnterpriseId)
    throw invalid({ pay: "个人账户暂不支持余额支付，请联系卖家线下付款" }, "个人账户暂不支持余额支付");
  actsFor(caller, order.buyerEnterpriseId);
  if (needsAddress(order)) throw invalid({ address: ADDRESS_BEFORE_PAY }, ADDRESS_BEFORE_PAY);
  if (
    Number(order.total) > LARGE_ORDER &&
    !(await certifiedFor(tx, {
      userId: caller.user.id,
      enterpriseId: caller.enterprise?.id ?? null,
      systemId: caller.systemId,
    }))
  ) {
    throw invalid({ pay: PAY_NEEDS_CERT }, PAY_NEEDS_CERT);
  }
  const amount = Number(order.total).toFixed(2);
  const paid = await moveOrder(
    tx,
    order,
    "pay",
    "buyer",
    asBuyer(caller),
    method === "credit" ? `账期支付 ¥${amount}` : `企业余额支付 ¥${amount}`,
    method,
  );
  if (method === "credit") {
    await chargeCredit(tx, order);
    return paid;
  }
  const [debited] = await tx
    .update(enterpriseBalances)
    .set({ balance: sql`${enterpriseBalances.balance} - ${order.total}` })
    .where(
      and(eq(enterpriseBalances.enterpriseId, order.buyerEnterpriseId), gte(enterpriseBalances.balance, order.total)),
    )
    .returning();
  if (!debited) throw invalid({ pay: "企业余额不足" }, "企业余额不足");
  await tx
    .insert(balanceEntries)
    .values({ enterpriseId: order.buyerEnterpriseId, orderId: order.id, kind: "pay", amount: order.total });
  return paid;
}

/**
 * Credits a refund of an after-sale to the enterprise that paid the order. The ledger's unique after-sale
 * index makes a second credit for the same after-sale fail, and with it the whole move.
 */
export async function refundToBuyer(tx: Exec, order: Order, afterSaleId: number, amount: number) {
  if (!order.buyerEnterpriseId || !(amount > 0)) return;
  // paid on credit: the refund lowers what the buyer owes the seller
  if (order.payMethod === "credit") return giveBackCredit(tx, order, amount);
  await tx
    .insert(balanceEntries)
    .values({ enterpriseId: order.buyerEnterpriseId, orderId: order.id, kind: "refund", afterSaleId, amount: -amount });
  await tx
    .insert(enterpriseBalances)
    .values({ enterpriseId: order.buyerEnterpriseId, balance: amount })
    .onConflictDoUpdate({
      target: enterpriseBalances.enterpriseId,
      set: { balance: sql`${enterpriseBalances.balance} + ${amount}` },
    });
}
