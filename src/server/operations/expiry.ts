import { and, eq, inArray, lt, lte, sql, type SQL } from "drizzle-orm";
import type { Resource } from "../../core/define-resource";
import type { Exec } from "../db/client";
import { now } from "../clock";
import { col, tableOf, type Row } from "./context";

/**
 * Moves the rows time has moved (flow.expires): a quote past its valid-until becomes expired. Run at the start
 * of every call of the resource, in its transaction, so that no reader or action ever sees the old state and no
 * timer has to survive a restart. Rows held by a racing action wait for it and are judged after.
 */
export async function settleExpired(tx: Exec, resource: Resource): Promise<void> {
  await settle(tx, resource);
}

/**
 * A row just written whose time has already passed (a batch recorded after its last valid day) is in the expired
 * state at once, as the next call would find it: the row as it now stands.
 */
export async function settleWritten(tx: Exec, resource: Resource, row: Row): Promise<Row> {
  const [moved] = await settle(tx, resource, eq(col(tableOf(resource), "id"), row.id));
  return moved ?? row;
}

async function settle(tx: Exec, resource: Resource, only?: SQL): Promise<Row[]> {
  const rule = resource.flow?.expires;
  if (!rule) return [];
  const table = tableOf(resource);
  const at = col(table, rule.field);
  // the process's clock, not the database's now(): a test moves it (../clock.ts)
  const time = now();
  const instant = sql`${time.toISOString()}::timestamptz`;
  // a date is the last day it holds, in China: it has passed once China's today is later
  const passed = resource.fields[rule.field]!.type === "date" ? lt(at, sql`(${instant} at time zone 'Asia/Shanghai')::date`) : lte(at, instant);
  return (await tx
    .update(table)
    .set({ [resource.flow!.field]: rule.to, updatedAt: time } as never)
    .where(and(inArray(col(table, resource.flow!.field), rule.from), passed, only))
    .returning()) as Row[];
}
