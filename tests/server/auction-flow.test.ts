import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestApp } from "../helpers/server-app";
import { auctionParties, auctionRow, lvyeGoods, MIN, newAuction, setTimes } from "./auction-helpers";
import { dataOf, mallCall } from "./mall-api";

/** An auction before its end (docs/auctions.md): the seller's edits and the bidding rules, each refusal a 422. */
let t: TestApp;
let seller: string;
let fengshou: string;
let kangmu: string;
let xinnong: string;
beforeAll(async () => {
  ({ t, seller, fengshou, kangmu, xinnong } = await auctionParties());
});
afterAll(() => t?.close());

const bid = (cookie: string | undefined, id: number, price: number) =>
  mallCall(t, "auctionBid", { id, price }, cookie ? { cookie } : {});
const refusal = (res: { statusCode: number; json(): any }) => [res.statusCode, res.json().msg];

describe("seller: create, edit before the start, cancel before the first bid", () => {
  it("edits an upcoming auction, not a started one; a lot beyond the goods' stock is refused on its field", async () => {
    const lot = {
      title: "补录竞拍",
      goodsId: await lvyeGoods(t, seller),
      quantity: 1,
      unit: "袋",
      startPrice: 10,
      step: 1,
      bidders: "any",
      extendMinutes: 5,
    };
    const past = await t.call(
      "auction",
      "create",
      {
        ...lot,
        startTime: new Date(Date.now() - MIN).toISOString(),
        endTime: new Date(Date.now() + 60 * MIN).toISOString(),
      },
      { cookie: seller },
    );
    expect(past.json().errors?.startTime).toBe("开始时间必须晚于当前时间");
    const id = await newAuction(t, seller, { start: 30, end: 90 });
    const ok = await t.call("auction", "update", { id, title: "测试竞拍（改）", startPrice: 120 }, { cookie: seller });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(Number((await auctionRow(t, id)).currentPrice)).toBe(120);
    const big = await t.call("auction", "update", { id, quantity: 999_999 }, { cookie: seller });
    expect([big.statusCode, big.json().errors?.quantity]).toEqual([
      422,
      expect.stringMatching(/^竞拍数量不能超过商品库存（\d+）$/),
    ]);
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
    expect(refusal(await t.call("auction", "cancel", { id: busy }, { cookie: seller }))).toEqual([
      422,
      "已有企业出价，不能取消",
    ]);
  });

  it("refuses a move its state does not allow (422), e.g. 撮合 of a live auction", async () => {
    const id = await newAuction(t, seller);
    expect(refusal(await t.call("auction", "match", { id }, { cookie: seller }))).toEqual([
      422,
      "当前状态不允许此操作",
    ]);
    expect(refusal(await t.call("auction", "submitOrder", { id }, { cookie: seller }))).toEqual([
      422,
      "当前状态不允许此操作",
    ]);
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
    expect([low.statusCode, low.json().errors.price]).toEqual([
      422,
      "出价不能低于 ¥105.00（当前价 ¥100.00 + 加价幅度 ¥5.00）",
    ]);
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
    expect(rank.map((r: any) => [r.rank, r.price, r.mine])).toEqual([
      [1, 103, false],
      [2, 101, true],
    ]);
    expect(rank[0].bidder).toBe("丰收***社");
    expect(rank[1].bidder).toMatch(/^康牧/);
    const mine = dataOf(await mallCall(t, "auctionMyBids", { id }, { cookie: fengshou })).list;
    expect(mine.map((r: any) => r.price)).toEqual([103, 100]);
    const upcoming = dataOf(await mallCall(t, "auctionHall", { phase: "upcoming", pageSize: 100 })).list;
    expect(upcoming.every((a: { phase: string }) => a.phase === "upcoming")).toBe(true);
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
      expect.objectContaining({
        rank: 1,
        bidder: "丰收牧业合作社",
        contact: expect.any(String),
        phone: "13800000002",
        price: 104,
        bids: 2,
      }),
      expect.objectContaining({ rank: 2, bidder: "康牧兽药有限公司", phone: "13800000003", price: 102, bids: 1 }),
    ]);
  });

  it("is refused to a bidder, and to an employee of the seller whose role does not open 竞拍管理", async () => {
    const id = await newAuction(t, seller);
    expect((await bid(fengshou, id, 100)).statusCode).toBe(200);
    const employee = await t.login("13800000004");
    for (const cookie of [fengshou, employee])
      expect(refusal(await mallCall(t, "auctionBuyers", { id }, { cookie }))).toEqual([
        403,
        "仅竞拍的卖家可查看出价企业",
      ]);
  });
});
