import { eq } from "drizzle-orm";
import type { Resource } from "../../core/define-resource";
import type { AudienceCreateDef } from "../../core/user-rows";
import { col, tableOf, type OpContext, type Row } from "./context";
import { pickableWhere } from "./refs";

type Payload = Record<string, unknown>;

/**
 * The columns a create copies from the rows its caller picked (src/core/create-snapshot.ts), read in the create's
 * transaction. A pick that is missing, malformed or not the caller's to make copies nothing: the create's own
 * checks then refuse it on its field (请选择…, …不存在), before anything is written.
 */
export async function snapshotOf(ctx: OpContext, r: Resource, create: AudienceCreateDef, payload: Payload) {
  const copied: Record<string, unknown> = {};
  for (const [key, copies] of Object.entries(create.snapshot ?? {})) {
    const field = r.fields[key]!;
    const id = Number(payload[key]);
    if (!Number.isSafeInteger(id) || id <= 0) continue;
    const table = tableOf(ctx.registry.byName(field.ref!));
    const [picked] = (await ctx.tx
      .select()
      .from(table)
      .where(pickableWhere(ctx, field, eq(col(table, "id"), id)))) as Row[];
    if (!picked) continue;
    for (const [to, from] of Object.entries(copies)) copied[to] = picked[from] ?? null;
  }
  return copied;
}
