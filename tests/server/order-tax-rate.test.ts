import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GOODS_CATEGORIES } from "../../resources/options";
import { enterprises, orderLines, resourceTables, users } from "../../src/server/db/schema";
import { agreedOrder } from "../../src/server/mall/agreed-order";
import { categoryTaxRates } from "../../src/server/mall/tax-rates";
import { testApp, type TestApp } from "../helpers/server-app";
import { dataOf, mallCall, newKey } from "./mall-api";

const ADDRESS = { name: "李春华", phone: "13800000002", region: "河北省保定市定州市", detail: "东门仓库" };
type Goods = { id: number; minOrder: number; shopName: string };

describe("an order line keeps its category's VAT rate as it was when the order was placed", () => {
  let t: TestApp;
  let operator: string;
  let buyer: string;
  let seller: string;
  let goods: Goods;
  let category: string;
  let rateRow: { id: number; taxRate: number };

  const linesOf = async (orderId: number) =>
    (await t.call("mallOrder", "get", { id: orderId }, { cookie: seller })).json().data.lines as { taxRate: number }[];
  const place = async () =>
    dataOf(
      await mallCall(
        t,
        "orderSave",
        { submitKey: newKey(), address: ADDRESS, goodsId: goods.id, quantity: goods.minOrder },
        { cookie: buyer },
      ),
    ).list[0].id as number;
  const setRate = (taxRate: number) =>
    t.call("goodsCategory", "update", { id: rateRow.id, taxRate }, { cookie: operator });

  beforeAll(async () => {
    t = await testApp();
    operator = await t.login("admin");
    buyer = await t.login("13800000002");
    seller = await t.login("13800000001");
    const list = dataOf(await mallCall(t, "goodsSearch", { search: "绿野", pageSize: 20 })).list as Goods[];
    goods = list.find((g) => g.shopName.includes("绿野"))!;
    const [row] = await t.db.select().from(resourceTables.goods!).where(eq(resourceTables.goods!.id, goods.id));
    category = row!.category as string;
    const rates = (await t.call("goodsCategory", "list", { pageSize: 50 }, { cookie: operator })).json().data.list;
    rateRow = rates.find((x: { category: string }) => x.category === category);
  });
  afterAll(() => t?.close());

  it("takes the rate the operator set for the goods' category", async () => {
    expect(rateRow.taxRate).toBe((await categoryTaxRates(t.db, 56))(category));
    expect((await linesOf(await place())).map((l) => l.taxRate)).toEqual([rateRow.taxRate]);
  });

  it("keeps a placed order's rate when the operator changes the category's, and new orders take the new one", async () => {
    const before = await place();
    const next = rateRow.taxRate === 1300 ? 600 : 1300;
    expect((await setRate(next)).statusCode).toBe(200);
    expect((await linesOf(before)).map((l) => l.taxRate)).toEqual([rateRow.taxRate]);
    expect((await linesOf(await place())).map((l) => l.taxRate)).toEqual([next]);
    expect((await setRate(rateRow.taxRate)).statusCode).toBe(200);
  });

  it("keeps the rate on an order two parties agreed (a won auction, an accepted 竞价 offer)", async () => {
    const [lvye] = await t.db.select().from(enterprises).where(eq(enterprises.name, "绿野饲料有限公司"));
    const [fengshou] = await t.db.select().from(enterprises).where(eq(enterprises.name, "丰收牧业合作社"));
    const [person] = await t.db.select().from(users).where(eq(users.phone, "13800000002"));
    const order = await t.db.transaction((tx) =>
      agreedOrder(tx, {
        systemId: 56,
        sellerEnterpriseId: lvye!.id,
        lines: [{ goodsId: goods.id, quantity: goods.minOrder, price: 10 }],
        buyer: { userId: person!.id, enterpriseId: fengshou!.id, name: fengshou!.name },
        receiver: { name: ADDRESS.name, phone: ADDRESS.phone, region: ADDRESS.region, address: ADDRESS.detail },
        remark: "",
        submitKey: newKey(),
        by: { userId: person!.id, enterpriseId: fengshou!.id, note: "测试成交" },
        refuse: { noShop: "无店铺", noStock: "库存不足" },
      }),
    );
    const lines = await t.db
      .select()
      .from(orderLines)
      .where(and(eq(orderLines.parentId, order.id)));
    expect(lines.map((l) => l.taxRate)).toEqual([rateRow.taxRate]);
  });

  it("lists every category for the operator to set, each at 9% until set", async () => {
    const list = (await t.call("goodsCategory", "list", { pageSize: 50 }, { cookie: operator })).json().data.list;
    expect(list.map((x: { category: string }) => x.category)).toEqual(GOODS_CATEGORIES.map((c) => c.value));
    expect(list.find((x: { category: string }) => x.category === "养殖设备").taxRate).toBe(900);
    // a category with no row yet (one added to the code before its migration) is at 9% too
    expect((await categoryTaxRates(t.db, 56))("水产苗种")).toBe(900);
  });

  it("accepts only the VAT rates, and never moves a rate to another category", async () => {
    const odd = await setRate(1000);
    expect([odd.statusCode, Object.keys(odd.json().errors)]).toEqual([422, ["taxRate"]]);
    const moved = await t.call(
      "goodsCategory",
      "update",
      { id: rateRow.id, category: GOODS_CATEGORIES.find((c) => c.value !== category)!.value },
      { cookie: operator },
    );
    expect([moved.statusCode, moved.json().errors]).toEqual([422, { category: "商品类目创建后不能修改" }]);
    expect((await setRate(rateRow.taxRate)).json().data.category).toBe(category);
  });

  it("is the operator's to set: a seller cannot change a rate", async () => {
    expect(
      (await t.call("goodsCategory", "update", { id: rateRow.id, taxRate: 0 }, { cookie: seller })).statusCode,
    ).toBe(403);
  });
});
