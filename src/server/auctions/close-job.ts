import { and, asc, eq, lte, sql } from "drizzle-orm";
import type { Db, Exec } from "../db/client";
import { jobRounds, type JobRounds } from "../jobs";
import { writeMoves } from "../operations/moves";
import { auctions, contenders, type AuctionRow } from "./bids";
import { AUCTION_CHANNEL } from "./live";

/** The advisory lock one process holds while it closes auctions: the others skip that round. */
const CLOSE_LOCK = 560_057;
/** How often each process looks for auctions past their end (ms): a page sees 已结束 within about this. */
export const CLOSE_EVERY_MS = 1_000;

const a = auctions as any;

/** Writes a move of the auction to its timeline; the platform's moves name no user (the timeline says 平台). */
export async function logAuctionMove(tx: Exec, row: { id: number; enterpriseId: number }, move: { name: string; label: string; from: string; to: string; note?: string; userId?: number; enterpriseId?: number }) {
  await writeMoves(tx, [{
    resource: "auction",
    rowId: row.id,
    move: move.name,
    label: move.label,
    fromState: move.from,
    toState: move.to,
    note: move.note ? { note: { label: "说明", value: move.note } } : null,
    userId: move.userId ?? 0,
    enterpriseId: move.enterpriseId ?? row.enterpriseId,
  }]);
}

/**
 * The winner an auction has now: the best bidder still in the running at or above the reserve, written on the
 * row with its price; or none. Used when it closes and when the seller passes a win on.
 */
export async function crownNext(tx: Exec, row: AuctionRow) {
  const [next] = await contenders(tx, row);
  await tx
    .update(auctions)
    .set({ winnerEnterpriseId: next?.enterpriseId ?? null, winnerUserId: next?.userId ?? null, winnerName: next?.enterpriseName ?? null, winnerPrice: next ? Number(next.price) : null } as never)
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
    const rows = ((got as { rows?: { ok: boolean }[] }).rows ?? (got as unknown as { ok: boolean }[]));
    if (!rows[0]?.ok) return [];
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
      await tx.update(auctions).set({ status: to, updatedAt: now } as never).where(eq(auctions.id, row.id));
      const bids = Number(row.bidCount);
      const note = winner
        ? `最高出价 ¥${Number(winner.price).toFixed(2)}，${winner.enterpriseName} 中标`
        : bids
          ? "最高出价低于保留价，流拍"
          : "无人出价，流拍";
      await logAuctionMove(tx, row, { name: winner ? "close" : "closeUnsold", label: winner ? "竞拍结束" : "竞拍结束(流拍)", from: "bidding", to, note });
      await tx.execute(sql`select pg_notify(${AUCTION_CHANNEL}, ${String(row.id)})`);
      closed.push(row.id);
    }
    return closed;
  });
}

/**
 * The closing job of this process: each round closes what has ended by `clock`. Every process runs it on a timer
 * (`every(CLOSE_EVERY_MS, …)`); the lock lets one of them do each round's work. `app.runJobs` asks for a round.
 */
export const closingJob = (db: Db, clock: () => Date): JobRounds => jobRounds(() => closeEndedAuctions(db, clock()));
