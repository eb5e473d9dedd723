import { eq } from "drizzle-orm";
import { budgetShort, budgetSourceOf } from "../../core/flows/purchase-approval";
import { approvalRules } from "../db/schema";
import { invalid } from "../http/errors";
import { chargeBudget, lockUsage, thisMonth } from "../approval/budget";
import { decideOrder } from "../approval/order-decision";
import type { OpContext, Row } from "../operations/context";
import type { ResourceHooks } from "./types";

/**
 * Charges an approved order to its rule's budget of this month, under the month's lock, or refuses the approval when
 * the budget left is short (nobody approves past the budget; the administrator raises it first). A rule deleted
 * since the order was placed has no budget to keep.
 */
async function chargeApproved(ctx: OpContext, row: Row) {
  if (row.ruleId === null || row.ruleId === undefined) return;
  const [rule] = await ctx.tx
    .select({ monthlyBudget: approvalRules.monthlyBudget })
    .from(approvalRules)
    .where(eq(approvalRules.id, Number(row.ruleId)));
  if (!rule) return;
  const month = thisMonth();
  const used = await lockUsage(ctx.tx, Number(row.ruleId), month);
  const amount = Number(row.amount);
  const budget = rule.monthlyBudget === null ? null : Number(rule.monthlyBudget);
  if (budget !== null && used + amount > budget) {
    const message = budgetShort(budget - used, amount);
    throw invalid({ id: message }, message);
  }
  await chargeBudget(
    ctx.tx,
    Number(row.ruleId),
    month,
    budgetSourceOf(String(row.source)),
    Number(row.orderId),
    amount,
  );
}

/** What a lapse tells the order's log: a mall order's stock goes back, a tender order back to 待确认. */
const lapseNote = (source: string) => (source === "tenderOrder" ? "审批超时，订单退回待确认" : "审批超时，库存已释放");

const byCaller = (ctx: OpContext) => ({ userId: ctx.caller.userId, enterpriseId: ctx.caller.enterpriseId || null });

/**
 * What an approval's decision does to its order, in the decision's transaction: 审批通过 charges the budget and
 * places the order; 退回 and 撤回 cancel it, giving back its stock and coupon; a hold that lapsed does the same, by time.
 */
export const purchaseApprovalHooks: ResourceHooks = {
  async afterAction(ctx, action, rows) {
    for (const row of rows) {
      if (action === "approve") {
        await chargeApproved(ctx, row);
        await decideOrder(ctx.tx, row, true, byCaller(ctx), "采购审批通过");
      } else if (action === "return") {
        await decideOrder(ctx.tx, row, false, byCaller(ctx), `审批退回：${row.returnReason}`);
      } else if (action === "withdraw") {
        await decideOrder(ctx.tx, row, false, byCaller(ctx), "申请人撤回审批");
      }
    }
  },
  async afterTimed(ctx, _move, rows) {
    for (const row of rows)
      await decideOrder(ctx.tx, row, false, { userId: 0, enterpriseId: null }, lapseNote(String(row.source)));
  },
};
