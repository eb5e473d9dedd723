import { and, eq, inArray, lt, lte, sql, type SQL } from "drizzle-orm";
import type { Resource, TimedDef } from "../../core/define-resource";
import type { Exec } from "../db/client";
import { now } from "../clock";
import type { ServerRegistry } from "../registry";
import { col, tableOf, type Caller, type OpContext, type Row } from "./context";
import { writeMoves } from "./moves";
import { announce } from "./notify";
import { queueEvents } from "../webhooks/events";

/**
 * Makes the moves time has made on a resource (flow.timed): a tender past its deadline is 已截止, a quote past its
 * valid-until 已过期. Run at the start of every call of the resource, in its transaction, so that no reader or
 * action ever sees the old state, and by the scheduled job (timed-job.ts) so that pages and lists of other
 * resources see it within seconds; no timer has to survive a restart. Rows held by a racing action wait for it
 * and are judged after. Each move's `afterTimed` hook runs in the same transaction, once per row moved, whichever
 * path moved it. Returns the rows moved.
 */
export async function settleExpired(tx: Exec, registry: ServerRegistry, resource: Resource): Promise<Row[]> {
  const moved: Row[] = [];
  for (const timed of resource.flow?.timed ?? []) moved.push(...(await settle(tx, registry, resource, timed)));
  return moved;
}

/**
 * A row just written whose time has already passed (a batch recorded after its last valid day) is in the timed
 * state at once, as the next call would find it: the row as it now stands.
 */
export async function settleWritten(tx: Exec, registry: ServerRegistry, resource: Resource, row: Row): Promise<Row> {
  let current = row;
  for (const timed of resource.flow?.timed ?? []) {
    const [moved] = await settle(tx, registry, resource, timed, eq(col(tableOf(resource), "id"), row.id));
    current = moved ?? current;
  }
  return current;
}

/** Whether the instant or last valid day in `at` (a column of `owner`) has passed at `time`. */
function passed(owner: Resource, field: string, at: ReturnType<typeof col>, time: Date): SQL {
  const instant = sql`${time.toISOString()}::timestamptz`;
  // a date is the last day it holds, in China: it has passed once China's today is later
  return owner.fields[field]!.type === "date"
    ? lt(at, sql`(${instant} at time zone 'Asia/Shanghai')::date`)
    : lte(at, instant)!;
}

async function settle(
  tx: Exec,
  registry: ServerRegistry,
  resource: Resource,
  timed: TimedDef,
  only?: SQL,
): Promise<Row[]> {
  const table = tableOf(resource);
  const state = resource.flow!.field;
  // the process's clock, not the database's now(): a test moves it (../clock.ts)
  const time = now();
  let due: SQL;
  if (timed.via === undefined) {
    due = passed(resource, timed.field, col(table, timed.field), time);
  } else {
    const target = registry.byName(resource.fields[timed.via]!.ref!);
    const other = tableOf(target);
    due = sql`exists (select 1 from ${other} where ${col(other, "id")} = ${col(table, timed.via)} and ${passed(target, timed.field, col(other, timed.field), time)})`;
  }
  // the states the rows leave, for their log: read and locked first, as the update answers the new ones
  const leaving = (await tx
    .select({ id: col(table, "id"), state: col(table, state) })
    .from(table)
    .where(and(inArray(col(table, state), timed.from), due, only))
    .for("update")) as { id: number; state: unknown }[];
  if (!leaving.length) return [];
  const from = new Map(leaving.map((r) => [r.id, String(r.state)]));
  const moved = (await tx
    .update(table)
    .set({ [state]: timed.to, updatedAt: time } as never)
    .where(and(inArray(col(table, "id"), [...from.keys()]), inArray(col(table, state), timed.from)))
    .returning()) as Row[];
  await record(tx, registry, resource, timed, moved, from, time);
  // time is the caller: no person, no enterprise, no grant; each row's own columns say whose it is
  const ctx: OpContext = { tx, caller: TIME, resource, table, registry };
  if (moved.length) await registry.hooksOf(resource).afterTimed?.(ctx, timed.name, moved);
  return moved;
}

/** Who makes a timed move: the platform's clock, acting for nobody. */
const TIME: Caller = { userId: 0, enterpriseId: 0, systemId: 0, grants: { admin: false, menus: [], buttons: [] } };

/** The moves in the log (the timeline says 平台) with their notices and events, or, for a resource with no log, the notices and events alone. */
async function record(
  tx: Exec,
  registry: ServerRegistry,
  resource: Resource,
  timed: TimedDef,
  moved: Row[],
  from: Map<number, string>,
  time: Date,
) {
  if (!resource.endpoints.log) {
    await queueEvents(
      tx,
      registry,
      resource.name,
      moved.map((r) => r.id),
      timed.name,
      { at: time, rows: moved },
    );
    await announce(
      tx,
      registry,
      moved.map((r) => ({
        resource: resource.name,
        move: timed.name,
        rowId: r.id,
        userId: 0,
        enterpriseId: 0,
        toState: String(timed.to),
      })),
      moved,
    );
    return;
  }
  await writeMoves(
    tx,
    registry,
    moved.map((row) => ({
      resource: resource.name,
      rowId: row.id,
      move: timed.name,
      label: timed.label,
      fromState: from.get(row.id) ?? null,
      toState: String(timed.to),
      note: null,
      // the platform made it: the timeline says 平台
      userId: 0,
      enterpriseId: Number(row.enterpriseId ?? 0),
      createdAt: time,
    })),
    moved,
  );
}
