import { and, desc, eq, gt, inArray, lte, ne, or, sql, type SQL } from "drizzle-orm";
import { auctionPhase, minimumBid, type AuctionPhase } from "../../core/flows/auction";
import type { Exec } from "../db/client";
import { shops } from "../db/schema";
import { notFound } from "../http/errors";
import { goods } from "../mall/goods-view";
import { auctions, rankFor, rankRows, recordRows, recordsFor, type AuctionRow } from "./bids";

const a = auctions as any;

/** What a visitor sees of an auction in the hall and on its page: never the reserve itself, only whether there is one. */
const hallColumns = {
  id: a.id,
  title: a.title,
  goodsId: a.goodsId,
  goodsName: goods.name,
  image: goods.image,
  quantity: a.quantity,
  unit: a.unit,
  startPrice: a.startPrice,
  step: a.step,
  reservePrice: a.reservePrice,
  deposit: a.deposit,
  currentPrice: a.currentPrice,
  bidCount: a.bidCount,
  startTime: a.startTime,
  endTime: a.endTime,
  bidders: a.bidders,
  extendMinutes: a.extendMinutes,
  remark: a.remark,
  status: a.status,
  winnerName: a.winnerName,
  winnerPrice: a.winnerPrice,
  enterpriseId: a.enterpriseId,
  shopId: shops.id,
  shopName: shops.name,
};

function select(tx: Exec) {
  return tx
    .select(hallColumns)
    .from(auctions)
    .innerJoin(goods, eq(goods.id, a.goodsId))
    .innerJoin(shops, and(eq(shops.enterpriseId, a.enterpriseId), eq(shops.systemId, a.systemId)));
}

/** The portal's auctions a visitor may see: every one but the cancelled. */
const publicWhere = (systemId: number, ...more: (SQL | undefined)[]) =>
  and(eq(a.systemId, systemId), ne(a.status, "cancelled"), ...more);

/** The hall's tabs as SQL: 竞拍中 rows split by the clock, every closed state counting as ended. */
function phaseWhere(phase: AuctionPhase | undefined, now: Date): SQL | undefined {
  if (phase === "upcoming") return and(eq(a.status, "bidding"), gt(a.startTime, now));
  if (phase === "live") return and(eq(a.status, "bidding"), lte(a.startTime, now), gt(a.endTime, now));
  if (phase === "ended")
    return or(
      inArray(a.status, ["closed", "matched", "ordered", "discarded"]),
      and(eq(a.status, "bidding"), lte(a.endTime, now)),
    );
  return undefined;
}

type HallRow = Record<string, any>;

/** A row as sent: numbers as numbers, its phase and least next bid worked out, the reserve reduced to a flag. */
function shaped(row: HallRow, now: Date) {
  const { reservePrice, enterpriseId: _seller, ...rest } = row;
  const money = (v: unknown) => (v === null || v === undefined ? null : Number(v));
  const out = {
    ...rest,
    startPrice: money(row.startPrice)!,
    step: money(row.step)!,
    deposit: money(row.deposit) ?? 0,
    currentPrice: money(row.currentPrice),
    winnerPrice: money(row.winnerPrice),
    bidCount: Number(row.bidCount ?? 0),
    hasReserve: reservePrice !== null && reservePrice !== undefined,
    phase: auctionPhase(row as never, now),
  };
  return { ...out, minimumBid: minimumBid(out), now };
}

export async function hallList(
  tx: Exec,
  systemId: number,
  q: { phase?: AuctionPhase; pageNum: number; pageSize: number; search?: string },
  now: Date,
) {
  const where = publicWhere(
    systemId,
    phaseWhere(q.phase, now),
    q.search ? sql`${a.title} ilike ${`%${q.search}%`}` : undefined,
  );
  const [{ total }] = (await tx
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(auctions)
    .where(where)) as [{ total: number }];
  // live first by the nearest end, upcoming by the nearest start, ended newest first
  const order = q.phase === "upcoming" ? [a.startTime] : q.phase === "live" ? [a.endTime] : [desc(a.endTime)];
  const rows = await select(tx)
    .where(where)
    .orderBy(...order, desc(a.id))
    .limit(q.pageSize)
    .offset((q.pageNum - 1) * q.pageSize);
  return { list: rows.map((r) => shaped(r, now)), total, pageNum: q.pageNum, pageSize: q.pageSize };
}

/** One auction as its page shows it, or 404 (cancelled, or of another portal). */
export async function auctionView(tx: Exec, systemId: number, id: number, now: Date) {
  const [row] = await select(tx).where(publicWhere(systemId, eq(a.id, id)));
  if (!row) throw notFound();
  return { row: shaped(row, now), sellerEnterpriseId: row.enterpriseId as number };
}

/**
 * An auction as it stands after a move, read once for every page watching it in this process: the auction, its best
 * bids and latest bids, with every name, before any viewer's share of them is cut (liveFor).
 */
export async function liveSnapshot(tx: Exec, systemId: number, id: number, now: Date) {
  const { row, sellerEnterpriseId } = await auctionView(tx, systemId, id, now);
  return {
    row,
    sellerEnterpriseId,
    rank: await rankRows(tx, id, 10),
    records: await recordRows(tx, id, { limit: 10 }),
  };
}
export type LiveSnapshot = Awaited<ReturnType<typeof liveSnapshot>>;

/**
 * What one live page shows of a snapshot, seen by `viewer` (its own enterprise named in full, the others in part;
 * the seller sees every name): no read of its own, so a move costs the same however many pages watch.
 */
export function liveFor(snap: LiveSnapshot, viewer: number | null) {
  const own = viewer !== null && viewer === snap.sellerEnterpriseId;
  return {
    auction: snap.row,
    rank: rankFor(snap.rank, viewer, own),
    records: recordsFor(snap.records, viewer, own),
    own,
  };
}

/** What a live page needs now: also the first message of every stream. */
export const liveState = async (tx: Exec, systemId: number, id: number, viewer: number | null, now: Date) =>
  liveFor(await liveSnapshot(tx, systemId, id, now), viewer);

export type { AuctionRow };
