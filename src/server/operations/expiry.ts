import { and, inArray, lte, sql } from "drizzle-orm";
import type { Resource } from "../../core/define-resource";
import type { Exec } from "../db/client";
import { col, tableOf } from "./context";

/**
 * Moves the rows time has moved (flow.expires): a quote past its valid-until becomes expired. Run at the start
 * of every call of the resource, in its transaction, so that no reader or action ever sees the old state and no
 * timer has to survive a restart. Rows held by a racing action wait for it and are judged after.
 */
export async function settleExpired(tx: Exec, resource: Resource): Promise<void> {
  const rule = resource.flow?.expires;
  if (!rule) return;
  const table = tableOf(resource);
  await tx
    .update(table)
    .set({ [resource.flow!.field]: rule.to, updatedAt: new Date() } as never)
    .where(and(inArray(col(table, resource.flow!.field), rule.from), lte(col(table, rule.field), sql`now()`)));
}
