import type { Exec } from "../db/client";
import { writeMoves } from "../operations/moves";
import type { Buyer } from "./route";

/** A move a buyer makes from the mall, as the generated screens' log records it. */
export interface BuyerMove {
  name: string;
  label: string;
  from: string | null;
  to: string;
  note?: Record<string, { label: string; value: unknown }>;
}

/**
 * Writes a buyer's move on a resource's row to the same log the seller center's timeline reads, so a row moved
 * from the mall (an after-sale applied for, a buy intent ordered) shows the move on the seller's detail too.
 */
export async function logBuyerMove(tx: Exec, resource: string, rowId: number, move: BuyerMove, c: Buyer) {
  await writeMoves(tx, c.registry, [
    {
      resource,
      rowId,
      move: move.name,
      label: move.label,
      fromState: move.from,
      toState: move.to,
      note: move.note ?? null,
      userId: c.user.id,
      enterpriseId: c.enterprise?.id ?? 0,
    },
  ]);
}
