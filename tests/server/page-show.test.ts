import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resources } from "../../resources";
import { hideableColumns } from "../../src/core/page-show";
import { testApp, type TestApp } from "../helpers/server-app";
import { dataOf, mallCall } from "./mall-api";

/** 列设置 (spec "page show info and change"): the columns a user hides on a generated list stay hidden for that user only. */
let t: TestApp;
let admin: string;
let employee: string;
beforeAll(async () => {
  t = await testApp();
  admin = await t.login("13800000001");
  employee = await t.login("13800000004");
});
afterAll(() => t?.close());

const lists = resources.filter((r) => r.endpoints.list && hideableColumns(r).length > 1);
const info = async (cookie: string, page: string, systemId = 56) =>
  dataOf(await mallCall(t, "pageShowInfo", { page }, { cookie, systemId }));

describe("列设置", () => {
  it("shows every column of a list until the user hides some", async () => {
    expect(lists.length).toBeGreaterThan(5);
    for (const r of lists) expect(await info(admin, r.name), r.name).toEqual({ page: r.name, hidden: [] });
  });

  it.each(lists.map((r) => [r.name, r] as const))(
    "keeps the columns hidden on %s for this user, on every portal, and for no one else",
    async (name, r) => {
      const [first, second] = hideableColumns(r);
      const hidden = [second!.key, first!.key, second!.key];
      expect(dataOf(await mallCall(t, "pageShowChange", { page: name, hidden }, { cookie: admin }))).toEqual({
        page: name,
        hidden: [second!.key, first!.key],
      });
      expect((await info(admin, name)).hidden).toEqual([second!.key, first!.key]);
      expect((await info(admin, name, 62)).hidden).toEqual([second!.key, first!.key]);
      expect((await info(employee, name)).hidden).toEqual([]);
      // showing them all again is a change like any other
      dataOf(await mallCall(t, "pageShowChange", { page: name, hidden: [] }, { cookie: admin }));
      expect((await info(admin, name)).hidden).toEqual([]);
    },
  );

  it("refuses to hide a list's title column, a column it does not have, or a list there is not, on the field", async () => {
    const goods = resources.find((r) => r.name === "goods")!;
    const title = await mallCall(t, "pageShowChange", { page: "goods", hidden: [goods.titleField] }, { cookie: admin });
    expect([title.statusCode, title.json().errors]).toEqual([
      422,
      { hidden: `列表中没有可隐藏的“${goods.titleField}”列` },
    ]);
    const stray = await mallCall(t, "pageShowChange", { page: "goods", hidden: ["password"] }, { cookie: admin });
    expect([stray.statusCode, stray.json().errors]).toEqual([422, { hidden: "列表中没有可隐藏的“password”列" }]);
    const nowhere = await mallCall(t, "pageShowInfo", { page: "nothing" }, { cookie: admin });
    expect([nowhere.statusCode, nowhere.json().errors]).toEqual([422, { page: "没有这个列表" }]);
    const none = await mallCall(t, "pageShowChange", { hidden: [] }, { cookie: admin });
    expect([none.statusCode, none.json().errors]).toEqual([422, { page: "请指定列表" }]);
    const shape = await mallCall(t, "pageShowChange", { page: "goods", hidden: "price" }, { cookie: admin });
    expect([shape.statusCode, shape.json().errors]).toEqual([422, { hidden: "隐藏的列须为列名列表" }]);
    // a refused change leaves the saved choice as it was
    expect((await info(admin, "goods")).hidden).toEqual([]);
  });

  it("asks a visitor to log in", async () => {
    expect((await mallCall(t, "pageShowInfo", { page: "goods" })).statusCode).toBe(401);
    expect((await mallCall(t, "pageShowChange", { page: "goods", hidden: [] })).statusCode).toBe(401);
  });
});
