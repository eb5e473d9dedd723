import type { ActionDef } from "../../core/define-resource";
import { enterpriseMessages } from "../db/schema";
import type { OpContext, Row } from "./context";
import type { MoveNote } from "./moves";

type Owned = { id: number; enterpriseId: number; systemId: number };

/**
 * The in-site message an action with `notify` sends the row's enterprise: its title, the link with the row and
 * the new state filled in, and the action's form as the body (驳回原因：… on a line each).
 */
export function messageFor(action: ActionDef, row: Owned, note: MoveNote | null) {
  const { title, link } = action.notify!;
  return {
    enterpriseId: row.enterpriseId,
    systemId: row.systemId,
    title,
    body: Object.values(note ?? {}).map((n) => `${n.label}：${String(n.value ?? "")}`).join("\n") || null,
    link: link?.replace(":id", String(row.id)).replace(":state", String(action.to)) ?? null,
  };
}

/** Tells each row's enterprise what an action did to its row, on the row's portal. */
export async function notifyOwners(ctx: OpContext, action: ActionDef, rows: Row[], note: MoveNote): Promise<void> {
  if (!action.notify || !rows.length) return;
  await ctx.tx.insert(enterpriseMessages).values(
    rows.map((row) => messageFor(action, { id: row.id, enterpriseId: row.enterpriseId as number, systemId: (row.systemId as number | undefined) ?? ctx.caller.systemId }, note)),
  );
}
