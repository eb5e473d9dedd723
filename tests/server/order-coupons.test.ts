import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { goodsFreight, type FreightRule } from "../../src/core/freight";
import { coupons, enterpriseBalances, userCoupons } from "../../src/server/db/schema";
import { testApp, type TestApp } from "../helpers/server-app";
import { dataOf, mallCall, newKey, savePay } from "./mall-api";

const ADDRESS = { name: "李春华", phone: "13800000002", region: "河北省保定市定州市", detail: "东门仓库" };
type G = FreightRule & { id: number; price: number; minOrder: number | null; shopId: number };

describe("coupons at checkout", () => {
  let t: TestApp;
  let buyer: string;
  let other: string;
  let g: G;
  let small: number;
  let big: number;
  const mine = async (cookie: string) =>
    dataOf(await mallCall(t, "orderInit", {}, { cookie })).coupons as {
      id: number;
      couponId: number;
      shopId: number;
      minAmount: number;
      amount: number;
    }[];
  const myCoupon = async (cookie: string, couponId: number) =>
    (await mine(cookie)).find((c) => c.couponId === couponId);
  // enough of the goods to pass a threshold, priced as the server prices it for this buyer
  const qtyFor = (threshold: number) => Math.max(g.minOrder ?? 1, Math.ceil(threshold / g.price) + 1);
  const order = (coupon: number | undefined, quantity: number, key = newKey(), cookie = buyer, pay = false) => {
    const body = {
      submitKey: key,
      address: ADDRESS,
      goodsId: g.id,
      quantity,
      ...(coupon ? { coupons: { [g.shopId]: coupon } } : {}),
    };
    return pay ? savePay(t, body, { cookie }) : mallCall(t, "orderSave", body, { cookie });
  };

  beforeAll(async () => {
    t = await testApp();
    buyer = await t.login("13800000002");
    other = await t.login("13800000003");
    const list = dataOf(await mallCall(t, "goodsSearch", { search: "绿野", category: "饲料", pageSize: 40 }))
      .list as G[];
    const id = list.find((x) => x.price > 100 && x.price < 1000)!.id;
    g = dataOf(await mallCall(t, "goodsDetail", { id }, { cookie: buyer }));
    const shopCoupons = dataOf(await mallCall(t, "shopCoupons", { shopId: g.shopId })).list as {
      id: number;
      minAmount: number;
    }[];
    small = shopCoupons.find((c) => c.minAmount === 2000)!.id;
    big = shopCoupons.find((c) => c.minAmount === 5000)!.id;
    for (const c of [small, big])
      expect(dataOf(await mallCall(t, "fetchCoupon", { couponId: c }, { cookie: buyer })).fetched).toBe(true);
    dataOf(await mallCall(t, "fetchCoupon", { couponId: small }, { cookie: other }));
  });
  afterAll(() => t?.close());

  it("offers only the buyer's own unused coupons", async () => {
    const list = await mine(buyer);
    expect(list.map((c) => c.couponId).sort()).toEqual([small, big].sort());
    expect((await mine(other)).map((c) => c.couponId)).toEqual([small]);
  });

  it("deducts the coupon from the order and marks it used", async () => {
    const uc = (await myCoupon(buyer, small))!;
    const q = qtyFor(2000);
    const o = dataOf(await order(uc.id, q)).list[0];
    const goodsAmount = Math.round(g.price * q * 100) / 100;
    expect(o.goodsAmount).toBe(goodsAmount);
    expect(o.discount).toBe(100);
    expect(o.freight).toBe(goodsFreight(g, { quantity: q, amount: goodsAmount }));
    expect(o.total).toBe(Math.round((goodsAmount - 100 + o.freight) * 100) / 100);
    const [row] = await t.db.select().from(userCoupons).where(eq(userCoupons.id, uc.id));
    expect(row!.orderId).toBe(o.id);
    expect(await myCoupon(buyer, small)).toBeUndefined();
  });

  it("refuses a coupon used twice", async () => {
    const [used] = await t.db.select().from(userCoupons).where(eq(userCoupons.couponId, small));
    const res = await order(used!.id, qtyFor(2000));
    expect(res.statusCode).toBe(422);
    expect(res.json().msg).toContain("已被使用");
  });

  it("refuses an order below the coupon's threshold, with nothing written", async () => {
    const uc = (await myCoupon(buyer, big))!;
    const res = await order(uc.id, g.minOrder ?? 1);
    expect(res.statusCode).toBe(422);
    expect(res.json().msg).toContain("未满足优惠券");
    expect(res.json().errors.coupon).toBeTruthy();
    expect(await myCoupon(buyer, big)).toBeDefined();
  });

  it("refuses someone else's coupon", async () => {
    const theirs = (await myCoupon(other, small))!;
    const res = await order(theirs.id, qtyFor(2000));
    expect(res.statusCode).toBe(422);
    expect(res.json().msg).toBe("优惠券不存在或不属于您");
  });

  it("refuses an expired coupon", async () => {
    const theirs = (await myCoupon(other, small))!;
    await t.db
      .update(coupons)
      .set({ endAt: new Date(Date.now() - 60_000) })
      .where(eq(coupons.id, small));
    const res = await order(theirs.id, qtyFor(2000), newKey(), other);
    await t.db.update(coupons).set({ endAt: null }).where(eq(coupons.id, small));
    expect(res.statusCode).toBe(422);
    expect(res.json().msg).toContain("已过期");
  });

  it("lets only one of two racing orders use one coupon, and a cancel gives it back", async () => {
    const uc = (await myCoupon(buyer, big))!;
    const q = qtyFor(5000);
    const results = await Promise.all([order(uc.id, q), order(uc.id, q)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 422]);
    const won = dataOf(results.find((r) => r.statusCode === 200)!).list[0];
    expect(won.discount).toBe(300);
    expect(await myCoupon(buyer, big)).toBeUndefined();
    dataOf(await mallCall(t, "orderCancel", { id: won.id }, { cookie: buyer }));
    expect(await myCoupon(buyer, big)).toBeDefined();
  });

  it("pays the discounted total once, and a repeated submit does not use the coupon again", async () => {
    const uc = (await myCoupon(buyer, big))!;
    const [{ enterpriseId }] = (await t.db.select().from(enterpriseBalances)).filter(
      (b) => Number(b.balance) >= 400000,
    );
    const balance = async () =>
      Number(
        (await t.db.select().from(enterpriseBalances).where(eq(enterpriseBalances.enterpriseId, enterpriseId)))[0]!
          .balance,
      );
    const before = await balance();
    const key = newKey();
    const first = dataOf(await order(uc.id, qtyFor(5000), key, buyer, true)).list[0];
    const again = dataOf(await order(uc.id, qtyFor(5000), key, buyer, true));
    expect(again.repeated).toBe(true);
    expect(again.list[0].id).toBe(first.id);
    expect(first.status).toBe("paid");
    expect(first.discount).toBe(300);
    expect(Math.round((before - (await balance())) * 100) / 100).toBe(first.total);
  });
});
