import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { placeName, placeProblem } from "../../src/server/regions/china-regions";
import { testApp, type TestApp } from "../helpers/server-app";

let t: TestApp;
let lvye: string;
beforeAll(async () => {
  t = await testApp();
  lvye = await t.login("13800000001");
});
afterAll(() => t?.close());

const factory = (region: unknown) => ({
  name: `地区测试厂${Math.random().toString(36).slice(2, 6)}`,
  region,
  address: "工业路1号",
  contact: "陈志强",
  phone: "13905361234",
});

describe("a place field (收货地点's 所在地区) holds one place of China's region data", () => {
  it("stores a picked place as the region data writes it, and an address's short words the same way", async () => {
    for (const [sent, stored] of [
      ["山东省潍坊市寒亭区", "山东省潍坊市寒亭区"],
      ["山东潍坊寒亭", "山东省潍坊市寒亭区"],
      ["河南省济源市", "河南省济源市"],
      ["北京市朝阳区", "北京市朝阳区"],
    ]) {
      const res = await t.call("factory", "create", factory(sent), { cookie: lvye });
      expect(res.statusCode, res.body).toBe(200);
      const row = (await t.call("factory", "get", { id: res.json().data.id }, { cookie: lvye })).json().data;
      expect(row.region).toBe(stored);
    }
  });

  it.each([
    ["火星市", "所在地区“火星市”不是省、市、区县名称，请从列表中选择"],
    ["山东省潍坊市寒亭区开元街道", "所在地区“山东省潍坊市寒亭区开元街道”不是省、市、区县名称，请从列表中选择"],
    ["山东省潍坊市", "所在地区请选择到区县"],
    ["", "请选择所在地区"],
  ])("refuses %j with 422 on the field", async (region, message) => {
    const res = await t.call("factory", "create", factory(region), { cookie: lvye });
    expect([res.statusCode, res.json().errors?.region]).toEqual([422, message]);
  });

  it("filters the list by any part of the place", async () => {
    const list = (await t.call("factory", "list", { region: "潍坊市" }, { cookie: lvye })).json().data.list as {
      region: string;
    }[];
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((r) => r.region.includes("潍坊市"))).toBe(true);
  });
});

describe("how deep a place must go", () => {
  it("a shop's 所在地区 stops at the city; a place with no districts (东莞市) is deep enough anywhere", () => {
    expect(placeProblem("所在地区", "山东省潍坊市", "city")).toBeUndefined();
    expect(placeProblem("所在地区", "山东省", "city")).toBe("所在地区请选择到城市");
    expect(placeProblem("所在地区", "广东省东莞市")).toBeUndefined();
    expect(placeName("内蒙古巴彦淖尔")).toBe("内蒙古自治区巴彦淖尔市");
  });
});
