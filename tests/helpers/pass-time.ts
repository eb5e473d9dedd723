import { eq } from "drizzle-orm";
import { resourceByName } from "../../resources";
import type { Resource } from "../../src/core/define-resource";
import { timedOf } from "../../src/core/flows/transition";
import { resourceTables } from "../../src/server/db/schema";
import { nowMs } from "../../src/server/clock";
import type { TestApp } from "./server-app";

/**
 * Lets the time a timed step of a route (`@close`) waits for pass, for one row, without moving the clock the
 * other rows of the file read: the time it waits on (its own field, or the field of the row its `via` points to)
 * is put just behind now. The next call of the resource makes the move, as it would at that time.
 */
export async function passTime(t: TestApp, r: Resource, step: string, id: number): Promise<void> {
  const timed = timedOf(r, step)!;
  let owner = r;
  let rowId = id;
  if (timed.via !== undefined) {
    owner = resourceByName(r.fields[timed.via]!.ref!);
    const [row] = (await t.db
      .select()
      .from(resourceTables[r.name]!)
      .where(eq(resourceTables[r.name]!.id, id))) as Record<string, unknown>[];
    rowId = Number(row![timed.via]);
  }
  const table = resourceTables[owner.name]!;
  // a last valid day passes the day after it, China time: two days back is past in any zone
  const past =
    owner.fields[timed.field]!.type === "date"
      ? new Date(nowMs() - 2 * 86_400_000).toISOString().slice(0, 10)
      : new Date(nowMs() - 60_000);
  await t.db
    .update(table)
    .set({ [timed.field]: past } as never)
    .where(eq(table.id, rowId));
}

/** Whether a route step is one time makes rather than an action. */
export const isTimed = (r: Resource, step: string) => timedOf(r, step) !== undefined;
