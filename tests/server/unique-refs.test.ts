import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registry, resourceByName, resources } from "../../resources";
import { validActionForm } from "../helpers/field-values";
import { refIdsFor } from "../helpers/server-refs";
import { samplePayload } from "../helpers/server-samples";
import { testApp, type TestApp } from "../helpers/server-app";
import { roomFor } from "../helpers/single-room";
import { uniqueIndexName, uniqueRules } from "../../src/core/unique-rules";
import { uniqueViolation } from "../../src/server/operations/unique-refs";

/**
 * Refs taken once (one order per awarded quote): a second row on the same target is a 422 with the field's
 * message, the target's picker list leaves it out, and a row in an ignored state (cancelled) frees it.
 */
let t: TestApp;
let cookie: string;

beforeAll(async () => {
  t = await testApp();
  cookie = await t.login("13800000001");
});
afterAll(() => t?.close());

// rows made by their tenant's own create; a holder another party's audience creates (one 发票申请 per order) proves
// its rule through that create, in its own test (tests/server/invoice-request.test.ts)
const cases = resources.flatMap((r) =>
  Object.entries(r.endpoints.create ? r.fields : {})
    .filter(([, f]) => f.unique)
    .map(([key, f]) => [`${r.name}.${key}`, r, key, f] as const),
);

describe("unique refs", () => {
  it("the platform declares one, so this runs", () => expect(cases.length).toBeGreaterThan(0));

  it.each(cases)(
    "%s: one row holds a target at a time; the picker offers only free ones; an ignored state frees it",
    async (holder, r, key, f) => {
      const refIds = await refIdsFor(t, r, { cookie });
      const target = resourceByName(f.ref!);
      const pick = (params: Record<string, unknown>) =>
        t.call(target.name, f.via ? `audience:${f.via}:list` : "list", { pageSize: 200, ...params }, { cookie });
      const offered = async () =>
        ((await pick({ unheldBy: holder })).json().data.list as { id: number }[]).map((x) => x.id);
      expect(await offered()).toContain(refIds[key]);

      const first = await t.call(r.name, "create", samplePayload(r, refIds), { cookie });
      expect(first.statusCode, first.body).toBe(200);
      expect(await offered()).not.toContain(refIds[key]);
      // the row itself is still read by id, so its edit screen names it
      expect((await pick({ ids: String(refIds[key]) })).json().data.list).toHaveLength(1);

      const second = await t.call(r.name, "create", samplePayload(r, refIds), { cookie });
      expect([second.statusCode, second.json().errors]).toEqual([422, { [key]: f.unique!.message }]);
      // saving the holder itself again is no second hold
      expect(
        (await t.call(r.name, "update", { id: first.json().data.id, [key]: refIds[key] }, { cookie })).statusCode,
      ).toBe(200);

      const freeing = Object.entries(r.actions ?? {}).find(
        ([, a]) => !a.by && a.from.includes(r.flow!.initial) && f.unique!.ignoring?.includes(a.to),
      );
      if (!freeing) return;
      const [name, action] = freeing;
      const form = validActionForm(action.form);
      expect((await t.call(r.name, name, { id: first.json().data.id, ...form }, { cookie })).statusCode).toBe(200);
      expect(await offered()).toContain(refIds[key]);
      expect((await t.call(r.name, "create", samplePayload(r, refIds), { cookie })).statusCode).toBe(200);
    },
  );

  it("a list asked to leave out rows held by anything but a unique ref to it is a 422", async () => {
    const [, r, key] = cases[0]!;
    const res = await t.call(r.name, "list", { unheldBy: `${r.name}.${key}` }, { cookie });
    expect([res.statusCode, Object.keys(res.json().errors)]).toEqual([422, ["unheldBy"]]);
  });
});

// "one X per Y" beyond refs (one quote per supplier per notice): the same row twice is a 422 on the rule's field
const declared = resources.flatMap((r) =>
  (r.uniqueBy ?? []).map((u) => [`${r.name} ${u.keys.join("+")}`, r, u] as const),
);

describe("rules of one row per keys (uniqueBy)", () => {
  it("the platform declares one, so this runs", () => expect(declared.length).toBeGreaterThan(0));

  it.each(declared)("%s: a second row of the same keys is refused on its field", async (_n, r, rule) => {
    const opts = await roomFor(t, r, { cookie });
    const payload = samplePayload(r, await refIdsFor(t, r, opts));
    const first = await t.call(r.name, "create", payload, opts);
    expect(first.statusCode, first.body).toBe(200);
    const second = await t.call(r.name, "create", payload, opts);
    expect([second.statusCode, second.json().errors]).toEqual([422, { [rule.field]: rule.message }]);
  });

  it("a write the database refuses on a rule's index (two at once on two processes) answers as the check before it does", () => {
    const rules = resources.flatMap((r) => uniqueRules(r).map((rule) => [uniqueIndexName(r, rule), rule] as const));
    for (const [index, rule] of rules) {
      // the query builder wraps the driver's error in its own
      const refused = uniqueViolation(
        { message: "insert failed", cause: { code: "23505", constraint: index } },
        registry,
      );
      expect([refused?.status, refused?.errors]).toEqual([422, { [rule.field]: rule.message }]);
    }
    expect(uniqueViolation({ code: "23505", constraint: "users_login_unique" }, registry)).toBeUndefined();
  });
});
