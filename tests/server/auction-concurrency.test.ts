// @module-tag database
// racing bids are decided by the auction row's lock
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MALL, mallPath } from "../../src/core/mall-endpoints";
import { closeEndedAuctions } from "../../src/server/auctions/close-job";
import { orders } from "../../src/server/db/schema";
import { eq } from "drizzle-orm";
import { testApp, type TestApp } from "../helpers/server-app";
import { auctionRow, bidsOf, MIN, newAuction, setTimes } from "./auction-helpers";

/**
 * 200 bids from 50 sessions in the last minute of an auction, all at once. On PostgreSQL they go to two app
 * processes on one database (half each); on PGlite to the one process. The auction row's lock decides.
 */
let t: TestApp;
let apps: FastifyInstance[];
beforeAll(async () => {
  t = await testApp();
  const second = await t.second();
  apps = second ? [t.app, second.app] : [t.app];
});
afterAll(() => t?.close());

describe("bids racing in the last minute", () => {
  it("final price is the highest valid bid, prices rise strictly, ranks are unique, the end moved per the rule, one order", async () => {
    const seller = await t.login("13800000001");
    const id = await newAuction(t, seller, { startPrice: 100, step: 1, extendMinutes: 5 });
    await setTimes(t, id, -30, 1);
    const logins = ["13800000002", "13800000003", "13800000006"];
    const sessions = await Promise.all(Array.from({ length: 50 }, (_, i) => t.login(logins[i % 3]!)));
    // every session bids four times, at prices that often collide or fall behind: many must be refused
    const wanted = Array.from({ length: 200 }, (_, i) => ({
      cookie: sessions[i % 50]!,
      price: 100 + ((i * 37) % 260),
      app: apps[i % apps.length]!,
    }));
    const results = await Promise.all(
      wanted.map(async (w) => {
        const res = await w.app.inject({
          method: "POST",
          url: `/gw/${mallPath(MALL.auctionBid)}`,
          payload: { id, price: w.price },
          headers: { cookie: w.cookie, systemId: "56" },
        });
        return { ...w, status: res.statusCode, body: res.body };
      }),
    );
    const accepted = results.filter((r) => r.status === 200);
    const refused = results.filter((r) => r.status !== 200);
    expect(
      refused.every((r) => r.status === 422),
      refused.find((r) => r.status !== 422)?.body,
    ).toBe(true);
    expect(accepted.length).toBeGreaterThan(1);

    const bids = await bidsOf(t, id);
    expect(bids).toHaveLength(accepted.length);
    // numbered 1..n with no gap or repeat, each dearer than the one before by at least the step
    expect(bids.map((b) => b.seq)).toEqual(bids.map((_, i) => i + 1));
    for (let i = 1; i < bids.length; i++)
      expect(Number(bids[i]!.price)).toBeGreaterThanOrEqual(Number(bids[i - 1]!.price) + 1);
    const top = Math.max(...accepted.map((r) => r.price));
    // the dearest bid anyone sent always lands: nothing can have outbid it
    expect(top).toBe(Math.max(...wanted.map((w) => w.price)));
    const row = await auctionRow(t, id);
    expect(Number(row.currentPrice)).toBe(top);
    expect(Number(bids.at(-1)!.price)).toBe(top);
    expect(row.bidCount).toBe(accepted.length);
    // a refused bid was below the price it met plus the step, so below the final price plus the step
    for (const r of refused) expect(r.price).toBeLessThan(top + 1);
    // every bid came in the last minute: the end is the last bid's time plus 5 minutes
    expect(new Date(row.endTime).getTime()).toBe(new Date(bids.at(-1)!.createdAt).getTime() + 5 * MIN);

    // it closes once, whichever process runs the round; then exactly one order can be submitted
    await setTimes(t, id, -60, -1);
    const rounds = await Promise.all([closeEndedAuctions(t.db, new Date()), closeEndedAuctions(t.db, new Date())]);
    expect(rounds.flat().filter((x) => x === id)).toHaveLength(1);
    expect(await auctionRow(t, id)).toMatchObject({ status: "closed", winnerPrice: top });
    expect((await t.call("auction", "match", { id }, { cookie: seller })).statusCode).toBe(200);
    const submits = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        apps[i % apps.length]!.inject({
          method: "POST",
          url: `/gw/agri.sc.auction.order.submit/1.0`,
          payload: { id },
          headers: { cookie: seller, systemId: "56" },
        }),
      ),
    );
    expect(submits.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(submits.every((r) => r.statusCode === 200 || r.statusCode === 422)).toBe(true);
    const made = await t.db
      .select()
      .from(orders)
      .where(eq(orders.submitKey, `auction-${id}`));
    expect(made).toHaveLength(1);
    expect(Number(made[0]!.total)).toBe(top * 10);
  }, 120_000);
});
