import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testApp, type TestApp } from "../helpers/server-app";

let t: TestApp;
let operator: string;
let seller: string;
beforeAll(async () => {
  t = await testApp();
  operator = await t.login("admin");
  seller = await t.login("13800000001");
});
afterAll(() => t?.close());

const goods = (o: Record<string, unknown>) => ({
  name: `字典测试饲料${Math.random().toString(36).slice(2, 6)}`,
  category: "饲料",
  unit: "袋",
  skus: [{ spec: "40kg/袋", price: 100, stock: 50 }],
  ...o,
});
const units = async (systemId = 56) =>
  (
    (await t.call("dictItem", "audience:catalogue:list", { type: "unit", pageSize: 100 }, { systemId })).json().data
      .list as { name: string }[]
  ).map((u) => u.name);

describe("the operator's dictionaries (数据字典, 生产厂家库) are data every form picks from", () => {
  it("offers each portal's enabled units to anyone, a retired one left out", async () => {
    const offered = await units();
    expect(offered).toEqual(expect.arrayContaining(["吨", "袋", "千克"]));
    expect(offered).not.toContain("担");
  });

  it("refuses a goods' unit or maker the dictionaries do not offer, naming the value on its field", async () => {
    const res = await t.call("goods", "create", goods({ unit: "担", manufacturer: "无名小厂" }), { cookie: seller });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toMatchObject({
      unit: "单位“担”不在可选范围内，请重新选择",
      manufacturer: "生产厂家“无名小厂”不在可选范围内，请重新选择",
    });
  });

  it("takes a unit the operator adds at once, and keeps it on the goods after the unit is retired", async () => {
    const added = await t.call("dictItem", "create", { type: "unit", name: "罐", sort: 200 }, { cookie: operator });
    expect(added.statusCode, added.body).toBe(200);
    expect(await units()).toContain("罐");
    // another portal keeps its own dictionary
    expect(await units(62)).not.toContain("罐");
    const made = await t.call("goods", "create", goods({ unit: "罐", manufacturer: "潍坊华牧饲料有限公司" }), {
      cookie: seller,
    });
    expect(made.statusCode, made.body).toBe(200);
    expect((await t.call("dictItem", "disable", { id: added.json().data.id }, { cookie: operator })).statusCode).toBe(
      200,
    );
    expect(await units()).not.toContain("罐");
    const id = made.json().data.id;
    const edited = await t.call("goods", "update", { id, name: "字典测试饲料（改）", unit: "罐" }, { cookie: seller });
    expect(edited.statusCode, edited.body).toBe(200);
    const again = await t.call("goods", "create", goods({ unit: "罐" }), { cookie: seller });
    expect(again.json().errors?.unit).toBe("单位“罐”不在可选范围内，请重新选择");
  });

  it("checks tender lines' units cell by cell", async () => {
    const factoryId = (await t.call("factory", "list", {}, { cookie: seller })).json().data.list[0].id;
    const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString();
    const bid = {
      title: "字典单位测试招标",
      category: "饲料",
      deliveryRegions: ["370000"],
      deliveryDate: day(20).slice(0, 10),
      deadline: day(10),
      factoryId,
      contact: "王建国",
      phone: "13800000001",
      lines: [
        { goodsName: "玉米", spec: "二等", quantity: 10, unit: "吨", budgetPrice: 2800 },
        { goodsName: "豆粕", spec: "43%", quantity: 5, unit: "担", budgetPrice: 4000 },
      ],
    };
    const res = await t.call("bid", "create", bid, { cookie: seller });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errors["lines.1.unit"]).toBe("单位“担”不在可选范围内，请重新选择");
    expect(res.json().errors["lines.0.unit"]).toBeUndefined();
  });

  it("refuses a second entry of one name in a type", async () => {
    const res = await t.call("dictItem", "create", { type: "unit", name: "吨" }, { cookie: operator });
    expect([res.statusCode, res.json().errors?.name]).toEqual([422, "该字典类型下已有同名项"]);
    const maker = await t.call("manufacturer", "create", { name: "潍坊华牧饲料有限公司" }, { cookie: operator });
    expect([maker.statusCode, maker.json().errors?.name]).toEqual([422, "厂家库中已有该厂家"]);
  });

  it("is the operator's alone to keep: an enterprise's administrator can neither read nor change it", async () => {
    for (const [resource, action, payload] of [
      ["dictItem", "list", {}],
      ["dictItem", "create", { type: "unit", name: "斤" }],
      ["manufacturer", "list", {}],
      ["manufacturer", "create", { name: "绿野自营厂" }],
    ] as const) {
      const res = await t.call(resource, action, payload, { cookie: seller });
      expect([resource, action, res.statusCode, res.json().msg]).toEqual([
        resource,
        action,
        403,
        "仅平台运营人员可以维护",
      ]);
    }
  });
});
