import { and, asc, eq, lte, sql } from "drizzle-orm";
import { registry } from "../../../resources";
import type { Db, Exec } from "../db/client";
import { executedRows } from "../db/executed-rows";
import { jobRounds, type JobRounds } from "../jobs";
import { writeMoves } from "../operations/moves";
import { auctions, contenders, type AuctionRow } from "./bids";
import { AUCTION_CHANNEL } from "./live";

/** The advisory lock one process holds while it closes auctions: the others skip that round. */
const CLOSE_LOCK = 560_057;
/** How often each process's timer ticks (ms): a page sees 已结束 within about this of an auction's end. */
export const CLOSE_EVERY_MS = 1_000;
/**
 * How long a process trusts the earliest end it last read (ms, wall time): an auction that went live since, here
 * or in another process, and ends before that end is closed at most this late.
 */
export const LOOK_AGAIN_MS = 10_000;

const a = auctions as any;

/** Writes a move of the auction to its timeline; the platform's moves name no user (the timeline says 平台). */
export async function logAuctionMove(
  tx: Exec,
  row: { id: number; enterpriseId: number },
  move: {
    name: string;
    label: string;
    from: string;
    to: string;
    note?: string;
    userId?: number;
    enterpriseId?: number;
  },
) {
  await writeMoves(tx, registry, [
    {
      resource: "auction",
      rowId: row.id,
      move: move.name,
      label: move.label,
      fromState: move.from,
      toState: move.to,
      note: move.note ? { note: { label: "说明", value: move.note } } : null,
      userId: move.userId ?? 0,
      enterpriseId: move.enterpriseId ?? row.enterpriseId,
    },
  ]);
}

/**
 * The winner an auction has now: the best bidder still in the running at or above the reserve, written on the
 * row with its price; or none. Used when it closes and when the seller passes a win on.
 */
export async function crownNext(tx: Exec, row: AuctionRow) {
  const [next] = await contenders(tx, row);
  await tx
    .update(auctions)
    .set({
      winnerEnterpriseId: next?.enterpriseId ?? null,
      winnerUserId: next?.userId ?? null,
      winnerName: next?.enterpriseName ?? null,
      winnerPrice: next ? Number(next.price) : null,
    } as never)
    .where(eq(auctions.id, row.id));
  return next;
}

/**
 * Closes every auction past its end, in one transaction under an advisory lock, so that of several
 * processes only one closes a given auction (the others find the lock taken and try again next round).
 * An auction left live across a restart is closed by the first round after it. Returns the ids closed.
 */
export async function closeEndedAuctions(db: Db, now: Date): Promise<number[]> {
  return db.transaction(async (tx) => {
    const got = await tx.execute(sql`select pg_try_advisory_xact_lock(${CLOSE_LOCK}) as ok`);
    if (!executedRows<{ ok: boolean }>(got)[0]?.ok) return [];
    // a bid holding an auction's row waits here: the bid either lands before its end or is refused after
    const due = (await tx
      .select()
      .from(auctions)
      .where(and(eq(a.status, "bidding"), lte(a.endTime, now)))
      .orderBy(asc(a.endTime))
      .limit(100)
      .for("update")) as AuctionRow[];
    const closed: number[] = [];
    for (const row of due) {
      // the end may have moved while this round waited for the row (a last bid, anti-sniping)
      if (new Date(row.endTime) > now) continue;
      const winner = await crownNext(tx, row);
      const to = winner ? "closed" : "discarded";
      await tx
        .update(auctions)
        .set({ status: to, updatedAt: now } as never)
        .where(eq(auctions.id, row.id));
      const bids = Number(row.bidCount);
      const note = winner
        ? `最高出价 ¥${Number(winner.price).toFixed(2)}，${winner.enterpriseName} 中标`
        : bids
          ? "最高出价低于保留价，流拍"
          : "无人出价，流拍";
      await logAuctionMove(tx, row, {
        name: winner ? "close" : "closeUnsold",
        label: winner ? "竞拍结束" : "竞拍结束(流拍)",
        from: "bidding",
        to,
        note,
      });
      await tx.execute(sql`select pg_notify(${AUCTION_CHANNEL}, ${String(row.id)})`);
      closed.push(row.id);
    }
    return closed;
  });
}

/** The earliest end among live auctions (ms), or Infinity when none is live. */
async function earliestLiveEnd(db: Db): Promise<number> {
  const [first] = await db
    .select({ end: a.endTime })
    .from(auctions)
    .where(eq(a.status, "bidding"))
    .orderBy(asc(a.endTime))
    .limit(1);
  return first ? new Date(first.end as Date).getTime() : Infinity;
}

/**
 * The closing job of this process: each round reads the earliest end among live auctions and, when the clock has
 * passed it, closes what has ended. Every process runs it on a timer (`every(CLOSE_EVERY_MS, …)`), which skips the
 * ticks before that end until LOOK_AGAIN_MS has passed since the last look: an idle server (a page open on an auction
 * ending tonight) reads the table every ten seconds instead of running a locked transaction every second, which
 * on the embedded database kept it a fifth of a core busy. A later end (a last bid, anti-sniping) only makes a
 * look come early. The lock lets one process do each close; `app.runJobs` asks for a round whatever the gate says.
 * `wall` is a monotonic clock tests never move (the auction clock may jump either way in tests).
 */
export function closingJob(
  db: Db,
  clock: () => Date,
  wall: () => number = () => performance.now(),
): JobRounds & { due(): boolean } {
  let nextEnd = -Infinity;
  let lookedAt = -Infinity;
  const rounds = jobRounds(async () => {
    const now = clock();
    let end = await earliestLiveEnd(db);
    if (end <= now.getTime()) {
      await closeEndedAuctions(db, now);
      end = await earliestLiveEnd(db);
    }
    [nextEnd, lookedAt] = [end, wall()];
  });
  const due = () => clock().getTime() >= nextEnd || wall() - lookedAt >= LOOK_AGAIN_MS;
  return { run: rounds.run, every: (ms, onError, atOnce, when = due) => rounds.every(ms, onError, atOnce, when), due };
}
