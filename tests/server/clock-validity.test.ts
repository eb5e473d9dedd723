import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { chinaToday } from "../../src/core/field-rules";
import { setClock } from "../../src/server/clock";
import { testApp, type TestApp } from "../helpers/server-app";
import { dataOf, mallCall, newKey } from "./mall-api";

/**
 * What holds only for a time (a batch until its last valid day, a seller's price until its valid-until, a coupon
 * between its start and its end) is judged by the process's clock (src/server/clock.ts), which these tests move.
 */
let t: TestApp;
let lvye: string;
let fengshou: string;
const DAY = 86_400_000;
const ADDRESS = { name: "李春华", phone: "13800000002", region: "河北省保定市定州市", detail: "东门仓库" };

beforeAll(async () => {
  t = await testApp();
  [lvye, fengshou] = [await t.login("13800000001"), await t.login("13800000002")];
});
afterEach(() => setClock(Date.now()));
afterAll(async () => {
  setClock(Date.now());
  await t?.close();
});

/** China's date `days` after today's (real time), YYYY-MM-DD. */
const chinaDay = (days: number) => new Date(Date.parse(chinaToday()) + days * DAY).toISOString().slice(0, 10);
/** The instant a China date begins (UTC+8 the year round). */
const chinaMidnight = (date: string) => Date.parse(`${date}T00:00:00+08:00`);

describe("an expiry transition (flow.expires)", () => {
  it("a batch expires once China's today is past its last valid day, whatever the UTC date", async () => {
    const goodsId = dataOf(await t.call("goods", "list", { pageSize: 1 }, { cookie: lvye })).list[0].id;
    const lastDay = chinaDay(3);
    const made = dataOf(
      await t.call(
        "goodsBatch",
        "create",
        {
          goodsId,
          batchNo: `CLK${Date.now().toString(36).toUpperCase()}`,
          productionDate: chinaDay(-10),
          expiryDate: lastDay,
          origin: "山东省潍坊市寒亭区",
          certNo: "JY2026-1018-0032",
          certImage: "/assets/trace/inspection-report.svg",
        },
        { cookie: lvye },
      ),
    );
    expect(made.state).toBe("valid");
    const state = async () => dataOf(await t.call("goodsBatch", "get", { id: made.id }, { cookie: lvye })).state;

    // a minute before its last day ends in China (the clock runs on from where it is set): still valid
    setClock(chinaMidnight(lastDay) + DAY - 60_000);
    expect(await state()).toBe("valid");
    // China's next day has begun, though in UTC it is still the last day (16:00 UTC)
    const next = chinaMidnight(lastDay) + DAY;
    expect(new Date(next).toISOString().slice(0, 10)).toBe(lastDay);
    setClock(next);
    expect(await state()).toBe("expired");
  });

  it("a seller's price for a buy intent expires at its valid-until: the buyer can no longer order on it", async () => {
    const goods = dataOf(await mallCall(t, "goodsSearch", { search: "绿野", pageSize: 20 })).list.find(
      (g: { shopName: string; stock: number }) => g.shopName.includes("绿野") && g.stock > 100,
    );
    const detail = dataOf(await mallCall(t, "goodsDetail", { id: goods.id }, { cookie: fengshou }));
    const quantity = Math.max(detail.minOrder ?? 1, 5);
    const intent = {
      goodsId: goods.id,
      quantity,
      targetPrice: 100,
      region: ADDRESS.region,
      address: ADDRESS.detail,
      contact: "李春华",
      phone: "13800000002",
      remark: "长期采购",
    };
    const id = dataOf(await t.call("buyIntent", "audience:buyer:create", intent, { cookie: fengshou })).id;
    const quoted = dataOf(
      await t.call(
        "buyIntent",
        "quote",
        { id, quotePrice: 88.5, validDays: 3, sellerReply: "含运费" },
        { cookie: lvye },
      ),
    );
    const until = new Date(quoted.validUntil).getTime();
    const order = () => t.call("buyIntent", "order", { id }, { cookie: fengshou });

    setClock(until + 1000);
    const late = await order();
    expect([late.statusCode, late.json().msg]).toEqual([422, "报价已过期，不能下单"]);
    expect(dataOf(await t.call("buyIntent", "get", { id }, { cookie: lvye })).status).toBe("expired");
  });
});

describe("a coupon's validity", () => {
  it("is handed out and taken at checkout only between its start and its end", async () => {
    const start = Date.now() + 2 * DAY;
    const end = Date.now() + 5 * DAY;
    const coupon = dataOf(
      await t.call(
        "coupon",
        "create",
        {
          title: "限时满0减5",
          kind: "amount",
          amount: 5,
          minAmount: 0,
          total: 10,
          perUser: 1,
          startAt: new Date(start).toISOString(),
          endAt: new Date(end).toISOString(),
        },
        { cookie: lvye },
      ),
    );
    const shopId = dataOf(await mallCall(t, "myShop", {}, { cookie: lvye })).shop.shopId as number;
    const fetch = () => mallCall(t, "fetchCoupon", { couponId: coupon.id }, { cookie: fengshou });
    const before = await fetch();
    expect([before.statusCode, before.json().msg]).toEqual([422, "优惠券已停止发放"]);

    setClock(start + DAY);
    expect(dataOf(await fetch()).fetched).toBe(true);
    const mine = dataOf(await mallCall(t, "orderInit", {}, { cookie: fengshou })).coupons.find(
      (c: { couponId: number }) => c.couponId === coupon.id,
    );
    expect(mine).toBeDefined();
    const goods = dataOf(await mallCall(t, "goodsSearch", { pageSize: 40 })).list.find(
      (g: { shopId: number }) => g.shopId === shopId,
    );
    const detail = dataOf(await mallCall(t, "goodsDetail", { id: goods.id }, { cookie: fengshou }));
    const order = () =>
      mallCall(
        t,
        "orderSave",
        {
          submitKey: newKey(),
          address: ADDRESS,
          goodsId: goods.id,
          quantity: Math.max(detail.minOrder ?? 1, 1),
          coupons: { [shopId]: mine.id },
        },
        { cookie: fengshou },
      );

    setClock(start - DAY);
    const early = await order();
    expect([early.statusCode, early.json().msg]).toEqual([422, "优惠券「限时满0减5」尚未生效"]);
    setClock(end + DAY);
    const late = await order();
    expect([late.statusCode, late.json().msg]).toEqual([422, "优惠券「限时满0减5」已过期"]);
    expect(
      (
        dataOf(await mallCall(t, "myCoupons", { state: "expired" }, { cookie: fengshou })).list as {
          couponId: number;
        }[]
      ).map((c) => c.couponId),
    ).toContain(coupon.id);

    setClock(start + DAY);
    expect(dataOf(await order()).list[0].discount).toBe(5);
  });
});
