import { and, eq, inArray, ne } from "drizzle-orm";
import { resourceByName } from "../../../resources";
import { enterprises } from "../db/schema";
import { col, tableOf, type OpContext, type Row } from "../operations/context";
import type { ResourceHooks } from "./types";
import { tenderOrderTotal } from "../../core/flows/tender-amount";
import { gateTenderOrder } from "../approval/tender-gate";
import { giveBackBudget } from "../approval/budget";

/**
 * The tender order flow beyond config (docs/procurement.md): one live order per awarded quote, on the quote's
 * tender and naming its supplier; an award with a live order cannot be taken back.
 */
const tenderOrder = resourceByName("tenderOrder");
const orders = tableOf(tenderOrder);
const offers = tableOf(resourceByName("bidOffer"));

/** The live (not cancelled) orders of these quotes. */
export async function liveOrders(ctx: OpContext, offerIds: number[]): Promise<Row[]> {
  if (!offerIds.length) return [];
  return (await ctx.tx
    .select()
    .from(orders)
    .where(and(inArray(col(orders, "bidOfferId"), offerIds), ne(col(orders, "status"), "cancelled")))) as Row[];
}

export const tenderOrderHooks: ResourceHooks = {
  async beforeCreate(ctx, values, lines) {
    const offerId = values.bidOfferId as number;
    const [offer] = (await ctx.tx
      .select()
      .from(offers)
      .where(eq(col(offers, "id"), offerId))) as Row[];
    const [supplier] = await ctx.tx
      .select({ name: enterprises.name })
      .from(enterprises)
      .where(eq(enterprises.id, offer!.enterpriseId as number));
    values.bidOrderId = offer!.bidOrderId;
    values.supplierName = supplier?.name ?? null;
    values.totalAmount = tenderOrderTotal(lines.lines ?? []);
  },
  async beforeUpdate(_ctx, values, _current, lines) {
    if (lines.lines) values.totalAmount = tenderOrderTotal(lines.lines);
  },
  // the money is committed at 确认订单: beyond the employee's approval rule the order waits 待审批 instead
  async divertAction(ctx, action, rows) {
    return action === "confirm" && gateTenderOrder(ctx, rows[0]!);
  },
  // an order that no longer stands gives its amount back to the budget month it was charged to
  async afterAction(ctx, action, rows) {
    if (action === "cancel" || action === "decline")
      for (const row of rows) await giveBackBudget(ctx.tx, "tenderOrder", row.id);
  },
};
