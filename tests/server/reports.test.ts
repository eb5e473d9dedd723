import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resources } from "../../resources";
import type { ReportDef, Resource } from "../../src/core/define-resource";
import { routeTo } from "../../src/core/flows/transition";
import { validActionForm } from "../helpers/field-values";
import { refIdsFor } from "../helpers/server-refs";
import { samplePayload } from "../helpers/server-samples";
import { testApp, type TestApp } from "../helpers/server-app";
import { madeRow } from "../helpers/server-rows";

/** A link's day (`today`, `-30d`: the last 30 days, today counted) as the start of that day in China time. */
function dayStart(token: string): string {
  const days = token === "today" ? 1 : Number(/^-(\d+)d$/.exec(token)?.[1]);
  const shanghaiMidnight = new Date(
    `${new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10)}T00:00:00+08:00`,
  );
  return new Date(shanghaiMidnight.getTime() - (days - 1) * 86_400_000).toISOString();
}

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

const cases = resources.flatMap((r) =>
  Object.entries(r.reports ?? {}).map(([name, x]) => [`${r.name} report ${name}`, r, name, x] as const),
);
const report = (r: Resource, name: string, cookie: string, params: Record<string, unknown> = {}) =>
  t.call(r.name, `report:${name}`, params, { cookie });

describe("reports", () => {
  it("the platform declares some, so this runs", () => expect(cases.length).toBeGreaterThan(0));

  it.each(cases)(
    "%s answers every card, chart and table its screen shows, on the demo data",
    async (_n, r, name, x: ReportDef) => {
      const res = await report(r, name, lvye);
      expect(res.statusCode, res.body).toBe(200);
      const data = res.json().data;
      for (const s of x.stats) expect(data.summary[s.key], s.label).toEqual(expect.any(Number));
      for (const c of x.charts) {
        expect(data[c.key], c.title).toEqual(expect.any(Array));
        for (const row of data[c.key])
          expect(Object.keys(row), c.title).toEqual(
            expect.arrayContaining([c.x, c.y, ...(c.series ? [c.series] : [])]),
          );
      }
      for (const table of x.tables) {
        expect(data[table.key], table.title).toEqual(expect.any(Array));
        expect(data[table.key].length, `${table.title} has rows on the demo data`).toBeGreaterThan(0);
        // a row may say its blank amounts are sealed
        for (const row of data[table.key])
          expect(
            Object.keys(row)
              .filter((k) => k !== "sealed")
              .sort(),
            table.title,
          ).toEqual(table.columns.map((c) => c.key).sort());
      }
    },
  );

  it.each(cases)(
    "%s counts only the caller's rows: another enterprise's new notice changes nothing",
    async (_n, r, name) => {
      const before = (await report(r, name, lvye)).json().data;
      if (!r.endpoints.create) {
        // a row made elsewhere (a buyer's order) at another seller's shop, moved as far as it goes
        expect(await madeRow(t, r, "13800000003", r.fields[r.flow!.field]!.options!.at(-2)!.value)).toEqual(
          expect.any(Number),
        );
        expect((await report(r, name, lvye)).json().data).toEqual(before);
        return;
      }
      // 丰收 publishes a notice and 绿野 quotes on it: 绿野's analysis is of its own notices
      const made = await t.call(r.name, "create", samplePayload(r, await refIdsFor(t, r, { cookie: fengshou })), {
        cookie: fengshou,
      });
      expect(made.statusCode, made.body).toBe(200);
      const published = r.flow
        ? (routeTo(r, r.flow.initial, r.audiences ? Object.values(r.audiences)[0]!.states[0]! : r.flow.initial) ?? [])
        : [];
      for (const step of published) {
        const form = validActionForm(r.actions![step]!.form);
        expect(
          (await t.call(r.name, step, { id: made.json().data.id, ...form }, { cookie: fengshou })).statusCode,
        ).toBe(200);
      }
      expect((await report(r, name, lvye)).json().data).toEqual(before);
    },
  );

  it.each(cases.filter(([, , , x]) => x.stats.some((s) => s.link && s.type === "int")))(
    "%s: each number that opens a list counts what that list shows",
    async (_n, r, name, x: ReportDef) => {
      const summary = (await report(r, name, lvye)).json().data.summary;
      for (const s of x.stats.filter((s) => s.link && s.type === "int")) {
        const [path, query = ""] = s.link!.split("?");
        const target = resources.find(
          (y) => y.menu.path === path || Object.values(y.views ?? {}).some((v) => v.path === path),
        )!;
        expect(target, `${s.label} links to a list`).toBeDefined();
        const view = Object.values(target.views ?? {}).find((v) => v.path === path);
        const params: Record<string, unknown> = {
          ...view?.where,
          ...Object.fromEntries(new URLSearchParams(query)),
          pageSize: 1,
        };
        if (params.createdAtFrom) params.createdAtFrom = dayStart(String(params.createdAtFrom));
        const listed = await t.call(target.name, "list", params, { cookie: lvye });
        expect(listed.statusCode, listed.body).toBe(200);
        expect(listed.json().data.total, s.label).toBe(summary[s.key]);
      }
    },
  );

  it.each(cases.filter(([, , , x]) => x.months !== false))(
    "%s refuses a period it cannot count with a field error",
    async (_n, r, name) => {
      for (const months of [0, 37, "一年"]) {
        const res = await report(r, name, lvye, { months });
        expect([res.statusCode, Object.keys(res.json().errors ?? {})]).toEqual([422, ["months"]]);
      }
    },
  );
});
