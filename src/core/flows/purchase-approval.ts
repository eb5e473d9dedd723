import { moneyText } from "../money-text";

/**
 * 采购审批: an order its buyer's approval rule does not let through (above the single-order limit, or beyond the
 * month's budget left) waits for the rule's approvers instead of being placed. With two levels it waits for the
 * first approver (初审), then the final one (终审); with one level it starts at the final approver. Approving it
 * places the order (待付款); returning it, withdrawing it or letting its hold lapse cancels the order and gives back
 * its stock and coupon.
 */
export const APPROVAL_STATES = {
  first: { label: "待初审", color: "orange" },
  final: { label: "待终审", color: "gold" },
  approved: { label: "已通过", color: "green" },
  returned: { label: "已退回", color: "red" },
  withdrawn: { label: "已撤回", color: "default" },
  lapsed: { label: "已失效", color: "default" },
} as const;

export type ApprovalState = keyof typeof APPROVAL_STATES;

/** States an approval still holds its order in (and its stock). */
export const APPROVAL_WAITING: ApprovalState[] = ["first", "final"];

/**
 * What an approval is for: the kinds of order the rules gate. A 竞价 order is a mall order made from an accepted
 * offer; a tender order waits at 确认订单, where its money is committed.
 */
export const APPROVAL_SOURCES = [
  { value: "mallOrder", label: "商城订单" },
  { value: "bidOffer", label: "竞价订单", color: "cyan" },
  { value: "tenderOrder", label: "招标订单", color: "blue" },
];

/** What becomes of an order whose approval does not pass: a mall order is cancelled, a tender order goes back to 待确认. */
export const undoneOf = (source: string) => (source === "tenderOrder" ? "订单已退回待确认" : "订单已取消");

/** The ledger an approval's order is charged under: 竞价 orders are mall orders, tender orders their own. */
export const budgetSourceOf = (source: string) => (source === "tenderOrder" ? "tenderOrder" : "mallOrder");

/** Hours a waiting order holds its stock when the rule says nothing, and the bounds a rule may set. */
export const HOLD_HOURS = { default: 24, min: 1, max: 72 } as const;

/** Whom a rule covers: one employee, or every employee holding a role. */
export const RULE_SUBJECTS = [
  { value: "employee", label: "指定员工" },
  { value: "role", label: "指定角色", color: "blue" },
];

/** A money amount as the messages write it: ¥1,234.50. */
export const yuanText = (v: number) => `¥${moneyText(v)}`;

/** Why an order of `amount` needs approval under a rule, or null when the rule lets it through. */
export function approvalReason(
  rule: { orderLimit: number | null; monthlyBudget: number | null },
  used: number,
  amount: number,
): string | null {
  if (rule.orderLimit !== null && amount > rule.orderLimit) return `超出单笔限额 ${yuanText(rule.orderLimit)}`;
  if (rule.monthlyBudget !== null && used + amount > rule.monthlyBudget)
    return `超出本月预算（剩余 ${yuanText(Math.max(0, rule.monthlyBudget - used))}）`;
  return null;
}

/** What the approver is told when approving would overspend the month's budget: nobody approves past it. */
export const budgetShort = (left: number, amount: number) =>
  `本月预算剩余 ${yuanText(Math.max(0, left))}，不足以批准 ${yuanText(amount)}，请先调整预算`;
