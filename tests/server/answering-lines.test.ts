import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resourceByName, resources } from "../../resources";
import type { Resource } from "../../src/core/define-resource";
import { isNumeric, linesEntries } from "../../src/core/fields";
import { validLine } from "../helpers/field-values";
import { refIdsFor } from "../helpers/server-refs";
import { lineRefsFrom, samplePayload, sourceLines } from "../helpers/server-samples";
import { testApp, type TestApp } from "../helpers/server-app";

/**
 * Lines that answer the lines of the row a ref points to (a quote's lines answer its tender's goods lines):
 * one per source line, in its order, copying what the source says about the goods.
 */
let t: TestApp;
let cookie: string;

beforeAll(async () => {
  t = await testApp();
  cookie = await t.login("13800000001");
});
afterAll(() => t?.close());

type Line = Record<string, unknown> & { id?: number; sourceLineId?: number };

const cases = resources.flatMap((r) =>
  linesEntries(r.fields)
    .filter(([, f]) => f.from)
    .map(([key]) => [`${r.name}.${key}`, r, key] as const),
);

/** A fresh source row (made by refIdsFor) and a payload answering each of its lines. */
async function answering(r: Resource, key: string) {
  const refIds = await refIdsFor(t, r, { cookie });
  const from = r.fields[key]!.from!;
  const source = sourceLines.get(`${r.fields[from.ref]!.ref}:${refIds[from.ref]}`)!;
  return { payload: samplePayload(r, refIds), sourceLines: source[from.lines] as Line[], refIds };
}

const copiedKeys = (r: Resource, key: string) => {
  const field = r.fields[key]!;
  const source = resourceByName(r.fields[field.from!.ref]!.ref!).fields[field.from!.lines]!;
  return Object.keys(field.lines!).filter((k) => field.lines![k]!.readonly && k in source.lines!);
};

describe("lines that answer another row's lines", () => {
  it("the platform declares some, so these run", () => expect(cases.length).toBeGreaterThan(0));

  it.each(cases)(
    "%s: each line copies its source line's goods, whatever the client sent, in the source's order",
    async (_n, r, key) => {
      const { payload, sourceLines: source } = await answering(r, key);
      const sent = (payload[key] as Line[])
        .map((l) => ({ ...l, ...Object.fromEntries(copiedKeys(r, key).map((k) => [k, "篡改"])) }))
        .reverse();
      const made = await t.call(r.name, "create", { ...payload, [key]: sent }, { cookie });
      expect(made.statusCode, made.body).toBe(200);
      const saved = made.json().data[key] as Line[];
      expect(saved.map((l) => l.sourceLineId)).toEqual(source.map((l) => l.id));
      for (const [i, line] of saved.entries()) {
        for (const k of copiedKeys(r, key)) expect(line[k], `${k} of line ${i + 1}`).toEqual(source[i]![k]);
      }
    },
  );

  it.each(cases)(
    "%s: a source line left out, answered twice, or of another row is refused under the table",
    async (_n, r, key) => {
      const { payload } = await answering(r, key);
      const lines = payload[key] as Line[];
      const other = (await answering(r, key)).sourceLines[0]!.id;
      const wrong = [
        lines.slice(1),
        [...lines, lines[0]!],
        [{ ...lines[0]!, sourceLineId: other }, ...lines.slice(1)],
        lines.length > 1 ? lines.slice(0, 1) : [{ ...lines[0]!, sourceLineId: "一" }],
      ];
      for (const sent of wrong) {
        const res = await t.call(r.name, "create", { ...payload, [key]: sent }, { cookie });
        expect(res.statusCode, JSON.stringify(sent)).toBe(422);
        expect(Object.keys(res.json().errors)).toContain(key);
      }
    },
  );

  it.each(cases)("%s: an edit updates the answers in place, keeping each line's id", async (_n, r, key) => {
    const { payload, refIds } = await answering(r, key);
    const made = (await t.call(r.name, "create", payload, { cookie })).json().data;
    const changed = (made[key] as Line[]).map((l, i) => ({
      ...validLine(r.fields[key]!, i, 1, lineRefsFrom(key, refIds)),
      id: l.id,
      sourceLineId: l.sourceLineId,
    }));
    const res = await t.call(r.name, "update", { id: made.id, [key]: changed }, { cookie });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json().data[key] as Line[]).map((l) => l.id)).toEqual((made[key] as Line[]).map((l) => l.id));
  });

  it.each(cases)("%s: a bad cell is a 422 on that cell; nothing is written", async (_n, r, key) => {
    const { payload } = await answering(r, key);
    const lines = payload[key] as Line[];
    // a required cell left empty, or where every cell may be left blank (an offer's line not offered on) a number below its least
    const own = Object.entries(r.fields[key]!.lines!).filter(([, f]) => !f.readonly);
    const required = own.find(([, f]) => f.required);
    const low = own.find(([, f]) => isNumeric(f.type) && f.min !== undefined);
    const [cell, bad] = required ? [required[0], null] : [low![0], low![1].min! - 1];
    const before = (await t.call(r.name, "list", {}, { cookie })).json().data.total;
    const res = await t.call(
      r.name,
      "create",
      { ...payload, [key]: [{ ...lines[0]!, [cell]: bad }, ...lines.slice(1)] },
      { cookie },
    );
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual([`${key}.0.${cell}`]);
    expect((await t.call(r.name, "list", {}, { cookie })).json().data.total).toBe(before);
  });
});
