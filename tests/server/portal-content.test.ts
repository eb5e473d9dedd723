import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mallContents } from "../../src/server/db/schema";
import { testApp, type TestApp } from "../helpers/server-app";
import { dataOf, mallCall } from "./mall-api";

/** The spec's portal calls portal.item.name.get and portal.news.content.get (spec §7 "Portal calls"). */
let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t?.close());

describe("portal.item.name.get", () => {
  it("names a category and the path down to it, by axis or by id", async () => {
    const tree = dataOf(await mallCall(t, "categoryList"));
    const feed = tree.find((c: { name: string }) => c.name === "饲料");
    const pig = feed.next.find((c: { name: string }) => c.name === "猪饲料");
    const piglet = pig.next.find((c: { name: string }) => c.name === "仔猪料");
    const byAxis = dataOf(await mallCall(t, "itemName", { axis: piglet.axis }));
    expect(byAxis).toMatchObject({ id: piglet.id, name: "仔猪料", level: 3 });
    expect(byAxis.path.map((p: { name: string }) => p.name)).toEqual(["饲料", "猪饲料", "仔猪料"]);
    expect(dataOf(await mallCall(t, "itemName", { id: pig.id })).path.map((p: { axis: string }) => p.axis)).toEqual([
      feed.axis,
      pig.axis,
    ]);
  });

  it("finds no category of another portal, and asks for one when given neither id nor axis", async () => {
    const feed = dataOf(await mallCall(t, "categoryList"))[0];
    expect((await mallCall(t, "itemName", { id: feed.id }, { systemId: 62 })).statusCode).toBe(404);
    const none = await mallCall(t, "itemName", {});
    expect([none.statusCode, none.json().errors]).toEqual([422, { id: "请选择类目" }]);
    const bad = await mallCall(t, "itemName", { axis: "1-x" });
    expect([bad.statusCode, bad.json().errors]).toEqual([422, { axis: "类目路径格式应为 1-5-12" }]);
  });
});

describe("news.column.list", () => {
  it("lists the portal's columns in the order they were first filled, so a column keeps its id", async () => {
    const rows = await t.db
      .select({ id: mallContents.id, column: mallContents.column })
      .from(mallContents)
      .where(and(eq(mallContents.systemId, 56), eq(mallContents.kind, "news")))
      .orderBy(asc(mallContents.id));
    const firstFilled = [...new Set(rows.map((r) => r.column))];
    expect(firstFilled.length).toBeGreaterThan(1);
    expect(dataOf(await mallCall(t, "newsColumns"))).toEqual(firstFilled.map((name, i) => ({ id: i + 1, name })));
  });
});

describe("portal.news.content.get", () => {
  it("answers an article with the newer (上一篇) and older (下一篇) one of its column, none past the ends", async () => {
    const column = dataOf(await mallCall(t, "newsColumns"))
      .map((c: { name: string }) => c.name)
      .find(Boolean);
    const list = dataOf(await mallCall(t, "newsList", { column, pageSize: 50 })).list as {
      id: number;
      title: string;
    }[];
    expect(list.length).toBeGreaterThanOrEqual(3);
    // the list is newest first: its second article sits between the first and the third
    const middle = dataOf(await mallCall(t, "portalNewsContent", { id: list[1]!.id }));
    expect(middle).toMatchObject({
      id: list[1]!.id,
      column,
      prev: { id: list[0]!.id, title: list[0]!.title },
      next: { id: list[2]!.id },
    });
    expect(middle.body).toEqual(expect.any(String));
    expect(dataOf(await mallCall(t, "portalNewsContent", { id: list[0]!.id })).prev).toBeNull();
    expect(dataOf(await mallCall(t, "portalNewsContent", { id: list.at(-1)!.id })).next).toBeNull();
  });

  it("finds no article of another portal", async () => {
    const first = dataOf(await mallCall(t, "newsList", { pageSize: 1 })).list[0];
    expect((await mallCall(t, "portalNewsContent", { id: first.id }, { systemId: 63 })).statusCode).toBe(404);
  });
});
