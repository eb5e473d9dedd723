import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { resourceByName } from "../../resources";
import { nowMs, setClock } from "../../src/server/clock";
import { resourceTables } from "../../src/server/db/schema";
import { refIdsFor } from "../helpers/server-refs";
import { samplePayload } from "../helpers/server-samples";
import { testApp, type TestApp } from "../helpers/server-app";
import { MIN, newAuction } from "./auction-helpers";
import { dataOf, mallCall } from "./mall-api";

/**
 * Time is a declared input (DESIGN.md §11): a deadline, an auction's end and a session's expiry are reached by
 * moving the process's clock (src/server/clock.ts), never by sleeping or by rewriting the rows' times.
 */
let t: TestApp;
let lvye: string;
let fengshou: string;
let kangmu: string;
const DAY = 86_400_000;
/** The real date `days` from now, as a date field takes it. */
const dateIn = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);

beforeAll(async () => {
  t = await testApp();
  [lvye, fengshou, kangmu] = [await t.login("13800000001"), await t.login("13800000002"), await t.login("13800000003")];
});
afterEach(() => setClock(Date.now()));
afterAll(async () => {
  setClock(Date.now());
  await t?.close();
});

const refusal = (res: { statusCode: number; json(): any }) => [res.statusCode, res.json().msg];

describe("a tender's quote deadline", () => {
  it("refuses a quote, an edit and a withdrawal once the clock passes it, and opens the prices to the purchaser", async () => {
    const tender = resourceByName("bidOrder");
    const base = samplePayload(tender, await refIdsFor(t, tender, { cookie: lvye }));
    // within the sessions' seven days, so the logins made now still hold past it
    const quoteEnd = Date.now() + 2 * DAY;
    const lines = [{ goodsName: "玉米", quantity: 10, unit: "吨" }];
    const made = dataOf(
      await t.call(
        "bidOrder",
        "create",
        { ...base, platform_code: "ZB", lines, quoteEnd: new Date(quoteEnd).toISOString() },
        { cookie: lvye },
      ),
    );
    dataOf(await t.call("bidOrder", "publish", { id: made.id }, { cookie: lvye }));
    const quote = (lineId: number, unitPrice: number) => ({
      bidOrderId: made.id,
      lines: [{ sourceLineId: lineId, unitPrice, supplyQuantity: 3, deliveryDate: dateIn(30) }],
      validUntil: dateIn(60),
      contact: "王经理",
      phone: "13800000003",
    });
    const lineId = (made.lines as { id: number }[])[0]!.id;
    const kangmuQuote = dataOf(await t.call("bidOffer", "create", quote(lineId, 2345.67), { cookie: kangmu }));
    const purchaserView = async () =>
      dataOf(await t.call("bidOffer", "audience:purchaser:get", { id: kangmuQuote.id }, { cookie: lvye }));
    expect(await purchaserView()).toMatchObject({ sealed: true, totalAmount: null });

    setClock(quoteEnd + MIN);
    const late = await t.call("bidOffer", "create", quote(lineId, 2000), { cookie: fengshou });
    expect([late.statusCode, late.json().errors]).toEqual([422, { bidOrderId: "该招标询价单已截止报价" }]);
    expect(
      refusal(await t.call("bidOffer", "update", { id: kangmuQuote.id, remark: "降价" }, { cookie: kangmu })),
    ).toEqual([422, "报价已截止，不能修改"]);
    expect(refusal(await t.call("bidOffer", "withdraw", { id: kangmuQuote.id }, { cookie: kangmu }))).toEqual([
      422,
      "报价已截止，不能撤回",
    ]);
    expect(await purchaserView()).toMatchObject({ sealed: false, totalAmount: Math.round(2345.67 * 3 * 100) / 100 });

    // the quote is 待定标 now, by the platform's hand; putting the clock back does not undo a move time made
    expect(dataOf(await t.call("bidOffer", "get", { id: kangmuQuote.id }, { cookie: kangmu })).status).toBe("closed");
    const timeline = dataOf(await t.call("bidOffer", "log", { id: kangmuQuote.id }, { cookie: kangmu })).list as {
      label: string;
      userName: string;
    }[];
    expect(timeline.at(-1)).toMatchObject({ label: "报价截止", userName: "平台" });
    setClock(quoteEnd - MIN);
    expect(
      refusal(await t.call("bidOffer", "update", { id: kangmuQuote.id, remark: "含税" }, { cookie: kangmu })),
    ).toEqual([422, "报价已截止，不能修改"]);
  });
});

describe("a mall bid's deadline", () => {
  it("takes an offer before it, refuses an edit after it, and leaves the home page's 竞价专区", async () => {
    const factoryId = dataOf(await t.call("factory", "list", { pageSize: 1 }, { cookie: fengshou })).list[0].id;
    const deadline = Date.now() + 3 * DAY;
    const lines = [{ goodsName: "聚维酮碘溶液", quantity: 100, unit: "瓶" }];
    const made = dataOf(
      await t.call(
        "bid",
        "create",
        {
          ...samplePayload(resourceByName("bid"), { factoryId }),
          category: "兽药",
          lines,
          deadline: new Date(deadline).toISOString(),
          deliveryDate: dateIn(10),
        },
        { cookie: fengshou },
      ),
    );
    dataOf(await t.call("bid", "publish", { id: made.id }, { cookie: fengshou }));
    // the seller registered for 竞价业务 in the demo data offers
    const { bidBusiness } = resourceTables;
    const [registered] = await t.db.select().from(bidBusiness).where(eq(bidBusiness.status, "approved"));
    const seller =
      registered!.enterpriseId ===
      dataOf(await t.app.inject({ method: "GET", url: "/gw/agri.user.get/1.0", headers: { cookie: lvye } })).enterprise
        ?.id
        ? lvye
        : kangmu;
    const goodsId = dataOf(
      await t.call("goods", "list", { status: "on_sale", category: "兽药", pageSize: 1 }, { cookie: seller }),
    ).list[0].id;
    const bidLine = dataOf(await t.call("bid", "audience:sellers:get", { id: made.id }, { cookie: seller })).lines[0]
      .id;
    const offer = dataOf(
      await t.call(
        "bidQuote",
        "create",
        {
          bidId: made.id,
          lines: [{ sourceLineId: bidLine, goodsId, unitPrice: 20, supplyQuantity: 2 }],
          deliveryDate: dateIn(10),
          remark: "含运费",
        },
        { cookie: seller },
      ),
    );
    const onHome = async () =>
      (dataOf(await mallCall(t, "bidHome", { pageSize: 20 })).bids as { id: number }[]).map((b) => b.id);
    expect(await onHome()).toContain(made.id);

    setClock(deadline + MIN);
    expect(refusal(await t.call("bidQuote", "update", { id: offer.id, remark: "改价" }, { cookie: seller }))).toEqual([
      422,
      "该竞价单已截止报价",
    ]);
    expect(await onHome()).not.toContain(made.id);
  });
});

describe("an auction's end", () => {
  it("is closed by the next round of the scheduled job at the clock's time: app.runJobs, no waiting", async () => {
    const id = await newAuction(t, lvye, { start: -10, end: 60 });
    expect((await mallCall(t, "auctionBid", { id, price: 100 }, { cookie: fengshou })).statusCode).toBe(200);
    const info = async () => dataOf(await mallCall(t, "auctionInfo", { id }));
    const end = new Date((await info()).endTime).getTime();

    setClock(end + MIN);
    // past its end it takes no bid, though no round has closed it yet (this app runs no timers)
    expect(refusal(await mallCall(t, "auctionBid", { id, price: 110 }, { cookie: kangmu }))).toEqual([
      422,
      "竞拍已结束",
    ]);
    expect(await info()).toMatchObject({ status: "bidding", phase: "ended" });
    await t.app.runJobs();
    expect(await info()).toMatchObject({
      status: "closed",
      phase: "ended",
      winnerName: "丰收牧业合作社",
      winnerPrice: 100,
    });
  });

  it("a round asked for finds nothing to close before the end", async () => {
    const id = await newAuction(t, lvye, { start: -10, end: 60 });
    setClock(nowMs() + 30 * MIN);
    await t.app.runJobs();
    expect(dataOf(await mallCall(t, "auctionInfo", { id }))).toMatchObject({ status: "bidding", phase: "live" });
  });
});

describe("a session's expiry", () => {
  it("ends the login once the clock passes it, on account and mall calls alike", async () => {
    const cookie = await t.login("13800000006");
    const me = async () =>
      dataOf(await t.app.inject({ method: "GET", url: "/gw/agri.user.get/1.0", headers: { cookie } }));
    const coupons = () => mallCall(t, "myCoupons", {}, { cookie });
    expect((await me())?.phone).toBe("13800000006");
    expect((await coupons()).statusCode).toBe(200);

    setClock(Date.now() + 7 * DAY + MIN);
    expect(await me()).toBeNull();
    expect((await coupons()).statusCode).toBe(401);

    // a day before its end it holds again: the expiry is read against the clock, not the database's own
    setClock(Date.now() + 6 * DAY);
    expect((await me())?.phone).toBe("13800000006");
    expect((await coupons()).statusCode).toBe(200);
  });
});
