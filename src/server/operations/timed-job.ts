import { sql } from "drizzle-orm";
import type { ServerRegistry } from "../registry";
import type { Db } from "../db/client";
import { executedRows } from "../db/executed-rows";
import { jobRounds, type JobRounds } from "../jobs";
import { settleExpired } from "./expiry";

/** The advisory lock one process holds while it makes the moves time made: the others skip that round. */
const TIMED_LOCK = 560_058;
/** How often each process's timer ticks (ms): a page of another resource (the procurement hall) sees 已截止 within this. */
export const TIMED_EVERY_MS = 5_000;

/**
 * Makes every move time has made, of every resource declaring `flow.timed`, in one transaction under an advisory
 * lock: of several processes one makes them each round, and a move is logged and announced once. A call of the
 * resource makes its own moves first anyway (routes.ts); this round is for the readers that are not its calls
 * (the procurement hall, a webhook listener waiting for 报价截止). Returns how many rows moved.
 */
export async function settleAllTimed(db: Db, registry: ServerRegistry): Promise<number> {
  return db.transaction(async (tx) => {
    const got = await tx.execute(sql`select pg_try_advisory_xact_lock(${TIMED_LOCK}) as ok`);
    if (!executedRows<{ ok: boolean }>(got)[0]?.ok) return 0;
    let moved = 0;
    for (const resource of registry.resources.filter((r) => r.flow?.timed?.length))
      moved += (await settleExpired(tx, registry, resource)).length;
    return moved;
  });
}

/** The timed job of this process: a round every TIMED_EVERY_MS on its timer, one when a test moves the clock. */
export const timedJob = (db: Db, registry: ServerRegistry): JobRounds => jobRounds(() => settleAllTimed(db, registry));
