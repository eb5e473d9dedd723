import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { MALL, mallPath } from "../../core/mall-endpoints";
import type { Clock } from "../account/clock";
import type { Db } from "../db/client";
import { can } from "../../core/permissions";
import { requiredCheck } from "../../core/required-check";
import { grantsOf } from "../auth/grants";
import { ApiError, forbidden } from "../http/errors";
import { eventStreams } from "../http/event-stream";
import { callerOf, mallRoute, parse, requireBuyer, zId, zPage, type MallCaller } from "../mall/route";
import { bidFields } from "../../core/auction-fields";
import { zField } from "../validation/declared";
import { buyerList, placeBid, rankList, recordList } from "./bids";
import type { AuctionHub } from "./live";
import { LiveFeed, shareOf } from "./live-feed";
import { auctionView, hallList, liveSnapshot, type LiveSnapshot } from "./view";

const hallSchema = z.object({
  ...zPage,
  phase: z.enum(["upcoming", "live", "ended"]).optional(),
  search: z.string().max(60).optional(),
});
const idSchema = z.object({ id: zId });
/** `once=1` ends the stream after its first message: the state now, for a client that cannot keep it open. */
const liveSchema = idSchema.extend({ once: z.coerce.number().int().min(0).max(1).optional() });
const bidSchema = z.object({ id: zId, price: zField<number>(bidFields.price) });

/** The auction calls of the mall (spec §7 "Auctions"), and the live stream of one auction page. */
export function registerAuctionRoutes(
  app: FastifyInstance,
  o: { db: Db; product: string; clock: Clock; hub: AuctionHub },
) {
  const { db, product, clock, hub } = o;
  const stream = eventStreams(app);
  const feed = new LiveFeed(hub, (id, systemId) => liveSnapshot(db, systemId, id, clock()));
  /** The seller's people who may open its auctions, as its 竞拍列表 lets them: only they read bidders' phones. */
  const manages = async (c: MallCaller, sellerEnterpriseId: number) =>
    !!c.user &&
    c.enterprise?.id === sellerEnterpriseId &&
    can(
      await grantsOf(db, c.user.id, c.enterprise, { systemId: c.systemId, resources: c.registry.resources }),
      requiredCheck(c.registry.byName("auction"), "get"),
    );
  mallRoute(app, db, product, "auctionHall", (p, c) => hallList(db, c.systemId, parse(hallSchema, p), clock()));
  mallRoute(
    app,
    db,
    product,
    "auctionInfo",
    async (p, c) => (await auctionView(db, c.systemId, parse(idSchema, p).id, clock())).row,
  );
  mallRoute(app, db, product, "auctionRank", async (p, c) => {
    const { id } = parse(idSchema, p);
    const { sellerEnterpriseId } = await auctionView(db, c.systemId, id, clock());
    return { list: await rankList(db, id, c.enterprise?.id ?? null, 20, c.enterprise?.id === sellerEnterpriseId) };
  });
  mallRoute(app, db, product, "auctionRecords", async (p, c) => {
    const { id } = parse(idSchema, p);
    const { sellerEnterpriseId } = await auctionView(db, c.systemId, id, clock());
    return {
      list: await recordList(db, id, {
        viewerEnterpriseId: c.enterprise?.id ?? null,
        seller: c.enterprise?.id === sellerEnterpriseId,
      }),
    };
  });
  mallRoute(app, db, product, "auctionMyBids", async (p, c) => {
    const { id } = parse(idSchema, p);
    await auctionView(db, c.systemId, id, clock());
    if (!c.enterprise) return { list: [] };
    return { list: await recordList(db, id, { enterpriseId: c.enterprise.id, viewerEnterpriseId: c.enterprise.id }) };
  });
  mallRoute(app, db, product, "auctionBuyers", async (p, c) => {
    const { id } = parse(idSchema, p);
    const { sellerEnterpriseId } = await auctionView(db, c.systemId, id, clock());
    if (!(await manages(requireBuyer(c), sellerEnterpriseId))) throw forbidden("仅竞拍的卖家可查看出价企业");
    return { list: await buyerList(db, id) };
  });
  mallRoute(app, db, product, "auctionBid", async (p, c) => {
    const { id, price } = parse(bidSchema, p);
    const placed = await placeBid(db, requireBuyer(c), id, price, clock);
    return {
      seq: placed.bidCount,
      currentPrice: placed.currentPrice,
      endTime: placed.endTime,
      extended: placed.extended,
    };
  });

  /**
   * The live page: one `data:` message with the whole state now, then one after every move of the auction
   * heard through the database (a bid or a close in any process), until the page goes away.
   */
  app.get(`/gw/${mallPath(MALL.auctionLive, product)}`, async (req, reply) => {
    const c = await callerOf(db, req);
    const { id, once } = parse(liveSchema, req.query);
    const viewer = c.enterprise?.id ?? null;
    // a missing auction answers 404 like any call, before the stream opens
    const { sellerEnterpriseId } = await auctionView(db, c.systemId, id, clock());
    // whether the page may ask for the buyer list, told once: it cannot change while the page is open
    const manage = await manages(c, sellerEnterpriseId);
    // each move's snapshot, read once for every page on this auction (live-feed.ts); this page sends its share of each
    const moves: Promise<LiveSnapshot>[] = [];
    await stream(req, reply, {
      first: shareOf(await liveSnapshot(db, c.systemId, id, clock()), viewer, manage),
      once: !!once,
      // moves arriving together are answered in order, each with the state as it is by then
      watch: (wake) =>
        feed.watch(id, c.systemId, (snapshot) => {
          moves.push(snapshot);
          wake();
        }),
      next: async () => shareOf(await moves.shift()!, viewer, manage),
      quiet: (error) => error instanceof ApiError,
    });
  });
}
