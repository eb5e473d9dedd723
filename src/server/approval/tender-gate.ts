import { asc, eq } from "drizzle-orm";
import { resourceLinesTables, users } from "../db/schema";
import { col, type OpContext, type Row } from "../operations/context";
import { tenderLineAmount } from "../../core/flows/tender-amount";
import { chargeOrder, gateFor, judge, openApproval, type Requester } from "./gate";

const tenderLines = resourceLinesTables.tenderOrder!.lines!;

/** The employee confirming, as an approval names its requester. */
async function requesterOf(ctx: OpContext): Promise<Requester> {
  const [user] = await ctx.tx.select({ name: users.name }).from(users).where(eq(users.id, ctx.caller.userId));
  return {
    user: { id: ctx.caller.userId, name: user?.name ?? "" },
    enterprise: ctx.caller.enterpriseId ? { id: ctx.caller.enterpriseId } : null,
  };
}

/**
 * 确认订单 of a tender order under the confirming employee's approval rule (docs/b2b-controls.md): within the
 * limit and the month's budget it is charged and goes to the supplier; beyond them it opens an approval and
 * waits 待审批 (true). The month is locked first, as a mall checkout's is, so concurrent confirms are judged in turn.
 */
export async function gateTenderOrder(ctx: OpContext, order: Row): Promise<boolean> {
  const requester = await requesterOf(ctx);
  const gate = await gateFor(ctx.tx, requester);
  if (!gate) return false;
  const total = Number(order.totalAmount);
  const why = judge(gate, total);
  if (!why) {
    await chargeOrder(ctx.tx, gate, "tenderOrder", { id: order.id, total });
    return false;
  }
  const lines = (await ctx.tx
    .select()
    .from(tenderLines)
    .where(eq(col(tenderLines, "parentId"), order.id))
    .orderBy(asc(col(tenderLines, "position")))) as Row[];
  await openApproval(
    ctx.tx,
    requester,
    gate,
    {
      source: "tenderOrder",
      order: { id: order.id, orderNo: String(order.orderNo), total, systemId: Number(order.systemId) },
      sellerName: String(order.supplierName ?? ""),
      lines: lines.map((l) => ({
        name: String(l.goodsName),
        spec: (l.spec as string | null) ?? null,
        unit: (l.unit as string | null) ?? null,
        price: Number(l.unitPrice),
        quantity: Number(l.quantity),
        amount: tenderLineAmount(l),
      })),
    },
    why,
  );
  return true;
}
