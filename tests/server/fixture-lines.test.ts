// @module-tag database
// the fixture's tables are made from drizzle-kit's DDL on the test's database: both databases must take it and serve the engine on it
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fixture } from "../helpers/fixture-resources";
import { testApp, type TestApp } from "../helpers/server-app";

/**
 * `lines` on a resource of the engine's own fixture (an enquiry's goods lines), not the platform's: the engine
 * saves them with their row, in the order sent, and checks them like fields.
 */
let t: TestApp;
let cookie: string;

beforeAll(async () => {
  t = await testApp({ parts: fixture });
  cookie = await t.login("13800000001");
});
afterAll(() => t?.close());

const closeAt = () => new Date(Date.now() + 86_400_000).toISOString();

describe("lines of a fixture resource", () => {
  it("come back in the order sent, each with its own id, and are replaced by an edit", async () => {
    const lines = [
      { goods: "玉米", quantity: 30 },
      { goods: "豆粕", quantity: 5 },
    ];
    const created = await t.call("fxEnquiry", "create", { title: "三月原料", closeAt: closeAt(), lines }, { cookie });
    expect(created.statusCode, created.body).toBe(200);
    const row = created.json().data;
    expect(row.lines).toEqual(lines.map((l) => ({ id: expect.any(Number), ...l })));

    const edited = await t.call(
      "fxEnquiry",
      "update",
      { id: row.id, lines: [{ goods: "麸皮", quantity: 8 }] },
      { cookie },
    );
    expect(edited.statusCode, edited.body).toBe(200);
    const got = (await t.call("fxEnquiry", "get", { id: row.id }, { cookie })).json().data;
    expect(got.lines).toEqual([{ id: expect.any(Number), goods: "麸皮", quantity: 8 }]);
  });

  it("refuses a line missing a required cell with a 422 under the lines field, writing nothing", async () => {
    const before = (await t.call("fxEnquiry", "list", { pageSize: 100 }, { cookie })).json().data.total;
    const res = await t.call(
      "fxEnquiry",
      "create",
      { title: "缺数量", closeAt: closeAt(), lines: [{ goods: "玉米" }] },
      { cookie },
    );
    expect(res.statusCode, res.body).toBe(422);
    expect(Object.keys(res.json().errors).join(",")).toMatch(/^lines/);
    expect((await t.call("fxEnquiry", "list", { pageSize: 100 }, { cookie })).json().data.total).toBe(before);
  });

  it("refuses more lines than the declaration allows, and none when they are required", async () => {
    const four = Array.from({ length: 4 }, (_, i) => ({ goods: `货品${i}`, quantity: 1 }));
    const many = await t.call("fxEnquiry", "create", { title: "太多", closeAt: closeAt(), lines: four }, { cookie });
    expect(many.statusCode, many.body).toBe(422);
    expect(many.json().errors).toHaveProperty("lines");
    const none = await t.call("fxEnquiry", "create", { title: "没有明细", closeAt: closeAt(), lines: [] }, { cookie });
    expect(none.statusCode, none.body).toBe(422);
    expect(none.json().errors).toHaveProperty("lines");
  });
});
