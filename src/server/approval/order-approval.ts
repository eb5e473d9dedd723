import { and, desc, eq, ne } from "drizzle-orm";
import type { Exec } from "../db/client";
import { purchaseApprovals } from "../db/schema";

/**
 * What the buyer's order page shows of the order's approval, or null when it never needed one: why it waits, until
 * when its stock is held, and how it was decided (the approval's own page, /manage/order/approval/mine, has the rest).
 */
export async function orderApproval(db: Exec, orderId: number) {
  const [row] = await db
    .select({
      id: purchaseApprovals.id,
      status: purchaseApprovals.status,
      reason: purchaseApprovals.reason,
      holdUntil: purchaseApprovals.holdUntil,
      returnReason: purchaseApprovals.returnReason,
    })
    .from(purchaseApprovals)
    // a tender order's id is another table's: only mall orders' approvals (a 竞价 order is one)
    .where(and(eq(purchaseApprovals.orderId, orderId), ne(purchaseApprovals.source, "tenderOrder")))
    .orderBy(desc(purchaseApprovals.id))
    .limit(1);
  return row ?? null;
}
