import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resources } from "../../resources";
import type { Resource } from "../../src/core/define-resource";
import { requiredMessage } from "../../src/core/field-rules";
import { linesEntries } from "../../src/core/fields";
import { resourceLinesTables } from "../../src/server/db/schema";
import { validLine } from "../helpers/field-values";
import { refIdsFor } from "../helpers/server-refs";
import { samplePayload } from "../helpers/server-samples";
import { roomFor } from "../helpers/single-room";
import { testApp, type CallOptions, type TestApp } from "../helpers/server-app";

let t: TestApp;
let cookie: string;

beforeAll(async () => {
  t = await testApp();
  cookie = await t.login("13800000001");
});
afterAll(() => t?.close());

type Line = Record<string, unknown> & { id?: number };

/**
 * Every free lines field of every resource: the engine's master–detail rows, checked one by one. Lines
 * that answer another row's lines (a quote's) are fixed to those: answering-lines.test.ts checks them.
 */
// lines typed on a form: those a resource only shows (an order's, copied from the cart) have no form to type them in
const cases = resources
  .filter((r) => r.endpoints.create && r.endpoints.update)
  .flatMap((r) =>
    linesEntries(r.fields)
      .filter(([, f]) => !f.from)
      .map(([key]) => [`${r.name}.${key}`, r, key] as const),
  );

/** Who the rows of each resource are made and changed by: the demo seller, or one with room for a one-per-enterprise row. */
let as: CallOptions = {};

async function create(r: Resource, key: string, lines: Line[]) {
  as = await roomFor(t, r, { cookie });
  const payload = { ...samplePayload(r, await refIdsFor(t, r, as)), [key]: lines };
  return t.call(r.name, "create", payload, as);
}

const linesAt = async (r: Resource, key: string, id: number) =>
  (await t.call(r.name, "get", { id }, as)).json().data[key] as Line[];

describe("rows with lines (master–detail), saved with their row", () => {
  it("the platform declares lines, so these run", () => expect(cases.length).toBeGreaterThan(0));

  it.each(cases)("%s: lines come back in the order entered, each with an id", async (_n, r, key) => {
    const field = r.fields[key]!;
    const sent = [validLine(field, 0), validLine(field, 1, 1), validLine(field, 2)];
    const made = await create(r, key, sent);
    expect(made.statusCode, made.body).toBe(200);
    const saved = await linesAt(r, key, made.json().data.id);
    expect(saved).toEqual(sent.map((l) => ({ id: expect.any(Number), ...l })));
  });

  it.each(cases)("%s: an edit updates kept lines in place, adds new ones and removes the rest", async (_n, r, key) => {
    const field = r.fields[key]!;
    const id = (await create(r, key, [validLine(field, 0), validLine(field, 1)])).json().data.id as number;
    const [first, second] = await linesAt(r, key, id);
    const changed = { ...validLine(field, 0, 1), id: first!.id };
    const added = validLine(field, 2);
    const res = await t.call(r.name, "update", { id, [key]: [added, changed] }, as);
    expect(res.statusCode, res.body).toBe(200);
    const now = await linesAt(r, key, id);
    expect(now).toEqual([{ id: expect.any(Number), ...added }, changed]);
    expect(now.map((l) => l.id)).not.toContain(second!.id);
    const table = resourceLinesTables[r.name]![key]!;
    const [{ n }] = await t.db.select({ n: count() }).from(table).where(eq(table.parentId, id));
    expect(n).toBe(2);
  });

  it.each(cases)(
    "%s: a line of another row cannot be taken over (422 on that line, nothing moves)",
    async (_n, r, key) => {
      const field = r.fields[key]!;
      const a = (await create(r, key, [validLine(field, 0)])).json().data.id as number;
      const b = (await create(r, key, [validLine(field, 1)])).json().data.id as number;
      // read from the table: a one-per-enterprise row (a shop) makes `a` and `b` rows of two enterprises
      const table = resourceLinesTables[r.name]![key]!;
      const linesOfA = () => t.db.select().from(table).where(eq(table.parentId, a));
      const [theirs] = await linesOfA();
      const res = await t.call(r.name, "update", { id: b, [key]: [{ ...validLine(field, 0), id: theirs!.id }] }, as);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ [key]: expect.stringContaining("第1行已被删除或不属于该") });
      expect(await linesOfA()).toEqual([theirs]);
    },
  );

  it.each(cases)("%s: a malformed or repeated line id is refused, not turned into a new line", async (_n, r, key) => {
    const field = r.fields[key]!;
    const id = (await create(r, key, [validLine(field, 0), validLine(field, 1)])).json().data.id as number;
    const saved = await linesAt(r, key, id);
    for (const bad of [
      [{ ...saved[0], id: "abc" }, saved[1]],
      [{ ...saved[0], id: -1 }],
      [{ ...saved[0], id: true }],
      [saved[0], { ...saved[1], id: saved[0]!.id }],
    ]) {
      const res = await t.call(r.name, "update", { id, [key]: bad }, as);
      expect(res.statusCode, JSON.stringify(bad)).toBe(422);
      expect(Object.keys(res.json().errors)).toEqual([key]);
    }
    expect(await linesAt(r, key, id)).toEqual(saved);
  });

  it.each(cases)("%s: an edit that does not send the lines keeps them as they are", async (_n, r, key) => {
    const field = r.fields[key]!;
    const id = (await create(r, key, [validLine(field, 0), validLine(field, 1)])).json().data.id as number;
    const saved = await linesAt(r, key, id);
    const res = await t.call(r.name, "update", { id, [r.titleField]: "只改名称" }, as);
    expect(res.statusCode, res.body).toBe(200);
    expect(await linesAt(r, key, id)).toEqual(saved);
  });

  it.each(cases)("%s: a bad cell is a 422 on that cell and on no other; nothing is written", async (_n, r, key) => {
    const field = r.fields[key]!;
    const [child, childField] = Object.entries(field.lines!).find(([, f]) => f.required)!;
    as = await roomFor(t, r, { cookie });
    const before = (await t.call(r.name, "list", { pageSize: 1 }, as)).json().data.total;
    const res = await create(r, key, [validLine(field, 0), { ...validLine(field, 1), [child]: "" }]);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ [`${key}.1.${child}`]: requiredMessage(childField) });
    expect((await t.call(r.name, "list", { pageSize: 1 }, as)).json().data.total).toBe(before);
  });

  it.each(cases)(
    "%s: no lines, or lines that are not a list, are refused with the field's message",
    async (_n, r, key) => {
      const field = r.fields[key]!;
      const none = await create(r, key, []);
      if (field.required) expect(none.json().errors).toEqual({ [key]: requiredMessage(field) });
      const garbled = await create(r, key, "二等黄玉米 3000吨" as never);
      expect(garbled.statusCode).toBe(422);
      expect(garbled.json().errors).toEqual({ [key]: `${field.label}格式不正确` });
    },
  );

  // a row without a delete (a shop), or whose delete only marks it deleted (a goods), keeps its lines
  it.each(cases.filter(([, r]) => r.endpoints.delete && r.flow?.deletedState === undefined))(
    "%s: removing the row removes its lines",
    async (_n, r, key) => {
      const field = r.fields[key]!;
      const id = (await create(r, key, [validLine(field, 0), validLine(field, 1)])).json().data.id as number;
      const del = await t.call(r.name, "delete", r.endpoints.delete!.batch ? { ids: [id] } : { id }, as);
      expect(del.statusCode, del.body).toBe(200);
      const table = resourceLinesTables[r.name]![key]!;
      const [{ n }] = await t.db.select({ n: count() }).from(table).where(eq(table.parentId, id));
      expect(n).toBe(0);
    },
  );

  it.each(cases)(
    "%s: lines can be neither searched nor sorted by, and list rows do not carry them",
    async (_n, r, key) => {
      expect((await t.call(r.name, "list", { sortField: key }, as)).statusCode).toBe(422);
      const all = (await t.call(r.name, "list", { pageSize: 5 }, as)).json().data;
      const listed = await t.call(r.name, "list", { [`${key}Null`]: 1, [key]: "玉米", pageSize: 5 }, as);
      expect(listed.statusCode, listed.body).toBe(200);
      expect(listed.json().data.total, "a lines filter is ignored, not applied").toBe(all.total);
      expect(listed.json().data.list[0]).not.toHaveProperty(key);
    },
  );

  it.each(cases)("%s: a list asked withLines=1 carries each row's lines, as its detail does", async (_n, r, key) => {
    const page = (await t.call(r.name, "list", { withLines: 1, pageSize: 5 }, as)).json().data.list as { id: number }[];
    expect(page.length).toBeGreaterThan(0);
    for (const row of page) expect((row as Record<string, unknown>)[key]).toEqual(await linesAt(r, key, row.id));
  });
});
