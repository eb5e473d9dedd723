import { and, asc, desc, eq, sql } from "drizzle-orm";
import { extendedEnd, minimumBid } from "../../core/flows/auction";
import type { Db, Exec } from "../db/client";
import { auctionBids, resourceTables, users } from "../db/schema";
import { MSG, invalid, notFound } from "../http/errors";
import type { Buyer } from "../mall/route";
import { AUCTION_CHANNEL } from "./live";

export const auctions = resourceTables.auction!;
const certifications = resourceTables.certification!;

export type AuctionRow = Record<string, any> & { id: number; enterpriseId: number; status: string };

const money = (n: number) => `¥${n.toFixed(2)}`;

/** Whether the enterprise holds an approved purchaser certification on the portal (出价资格: 仅认证采购商). */
async function certifiedPurchaser(tx: Exec, enterpriseId: number, systemId: number) {
  const c = certifications as any;
  const [row] = await tx
    .select({ id: c.id })
    .from(certifications)
    .where(and(eq(c.enterpriseId, enterpriseId), eq(c.systemId, systemId), eq(c.role, 1), eq(c.status, "approved")))
    .limit(1);
  return !!row;
}

/**
 * One bid, in one transaction that holds the auction row (SELECT … FOR UPDATE) from the checks to the
 * write: racing bids on one auction queue there, each sees the price the one before it left, so prices rise
 * strictly and every bid gets the next number. A bid in the last `extendMinutes` moves the end (anti-sniping).
 * The NOTIFY is sent with the commit, so a live page never hears of a bid that did not happen.
 */
export async function placeBid(db: Db, buyer: Buyer, auctionId: number, price: number, clock: () => Date) {
  if (!buyer.enterprise) throw invalid({ price: MSG.noEnterprise }, MSG.noEnterprise);
  const enterprise = buyer.enterprise;
  return db.transaction(async (tx) => {
    const [a] = (await tx
      .select()
      .from(auctions)
      .where(and(eq(auctions.id, auctionId), eq((auctions as any).systemId, buyer.systemId)))
      .for("update")) as AuctionRow[];
    // a bid's moment is when it holds the auction: read before the lock, a bid that waited would carry an earlier
    // time than the bid it follows, and the end it moves would not be its own time plus the window
    const now = clock();
    if (!a || a.status === "cancelled") throw notFound();
    if (a.enterpriseId === enterprise.id) throw invalid({ price: "不能对本企业的竞拍出价" }, "不能对本企业的竞拍出价");
    if (a.status !== "bidding" || now >= new Date(a.endTime)) throw invalid({ price: "竞拍已结束" }, "竞拍已结束");
    if (now < new Date(a.startTime)) throw invalid({ price: "竞拍尚未开始" }, "竞拍尚未开始");
    if (a.bidders === "certified" && !(await certifiedPurchaser(tx, enterprise.id, buyer.systemId)))
      throw invalid({ price: "本场竞拍仅限认证采购商出价，请先完成采购商认证" }, "本场竞拍仅限认证采购商出价");
    const least = minimumBid({
      startPrice: Number(a.startPrice),
      step: Number(a.step),
      currentPrice: a.currentPrice === null ? null : Number(a.currentPrice),
      bidCount: Number(a.bidCount),
    });
    if (price < least) {
      const why =
        Number(a.bidCount) > 0
          ? `出价不能低于 ${money(least)}（当前价 ${money(Number(a.currentPrice))} + 加价幅度 ${money(Number(a.step))}）`
          : `首次出价不能低于起拍价 ${money(least)}`;
      throw invalid({ price: why }, why);
    }
    const seq = Number(a.bidCount) + 1;
    const endTime = extendedEnd(new Date(a.endTime), now, Number(a.extendMinutes ?? 5));
    const [bid] = await tx
      .insert(auctionBids)
      .values({
        auctionId,
        seq,
        price,
        userId: buyer.user.id,
        enterpriseId: enterprise.id,
        enterpriseName: enterprise.name,
        userName: buyer.user.name,
        createdAt: now,
      })
      .returning();
    await tx
      .update(auctions)
      .set({ currentPrice: price, bidCount: seq, endTime, updatedAt: now } as never)
      .where(eq(auctions.id, auctionId));
    await tx.execute(sql`select pg_notify(${AUCTION_CHANNEL}, ${String(auctionId)})`);
    return {
      bid: bid!,
      currentPrice: price,
      bidCount: seq,
      endTime,
      extended: endTime.getTime() !== new Date(a.endTime).getTime(),
    };
  });
}

/** Each enterprise's best bid on the auction, dearest first, as stored: what every viewer's rank list is made of. */
export async function rankRows(tx: Exec, auctionId: number, limit = 20) {
  return tx
    .select({
      enterpriseId: auctionBids.enterpriseId,
      enterpriseName: auctionBids.enterpriseName,
      price: sql<number>`max(${auctionBids.price})`.mapWith(Number),
      bids: sql<number>`count(*)`.mapWith(Number),
      lastAt: sql<Date>`max(${auctionBids.createdAt})`.mapWith((v) => new Date(v)),
      passedOver: sql<number>`max(${auctionBids.passedOver})`.mapWith(Number),
    })
    .from(auctionBids)
    .where(eq(auctionBids.auctionId, auctionId))
    .groupBy(auctionBids.enterpriseId, auctionBids.enterpriseName)
    .orderBy(desc(sql`max(${auctionBids.price})`))
    .limit(limit);
}
export type RankRow = Awaited<ReturnType<typeof rankRows>>[number];

/**
 * The rank list as `viewerEnterpriseId` sees it (ranks 1, 2, … are unique because prices are). Names are shown in
 * part to other bidders, in full to the seller (who matches the winner); `mine` marks the viewer's enterprise,
 * `passedOver` a winner the seller set aside.
 */
export const rankFor = (rows: RankRow[], viewerEnterpriseId?: number | null, seller = false) =>
  rows.map((r, i) => ({
    rank: i + 1,
    bidder: seller || viewerEnterpriseId === r.enterpriseId ? r.enterpriseName : maskName(r.enterpriseName),
    mine: viewerEnterpriseId === r.enterpriseId,
    passedOver: r.passedOver > 0,
    price: r.price,
    bids: r.bids,
    lastAt: r.lastAt,
  }));

export const rankList = async (
  tx: Exec,
  auctionId: number,
  viewerEnterpriseId?: number | null,
  limit = 20,
  seller = false,
) => rankFor(await rankRows(tx, auctionId, limit), viewerEnterpriseId, seller);

/** 丰收牧业合作社 → 丰收***社: other bidders know a rival is there, not who it is. */
export const maskName = (name: string) =>
  name.length <= 2 ? `${name[0] ?? ""}*` : `${name.slice(0, 2)}***${name.slice(-1)}`;

/** The auction's bids (one enterprise's with `enterpriseId`), newest first, as stored. */
export async function recordRows(tx: Exec, auctionId: number, o: { enterpriseId?: number; limit?: number } = {}) {
  return tx
    .select()
    .from(auctionBids)
    .where(
      and(
        eq(auctionBids.auctionId, auctionId),
        o.enterpriseId === undefined ? undefined : eq(auctionBids.enterpriseId, o.enterpriseId),
      ),
    )
    .orderBy(desc(auctionBids.seq))
    .limit(o.limit ?? 50);
}
export type RecordRow = Awaited<ReturnType<typeof recordRows>>[number];

/** The record list as `viewerEnterpriseId` sees it (`mine` only its own bids; the seller reads every name). */
export const recordsFor = (rows: RecordRow[], viewerEnterpriseId?: number | null, seller = false) =>
  rows.map((b) => ({
    seq: b.seq,
    price: Number(b.price),
    bidder: seller || viewerEnterpriseId === b.enterpriseId ? b.enterpriseName : maskName(b.enterpriseName),
    mine: viewerEnterpriseId === b.enterpriseId,
    createdAt: b.createdAt,
  }));

export const recordList = async (
  tx: Exec,
  auctionId: number,
  o: { enterpriseId?: number; viewerEnterpriseId?: number | null; limit?: number; seller?: boolean } = {},
) => recordsFor(await recordRows(tx, auctionId, o), o.viewerEnterpriseId, o.seller);

/**
 * The bidders who may still win, best first: each enterprise's best bid not set aside, at or above the
 * reserve. The first is the winner when the auction closes or when the seller passes the win on.
 */
export async function contenders(tx: Exec, a: { id: number; reservePrice?: unknown }) {
  const reserve = a.reservePrice === null || a.reservePrice === undefined ? 0 : Number(a.reservePrice);
  const bids = await tx
    .select()
    .from(auctionBids)
    .where(and(eq(auctionBids.auctionId, a.id), eq(auctionBids.passedOver, 0)))
    .orderBy(desc(auctionBids.price), asc(auctionBids.seq));
  const seen = new Set<number>();
  return bids.filter((b) => Number(b.price) >= reserve && !seen.has(b.enterpriseId) && seen.add(b.enterpriseId));
}

/**
 * The buyer list (spec §7 "Auctions: buyer list"), for the seller only: every enterprise that bid, named in
 * full with the person of its latest bid and that person's phone — whom the seller calls about payment and
 * pick-up, the winner first and the runners-up after.
 */
export async function buyerList(tx: Exec, auctionId: number) {
  const rows = await tx
    .select({
      enterpriseId: auctionBids.enterpriseId,
      enterpriseName: auctionBids.enterpriseName,
      price: sql<number>`max(${auctionBids.price})`.mapWith(Number),
      bids: sql<number>`count(*)`.mapWith(Number),
      lastAt: sql<Date>`max(${auctionBids.createdAt})`.mapWith((v) => new Date(v)),
      passedOver: sql<number>`max(${auctionBids.passedOver})`.mapWith(Number),
    })
    .from(auctionBids)
    .where(eq(auctionBids.auctionId, auctionId))
    .groupBy(auctionBids.enterpriseId, auctionBids.enterpriseName)
    .orderBy(desc(sql`max(${auctionBids.price})`));
  // newest first, so the first bid met of each enterprise names the person who bid last
  const latest = await tx
    .select({ enterpriseId: auctionBids.enterpriseId, userName: auctionBids.userName, phone: users.phone })
    .from(auctionBids)
    .innerJoin(users, eq(users.id, auctionBids.userId))
    .where(eq(auctionBids.auctionId, auctionId))
    .orderBy(desc(auctionBids.seq));
  const person = new Map<number, (typeof latest)[number]>();
  for (const p of latest) if (!person.has(p.enterpriseId)) person.set(p.enterpriseId, p);
  return rows.map((r, i) => ({
    rank: i + 1,
    bidder: r.enterpriseName,
    contact: person.get(r.enterpriseId)?.userName ?? null,
    phone: person.get(r.enterpriseId)?.phone ?? null,
    passedOver: r.passedOver > 0,
    price: r.price,
    bids: r.bids,
    lastAt: r.lastAt,
  }));
}
