import { and, asc, count, desc, eq, gt, inArray } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { Db } from "../db/client";
import { enterprises, resourceLinesTables, resourceTables } from "../db/schema";
import { mallRoute, parse } from "./route";
import { now } from "../clock";

const bidHomeInput = z.object({ pageSize: z.coerce.number().int().min(1).max(20).default(6) });

/**
 * The mall home's 竞价专区 (docs/mall-bids.md): the portal's open bids, deadline ahead, with how many offers each
 * has, and the latest offers, naming the seller and the bid but never a price (no seller sees another's).
 */
export function registerBidHomeRoutes(app: FastifyInstance, db: Db, product: string) {
  const { bid, bidQuote } = resourceTables;
  const bidLines = resourceLinesTables.bid!.lines!;
  mallRoute(app, db, product, "bidHome", async (p, c) => {
    const { pageSize } = parse(bidHomeInput, p);
    const bids = await db
      .select({ id: bid.id, title: bid.title, category: bid.category, deadline: bid.deadline, buyer: enterprises.name })
      .from(bid)
      .innerJoin(enterprises, eq(enterprises.id, bid.enterpriseId))
      .where(and(eq(bid.systemId, c.systemId), eq(bid.status, "bidding"), gt(bid.deadline, now())))
      .orderBy(desc(bid.id))
      .limit(pageSize);
    const ids = bids.map((b) => b.id);
    const lines = ids.length
      ? await db
          .select({
            bidId: bidLines.parentId,
            goodsName: bidLines.goodsName,
            quantity: bidLines.quantity,
            unit: bidLines.unit,
          })
          .from(bidLines)
          .where(inArray(bidLines.parentId, ids))
          .orderBy(asc(bidLines.parentId), asc(bidLines.position))
      : [];
    const counts = bids.length
      ? await db
          .select({ bidId: bidQuote.bidId, n: count() })
          .from(bidQuote)
          .where(
            inArray(
              bidQuote.bidId,
              bids.map((b) => b.id),
            ),
          )
          .groupBy(bidQuote.bidId)
      : [];
    const offers = await db
      .select({
        id: bidQuote.id,
        bidId: bidQuote.bidId,
        bidTitle: bid.title,
        status: bidQuote.status,
        seller: enterprises.name,
        createdAt: bidQuote.createdAt,
      })
      .from(bidQuote)
      .innerJoin(bid, eq(bid.id, bidQuote.bidId))
      .innerJoin(enterprises, eq(enterprises.id, bidQuote.enterpriseId))
      .where(eq(bidQuote.systemId, c.systemId))
      .orderBy(desc(bidQuote.createdAt), desc(bidQuote.id))
      .limit(pageSize);
    return {
      bids: bids.map((b) => ({
        ...b,
        // what it asks for at a glance: the first line, and how many lines in all
        goods: lines
          .filter((l) => l.bidId === b.id)
          .map((l) => ({ name: l.goodsName, quantity: Number(l.quantity), unit: l.unit })),
        offers: Number(counts.find((x) => x.bidId === b.id)?.n ?? 0),
      })),
      offers,
    };
  });
}
