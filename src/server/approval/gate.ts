import { approvalReason, undoneOf } from "../../core/flows/purchase-approval";
import { registry } from "../../../resources";
import type { Exec } from "../db/client";
import { insertRows } from "../db/insert-rows";
import { approvalLines, purchaseApprovals } from "../db/schema";
import { now } from "../clock";
import type { Row } from "../operations/context";
import { writeMoves } from "../operations/moves";
import { chargeBudget, lockUsage, thisMonth } from "./budget";
import { ruleOf, type GoverningRule } from "./rule-of";
import { invalid } from "../http/errors";

export const OWN_APPROVER =
  "该订单需要审批，但您是所适用审批规则的终审人，不能审批自己的订单，请联系企业管理员调整审批规则";

/** Who places an order a rule may gate: a mall buyer, or an employee confirming a tender order. */
export interface Requester {
  user: { id: number; name: string };
  enterprise?: { id: number } | null;
}

/** A checkout's standing against its buyer's rule: the month's spending, locked for the checkout's transaction. */
export interface Gate {
  rule: GoverningRule;
  month: string;
  used: number;
}

/**
 * The gate an order of this buyer passes, or null when no rule covers it (a personal account, an administrator no
 * rule names, a rule without limit or budget). Locks the rule's month first: concurrent checkouts against one
 * budget are judged one after the other, each seeing what the others spent.
 */
export async function gateFor(tx: Exec, c: Requester): Promise<Gate | null> {
  if (!c.enterprise) return null;
  const rule = await ruleOf(tx, c.enterprise.id, c.user.id);
  if (!rule || (rule.orderLimit === null && rule.monthlyBudget === null)) return null;
  // a first approver who placed the order leaves it to the final one
  if (rule.firstApproverUserId === c.user.id) rule.firstApproverUserId = rule.finalApproverUserId;
  const month = thisMonth();
  return { rule, month, used: await lockUsage(tx, rule.id, month) };
}

/** Why an order of `total` must wait for approval, or null when it passes (and then counts for the next). */
export function judge(gate: Gate, total: number): string | null {
  const why = approvalReason(gate.rule, gate.used, total);
  if (!why) gate.used += total;
  return why;
}

/** Charges a placed order to its rule's month; what `judge` counted is what is booked. */
export const chargeOrder = (tx: Exec, gate: Gate, source: string, order: { id: number; total: number }) =>
  chargeBudget(tx, gate.rule.id, gate.month, source, order.id, Number(order.total));

export interface Held {
  source: string;
  order: { id: number; orderNo: string; total: number; systemId: number };
  sellerName: string;
  lines: { name: string; spec: string | null; unit: string | null; price: number; quantity: number; amount: number }[];
}

/**
 * Opens the approval an order waits in, holding its stock until `holdHours` pass: at the first approver with two
 * levels, the final one with one; the first approver is told (the `create` notice).
 */
export async function openApproval(tx: Exec, c: Requester, gate: Gate, held: Held, reason: string) {
  const { rule } = gate;
  // nobody approves their own order: a final approver the rule covers (a role's member) has nobody to ask
  if (rule.finalApproverUserId === c.user.id) throw invalid({ approval: OWN_APPROVER }, OWN_APPROVER);
  const twoLevels = rule.firstApproverUserId !== rule.finalApproverUserId;
  const at = now();
  const [row] = (await tx
    .insert(purchaseApprovals)
    .values({
      enterpriseId: c.enterprise!.id,
      systemId: held.order.systemId,
      orderNo: held.order.orderNo,
      source: held.source,
      orderId: held.order.id,
      sellerName: held.sellerName,
      requesterName: c.user.name,
      amount: held.order.total,
      reason,
      undone: undoneOf(held.source),
      ruleName: rule.name,
      orderLimit: rule.orderLimit,
      monthlyBudget: rule.monthlyBudget,
      budgetUsed: rule.monthlyBudget === null ? null : gate.used,
      budgetLeft: rule.monthlyBudget === null ? null : rule.monthlyBudget - gate.used,
      holdUntil: new Date(at.getTime() + rule.holdHours * 3600_000),
      status: twoLevels ? "first" : "final",
      requesterUserId: c.user.id,
      firstApproverUserId: rule.firstApproverUserId,
      finalApproverUserId: rule.finalApproverUserId,
      ruleId: rule.id,
      createdAt: at,
      updatedAt: at,
    } as never)
    .returning()) as Row[];
  await insertRows(
    tx,
    approvalLines,
    held.lines.map((l, position) => ({ parentId: row!.id, position, ...l })),
  );
  await writeMoves(
    tx,
    registry,
    [
      {
        resource: "purchaseApproval",
        rowId: row!.id,
        move: "create",
        label: "提交审批",
        fromState: null,
        toState: String(row!.status),
        note: { reason: { label: "审批原因", value: reason } },
        userId: c.user.id,
        enterpriseId: c.enterprise!.id,
        createdAt: at,
      },
    ],
    [row!],
  );
  return row!;
}
