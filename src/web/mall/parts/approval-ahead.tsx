import { Alert } from "antd";
import { approvalReason } from "../../../core/flows/purchase-approval";

/** The buyer's approval rule as the checkout reads it (src/server/approval/rule-standing.ts). */
export interface RuleStanding {
  name: string;
  orderLimit: number | null;
  monthlyBudget: number | null;
  used: number;
}

/**
 * Why each of the checkout's orders will wait for approval, judged in turn as the submit judges them (an order let
 * through counts against the budget for the next); null for one that will be placed.
 */
export function approvalsAhead(rule: RuleStanding | null | undefined, totals: number[]): (string | null)[] {
  if (!rule) return totals.map(() => null);
  let used = rule.used;
  return totals.map((total) => {
    const why = approvalReason(rule, used, total);
    if (!why) used += total;
    return why;
  });
}

/** Said before submitting: which orders will wait for the approvers, and that they are paid once approved. */
export function ApprovalAhead({ reasons }: { reasons: (string | null)[] }) {
  const waiting = reasons.filter((r): r is string => r !== null);
  if (!waiting.length) return null;
  return (
    <Alert
      type="warning"
      showIcon
      className="approval-ahead"
      message={`${waiting.length}笔订单${[...new Set(waiting)].join("、")}，提交后需采购审批，审批通过后再付款`}
    />
  );
}
