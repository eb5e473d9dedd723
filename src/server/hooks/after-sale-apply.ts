import { and, asc, eq, notInArray } from "drizzle-orm";
import {
  AFTER_SALE_DAYS,
  AFTER_SALE_ORDER_STATES,
  CLOSED_WITHOUT_REFUND,
  type AfterSaleState,
} from "../../core/flows/after-sale";
import type { Exec } from "../db/client";
import { afterSales, orderLines, orders } from "../db/schema";
import { invalid } from "../http/errors";
import type { Order } from "../mall/order-moves";
import type { OpContext } from "../operations/context";
import type { Line, Values } from "../validation/payload";
import { nowMs } from "../clock";

const round = (n: number) => Math.round(n * 100) / 100;
const DAY = 86_400_000;

/** Why the buyer may not apply for an after-sale on the order (given the after-sales it has), or null when it may. */
export function afterSaleBlock(order: Order, held: { status: string }[]): string | null {
  if (!(AFTER_SALE_ORDER_STATES as readonly string[]).includes(order.status)) return "该订单当前状态不能申请售后";
  if (order.status === "completed" && nowMs() - new Date(order.updatedAt).getTime() > AFTER_SALE_DAYS * DAY)
    return `订单完成已超过${AFTER_SALE_DAYS}天，不能再申请售后`;
  const live = held.find((h) => !CLOSED_WITHOUT_REFUND.includes(h.status as AfterSaleState));
  if (live)
    return live.status === "refunded" ? "该订单已退款，不能再次申请" : "该订单已有售后申请在处理中，请勿重复提交";
  return null;
}

/** Refuses an application the order does not allow, saying why on the field concerned (the order row is locked by the create). */
async function checkOrder(tx: Exec, order: Order, kind: unknown) {
  const held = await tx
    .select({ status: afterSales.status })
    .from(afterSales)
    .where(and(eq(afterSales.orderId, order.id), notInArray(afterSales.status, CLOSED_WITHOUT_REFUND)));
  const block = afterSaleBlock(order, held);
  if (block) throw invalid({ orderId: block }, block);
  if (order.status === "paid" && kind !== "refund")
    throw invalid({ kind: "订单尚未发货，请选择仅退款" }, "订单尚未发货，请选择仅退款");
}

/**
 * The lines a return sends back, checked against the order's own lines and filled from them (name, spec, price);
 * and the amount: a refund of an order not yet shipped is the whole order, otherwise what the buyer asks, up to
 * what it paid.
 */
async function linesAndAmount(tx: Exec, order: Order, values: Values, sent: Line[]) {
  const sold = await tx
    .select()
    .from(orderLines)
    .where(eq(orderLines.parentId, order.id))
    .orderBy(asc(orderLines.position));
  const errors: Record<string, string> = {};
  const picked = values.kind === "return" ? sent : [];
  const lines = picked.map((l, i) => {
    const line = sold.find((s) => s.id === Number(l.orderLineId));
    if (!line) errors[`lines.${i}.orderLineId`] = "退货商品不是该订单的商品";
    else if (Number(l.quantity ?? 0) < 1) errors[`lines.${i}.quantity`] = "退货数量至少为1";
    else if (Number(l.quantity) > line.quantity)
      errors[`lines.${i}.quantity`] = `退货数量不能超过购买数量${line.quantity}`;
    return line ? Object.assign(l, { name: line.name, spec: line.spec, price: line.price }) : l;
  });
  if (values.kind === "return" && !lines.length) errors.lines = "请选择退货商品";
  if (Object.keys(errors).length) throw invalid(errors, Object.values(errors)[0]);
  const total = Number(order.total);
  if (order.status === "paid") return { lines: [], amount: total };
  const worth = round(lines.reduce((s, l) => s + Number(l.price) * Number(l.quantity), 0));
  const asked = values.amount === null || values.amount === undefined ? undefined : Number(values.amount);
  const amount = asked ?? (values.kind === "return" ? Math.min(worth, total) : undefined);
  if (amount === undefined) throw invalid({ amount: "请输入退款金额" });
  if (amount <= 0) throw invalid({ amount: "退款金额须大于0" });
  if (amount > total) throw invalid({ amount: `退款金额不能超过实付金额${total.toFixed(2)}元` });
  return { lines, amount };
}

/**
 * 申请售后 (the buyer audience's create, resources/after-sale.ts): the order must allow one now, a return names
 * lines of the order, the amount is what the order allows, and the number is in the seller's series.
 */
export async function applyForAfterSale(ctx: OpContext, values: Values, sent: Record<string, Line[]>) {
  const [order] = (await ctx.tx
    .select()
    .from(orders)
    .where(eq(orders.id, Number(values.orderId)))) as Order[];
  await checkOrder(ctx.tx, order!, values.kind);
  const { lines, amount } = await linesAndAmount(ctx.tx, order!, values, sent.lines ?? []);
  sent.lines = lines;
  Object.assign(values, { amount });
}
