import { and, eq } from "drizzle-orm";
import type { Exec } from "../db/client";
import { orders } from "../db/schema";
import { now } from "../clock";
import { logOrderMove, releaseOrder, type Order } from "../mall/order-moves";
import type { Row } from "../operations/context";
import { decideTenderOrder } from "./tender-decision";

/** Who decided, as the order's log records it (user 0: the platform's clock). */
export interface By {
  userId: number;
  enterpriseId: number | null;
}

/**
 * Moves the mall order an approval held out of 待审批: approved, it is placed (待付款) for the buyer to pay; otherwise
 * it is cancelled and gives back its stock and coupon. Only an order still waiting moves, so a decision lands once.
 */
async function decideMallOrder(tx: Exec, orderId: number, approved: boolean, by: By, note: string) {
  const to = approved ? "unpaid" : "cancelled";
  const [moved] = (await tx
    .update(orders)
    .set({ status: to, updatedAt: now() })
    .where(and(eq(orders.id, orderId), eq(orders.status, "approving")))
    .returning()) as Order[];
  if (!moved) return;
  if (!approved) await releaseOrder(tx, orderId);
  await logOrderMove(tx, moved, { action: approved ? "approve" : "disapprove", from: "approving", to, ...by, note });
}

/** What an approval's decision does to the order it holds, whichever kind of order that is. */
export async function decideOrder(tx: Exec, approval: Row, approved: boolean, by: By, note: string) {
  const orderId = Number(approval.orderId);
  if (approval.source === "tenderOrder") return decideTenderOrder(tx, orderId, approved, by, note);
  return decideMallOrder(tx, orderId, approved, by, note);
}
