import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resources } from "../../resources";
import type { ReportDef, Resource } from "../../src/core/define-resource";
import { routeTo } from "../../src/core/flows/transition";
import { validActionForm } from "../helpers/field-values";
import { refIdsFor } from "../helpers/server-refs";
import { samplePayload } from "../helpers/server-samples";
import { testApp, type TestApp } from "../helpers/server-app";

/**
 * Every declared report (招标分析): it answers what its screen lays out, over the caller's own rows only, and
 * refuses a bad period with a field error. Its grant and the seal on quote prices are checked with every other
 * endpoint (permission-matrix, sealed-quotes).
 */
let t: TestApp;
let lvye: string;
let fengshou: string;

beforeAll(async () => {
  t = await testApp();
  lvye = await t.login("13800000001");
  fengshou = await t.login("13800000002");
});
afterAll(() => t?.close());

const cases = resources.flatMap((r) => Object.entries(r.reports ?? {}).map(([name, x]) => [`${r.name} report ${name}`, r, name, x] as const));
const report = (r: Resource, name: string, cookie: string, params: Record<string, unknown> = {}) => t.call(r.name, `report:${name}`, params, { cookie });

describe("reports", () => {
  it("the platform declares some, so this runs", () => expect(cases.length).toBeGreaterThan(0));

  it.each(cases)("%s answers every card, chart and table its screen shows, on the demo data", async (_n, r, name, x: ReportDef) => {
    const res = await report(r, name, lvye);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    for (const s of x.stats) expect(data.summary[s.key], s.label).toEqual(expect.any(Number));
    for (const c of x.charts) {
      expect(data[c.key], c.title).toEqual(expect.any(Array));
      for (const row of data[c.key]) expect(Object.keys(row), c.title).toEqual(expect.arrayContaining([c.x, c.y, ...(c.series ? [c.series] : [])]));
    }
    for (const table of x.tables) {
      expect(data[table.key], table.title).toEqual(expect.any(Array));
      expect(data[table.key].length, `${table.title} has rows on the demo data`).toBeGreaterThan(0);
      // a row may say its blank amounts are sealed
      for (const row of data[table.key]) expect(Object.keys(row).filter((k) => k !== "sealed").sort(), table.title).toEqual(table.columns.map((c) => c.key).sort());
    }
  });

  it.each(cases)("%s counts only the caller's rows: another enterprise's new notice changes nothing", async (_n, r, name) => {
    const before = (await report(r, name, lvye)).json().data;
    // 丰收 publishes a notice and 绿野 quotes on it: 绿野's analysis is of its own notices
    const made = await t.call(r.name, "create", samplePayload(r, await refIdsFor(t, r, { cookie: fengshou })), { cookie: fengshou });
    expect(made.statusCode, made.body).toBe(200);
    const published = r.flow ? routeTo(r, r.flow.initial, r.audiences ? Object.values(r.audiences)[0]!.states[0]! : r.flow.initial) ?? [] : [];
    for (const step of published) {
      const form = validActionForm(r.actions![step]!.form);
      expect((await t.call(r.name, step, { id: made.json().data.id, ...form }, { cookie: fengshou })).statusCode).toBe(200);
    }
    expect((await report(r, name, lvye)).json().data).toEqual(before);
  });

  it.each(cases)("%s refuses a period it cannot count with a field error", async (_n, r, name) => {
    for (const months of [0, 37, "一年"]) {
      const res = await report(r, name, lvye, { months });
      expect([res.statusCode, Object.keys(res.json().errors ?? {})]).toEqual([422, ["months"]]);
    }
  });
});
