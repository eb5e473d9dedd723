import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { discountOf } from "../../src/core/coupon";
import { testApp, type TestApp } from "../helpers/server-app";
import { dataOf, mallCall, newKey } from "./mall-api";

const ADDRESS = { name: "李春华", phone: "13800000002", region: "河北省保定市定州市", detail: "东门仓库" };
const nextMonth = () => new Date(Date.now() + 30 * 86_400_000).toISOString();

describe("a seller's coupons at /manage/discount", () => {
  let t: TestApp;
  let seller: string;
  let buyer: string;
  let shopId: number;
  beforeAll(async () => {
    t = await testApp();
    seller = await t.login("13800000001");
    buyer = await t.login("13800000005");
    shopId = dataOf(await mallCall(t, "myShop", {}, { cookie: seller })).shop.shopId;
  });
  afterAll(() => t?.close());

  const create = (values: Record<string, unknown>) =>
    t.call(
      "coupon",
      "create",
      { title: "测试券", kind: "amount", minAmount: 0, total: 10, perUser: 1, endAt: nextMonth(), ...values },
      { cookie: seller },
    );

  it("asks each kind for its own terms, and keeps none of the other kind's", async () => {
    expect((await create({ kind: "amount" })).json().errors).toEqual({ amount: "请输入减免金额(元)" });
    expect((await create({ kind: "rate" })).json().errors).toEqual({ rate: "请输入折扣(折)" });
    expect((await create({ kind: "amount", amount: 300, minAmount: 200 })).json().errors).toEqual({
      amount: "减免金额不能大于使用门槛",
    });
    const rate = dataOf(await create({ kind: "rate", rate: 9, maxDiscount: 50, amount: 80 }));
    expect(rate).toMatchObject({ kind: "rate", rate: 9, maxDiscount: 50, amount: null, status: "active", taken: 0 });
    // switching to 满减 drops the rate and its cap
    const switched = dataOf(
      await t.call("coupon", "update", { id: rate.id, kind: "amount", amount: 20 }, { cookie: seller }),
    );
    expect(switched).toMatchObject({ kind: "amount", amount: 20, rate: null, maxDiscount: null });
  });

  it("takes the rate off the goods up to its cap at checkout", async () => {
    const c = dataOf(await create({ title: "全店九折", kind: "rate", rate: 9, maxDiscount: 50 }));
    const shopCoupons = dataOf(await mallCall(t, "shopCoupons", { shopId }, { cookie: buyer })).list as {
      id: number;
    }[];
    expect(shopCoupons.map((x) => x.id)).toContain(c.id);
    dataOf(await mallCall(t, "fetchCoupon", { couponId: c.id }, { cookie: buyer }));
    const mine = dataOf(await mallCall(t, "orderInit", {}, { cookie: buyer })).coupons.find(
      (x: { couponId: number }) => x.couponId === c.id,
    );
    const goods = dataOf(await mallCall(t, "goodsSearch", { pageSize: 40 })).list.find(
      (g: { shopId: number; price: number }) => g.shopId === shopId && g.price > 100,
    );
    const detail = dataOf(await mallCall(t, "goodsDetail", { id: goods.id }, { cookie: buyer }));
    const quantity = Math.max(detail.minOrder ?? 1, 1);
    const o = dataOf(
      await mallCall(
        t,
        "orderSave",
        { submitKey: newKey(), address: ADDRESS, goodsId: goods.id, quantity, coupons: { [shopId]: mine.id } },
        { cookie: buyer },
      ),
    ).list[0];
    expect(o.discount).toBe(discountOf({ kind: "rate", rate: 9, amount: null, maxDiscount: 50 }, o.goodsAmount));
    expect(o.discount).toBe(Math.min(50, Math.round(o.goodsAmount * 10) / 100));
  });

  it("keeps a fetched coupon's terms: only its name, quantity and end change, never below what was taken", async () => {
    const c = dataOf(await create({ title: "满500减20", amount: 20, minAmount: 500 }));
    dataOf(await mallCall(t, "fetchCoupon", { couponId: c.id }, { cookie: buyer }));
    const terms = await t.call("coupon", "update", { id: c.id, amount: 50 }, { cookie: seller });
    expect(terms.statusCode).toBe(422);
    expect(terms.json().errors).toEqual({ amount: "已有买家领取，优惠规则不能修改" });
    // the edit form sends every field back unchanged: that is no change of terms
    const same = await t.call(
      "coupon",
      "update",
      { id: c.id, title: "满500减20(加量)", kind: "amount", amount: "20.00", minAmount: 500, perUser: 1, total: 20 },
      { cookie: seller },
    );
    expect(same.statusCode, same.body).toBe(200);
    expect((await t.call("coupon", "update", { id: c.id, total: 0 }, { cookie: seller })).statusCode).toBe(422);
    const fewer = await t.call("coupon", "update", { id: c.id, total: 1, title: "x" }, { cookie: seller });
    expect(fewer.statusCode).toBe(200);
    expect((await t.call("coupon", "update", { id: c.id, total: 1 }, { cookie: seller })).statusCode).toBe(200);
  });

  it("stops handing a coupon out, and never deletes one a buyer holds", async () => {
    const c = dataOf(await create({ title: "停发测试", amount: 5 }));
    dataOf(await mallCall(t, "fetchCoupon", { couponId: c.id }, { cookie: buyer }));
    dataOf(await t.call("coupon", "stop", { id: c.id }, { cookie: seller }));
    const listed = dataOf(await mallCall(t, "shopCoupons", { shopId }, { cookie: buyer })).list as { id: number }[];
    expect(listed.map((x) => x.id)).not.toContain(c.id);
    const refused = await mallCall(t, "fetchCoupon", { couponId: c.id }, { cookie: await t.login("13800000002") });
    expect(refused.json().msg).toBe("优惠券已停止发放");
    const del = await t.call("coupon", "delete", { id: c.id }, { cookie: seller });
    expect(del.statusCode).toBe(422);
    expect(del.json().msg).toBe("已有买家领取该优惠券，不能删除，可停止发放");
    // the buyer still holds and may use it
    const held = dataOf(await mallCall(t, "orderInit", {}, { cookie: buyer })).coupons.map(
      (x: { couponId: number }) => x.couponId,
    );
    expect(held).toContain(c.id);
  });

  it("is a seller's: an enterprise without an approved shop makes no coupon", async () => {
    const res = await t.call(
      "coupon",
      "create",
      { title: "无店铺", kind: "amount", amount: 5, minAmount: 0, total: 1, perUser: 1 },
      { cookie: await t.login("13800000002") },
    );
    expect(res.statusCode).toBe(403);
  });
});
