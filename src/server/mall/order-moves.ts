import { and, eq, gte, sql } from "drizzle-orm";
import { orderNext, releasesStock, type OrderAction, type OrderActor } from "../../core/flows/order";
import type { Exec } from "../db/client";
import { balanceEntries, enterpriseBalances, orderLines, orderLogs, orders } from "../db/schema";
import { MSG, forbidden, invalid, notFound } from "../http/errors";
import { goods } from "./goods-view";
import { returnCoupon } from "./order-coupons";
import type { Buyer } from "./route";

export type Order = typeof orders.$inferSelect;

/** Until the seller's order screens grant order rights by role, a shop's orders are its administrator's alone. */
export const SELLER_ORDERS_ADMIN_ONLY = "您没有订单管理权限，请联系企业管理员";

/**
 * The caller's side of an order: buyer (placed it), seller (its shop's enterprise), or neither (404). A member
 * of the seller enterprise who is not its administrator is refused (403): the order carries the buyer's phone
 * and address, and its moves ship or cancel the enterprise's sales.
 */
export function actorOf(order: Order | undefined, caller: Buyer): OrderActor {
  if (order && order.systemId === caller.systemId) {
    if (order.buyerUserId === caller.user.id) return "buyer";
    if (caller.enterprise && order.sellerEnterpriseId === caller.enterprise.id) {
      if (!caller.enterprise.isAdmin) throw forbidden(SELLER_ORDERS_ADMIN_ONLY);
      return "seller";
    }
  }
  throw notFound();
}

export async function orderFor(tx: Exec, id: number, caller: Buyer): Promise<{ order: Order; actor: OrderActor }> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, id));
  return { order: order!, actor: actorOf(order, caller) };
}

/**
 * One move of the order state machine. The UPDATE only matches while the order is still in the
 * state the move starts from, so two racing moves (a double-clicked 支付) change it once.
 */
export async function moveOrder(tx: Exec, order: Order, action: OrderAction, actor: OrderActor, userId: number, note?: string): Promise<Order> {
  const to = orderNext(order.status, action, actor);
  if (!to) throw invalid({ status: MSG.noTransition }, MSG.noTransition);
  const stamp = action === "pay" ? { paidAt: new Date(), payMethod: "balance" } : {};
  const [moved] = await tx
    .update(orders)
    .set({ status: to, ...stamp })
    .where(and(eq(orders.id, order.id), eq(orders.status, order.status)))
    .returning();
  if (!moved) throw invalid({ status: MSG.noTransition }, MSG.noTransition);
  if (releasesStock(to)) {
    const lines = await tx.select().from(orderLines).where(eq(orderLines.orderId, order.id));
    for (const l of lines) await tx.update(goods).set({ stock: sql`${goods.stock} + ${l.quantity}` }).where(eq(goods.id, l.goodsId));
    await returnCoupon(tx, order.id);
  }
  await tx.insert(orderLogs).values({ orderId: order.id, action, fromStatus: order.status, toStatus: to, userId, note });
  return moved;
}

/** Pays an unpaid order from the buyer enterprise's balance: the state move and the debit commit together. */
export async function payOrder(tx: Exec, order: Order, caller: Buyer): Promise<Order> {
  if (!order.buyerEnterpriseId) throw invalid({ pay: "个人账户暂不支持余额支付，请联系卖家线下付款" }, "个人账户暂不支持余额支付");
  const paid = await moveOrder(tx, order, "pay", "buyer", caller.user.id, `企业余额支付 ¥${order.total.toFixed(2)}`);
  const [debited] = await tx
    .update(enterpriseBalances)
    .set({ balance: sql`${enterpriseBalances.balance} - ${order.total}` })
    .where(and(eq(enterpriseBalances.enterpriseId, order.buyerEnterpriseId), gte(enterpriseBalances.balance, order.total)))
    .returning();
  if (!debited) throw invalid({ pay: "企业余额不足" }, "企业余额不足");
  await tx.insert(balanceEntries).values({ enterpriseId: order.buyerEnterpriseId, orderId: order.id, amount: order.total });
  return paid;
}
