import { eq, like } from "drizzle-orm";
import { resourceTables } from "../../src/server/db/schema";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { goodsSkus } from "../../src/server/mall/skus";
import { testApp, type TestApp } from "../helpers/server-app";
import { recordBatch } from "../helpers/goods-batch";
import { dataOf, mallCall, newKey } from "./mall-api";

const ADDRESS = { name: "李春华", phone: "13800000002", region: "河北省保定市定州市", detail: "东门仓库" };
const SKUS = [
  {
    spec: "40kg/袋",
    code: "SKU-T40",
    price: 100,
    stock: 500,
    tierQty1: 50,
    tierPrice1: 98,
    tierQty2: 200,
    tierPrice2: 95,
  },
  { spec: "20kg/袋", code: "SKU-T20", price: 53, stock: 300 },
];

describe("goods with several SKUs and quantity tiers", () => {
  let t: TestApp;
  let seller: string;
  let buyer: string;
  let id: number;
  const goods = { name: "测试育肥猪配合饲料", category: "饲料", unit: "袋", minOrder: 10, skus: SKUS };
  const skuStock = async () =>
    Object.fromEntries(
      (await t.db.select().from(goodsSkus).where(eq(goodsSkus.parentId, id))).map((s) => [s.spec, s.stock]),
    );

  beforeAll(async () => {
    t = await testApp();
    seller = await t.login("13800000001");
    buyer = await t.login("13800000005");
  });
  afterAll(() => t?.close());

  it("keeps the goods' lowest price, total stock and spec from its SKUs", async () => {
    const row = dataOf(await t.call("goods", "create", goods, { cookie: seller }));
    id = row.id;
    expect(row).toMatchObject({ price: 53, stock: 800, spec: "40kg/袋 等2种规格", status: "draft" });
    expect(row.skus.map((s: { spec: string }) => s.spec)).toEqual(["40kg/袋", "20kg/袋"]);
    await recordBatch(t, id, seller);
    dataOf(await t.call("goods", "onSale", { id }, { cookie: seller }));
  });

  it("refuses tiers that do not buy more for less, and a spec twice, on the cell", async () => {
    const bad = await t.call(
      "goods",
      "create",
      {
        ...goods,
        name: "坏阶梯",
        skus: [
          { spec: "40kg/袋", price: 100, stock: 1, tierQty1: 5, tierPrice1: 101, tierQty2: 300 },
          { spec: "40kg/袋", price: 90, stock: 1 },
        ],
      },
      { cookie: seller },
    );
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({
      "skus.0.tierQty1": "起批量须大于起订量10",
      "skus.0.tierPrice1": "阶梯单价须低于单价",
      "skus.0.tierPrice2": "请输入阶梯单价",
      "skus.1.spec": "规格「40kg/袋」重复",
    });
    expect(
      (await t.call("goods", "create", { ...goods, name: "无规格", skus: [] }, { cookie: seller })).json().errors,
    ).toEqual({ skus: "请添加规格与价格" });
  });

  it("shows the buyer every SKU with its tiers", async () => {
    const g = dataOf(await mallCall(t, "goodsDetail", { id }, { cookie: buyer }));
    expect(g.skus).toEqual([
      expect.objectContaining({
        spec: "40kg/袋",
        price: 100,
        stock: 500,
        tiers: [
          { from: 1, price: 100 },
          { from: 50, price: 98 },
          { from: 200, price: 95 },
        ],
      }),
      expect.objectContaining({ spec: "20kg/袋", price: 53, stock: 300, tiers: [{ from: 1, price: 53 }] }),
    ]);
  });

  it("asks which spec goes into the cart, and prices a cart line at the tier its quantity reaches", async () => {
    const none = await mallCall(t, "cartUpdate", { goodsId: id, quantity: 10 }, { cookie: buyer });
    expect(none.statusCode).toBe(422);
    expect(none.json().msg).toBe("请选择规格");
    const [big, small] = dataOf(await mallCall(t, "goodsDetail", { id }, { cookie: buyer })).skus;
    dataOf(await mallCall(t, "cartUpdate", { goodsId: id, skuId: big.id, quantity: 60 }, { cookie: buyer }));
    dataOf(await mallCall(t, "cartUpdate", { goodsId: id, skuId: small.id, quantity: 10 }, { cookie: buyer }));
    const lines = dataOf(await mallCall(t, "cartList", {}, { cookie: buyer })).list.flatMap(
      (g: { lines: unknown[] }) => g.lines,
    );
    expect(
      lines
        .filter((l: { goodsId: number }) => l.goodsId === id)
        .map((l: { spec: string; price: number; quantity: number }) => [l.spec, l.price, l.quantity]),
    ).toEqual([
      ["40kg/袋", 98, 60],
      ["20kg/袋", 53, 10],
    ]);
  });

  it("orders each SKU at its tier price and takes the stock off that SKU; a cancel gives it back", async () => {
    const order = dataOf(
      await mallCall(t, "orderSave", { submitKey: newKey(), address: ADDRESS }, { cookie: buyer }),
    ).list.find((o: { id: number }) => o.id);
    const detail = dataOf(await t.call("mallOrder", "get", { id: order.id }, { cookie: seller }));
    expect(
      detail.lines.map((l: { spec: string; price: number; quantity: number; amount: number }) => [
        l.spec,
        l.price,
        l.quantity,
        l.amount,
      ]),
    ).toEqual([
      ["40kg/袋", 98, 60, 5880],
      ["20kg/袋", 53, 10, 530],
    ]);
    expect(await skuStock()).toEqual({ "40kg/袋": 440, "20kg/袋": 290 });
    expect(dataOf(await t.call("goods", "get", { id }, { cookie: seller })).stock).toBe(730);
    expect(dataOf(await mallCall(t, "cartList", {}, { cookie: buyer })).total).toBe(0);
    dataOf(await mallCall(t, "orderCancel", { id: order.id }, { cookie: buyer }));
    expect(await skuStock()).toEqual({ "40kg/袋": 500, "20kg/袋": 300 });
    expect(dataOf(await t.call("goods", "get", { id }, { cookie: seller })).stock).toBe(800);
  });

  it("never sells a SKU more than it holds, though the goods holds more in all", async () => {
    const [, small] = dataOf(await mallCall(t, "goodsDetail", { id }, { cookie: buyer })).skus;
    const res = await mallCall(
      t,
      "orderSave",
      { submitKey: newKey(), address: ADDRESS, goodsId: id, skuId: small.id, quantity: 301 },
      { cookie: buyer },
    );
    expect(res.statusCode).toBe(422);
    expect(await skuStock()).toEqual({ "40kg/袋": 500, "20kg/袋": 300 });
  });

  it("sells goods with an order multiple only in whole multiples, and says so; stock stays untouched", async () => {
    const boxed = dataOf(
      await t.call(
        "goods",
        "create",
        {
          ...goods,
          name: "整箱兽药测试",
          minOrder: 6,
          orderMultiple: 4,
          manufacturer: "绿野饲料有限公司",
          skus: [{ spec: "10瓶/箱", price: 80, stock: 100 }],
        },
        { cookie: seller },
      ),
    );
    await recordBatch(t, boxed.id, seller);
    dataOf(await t.call("goods", "onSale", { id: boxed.id }, { cookie: seller }));
    const shown = dataOf(await mallCall(t, "goodsDetail", { id: boxed.id }, { cookie: buyer }));
    expect(shown).toMatchObject({ minOrder: 6, orderMultiple: 4, manufacturer: "绿野饲料有限公司" });
    const order = (quantity: number) =>
      mallCall(
        t,
        "orderSave",
        { submitKey: newKey(), address: ADDRESS, goodsId: boxed.id, skuId: shown.skus[0].id, quantity },
        { cookie: buyer },
      );
    for (const [quantity, problem] of [
      [4, "整箱兽药测试 起订量为6袋"],
      [6, "整箱兽药测试 须按4袋的整数倍订购"],
      [10, "整箱兽药测试 须按4袋的整数倍订购"],
    ] as const) {
      const res = await order(quantity);
      expect([res.statusCode, res.json().errors?.quantity]).toEqual([422, problem]);
    }
    expect(dataOf(await t.call("goods", "get", { id: boxed.id }, { cookie: seller })).stock).toBe(100);
    expect(dataOf(await order(8)).list).toHaveLength(1);
    expect(dataOf(await t.call("goods", "get", { id: boxed.id }, { cookie: seller })).stock).toBe(92);
  });

  it("opens a demo shop with goods in two bag sizes and tiers", async () => {
    const found = (
      await t.db.select().from(resourceTables.goods!).where(like(resourceTables.goods!.spec, "%等2种规格"))
    ).filter((g) => g.status === "on_sale");
    expect(found.length).toBeGreaterThan(0);
    const g = dataOf(await mallCall(t, "goodsDetail", { id: found[0]!.id }));
    expect(g.skus).toHaveLength(2);
    expect(g.skus[0].tiers.length).toBe(3);
  });
});
