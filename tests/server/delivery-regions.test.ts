import { readFileSync } from "node:fs";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testApp, type TestApp } from "../helpers/server-app";
import { recordBatch } from "../helpers/goods-batch";
import { dataOf, mallCall, newKey } from "./mall-api";

const root = join(import.meta.dirname, "../..");
const goods = { category: "饲料", unit: "袋", skus: [{ spec: "40kg/袋", price: 100, stock: 500 }] };
const address = (region: string) => ({ name: "李春华", phone: "13800000002", region, detail: "东门仓库" });

describe("regions of China and the goods' delivery range (配送区域)", () => {
  it("migration 0025 turns the old province text into province codes; a text naming none is 全国", async () => {
    const db = new PGlite();
    await db.exec(`CREATE TABLE "goods" ("id" serial PRIMARY KEY, "delivery_regions" varchar(255));
      INSERT INTO "goods" ("delivery_regions") VALUES ('河南,山东'), ('内蒙古自治区、河北省 宁夏'), (''), (NULL), ('郑州'), ('山西，陕西');`);
    await db.exec(readFileSync(join(root, "src/server/db/migrations/0025_goods_delivery_regions.sql"), "utf8"));
    const rows = (
      await db.query<{ delivery_regions: string[] | null }>(`SELECT "delivery_regions" FROM "goods" ORDER BY "id"`)
    ).rows.map((r) => r.delivery_regions);
    expect(rows).toEqual([
      ["370000", "410000"],
      ["130000", "150000", "640000"],
      null,
      null,
      null,
      ["140000", "610000"],
    ]);
    await db.close();
  });

  describe("on the platform", () => {
    let t: TestApp;
    let seller: string;
    let buyer: string;
    /** A goods of 绿野's shop on sale with this range. */
    const onSale = async (name: string, deliveryRegions: string[]) => {
      const row = dataOf(await t.call("goods", "create", { ...goods, name, deliveryRegions }, { cookie: seller }));
      await recordBatch(t, row.id, seller);
      dataOf(await t.call("goods", "onSale", { id: row.id }, { cookie: seller }));
      return row as { id: number; deliveryRegions: string[] | null; refLabels?: Record<string, string> };
    };
    const order = (goodsId: number, region: string) =>
      mallCall(
        t,
        "orderSave",
        { submitKey: newKey(), address: address(region), goodsId, quantity: 1 },
        { cookie: buyer },
      );

    beforeAll(async () => {
      t = await testApp();
      seller = await t.login("13800000001");
      buyer = await t.login("13800000002");
    });
    afterAll(() => t?.close());

    it("answers anyone the provinces, then each level below a code, marking what has nothing below", async () => {
      for (const systemId of [56, 63]) {
        const provinces = dataOf(await mallCall(t, "childAreas", {}, { systemId }));
        expect(provinces).toHaveLength(34);
        expect(provinces[0]).toEqual({ code: "110000", name: "北京市", leaf: false });
      }
      const henan = dataOf(await mallCall(t, "childAreas", { parentCode: "410000" }));
      expect(henan).toContainEqual({ code: "410100", name: "郑州市", leaf: false });
      expect(henan).toContainEqual({ code: "419000", name: "省直辖县级行政区划", leaf: false });
      const zhengzhou = dataOf(await mallCall(t, "childAreas", { parentCode: "410100" }));
      expect(zhengzhou).toContainEqual({ code: "410102", name: "中原区", leaf: true });
      expect(zhengzhou.every((a: { leaf: boolean }) => a.leaf)).toBe(true);
      // a municipality's districts hang off it directly; 东莞 has no districts
      expect(dataOf(await mallCall(t, "childAreas", { parentCode: "110000" }))).toContainEqual({
        code: "110105",
        name: "朝阳区",
        leaf: true,
      });
      expect(dataOf(await mallCall(t, "childAreas", { parentCode: "441900" }))).toEqual([]);
    });

    it.each([
      ["999999", "地区不存在"],
      ["abc", "地区编码不正确"],
    ])("refuses the parent code %s with 422", async (parentCode, message) => {
      const res = await mallCall(t, "childAreas", { parentCode });
      expect([res.statusCode, res.json().errors]).toEqual([422, { parentCode: message }]);
    });

    it.each([
      [["999999"], "配送区域中的地区编码“999999”不存在"],
      [["410102"], "配送区域只能选择省份或城市，“河南省郑州市中原区”过细"],
      [["河南"], "配送区域中的地区编码“河南”不存在"],
    ])("refuses the range %j with 422 naming the field", async (deliveryRegions, message) => {
      const res = await t.call(
        "goods",
        "create",
        { ...goods, name: "范围有误的饲料", deliveryRegions },
        { cookie: seller },
      );
      expect([res.statusCode, res.json().errors]).toEqual([422, { deliveryRegions: message }]);
    });

    it("keeps a range once, a city inside a picked province dropped, and names it; none is 全国", async () => {
      const row = dataOf(
        await t.call(
          "goods",
          "create",
          { ...goods, name: "鲁豫饲料", deliveryRegions: ["410100", "370000", "410000", "370000"] },
          { cookie: seller },
        ),
      );
      expect(row.deliveryRegions).toEqual(["370000", "410000"]);
      expect(row.refLabels.deliveryRegions).toBe("山东省、河南省");
      const open = dataOf(
        await t.call("goods", "create", { ...goods, name: "全国饲料", deliveryRegions: [] }, { cookie: seller }),
      );
      expect(open.deliveryRegions).toBeNull();
      const listed = dataOf(
        await t.call("goods", "list", { deliveryRegions: "370000", pageSize: 100 }, { cookie: seller }),
      ).list.map((g: { id: number }) => g.id);
      expect(listed).toContain(row.id);
      expect(listed).not.toContain(open.id);
    });

    it("shows buyers the range by name and answers whether a place is inside it", async () => {
      const g = await onSale("郑州专送饲料", ["370000", "410100"]);
      expect(dataOf(await mallCall(t, "goodsDetail", { id: g.id })).deliveryRange).toBe("山东省、河南省郑州市");
      expect(dataOf(await mallCall(t, "deliveryCheck", { goodsId: g.id, region: "河南省郑州市金水区" }))).toEqual({
        deliverable: true,
        regions: "山东省、河南省郑州市",
      });
      expect(dataOf(await mallCall(t, "deliveryCheck", { goodsId: g.id, region: "山东潍坊" })).deliverable).toBe(true);
      expect(dataOf(await mallCall(t, "deliveryCheck", { goodsId: g.id, region: "河南省洛阳市" })).deliverable).toBe(
        false,
      );
      const everywhere = await onSale("全国配送饲料", []);
      expect(dataOf(await mallCall(t, "goodsDetail", { id: everywhere.id })).deliveryRange).toBe("全国");
    });

    it("refuses an order to an address outside a goods' range, naming the goods and the place", async () => {
      const cities = await onSale("郑州临沂专送饲料", ["370000", "410100"]);
      const provinces = await onSale("鲁豫专送饲料", ["370000", "410000"]);
      const far = await order(cities.id, "河北省保定市定州市");
      expect([far.statusCode, far.json().errors]).toEqual([
        422,
        { addressId: "「郑州临沂专送饲料」不配送至河北省保定市" },
      ]);
      const luoyang = await order(cities.id, "河南省洛阳市西工区");
      expect(luoyang.json().msg).toBe("「郑州临沂专送饲料」不配送至河南省洛阳市");
      expect((await order(provinces.id, "河北省保定市定州市")).json().errors).toEqual({
        addressId: "「鲁豫专送饲料」不配送至河北省",
      });
      for (const [id, region] of [
        [cities.id, "河南省郑州市中原区"],
        [cities.id, "山东省潍坊市奎文区"],
        [provinces.id, "河南省洛阳市西工区"],
      ] as const) {
        expect((await order(id, region)).statusCode, `${id} to ${region}`).toBe(200);
      }
    });
  });
});
