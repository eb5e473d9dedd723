import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resources } from "../../resources";
import { fieldRules } from "../../src/core/field-rules";
import { routeTo } from "../../src/core/flows/transition";
import { resourceTables } from "../../src/server/db/schema";
import { validActionForm } from "../helpers/field-values";
import { refIdsFor } from "../helpers/server-refs";
import { samplePayload } from "../helpers/server-samples";
import { testApp, type TestApp } from "../helpers/server-app";

let t: TestApp;
let cookie: string;

beforeAll(async () => {
  t = await testApp();
  cookie = await t.login("13800000001");
});
afterAll(() => t?.close());

/** Every action that re-checks a field, with each rechecked field that must lie ahead (the cases time breaks). */
const cases = resources.flatMap((r) =>
  Object.entries(r.actions ?? {}).flatMap(([name, a]) =>
    (a.recheck ?? [])
      .filter((k) => r.fields[k]!.future)
      .map((key) => [`${r.name}.${name} rechecks ${key}`, r, name, key] as const),
  ),
);

describe("actions that re-check a stored field before they run", () => {
  it("the platform declares one, so this runs", () => expect(cases.length).toBeGreaterThan(0));

  it.each(cases)(
    "%s: a value that has gone stale since saving refuses the action with the field's message",
    async (_n, r, name, key) => {
      const made = await t.call(r.name, "create", samplePayload(r, await refIdsFor(t, r, { cookie })), { cookie });
      expect(made.statusCode, made.body).toBe(200);
      const id = made.json().data.id as number;
      for (const step of routeTo(r, r.flow!.initial, r.actions![name]!.from[0]!)!) {
        const form = validActionForm(r.actions![step]!.form);
        expect((await t.call(r.name, step, { id, ...form }, { cookie })).statusCode).toBe(200);
      }
      const table = resourceTables[r.name]!;
      // last week's deadline, as a draft saved then and published now would hold
      await t.db
        .update(table)
        .set({ [key]: new Date(Date.now() - 7 * 86_400_000) } as never)
        .where(eq(table.id, id));
      const before = (await t.call(r.name, "get", { id }, { cookie })).json().data[r.flow!.field];
      // the action's own form is filled in right, so only the stale field can refuse it
      const form = validActionForm(r.actions![name]!.form);
      const res = await t.call(r.name, name, { id, ...form }, { cookie });
      const message = fieldRules(r.fields, key).find((x) => x.kind === "future")!.message;
      expect([res.statusCode, res.json().msg, res.json().errors]).toEqual([422, message, { [key]: message }]);
      expect((await t.call(r.name, "get", { id }, { cookie })).json().data[r.flow!.field]).toBe(before);
    },
  );
});
