import { and, eq, inArray, lte, or, isNull, sql } from "drizzle-orm";
import { APPROVAL_WAITING } from "../../core/flows/purchase-approval";
import { chinaToday } from "../../core/field-rules";
import { toCents as cents } from "../../core/tax-split";
import type { Exec } from "../db/client";
import { approvalRules, budgetCharges, budgetUsage, purchaseApprovals } from "../db/schema";
import { now } from "../clock";

/** The China month (`YYYY-MM`) an instant falls in: budgets are per China month. */
export const monthOf = (at: Date) => chinaToday(at.getTime()).slice(0, 7);

/** The current China month by the process's clock (a test moves it). */
export const thisMonth = () => monthOf(now());

/**
 * What a rule's orders spent in `month`, with the month's row locked until the transaction ends: every charge and
 * give-back of the rule in that month queues here, on PostgreSQL across processes. Taken before any goods or
 * balance row (the checkout's order of locks), so two orders never wait on each other in a circle.
 */
export async function lockUsage(tx: Exec, ruleId: number, month: string): Promise<number> {
  await tx.insert(budgetUsage).values({ ruleId, month, used: 0 }).onConflictDoNothing();
  const [row] = await tx
    .select({ used: budgetUsage.used })
    .from(budgetUsage)
    .where(and(eq(budgetUsage.ruleId, ruleId), eq(budgetUsage.month, month)))
    .for("update");
  return Number(row!.used);
}

/** Adds `amount` (negative to give back) to a month whose row the caller locked, and shows the new figure. */
async function book(tx: Exec, ruleId: number, month: string, source: string, sourceId: number, amount: number) {
  const [row] = await tx
    .update(budgetUsage)
    .set({ used: sql`${budgetUsage.used} + ${amount}` })
    .where(and(eq(budgetUsage.ruleId, ruleId), eq(budgetUsage.month, month)))
    .returning({ used: budgetUsage.used });
  await tx.insert(budgetCharges).values({ ruleId, month, source, sourceId, amount });
  await showUsage(tx, ruleId, month, Number(row!.used));
}

/** Charges an order to its rule's month (locked by the caller through lockUsage). */
export const chargeBudget = (
  tx: Exec,
  ruleId: number,
  month: string,
  source: string,
  sourceId: number,
  amount: number,
) => book(tx, ruleId, month, source, sourceId, amount);

/**
 * Gives back what an order took from budgets, to the months it was charged to: all of it (a cancel) or up to
 * `amount` (a refund). Nothing for an order never charged. Call before taking any goods or balance row.
 */
export async function giveBackBudget(tx: Exec, source: string, sourceId: number, amount?: number) {
  const held = await tx
    .select({
      ruleId: budgetCharges.ruleId,
      month: budgetCharges.month,
      left: sql<string>`sum(${budgetCharges.amount})`,
    })
    .from(budgetCharges)
    .where(and(eq(budgetCharges.source, source), eq(budgetCharges.sourceId, sourceId)))
    .groupBy(budgetCharges.ruleId, budgetCharges.month)
    .orderBy(sql`${budgetCharges.month} desc`);
  let rest = amount === undefined ? Number.POSITIVE_INFINITY : cents(amount);
  for (const h of held) {
    const back = Math.min(cents(Number(h.left)), rest);
    if (!(back > 0)) continue;
    await lockUsage(tx, h.ruleId, h.month);
    await book(tx, h.ruleId, h.month, source, sourceId, -back / 100);
    rest -= back;
  }
}

/**
 * Writes a month's figure where people read it: on the rule (its latest month), and, for the current month, on every
 * approval still waiting under the rule, so an approver sees the budget used and left as it stands.
 */
async function showUsage(tx: Exec, ruleId: number, month: string, used: number) {
  await tx
    .update(approvalRules)
    .set({ budgetMonth: month, budgetUsed: used } as never)
    .where(
      and(eq(approvalRules.id, ruleId), or(isNull(approvalRules.budgetMonth), lte(approvalRules.budgetMonth, month))),
    );
  if (month !== thisMonth()) return;
  await tx
    .update(purchaseApprovals)
    .set({
      budgetUsed: used,
      budgetLeft: sql`${purchaseApprovals.monthlyBudget} - ${used}`,
    } as never)
    .where(and(eq(purchaseApprovals.ruleId, ruleId), inArray(purchaseApprovals.status, APPROVAL_WAITING)));
}
