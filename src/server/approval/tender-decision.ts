import { and, eq } from "drizzle-orm";
import { registry, resourceByName } from "../../../resources";
import type { Exec } from "../db/client";
import { now } from "../clock";
import { col, tableOf, type Row } from "../operations/context";
import { writeMoves } from "../operations/moves";
import type { By } from "./order-decision";

const tenderOrder = resourceByName("tenderOrder");
const orders = tableOf(tenderOrder);

/**
 * Moves a tender order out of 待审批: approved, it goes to its supplier as 确认订单 would have sent it (the move is
 * logged as that action, so the supplier hears of it and the webhook says confirmed); otherwise it goes back to
 * 待确认, where the purchaser may change it and confirm again, or cancel it. Only a waiting order moves.
 */
export async function decideTenderOrder(tx: Exec, orderId: number, approved: boolean, by: By, note: string) {
  const to = approved ? "confirmed" : "draft";
  const [moved] = (await tx
    .update(orders)
    .set({ status: to, updatedAt: now() } as never)
    .where(and(eq(col(orders, "id"), orderId), eq(col(orders, "status"), "approving")))
    .returning()) as Row[];
  if (!moved) return;
  const confirm = tenderOrder.actions!.confirm!;
  await writeMoves(
    tx,
    registry,
    [
      {
        resource: tenderOrder.name,
        rowId: orderId,
        move: approved ? "confirm" : "disapprove",
        label: approved ? confirm.label : "审批未通过",
        fromState: "approving",
        toState: to,
        note: { approval: { label: "采购审批", value: note } },
        userId: by.userId,
        enterpriseId: by.enterpriseId ?? 0,
      },
    ],
    [moved],
    Number(moved.systemId),
  );
}
