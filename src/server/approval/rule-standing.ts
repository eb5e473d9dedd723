import { and, eq } from "drizzle-orm";
import type { Db, Exec } from "../db/client";
import { budgetUsage } from "../db/schema";
import type { Requester } from "./gate";
import { thisMonth } from "./budget";
import { ruleOf } from "./rule-of";

/**
 * What the checkout page tells the buyer before submitting: the limit and the month's budget of the rule covering
 * them, and what the month has used, read without a lock (the submit judges again under it), or null when no rule does.
 */
export async function ruleStanding(db: Db | Exec, c: Requester) {
  if (!c.enterprise) return null;
  // a rule whose approver has left is refused by the submit itself, in its own words: the page still loads
  const rule = await ruleOf(db as Exec, c.enterprise.id, c.user.id).catch(() => null);
  if (!rule || (rule.orderLimit === null && rule.monthlyBudget === null)) return null;
  const [usage] = await db
    .select({ used: budgetUsage.used })
    .from(budgetUsage)
    .where(and(eq(budgetUsage.ruleId, rule.id), eq(budgetUsage.month, thisMonth())));
  return {
    name: rule.name,
    orderLimit: rule.orderLimit,
    monthlyBudget: rule.monthlyBudget,
    used: Number(usage?.used ?? 0),
  };
}
