import { and, asc, eq, inArray, or, sql } from "drizzle-orm";
import type { Exec } from "../db/client";
import { approvalRules, employee } from "../db/schema";
import { invalid } from "../http/errors";

export const APPROVER_GONE = "您的审批规则的审批人已停用，请联系企业管理员调整审批规则后再下单";

/** The rule an order is judged by, with its approvers as the users they are. */
export interface GoverningRule {
  id: number;
  name: string;
  orderLimit: number | null;
  monthlyBudget: number | null;
  holdHours: number;
  /** With one level, the final approver: the one the order waits for first. */
  firstApproverUserId: number;
  finalApproverUserId: number;
}

const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));

/**
 * The rule covering a user acting for an enterprise, or null when none does: its own rules as an employee win over
 * those of its roles; of several, the one with the lowest single-order limit (no limit counts as none), the oldest
 * on a tie. Someone the enterprise has no enabled employee row for (an administrator no rule names) is free.
 */
export async function ruleOf(tx: Exec, enterpriseId: number, userId: number): Promise<GoverningRule | null> {
  const [staff] = await tx
    .select({ id: employee.id, roleIds: employee.roleIds })
    .from(employee)
    .where(and(eq(employee.enterpriseId, enterpriseId), eq(employee.userId, userId), eq(employee.status, 1)));
  if (!staff) return null;
  const roleIds = ((staff.roleIds as number[] | null) ?? []).map(Number);
  const rules = await tx
    .select()
    .from(approvalRules)
    .where(
      and(
        eq(approvalRules.enterpriseId, enterpriseId),
        or(
          and(eq(approvalRules.subject, "employee"), eq(approvalRules.employeeId, staff.id)),
          roleIds.length ? and(eq(approvalRules.subject, "role"), inArray(approvalRules.roleId, roleIds)) : sql`false`,
        ),
      ),
    )
    .orderBy(asc(approvalRules.id));
  const limitOf = (r: (typeof rules)[number]) => num(r.orderLimit) ?? Number.POSITIVE_INFINITY;
  const own = rules.filter((r) => r.subject === "employee");
  // the stable sort keeps the oldest first among equal limits
  const rule = [...(own.length ? own : rules)].sort((a, b) => limitOf(a) - limitOf(b))[0];
  if (!rule) return null;
  const userOf = async (employeeId: unknown) => {
    if (employeeId === null || employeeId === undefined) return null;
    const [e] = await tx
      .select({ userId: employee.userId })
      .from(employee)
      .where(and(eq(employee.id, Number(employeeId)), eq(employee.status, 1)));
    return num(e?.userId);
  };
  const finalUser = await userOf(rule.finalApproverId);
  // an approver disabled since the rule was saved would leave the order waiting for nobody: say so, place nothing
  if (finalUser === null) throw invalid({ approval: APPROVER_GONE }, APPROVER_GONE);
  return {
    id: rule.id as number,
    name: String(rule.name),
    orderLimit: num(rule.orderLimit),
    monthlyBudget: num(rule.monthlyBudget),
    holdHours: Number(rule.holdHours),
    firstApproverUserId: (await userOf(rule.firstApproverId)) ?? finalUser,
    finalApproverUserId: finalUser,
  };
}
