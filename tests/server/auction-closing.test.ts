import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeEndedAuctions, closingJob, LOOK_AGAIN_MS } from "../../src/server/auctions/close-job";
import { orders, resourceTables } from "../../src/server/db/schema";
import { goodsSkus } from "../../src/server/mall/skus";
import type { TestApp } from "../helpers/server-app";
import { auctionParties, auctionRow, MIN, newAuction, setTimes } from "./auction-helpers";
import { dataOf, mallCall, payOrderCall } from "./mall-api";

/** How an auction ends (docs/auctions.md): closing by itself, then the seller's match, discard, pass and order. */
let t: TestApp;
let seller: string;
let fengshou: string;
let kangmu: string;
beforeAll(async () => {
  ({ t, seller, fengshou, kangmu } = await auctionParties());
});
afterAll(() => t?.close());

const bid = (cookie: string | undefined, id: number, price: number) =>
  mallCall(t, "auctionBid", { id, price }, cookie ? { cookie } : {});
const refusal = (res: { statusCode: number; json(): any }) => [res.statusCode, res.json().msg];
const closeNow = () => closeEndedAuctions(t.db, new Date());
const goods = resourceTables.goods!;

describe("closing at the end, by itself", () => {
  it("closes with the best bidder as winner; below the reserve, or without bids, it is 流拍", async () => {
    const won = await newAuction(t, seller, { reservePrice: 104, step: 2 });
    const under = await newAuction(t, seller, { reservePrice: 150, step: 2 });
    const empty = await newAuction(t, seller);
    await bid(fengshou, won, 100);
    await bid(kangmu, won, 104);
    await bid(fengshou, under, 100);
    for (const id of [won, under, empty]) await setTimes(t, id, -60, -1);
    const closed = await closeNow();
    expect(closed).toEqual(expect.arrayContaining([won, under, empty]));
    expect(await auctionRow(t, won)).toMatchObject({
      status: "closed",
      winnerPrice: 104,
      winnerName: expect.stringMatching(/^康牧/),
    });
    expect((await auctionRow(t, under)).status).toBe("discarded");
    expect((await auctionRow(t, empty)).status).toBe("discarded");
    // the timeline says the platform closed it
    const log = dataOf(await t.call("auction", "log", { id: won }, { cookie: seller })).list;
    expect(log.at(-1)).toMatchObject({ label: "竞拍结束", userName: "平台" });
    // closing again finds nothing left to close
    expect(await closeNow()).not.toContain(won);
  });

  it("a server started after the end closes it within a few seconds (the scheduled job), with no request", async () => {
    const id = await newAuction(t, seller);
    await bid(fengshou, id, 100);
    await setTimes(t, id, -60, -30);
    const { createApp } = await import("../../src/server/app");
    const restarted = await createApp({ db: t.db, listen: t.database.listen, jobs: true });
    try {
      await expect.poll(async () => (await auctionRow(t, id)).status).toBe("closed");
    } finally {
      await restarted.close();
    }
  });
});

describe("seller: match, discard to the next bidder, pass, submit order", () => {
  it("passes a win to the runner-up, then matches and orders it; the winner pays the order", async () => {
    const id = await newAuction(t, seller, { step: 2 });
    await bid(fengshou, id, 100);
    await bid(kangmu, id, 102);
    await bid(fengshou, id, 110);
    await setTimes(t, id, -60, -1);
    await closeNow();
    expect((await auctionRow(t, id)).winnerName).toMatch(/^丰收/);
    expect((await t.call("auction", "discard", { id }, { cookie: seller })).statusCode).toBe(200);
    expect(await auctionRow(t, id)).toMatchObject({
      status: "closed",
      winnerPrice: 102,
      winnerName: expect.stringMatching(/^康牧/),
    });
    // no one is left after 康牧
    expect(refusal(await t.call("auction", "discard", { id }, { cookie: seller }))).toEqual([
      422,
      "没有其他达到保留价的出价企业，请选择流拍",
    ]);
    expect((await t.call("auction", "match", { id }, { cookie: seller })).statusCode).toBe(200);
    const [a, b] = await Promise.all([
      t.call("auction", "submitOrder", { id }, { cookie: seller }),
      t.call("auction", "submitOrder", { id }, { cookie: seller }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 422]);
    const row = await auctionRow(t, id);
    expect(row.status).toBe("ordered");
    const made = await t.db.select().from(orders).where(eq(orders.orderNo, row.orderNo));
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({ status: "unpaid", total: 1020, buyerName: expect.stringMatching(/^康牧/) });
    // the winner had no address: it confirms one (tests/server/auction-order-address.test.ts), then pays through the ordinary flow
    const address = dataOf(
      await mallCall(
        t,
        "addressSave",
        { name: "王立新", phone: "13700001111", region: "河南省郑州市金水区", detail: "康牧兽药 北仓库" },
        { cookie: kangmu },
      ),
    );
    expect(
      (await mallCall(t, "orderAddress", { id: made[0]!.id, addressId: address.id }, { cookie: kangmu })).statusCode,
    ).toBe(200);
    const paid = await payOrderCall(t, made[0]!.id, { cookie: kangmu });
    expect(paid.statusCode, paid.body).toBe(200);
    expect((await t.db.select().from(orders).where(eq(orders.id, made[0]!.id)))[0]!.status).toBe("paid");
    // the seller lists it with its shop's orders
    const sellerList = dataOf(await t.call("mallOrder", "list", { orderNo: row.orderNo }, { cookie: seller })).list;
    expect(sellerList.map((o: { id: number }) => o.id)).toContain(made[0]!.id);
  });

  it("refuses to order a lot whose goods ran out, and takes the lot off the goods and its spec when ordering", async () => {
    const id = await newAuction(t, seller);
    await bid(fengshou, id, 100);
    await setTimes(t, id, -60, -1);
    await closeNow();
    expect((await t.call("auction", "match", { id }, { cookie: seller })).statusCode).toBe(200);
    const { goodsId } = await auctionRow(t, id);
    const stockOf = async () => {
      const [g] = await t.db.select({ stock: goods.stock }).from(goods).where(eq(goods.id, goodsId));
      const skus = await t.db
        .select({ stock: goodsSkus.stock })
        .from(goodsSkus)
        .where(eq(goodsSkus.parentId, goodsId))
        .orderBy(goodsSkus.position);
      return [g!.stock, ...skus.map((k) => k.stock)];
    };
    const before = await stockOf();
    try {
      // the spec still holds the lot, the goods' total no longer does: one statement takes both or neither
      await t.db.update(goods).set({ stock: 5 }).where(eq(goods.id, goodsId));
      expect(refusal(await t.call("auction", "submitOrder", { id }, { cookie: seller }))).toEqual([
        422,
        "商品库存不足，不能生成订单",
      ]);
      expect((await auctionRow(t, id)).status).not.toBe("ordered");
      expect(await stockOf()).toEqual([5, ...before.slice(1)]);
      await t.db.update(goods).set({ stock: before[0] }).where(eq(goods.id, goodsId));
      expect((await t.call("auction", "submitOrder", { id }, { cookie: seller })).statusCode).toBe(200);
      const after = await stockOf();
      expect(after[0]).toBe(before[0]! - 10);
      expect(after.slice(1).reduce((n, k) => n + k!, 0)).toBe(before.slice(1).reduce((n, k) => n + k!, 0) - 10);
    } finally {
      await t.db.update(goods).set({ stock: before[0] }).where(eq(goods.id, goodsId));
    }
  });

  it("流拍 of a closed auction", async () => {
    const id = await newAuction(t, seller);
    await bid(fengshou, id, 100);
    await setTimes(t, id, -60, -1);
    await closeNow();
    expect((await t.call("auction", "pass", { id }, { cookie: seller })).statusCode).toBe(200);
    expect((await auctionRow(t, id)).status).toBe("discarded");
  });
});

/**
 * The closing job's timer reads the auctions only when one can have ended: at the earliest live end it last read,
 * or once LOOK_AGAIN_MS has passed since that look. Both clocks are the test's.
 */
describe("the closing job's timer", () => {
  it("skips its ticks until the earliest live end or the next look, and a round then closes what has ended", async () => {
    const id = await newAuction(t, seller, { start: -10, end: 60 });
    let now = Date.now();
    let wall = 0;
    const job = closingJob(
      t.db,
      () => new Date(now),
      () => wall,
    );
    expect(job.due()).toBe(true);
    await job.run();
    // every live auction ends later (what had ended, the round closed): nothing to look for yet
    expect(job.due()).toBe(false);
    wall += LOOK_AGAIN_MS - 1;
    expect(job.due()).toBe(false);
    wall += 1;
    expect(job.due()).toBe(true);

    await job.run();
    expect(job.due()).toBe(false);
    now += 60 * MIN + 1;
    expect(job.due()).toBe(true);
    await job.run();
    expect((await auctionRow(t, id)).status).toBe("discarded");
    expect(job.due()).toBe(false);
  });
});
