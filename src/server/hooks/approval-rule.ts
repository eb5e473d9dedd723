import { and, eq, inArray, sql } from "drizzle-orm";
import { APPROVAL_WAITING } from "../../core/flows/purchase-approval";
import { purchaseApprovals } from "../db/schema";
import { invalid } from "../http/errors";
import type { OpContext, Row } from "../operations/context";
import type { Values } from "../validation/payload";
import type { ResourceHooks } from "./types";

const given = (v: unknown) => v !== null && v !== undefined && v !== "";

/** The rule as it will stand: what the form sent over what is stored. */
function check(values: Values, current: Row | undefined) {
  const at = (k: string) => (k in values ? values[k] : current?.[k]);
  if (!given(at("orderLimit")) && !given(at("monthlyBudget")))
    throw invalid({ orderLimit: "请填写单笔限额或月度预算" }, "请填写单笔限额或月度预算");
  if (given(at("firstApproverId")) && Number(at("firstApproverId")) === Number(at("finalApproverId")))
    throw invalid({ firstApproverId: "初审人与终审人不能是同一人" }, "初审人与终审人不能是同一人");
  const subject = at("subject");
  if (subject === "employee") {
    const own = [at("firstApproverId"), at("finalApproverId")].some(
      (a) => given(a) && Number(a) === Number(at("employeeId")),
    );
    if (own) throw invalid({ finalApproverId: "审批人不能是本规则适用的员工本人" }, "审批人不能是本规则适用的员工本人");
  }
}

/** A changed limit or budget reaches the approvals still waiting under the rule: their approvers read it as it is. */
async function showOnWaiting(ctx: OpContext, row: Row) {
  await ctx.tx
    .update(purchaseApprovals)
    .set({
      orderLimit: row.orderLimit,
      monthlyBudget: row.monthlyBudget,
      budgetLeft: sql`${row.monthlyBudget === null ? null : Number(row.monthlyBudget)}::numeric - ${purchaseApprovals.budgetUsed}`,
    } as never)
    .where(and(eq(purchaseApprovals.ruleId, row.id), inArray(purchaseApprovals.status, APPROVAL_WAITING)));
}

/**
 * An approval rule that can work: a limit or a budget to judge by, two different approvers at two levels, and an
 * employee rule that does not name its own employee as approver (the employee could never have an order approved).
 */
export const approvalRuleHooks: ResourceHooks = {
  async beforeCreate(_ctx, values) {
    check(values, undefined);
  },
  async beforeUpdate(_ctx, values, current) {
    check(values, current);
  },
  afterWrite: showOnWaiting,
};
