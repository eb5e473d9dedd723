import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PRICE_CHANGED, type Quote } from "../../src/core/shown-price";
import { balanceEntries, cartItems, orders } from "../../src/server/db/schema";
import { PAY_AMOUNT } from "../../src/server/mall/order-routes";
import { goodsSkus } from "../../src/server/mall/skus";
import { testApp, type TestApp } from "../helpers/server-app";
import { dataOf, mallCall, newKey } from "./mall-api";

/**
 * The price seen is the price paid: a submit names the figures its page showed, and when the seller changed a price
 * (or the freight, or a coupon's worth) meanwhile nothing is ordered or charged; the answer is the old and new
 * figures side by side, and the buyer submits again naming the new ones. A payment names its amount.
 */
let t: TestApp;
let buyer: string;
let goods: { id: number; name: string; minOrder: number | null; shopId: number };
let sku: { id: number; price: number };
const ADDRESS = { name: "李春华", phone: "13800000002", region: "河北省保定市定州市", detail: "东门仓库" };
const body = (extra: Record<string, unknown> = {}) => ({
  submitKey: newKey(),
  address: ADDRESS,
  goodsId: goods.id,
  quantity: goods.minOrder ?? 1,
  ...extra,
});
const counts = async () =>
  JSON.stringify(
    await Promise.all(
      [orders, balanceEntries].map(async (x) => (await t.db.select({ n: sql<number>`count(*)` }).from(x))[0]!.n),
    ),
  );
/** The figures the checkout shows now: asked of the server the way a page without them is answered. */
const quoteNow = async (extra: Record<string, unknown> = {}) =>
  (await mallCall(t, "orderSavePay", body(extra), { cookie: buyer })).json().data.quote as Quote;
const raise = (by: number) =>
  t.db
    .update(goodsSkus)
    .set({ price: sql`${goodsSkus.price} + ${by}` } as never)
    .where(eq(goodsSkus.id, sku.id));

beforeAll(async () => {
  t = await testApp();
  buyer = await t.login("13800000002");
  goods = dataOf(await mallCall(t, "goodsSearch", { search: "绿野", pageSize: 20 })).list.find(
    (g: { shopName: string; stock: number }) => g.shopName.includes("绿野") && g.stock > 100,
  );
  sku = dataOf(await mallCall(t, "goodsDetail", { id: goods.id })).skus[0];
});
afterAll(() => t?.close());

describe("the price seen is the price paid", () => {
  it("提交并支付 without figures orders nothing and answers the figures to show", async () => {
    const before = await counts();
    const res = await mallCall(t, "orderSavePay", body(), { cookie: buyer });
    expect([res.statusCode, res.json().msg]).toEqual([409, PRICE_CHANGED]);
    const { quote } = res.json().data;
    expect(quote.lines[0]).toMatchObject({ goodsId: goods.id, name: goods.name });
    expect(quote.total).toBeGreaterThan(0);
    expect(await counts()).toBe(before);
  });

  it.each([
    ["提交订单", "orderSave"],
    ["提交并支付", "orderSavePay"],
  ] as const)(
    "%s after the seller raised the price: old beside new, nothing ordered or charged, then ordered at the new price once confirmed",
    async (_n, key) => {
      const shown = await quoteNow();
      await raise(2);
      const before = await counts();
      const refused = await mallCall(t, key, body({ shown }), { cookie: buyer });
      expect([refused.statusCode, refused.json().msg]).toEqual([409, PRICE_CHANGED]);
      const { changes, quote } = refused.json().data;
      const was = shown.lines[0]!.price;
      expect(changes).toEqual(
        expect.arrayContaining([
          { label: expect.stringContaining(`「${goods.name}`), shown: was, now: was + 2 },
          { label: "应付总额", shown: shown.total, now: quote.total },
        ]),
      );
      expect(await counts()).toBe(before);
      const placed = dataOf(await mallCall(t, key, body({ shown: quote }), { cookie: buyer })).list[0];
      expect([Number(placed.total), placed.status]).toEqual([quote.total, key === "orderSavePay" ? "paid" : "unpaid"]);
    },
  );

  it("a cart submit refused for a price keeps the cart's lines", async () => {
    dataOf(await mallCall(t, "cartUpdate", { goodsId: goods.id, quantity: goods.minOrder ?? 1 }, { cookie: buyer }));
    const shown = (
      await mallCall(t, "orderSavePay", { submitKey: newKey(), address: ADDRESS }, { cookie: buyer })
    ).json().data.quote as Quote;
    await raise(1);
    const res = await mallCall(t, "orderSave", { submitKey: newKey(), address: ADDRESS, shown }, { cookie: buyer });
    expect(res.statusCode).toBe(409);
    expect(dataOf(await mallCall(t, "cartCount", {}, { cookie: buyer })).cartCount).toBe(1);
    await t.db.delete(cartItems);
  });

  it("支付 pays only the amount the buyer confirmed", async () => {
    const order = dataOf(await mallCall(t, "orderSave", body(), { cookie: buyer })).list[0];
    const asked = await mallCall(t, "orderPay", { id: order.id }, { cookie: buyer });
    expect([asked.statusCode, asked.json().msg, asked.json().data]).toEqual([
      409,
      PAY_AMOUNT,
      { total: Number(order.total) },
    ]);
    const wrong = await mallCall(t, "orderPay", { id: order.id, amount: Number(order.total) - 1 }, { cookie: buyer });
    expect(wrong.statusCode).toBe(409);
    expect((await t.db.select().from(orders).where(eq(orders.id, order.id)))[0]!.status).toBe("unpaid");
    expect(
      dataOf(await mallCall(t, "orderPay", { id: order.id, amount: Number(order.total) }, { cookie: buyer })).status,
    ).toBe("paid");
  });
});

describe("a line that cannot be bought is named, never dropped", () => {
  it("the cart says why on the line, and the submit names the goods", async () => {
    dataOf(await mallCall(t, "cartUpdate", { goodsId: goods.id, quantity: goods.minOrder ?? 1 }, { cookie: buyer }));
    await t.db
      .update(goodsSkus)
      .set({ stock: 0 } as never)
      .where(eq(goodsSkus.id, sku.id));
    const line = dataOf(await mallCall(t, "cartList", {}, { cookie: buyer })).list[0].lines.find(
      (l: { goodsId: number }) => l.goodsId === goods.id,
    );
    expect(line.problem).toBe("已售罄");
    const res = await mallCall(t, "orderSave", { submitKey: newKey(), address: ADDRESS }, { cookie: buyer });
    expect([res.statusCode, res.json().msg]).toEqual([422, `「${goods.name}」已售罄`]);
    expect(dataOf(await mallCall(t, "cartCount", {}, { cookie: buyer })).cartCount).toBe(1);
  });
});
