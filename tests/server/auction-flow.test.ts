import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeEndedAuctions, closingJob, LOOK_AGAIN_MS } from "../../src/server/auctions/close-job";
import { orders, resourceTables } from "../../src/server/db/schema";
import { goodsSkus } from "../../src/server/mall/skus";
import { testApp, type TestApp } from "../helpers/server-app";
import { auctionRow, lvyeGoods, MIN, newAuction, setTimes } from "./auction-helpers";
import { dataOf, mallCall, payOrderCall } from "./mall-api";

/** The auction's state machine and bidding rules (docs/auctions.md), each refused move a clear 422. */
let t: TestApp;
let seller: string;
let fengshou: string;
let kangmu: string;
let xinnong: string;
beforeAll(async () => {
  t = await testApp();
  seller = await t.login("13800000001");
  fengshou = await t.login("13800000002");
  kangmu = await t.login("13800000003");
  xinnong = await t.login("13800000006");
});
afterAll(() => t?.close());

const bid = (cookie: string | undefined, id: number, price: number) => mallCall(t, "auctionBid", { id, price }, cookie ? { cookie } : {});
const refusal = (res: { statusCode: number; json(): any }) => [res.statusCode, res.json().msg];
const closeNow = () => closeEndedAuctions(t.db, new Date());
const goods = resourceTables.goods!;

describe("seller: create, edit before the start, cancel before the first bid", () => {
  it("edits an upcoming auction, not a started one; a lot beyond the goods' stock is refused on its field", async () => {
    const lot = { title: "补录竞拍", goodsId: await lvyeGoods(t, seller), quantity: 1, unit: "袋", startPrice: 10, step: 1, bidders: "any", extendMinutes: 5 };
    const past = await t.call("auction", "create", { ...lot, startTime: new Date(Date.now() - MIN).toISOString(), endTime: new Date(Date.now() + 60 * MIN).toISOString() }, { cookie: seller });
    expect(past.json().errors?.startTime).toBe("开始时间必须晚于当前时间");
    const id = await newAuction(t, seller, { start: 30, end: 90 });
    const ok = await t.call("auction", "update", { id, title: "测试竞拍（改）", startPrice: 120 }, { cookie: seller });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(Number((await auctionRow(t, id)).currentPrice)).toBe(120);
    const big = await t.call("auction", "update", { id, quantity: 999_999 }, { cookie: seller });
    expect([big.statusCode, big.json().errors?.quantity]).toEqual([422, expect.stringMatching(/^竞拍数量不能超过商品库存（\d+）$/)]);
    await setTimes(t, id, -1, 60);
    const late = await t.call("auction", "update", { id, title: "太迟了" }, { cookie: seller });
    expect(refusal(late)).toEqual([422, "已过开始时间，不能修改"]);
    expect(late.json().errors).toEqual({ startTime: "已过开始时间，不能修改" });
  });

  it("cancels before the first bid; after one the cancel is refused", async () => {
    const quiet = await newAuction(t, seller);
    expect((await t.call("auction", "cancel", { id: quiet }, { cookie: seller })).statusCode).toBe(200);
    expect((await auctionRow(t, quiet)).status).toBe("cancelled");
    // a cancelled auction is gone from the mall
    expect((await mallCall(t, "auctionInfo", { id: quiet })).statusCode).toBe(404);
    const busy = await newAuction(t, seller);
    expect((await bid(fengshou, busy, 100)).statusCode).toBe(200);
    expect(refusal(await t.call("auction", "cancel", { id: busy }, { cookie: seller }))).toEqual([422, "已有企业出价，不能取消"]);
  });

  it("refuses a move its state does not allow (422), e.g. 撮合 of a live auction", async () => {
    const id = await newAuction(t, seller);
    expect(refusal(await t.call("auction", "match", { id }, { cookie: seller }))).toEqual([422, "当前状态不允许此操作"]);
    expect(refusal(await t.call("auction", "submitOrder", { id }, { cookie: seller }))).toEqual([422, "当前状态不允许此操作"]);
  });
});

describe("bidding rules", () => {
  it("refuses a visitor, one's own auction, a bid before the start or after the end, and one below current + step", async () => {
    const id = await newAuction(t, seller, { startPrice: 100, step: 5 });
    expect((await bid(undefined, id, 100)).statusCode).toBe(401);
    expect(refusal(await bid(seller, id, 100))).toEqual([422, "不能对本企业的竞拍出价"]);
    expect(refusal(await bid(fengshou, id, 99))).toEqual([422, "首次出价不能低于起拍价 ¥100.00"]);
    const first = await bid(fengshou, id, 100);
    expect(first.statusCode, first.body).toBe(200);
    const low = await bid(kangmu, id, 104);
    expect([low.statusCode, low.json().errors.price]).toEqual([422, "出价不能低于 ¥105.00（当前价 ¥100.00 + 加价幅度 ¥5.00）"]);
    expect((await bid(kangmu, id, 105)).statusCode).toBe(200);
    expect(refusal(await bid(kangmu, id, 110.123))).toEqual([422, "提交的数据有误"]);

    const later = await newAuction(t, seller, { start: 10, end: 60 });
    expect(refusal(await bid(fengshou, later, 100))).toEqual([422, "竞拍尚未开始"]);
    const over = await newAuction(t, seller, { start: -60, end: -1 });
    expect(refusal(await bid(fengshou, over, 100))).toEqual([422, "竞拍已结束"]);
  });

  it("an auction for certified purchasers refuses an enterprise without the certification", async () => {
    const id = await newAuction(t, seller, { bidders: "certified" });
    const res = await bid(xinnong, id, 100);
    expect(refusal(res)).toEqual([422, "本场竞拍仅限认证采购商出价"]);
  });

  it("a bid in the last minutes moves the end to that many minutes after it (anti-sniping); an earlier one does not", async () => {
    const id = await newAuction(t, seller, { end: 30, extendMinutes: 5 });
    const end0 = new Date((await auctionRow(t, id)).endTime).getTime();
    expect(dataOf(await bid(fengshou, id, 100)).extended).toBe(false);
    expect(new Date((await auctionRow(t, id)).endTime).getTime()).toBe(end0);
    await setTimes(t, id, -10, 2);
    const before = Date.now();
    const late = dataOf(await bid(kangmu, id, 102));
    expect(late.extended).toBe(true);
    const end = new Date((await auctionRow(t, id)).endTime).getTime();
    expect(end).toBeGreaterThanOrEqual(before + 5 * MIN);
    expect(end).toBeLessThanOrEqual(Date.now() + 5 * MIN);
  });

  it("the hall lists by phase and the page shows the ranking with other bidders' names in part", async () => {
    const id = await newAuction(t, seller, { startPrice: 100, step: 1 });
    await bid(fengshou, id, 100);
    await bid(kangmu, id, 101);
    await bid(fengshou, id, 103);
    const live = dataOf(await mallCall(t, "auctionHall", { phase: "live", pageSize: 100 })).list;
    expect(live.map((a: { id: number }) => a.id)).toContain(id);
    const row = live.find((a: { id: number }) => a.id === id);
    expect(row).toMatchObject({ phase: "live", currentPrice: 103, bidCount: 3, minimumBid: 104 });
    expect(row.reservePrice).toBeUndefined();
    const rank = dataOf(await mallCall(t, "auctionRank", { id }, { cookie: kangmu })).list;
    expect(rank.map((r: any) => [r.rank, r.price, r.mine])).toEqual([[1, 103, false], [2, 101, true]]);
    expect(rank[0].bidder).toBe("丰收***社");
    expect(rank[1].bidder).toMatch(/^康牧/);
    const mine = dataOf(await mallCall(t, "auctionMyBids", { id }, { cookie: fengshou })).list;
    expect(mine.map((r: any) => r.price)).toEqual([103, 100]);
    const upcoming = dataOf(await mallCall(t, "auctionHall", { phase: "upcoming", pageSize: 100 })).list;
    expect(upcoming.every((a: { phase: string }) => a.phase === "upcoming")).toBe(true);
  });
});

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
    expect(await auctionRow(t, won)).toMatchObject({ status: "closed", winnerPrice: 104, winnerName: expect.stringMatching(/^康牧/) });
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
    const { platform } = await import("../../src/server/platform");
    const restarted = await createApp({ ...platform, db: t.db, listen: t.database.listen, jobs: true });
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
    expect(await auctionRow(t, id)).toMatchObject({ status: "closed", winnerPrice: 102, winnerName: expect.stringMatching(/^康牧/) });
    // no one is left after 康牧
    expect(refusal(await t.call("auction", "discard", { id }, { cookie: seller }))).toEqual([422, "没有其他达到保留价的出价企业，请选择流拍"]);
    expect((await t.call("auction", "match", { id }, { cookie: seller })).statusCode).toBe(200);
    const [a, b] = await Promise.all([t.call("auction", "submitOrder", { id }, { cookie: seller }), t.call("auction", "submitOrder", { id }, { cookie: seller })]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 422]);
    const row = await auctionRow(t, id);
    expect(row.status).toBe("ordered");
    const made = await t.db.select().from(orders).where(eq(orders.orderNo, row.orderNo));
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({ status: "unpaid", total: 1020, buyerName: expect.stringMatching(/^康牧/) });
    // the winner had no address: it confirms one (tests/server/auction-order-address.test.ts), then pays through the ordinary flow
    const address = dataOf(await mallCall(t, "addressSave", { name: "王立新", phone: "13700001111", region: "河南省郑州市金水区", detail: "康牧兽药 北仓库" }, { cookie: kangmu }));
    expect((await mallCall(t, "orderAddress", { id: made[0]!.id, addressId: address.id }, { cookie: kangmu })).statusCode).toBe(200);
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
      const skus = await t.db.select({ stock: goodsSkus.stock }).from(goodsSkus).where(eq(goodsSkus.parentId, goodsId)).orderBy(goodsSkus.position);
      return [g!.stock, ...skus.map((k) => k.stock)];
    };
    const before = await stockOf();
    try {
      // the spec still holds the lot, the goods' total no longer does: one statement takes both or neither
      await t.db.update(goods).set({ stock: 5 }).where(eq(goods.id, goodsId));
      expect(refusal(await t.call("auction", "submitOrder", { id }, { cookie: seller }))).toEqual([422, "商品库存不足，不能生成订单"]);
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

describe("the seller's buyer list", () => {
  it("names every bidder in full with the person to call, best first, to the seller's people who may open its auctions", async () => {
    const id = await newAuction(t, seller);
    expect((await bid(fengshou, id, 100)).statusCode).toBe(200);
    expect((await bid(kangmu, id, 102)).statusCode).toBe(200);
    expect((await bid(fengshou, id, 104)).statusCode).toBe(200);
    const res = await mallCall(t, "auctionBuyers", { id }, { cookie: seller });
    expect(res.statusCode, res.body).toBe(200);
    expect(dataOf(res).list).toEqual([
      expect.objectContaining({ rank: 1, bidder: "丰收牧业合作社", contact: expect.any(String), phone: "13800000002", price: 104, bids: 2 }),
      expect.objectContaining({ rank: 2, bidder: "康牧兽药有限公司", phone: "13800000003", price: 102, bids: 1 }),
    ]);
  });

  it("is refused to a bidder, and to an employee of the seller whose role does not open 竞拍管理", async () => {
    const id = await newAuction(t, seller);
    expect((await bid(fengshou, id, 100)).statusCode).toBe(200);
    const employee = await t.login("13800000004");
    for (const cookie of [fengshou, employee]) expect(refusal(await mallCall(t, "auctionBuyers", { id }, { cookie }))).toEqual([403, "仅竞拍的卖家可查看出价企业"]);
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
    const job = closingJob(t.db, () => new Date(now), () => wall);
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
