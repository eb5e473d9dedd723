import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resources } from "../../resources";
import { validValue } from "../helpers/field-values";
import { refIdsFor } from "../helpers/server-refs";
import { samplePayload } from "../helpers/server-samples";
import { roomFor } from "../helpers/single-room";
import { testApp, type TestApp } from "../helpers/server-app";

/** Fields chosen on create and never changed afterwards (a quote's tender): sent back unchanged is fine, changed is a 422. */
let t: TestApp;
let seller: string;

beforeAll(async () => {
  t = await testApp();
  seller = await t.login("13800000001");
});
afterAll(() => t?.close());

// a row no create makes (a category's tax rate, made with its portal) is checked by its own test (order-tax-rate)
const cases = resources
  .filter((r) => r.endpoints.create)
  .flatMap((r) =>
    Object.entries(r.fields)
      .filter(([, f]) => f.fixed)
      .map(([key, f]) => [`${r.name}.${key}`, r, key, f] as const),
  );

/**
 * A row of the ref's target other than `current` that the caller may point at: a fresh one published through the
 * field's audience, or another of the caller's own rows (a second goods).
 */
async function anotherRef(
  target: string,
  key: string,
  current: unknown,
  cookie: string,
  r: (typeof resources)[number],
): Promise<number> {
  if (r.fields[key]!.via) return (await refIdsFor(t, r, { cookie }))[key]!;
  const listed = (await t.call(target, "list", { pageSize: 5 }, { cookie })).json().data.list as { id: number }[];
  const other = listed.find((x) => x.id !== current);
  if (!other) throw new Error(`no second ${target} row to point ${r.name}.${key} at`);
  return other.id;
}

describe("fixed fields", () => {
  it("the platform declares one, so this runs", () => expect(cases.length).toBeGreaterThan(0));

  it.each(cases)("%s: an edit may send it back as it is, never change it", async (_n, r, key, f) => {
    const { cookie } = await roomFor(t, r, { cookie: seller });
    const refIds = await refIdsFor(t, r, { cookie });
    const made = await t.call(r.name, "create", samplePayload(r, refIds), { cookie });
    expect(made.statusCode, made.body).toBe(200);
    const row = made.json().data;
    expect((await t.call(r.name, "update", { id: row.id, [key]: row[key] }, { cookie })).statusCode).toBe(200);
    // another valid value: a ref to another row the caller could have picked on create
    const other =
      f.type === "ref" ? await anotherRef(r.fields[key]!.ref!, key, row[key], cookie!, r) : validValue(f, 0, 1);
    const res = await t.call(r.name, "update", { id: row.id, [key]: other }, { cookie });
    expect([res.statusCode, res.json().errors]).toEqual([422, { [key]: `${f.label}创建后不能修改` }]);
    expect((await t.call(r.name, "get", { id: row.id }, { cookie })).json().data[key]).toBe(row[key]);
  });
});
