import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testApp, type TestApp } from "../helpers/server-app";
import { dataOf, mallCall, newKey } from "./mall-api";

const ADDRESS = { name: "李春华", phone: "13800000002", region: "河北省保定市定州市", detail: "东门仓库" };
type G = {
  id: number;
  price: number;
  listPrice?: number;
  schemeName?: string;
  minOrder: number | null;
  category: string;
  code: string;
  shopId: number;
};
const round = (n: number) => Math.round(n * 100) / 100;

describe("shop price schemes", () => {
  let t: TestApp;
  let fengshou: string; // named by 绿野's seeded 大客户价 (95折 on feed)
  let kangmu: string; // another buyer, and another seller
  let lvye: string;
  let feed: G;
  let premix: G;

  beforeAll(async () => {
    t = await testApp();
    [fengshou, kangmu, lvye] = [
      await t.login("13800000002"),
      await t.login("13800000003"),
      await t.login("13800000001"),
    ];
    const list = dataOf(await mallCall(t, "goodsSearch", { search: "绿野", pageSize: 60 })).list as G[];
    feed = list.find((g) => g.category === "饲料" && g.price < 1000)!;
    premix = list.find((g) => g.category === "预混料" && g.shopId === feed.shopId)!;
  });
  afterAll(() => t?.close());

  it("shows the named buyer the scheme price on the goods page; others and visitors the list price", async () => {
    const mine = dataOf(await mallCall(t, "goodsDetail", { id: feed.id }, { cookie: fengshou })) as G;
    expect(mine).toMatchObject({ price: round(feed.price * 0.95), listPrice: feed.price, schemeName: "大客户价" });
    const theirs = dataOf(await mallCall(t, "goodsDetail", { id: feed.id }, { cookie: kangmu })) as G;
    expect(theirs.price).toBe(feed.price);
    expect(theirs.schemeName).toBeUndefined();
    expect((dataOf(await mallCall(t, "goodsDetail", { id: feed.id })) as G).price).toBe(feed.price);
    // the scheme covers feed only
    expect((dataOf(await mallCall(t, "goodsDetail", { id: premix.id }, { cookie: fengshou })) as G).price).toBe(
      premix.price,
    );
  });

  it("charges the scheme price in the cart and the order, whatever price the client sends", async () => {
    const q = feed.minOrder ?? 1;
    dataOf(await mallCall(t, "cartUpdate", { goodsId: feed.id, quantity: q, price: 0.01 }, { cookie: fengshou }));
    const line = dataOf(await mallCall(t, "cartList", {}, { cookie: fengshou })).list[0].lines[0];
    expect(line).toMatchObject({ goodsId: feed.id, price: round(feed.price * 0.95), listPrice: feed.price });
    const o = dataOf(
      await mallCall(
        t,
        "orderSave",
        { submitKey: newKey(), address: ADDRESS, price: 0.01, goodsAmount: 1 },
        { cookie: fengshou },
      ),
    ).list[0];
    expect(o.goodsAmount).toBe(round(round(feed.price * 0.95) * q));
    const detail = dataOf(await mallCall(t, "orderDetail", { id: o.id }, { cookie: fengshou }));
    expect(detail.lines[0].price).toBe(round(feed.price * 0.95));
  });

  it("charges another buyer the list price", async () => {
    const q = feed.minOrder ?? 1;
    const o = dataOf(
      await mallCall(
        t,
        "orderSave",
        { submitKey: newKey(), address: ADDRESS, goodsId: feed.id, quantity: q },
        { cookie: kangmu },
      ),
    ).list[0];
    expect(o.goodsAmount).toBe(round(feed.price * q));
  });

  it.each([
    [
      "a buyer enterprise that does not exist",
      { buyerEnterprises: "丰收牧业合作杜", percent: 95 },
      "buyerEnterprises",
      "丰收牧业合作杜",
    ],
    [
      "a goods line without a price",
      { buyerEnterprises: "丰收牧业合作社", goodsPrices: "LV1001" },
      "goodsPrices",
      "商品编码=价格",
    ],
    [
      "a goods line with a word for a price",
      { buyerEnterprises: "丰收牧业合作社", goodsPrices: "LV1001=一百" },
      "goodsPrices",
      "商品编码=价格",
    ],
    [
      "another seller's goods code",
      { buyerEnterprises: "丰收牧业合作社", goodsPrices: "KA1001=20" },
      "goodsPrices",
      "不是本店商品",
    ],
    [
      "neither a percent nor goods prices",
      { buyerEnterprises: "丰收牧业合作社" },
      "percent",
      "请填写折扣比例或指定商品价格",
    ],
    [
      "an end before the start",
      { buyerEnterprises: "丰收牧业合作社", percent: 95, endDate: "2024-01-01" },
      "endDate",
      "截止日期",
    ],
  ])("refuses %s with a 422 naming it, and writes nothing", async (_, fields, field, message) => {
    const before = (await t.call("priceScheme", "list", { pageSize: 200 }, { cookie: lvye, systemId: 56 })).json().data
      .total;
    const res = await t.call(
      "priceScheme",
      "create",
      { name: "大客户价二", startDate: "2025-01-01", endDate: "2030-01-01", ...fields },
      { cookie: lvye, systemId: 56 },
    );
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errors[field]).toContain(message);
    const after = (await t.call("priceScheme", "list", { pageSize: 200 }, { cookie: lvye, systemId: 56 })).json().data
      .total;
    expect(after).toBe(before);
  });

  it("accepts the seller's own goods codes with prices", async () => {
    const res = await t.call(
      "priceScheme",
      "create",
      {
        name: "指定价",
        buyerEnterprises: "丰收牧业合作社",
        goodsPrices: "LV1001=158\nLV1002=88.5",
        startDate: "2025-01-01",
        endDate: "2030-01-01",
      },
      { cookie: lvye, systemId: 56 },
    );
    expect(res.statusCode, res.body).toBe(200);
  });

  it("refuses an invalid percent with a 422", async () => {
    for (const percent of [0, 120, "九五"]) {
      const res = await t.call(
        "priceScheme",
        "create",
        { name: "测试价", buyerEnterprises: "丰收牧业合作社", percent, startDate: "2025-01-01", endDate: "2030-01-01" },
        { cookie: lvye, systemId: 56 },
      );
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.percent).toContain("折扣比例");
    }
  });

  it("keeps a seller's schemes from other sellers", async () => {
    const own = dataOf(await t.call("priceScheme", "list", { pageSize: 50 }, { cookie: lvye, systemId: 56 })).list as {
      id: number;
      name: string;
    }[];
    const scheme = own.find((s) => s.name === "大客户价")!;
    expect(scheme).toBeDefined();
    const theirs = dataOf(await t.call("priceScheme", "list", { pageSize: 50 }, { cookie: kangmu, systemId: 56 }))
      .list as { id: number }[];
    expect(theirs.some((s) => s.id === scheme.id)).toBe(false);
    expect((await t.call("priceScheme", "get", { id: scheme.id }, { cookie: kangmu, systemId: 56 })).statusCode).toBe(
      404,
    );
    expect(
      (await t.call("priceScheme", "update", { id: scheme.id, percent: 1 }, { cookie: kangmu, systemId: 56 }))
        .statusCode,
    ).toBe(404);
    // and the buyer still gets 95折
    expect((dataOf(await mallCall(t, "goodsDetail", { id: feed.id }, { cookie: fengshou })) as G).price).toBe(
      round(feed.price * 0.95),
    );
  });

  it("uses a fixed per-goods price the seller sets", async () => {
    const res = await t.call(
      "priceScheme",
      "create",
      {
        name: "预混料特价",
        buyerEnterprises: "丰收牧业合作社",
        goodsPrices: `${premix.code}=${round(premix.price - 10)}`,
        startDate: "2025-01-01",
        endDate: "2030-12-31",
        enabled: true,
      },
      { cookie: lvye, systemId: 56 },
    );
    expect(res.statusCode).toBe(200);
    expect((dataOf(await mallCall(t, "goodsDetail", { id: premix.id }, { cookie: fengshou })) as G).price).toBe(
      round(premix.price - 10),
    );
    expect((dataOf(await mallCall(t, "goodsDetail", { id: premix.id }, { cookie: kangmu })) as G).price).toBe(
      premix.price,
    );
  });
});
