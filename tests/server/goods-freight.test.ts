import { readFileSync } from "node:fs";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { goodsFreight } from "../../src/core/freight";
import { resourceTables } from "../../src/server/db/schema";
import { testApp, type TestApp } from "../helpers/server-app";
import { dataOf, mallCall, newKey } from "./mall-api";

const root = join(import.meta.dirname, "../..");
const ADDRESS = { name: "李春华", phone: "13800000002", region: "河北省保定市定州市", detail: "东门仓库" };
const goods = resourceTables.goods!;
const base = { category: "养殖设备", unit: "件", skus: [{ spec: "1.2m", price: 100, stock: 500 }] };

describe("运费规则 (goods freight rule)", () => {
  it("migration 0024 turns 运费(元/单) into a rule: an amount is 固定运费, none or 0 is 包邮 without an amount", async () => {
    const db = new PGlite();
    await db.exec(`CREATE TABLE "goods" ("id" serial PRIMARY KEY, "freight" numeric(14, 2));
      INSERT INTO "goods" ("freight") VALUES (30), (0), (NULL), (0.5);`);
    await db.exec(readFileSync(join(root, "src/server/db/migrations/0024_goods_freight_rule.sql"), "utf8"));
    const rows = (
      await db.query<{ freight_mode: string; freight: string | null; freight_first: string | null }>(
        `SELECT * FROM "goods" ORDER BY "id"`,
      )
    ).rows;
    expect(rows.map((r) => [r.freight_mode, r.freight === null ? null : Number(r.freight), r.freight_first])).toEqual([
      ["fixed", 30, null],
      ["free", null, null],
      ["free", null, null],
      ["fixed", 0.5, null],
    ]);
    await db.close();
  });

  describe("on the platform", () => {
    let t: TestApp;
    let seller: string;
    let buyer: string;
    const create = (body: Record<string, unknown>) =>
      t.call("goods", "create", { ...base, ...body }, { cookie: seller });
    const onSale = async (body: Record<string, unknown>) => {
      const g = dataOf(await create(body));
      dataOf(await t.call("goods", "onSale", { id: g.id }, { cookie: seller }));
      return g as { id: number; skus: { id: number }[] };
    };
    const order = async (body: Record<string, unknown>) =>
      dataOf(await mallCall(t, "orderSave", { submitKey: newKey(), address: ADDRESS, ...body }, { cookie: buyer }))
        .list as { freight: number; goodsAmount: number; total: number }[];

    beforeAll(async () => {
      t = await testApp();
      seller = await t.login("13800000001");
      buyer = await t.login("13800000002");
    });
    afterAll(() => t?.close());

    it("publishes a goods 包邮 unless the seller picks another mode", async () => {
      const g = dataOf(await create({ name: "运费默认料槽" }));
      expect(g).toMatchObject({ freightMode: "free", freight: null, freightFirst: null });
    });

    it.each([
      ["fixed", { freight: "请输入运费(元)" }],
      ["threshold", { freight: "请输入运费(元)", freightFreeFrom: "请输入包邮门槛(元)" }],
      [
        "piece",
        {
          freightFirstQty: "请输入首件数量",
          freightFirst: "请输入首费(元)",
          freightNextQty: "请输入续件数量",
          freightNext: "请输入续费(元)",
        },
      ],
    ])("asks %s for the amounts of its mode (422 on those fields)", async (freightMode, errors) => {
      const res = await create({ name: "运费校验料槽", freightMode });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual(errors);
    });

    it("refuses an amount of nothing and a batch of no units", async () => {
      const res = await create({
        name: "运费校验料槽",
        freightMode: "piece",
        freightFirstQty: 0,
        freightFirst: 0,
        freightNextQty: 1,
        freightNext: 5,
      });
      expect(res.statusCode).toBe(422);
      expect(Object.keys(res.json().errors).sort()).toEqual(["freightFirst", "freightFirstQty"]);
    });

    it("keeps only the amounts of the chosen mode, and clears them when the mode changes", async () => {
      const g = dataOf(
        await create({
          name: "运费切换料槽",
          freightMode: "fixed",
          freight: 30,
          freightFreeFrom: 500,
          freightFirst: 12,
        }),
      );
      expect(g).toMatchObject({ freightMode: "fixed", freight: 30, freightFreeFrom: null, freightFirst: null });
      const piece = dataOf(
        await t.call(
          "goods",
          "update",
          { id: g.id, freightMode: "piece", freightFirstQty: 2, freightFirst: 20, freightNextQty: 2, freightNext: 8 },
          { cookie: seller },
        ),
      );
      expect(piece).toMatchObject({
        freightMode: "piece",
        freight: null,
        freightFirstQty: 2,
        freightFirst: 20,
        freightNextQty: 2,
        freightNext: 8,
      });
      const free = dataOf(await t.call("goods", "update", { id: g.id, freightMode: "free" }, { cookie: seller }));
      expect(free).toMatchObject({
        freightMode: "free",
        freight: null,
        freightFirstQty: null,
        freightFirst: null,
        freightNextQty: null,
        freightNext: null,
      });
    });

    it("seeds the demo goods in every mode, tanker feed by the 5-ton load", async () => {
      const rows = await t.db.select().from(goods).where(eq(goods.systemId, 56));
      expect(new Set(rows.map((g) => g.freightMode))).toEqual(new Set(["free", "fixed", "piece", "threshold"]));
      const tanker = rows.find((g) => String(g.name).includes("散装育肥猪料"))!;
      expect(tanker).toMatchObject({ unit: "吨", freightMode: "piece", freightFirstQty: 5, freightNextQty: 5 });
      for (const g of rows.filter((r) => r.category === "疫苗"))
        expect(g.freightMode, g.name as string).toBe("threshold");
    });

    it("answers the freight amount call by the rule for the quantity", async () => {
      const [tanker] = await t.db
        .select()
        .from(goods)
        .where(
          and(
            eq(goods.systemId, 56),
            eq(goods.status, "on_sale"),
            eq(goods.freightMode, "piece"),
            eq(goods.unit, "吨"),
          ),
        );
      const at = async (quantity: number) => dataOf(await mallCall(t, "freight", { goodsId: tanker!.id, quantity }));
      const [five, six, fifteen] = [await at(5), await at(6), await at(15)];
      const first = Number(tanker!.freightFirst);
      const next = Number(tanker!.freightNext);
      expect([five.freight, six.freight, fifteen.freight]).toEqual([first, first + next, first + 2 * next]);
      expect(five).toMatchObject({
        freightMode: "piece",
        rule: `首5吨¥${first.toFixed(2)}，每增加5吨加¥${next.toFixed(2)}`,
      });
      expect(five.amount).toBeGreaterThan(0);
      const bad = await mallCall(t, "freight", { goodsId: tanker!.id, quantity: 0 });
      expect(bad.statusCode).toBe(422);
      expect(bad.json().errors).toHaveProperty("quantity");
    });

    it("charges an order each goods by its rule, the SKUs of one goods pooled, summed over the goods", async () => {
      // ¥30 unless the goods reaches ¥500; two SKUs of ¥100 and ¥150
      const cold = await onSale({
        name: "运费满额料槽",
        freightMode: "threshold",
        freight: 30,
        freightFreeFrom: 500,
        skus: [
          { spec: "1.2m", price: 100, stock: 50 },
          { spec: "1.5m", price: 150, stock: 50 },
        ],
      });
      // the first 2 units ¥20, each 3 more ¥8
      const boxed = await onSale({
        name: "运费按件料槽",
        freightMode: "piece",
        freightFirstQty: 2,
        freightFirst: 20,
        freightNextQty: 3,
        freightNext: 8,
      });
      const fixed = await onSale({ name: "运费固定料槽", freightMode: "fixed", freight: 45 });
      const free = await onSale({ name: "运费包邮料槽" });

      expect((await order({ goodsId: boxed.id, quantity: 6 }))[0]!.freight).toBe(36);
      expect((await order({ goodsId: fixed.id, quantity: 9 }))[0]!.freight).toBe(45);
      expect((await order({ goodsId: free.id, quantity: 9 }))[0]!.freight).toBe(0);
      expect((await order({ goodsId: cold.id, skuId: cold.skus[0]!.id, quantity: 4 }))[0]!.freight).toBe(30);
      // the threshold met exactly is free
      expect((await order({ goodsId: cold.id, skuId: cold.skus[0]!.id, quantity: 5 }))[0]!.freight).toBe(0);

      // from the cart: ¥200 + ¥300 of the 满额 goods reach ¥500 together; the 按件 goods' 3 units cost 20 + 8; fixed 45
      for (const [id, q, sku] of [
        [cold.id, 2, cold.skus[0]!.id],
        [cold.id, 2, cold.skus[1]!.id],
        [boxed.id, 3],
        [fixed.id, 1],
      ] as [number, number, number?][]) {
        dataOf(
          await mallCall(
            t,
            "cartUpdate",
            { goodsId: id, quantity: q, ...(sku ? { skuId: sku } : {}) },
            { cookie: buyer },
          ),
        );
      }
      const [o] = await order({});
      expect(o!.goodsAmount).toBe(200 + 300 + 300 + 100);
      expect(o!.freight).toBe(0 + 28 + 45);
      expect(o!.total).toBe(o!.goodsAmount + o!.freight);
    });

    it("charges what the freight call quoted for the same goods and quantity", async () => {
      const [tanker] = await t.db
        .select()
        .from(goods)
        .where(
          and(
            eq(goods.systemId, 56),
            eq(goods.status, "on_sale"),
            eq(goods.freightMode, "piece"),
            eq(goods.unit, "吨"),
          ),
        );
      const quoted = dataOf(await mallCall(t, "freight", { goodsId: tanker!.id, quantity: 10 }, { cookie: buyer }));
      const [o] = await order({ goodsId: tanker!.id, quantity: 10 });
      expect(o!.freight).toBe(quoted.freight);
      expect(o!.freight).toBe(goodsFreight(tanker as never, { quantity: 10, amount: o!.goodsAmount }));
    });
  });
});
