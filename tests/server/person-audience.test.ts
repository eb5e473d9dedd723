import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resources } from "../../resources";
import type { Resource } from "../../src/core/define-resource";
import { routeTo } from "../../src/core/flows/transition";
import { validActionForm } from "../helpers/field-values";
import { personOf } from "../helpers/server-person";
import { rowInState } from "../helpers/server-row-in";
import { testApp, type CallOptions, type TestApp } from "../helpers/server-app";

/**
 * Every person audience (rows one person reads and answers, such as an invitation to join an enterprise), generated
 * from resources/: the person named on the row reads it in the audience's states, on any portal it may use, and
 * runs the audience's actions; any other person, the row's own enterprise acting as a reader, and a visitor do not.
 */
let t: TestApp;
let owner: string;
let stranger: string;

beforeAll(async () => {
  t = await testApp();
  owner = await t.login("13800000001");
  stranger = await t.login("13800000006");
});
afterAll(() => t?.close());

const cases = resources.flatMap((r) =>
  Object.entries(r.audiences ?? {})
    .filter(([, a]) => a.person)
    .map(([name, a]) => [`${r.name} audience ${name}`, r, name, a] as const),
);
const read = (
  r: Resource,
  name: string,
  op: "list" | "get",
  payload: Record<string, unknown>,
  opts: CallOptions = {},
) => t.call(r.name, `audience:${name}:${op}`, payload, opts);
const idsOf = (res: Awaited<ReturnType<TestApp["call"]>>) =>
  (res.json().data.list as { id: number }[]).map((x) => x.id);

describe("person audiences: rows one person reads and answers", () => {
  it("the platform declares one, so this matrix runs", () => expect(cases.length).toBeGreaterThan(0));

  it.each(cases)(
    "%s: the person reads the row in each of the audience's states, and nobody else does",
    async (_n, r, name, a) => {
      for (const state of a.states) {
        const { id } = await rowInState(t, r, state, { cookie: owner });
        const person = await personOf(t, r, id);
        expect(idsOf(await read(r, name, "list", {}, person))).toContain(id);
        const got = await read(r, name, "get", { id }, person);
        expect([got.statusCode, got.json().data.enterpriseName]).toEqual([200, expect.any(String)]);
        // only the audience's fields leave the server
        for (const key of Object.keys(r.fields).filter((k) => !a.fields.includes(k)))
          expect(got.json().data).not.toHaveProperty(key);
        expect(idsOf(await read(r, name, "list", {}, { cookie: stranger }))).not.toContain(id);
        expect((await read(r, name, "get", { id }, { cookie: stranger })).statusCode).toBe(404);
        expect((await read(r, name, "get", { id }, { cookie: owner })).statusCode).toBe(404);
        expect((await read(r, name, "list", {})).statusCode).toBe(401);
      }
    },
  );

  it.each(cases)(
    "%s: a row in a state outside the audience is not the person's to read (404)",
    async (_n, r, name, a) => {
      const outside = r.fields[r.flow!.field]!.options!.map((o) => o.value).find(
        (s) => !a.states.includes(s) && routeTo(r, r.flow!.initial, s, true),
      );
      expect(outside).toBeDefined();
      const { id } = await rowInState(t, r, outside!, { cookie: owner });
      expect((await read(r, name, "get", { id }, await personOf(t, r, id))).statusCode).toBe(404);
    },
  );

  const actions = cases.flatMap(([n, r, name]) =>
    Object.entries(r.actions ?? {})
      .filter(([, x]) => x.by === name)
      .map(([action, x]) => [`${n} ${action}`, r, action, x] as const),
  );
  it.each(actions)(
    "%s: the person runs it with no grant; another person and the row's enterprise get 404",
    async (_n, r, action, x) => {
      const { id } = await rowInState(t, r, x.from[0]!, { cookie: owner });
      const form = validActionForm(x.form);
      expect((await t.call(r.name, action, { id, ...form }, { cookie: stranger })).statusCode).toBe(404);
      expect((await t.call(r.name, action, { id, ...form }, { cookie: owner })).statusCode).toBe(404);
      const done = await t.call(r.name, action, { id, ...form }, await personOf(t, r, id));
      expect([done.statusCode, done.json().data?.[r.flow!.field]], done.body).toEqual([200, x.to]);
    },
  );
});
