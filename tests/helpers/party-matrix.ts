import { getTableColumns } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { AudienceDef, Resource } from "../../src/core/define-resource";
import { resourceTables } from "../../src/server/db/schema";
import { partyOf } from "./server-actors";
import type { CallOptions, TestApp } from "./server-app";

/**
 * The matrix of every partyOf audience of `resources` (a statement's buyer), per state it reads: the administrator of
 * the enterprise the row names lists it, reads only the audience's fields, its log and its xlsx; `outsider`, of another
 * enterprise, finds it missing and cannot move it or download it; a visitor must log in. Run over the platform's
 * resources (audience.test.ts) and over the engine's fixture (fixture-party.test.ts); `rowIn` brings a fresh row naming
 * an enterprise other than the outsider's to a state. The grants (menu, buttons) are fixture-party.test.ts's.
 */
export function partyMatrix(o: {
  app: () => TestApp;
  resources: readonly Resource[];
  rowIn: (r: Resource, state: string | number) => Promise<number>;
  outsider: () => CallOptions;
}) {
  const parties = o.resources.flatMap((r) =>
    Object.entries(r.audiences ?? {})
      .filter(([, a]) => a.partyOf !== undefined)
      .flatMap(([name, a]) => a.states.map((s) => [`${r.name} audience ${name} in ${s}`, r, name, a, s] as const)),
  );
  const as = (r: Resource, action: string, payload: Record<string, unknown>, who?: CallOptions) =>
    o.app().call(r.name, action, payload, who);
  const idsOf = (res: Awaited<ReturnType<TestApp["call"]>>) =>
    (res.json().data.list as { id: number }[]).map((x) => x.id);

  describe("partyOf audiences: rows the enterprise they name reads and answers", () => {
    it("name the party in a column of the resource's table", () => {
      const missing = parties.filter(([, r, , a]) => !(a.partyOf! in getTableColumns(resourceTables[r.name]!)));
      expect(missing.map(([n]) => n)).toEqual([]);
    });

    it.each(parties)(
      "%s: the party reads the row, its log and its file; another enterprise finds it missing; a visitor must log in",
      async (_n, r, name, a: AudienceDef, state) => {
        const id = await o.rowIn(r, state);
        const party = await partyOf(o.app(), r, name, id);
        expect(idsOf(await as(r, `audience:${name}:list`, { pageSize: 200 }, party))).toContain(id);
        const got = await as(r, `audience:${name}:get`, { id }, party);
        expect(got.statusCode).toBe(200);
        const extra = ["id", "createdAt", "updatedAt", "enterpriseName", "refLabels", "notByCaller"];
        expect(Object.keys(got.json().data).filter((k) => !a.fields.includes(k) && !extra.includes(k))).toEqual([]);
        for (const op of ["log", "exportRow"] as const)
          if (a.endpoints[op]) expect((await as(r, `audience:${name}:${op}`, { id }, party)).statusCode, op).toBe(200);
        const outsider = o.outsider();
        expect(idsOf(await as(r, `audience:${name}:list`, { pageSize: 200 }, outsider))).not.toContain(id);
        expect((await as(r, `audience:${name}:get`, { id }, outsider)).statusCode).toBe(404);
        if (a.endpoints.exportRow)
          expect((await as(r, `audience:${name}:exportRow`, { id }, outsider)).statusCode).toBe(404);
        for (const [action, x] of Object.entries(r.actions ?? {}))
          if (x.by === name) expect((await as(r, action, { id }, outsider)).statusCode, action).toBe(404);
        expect((await as(r, `audience:${name}:get`, { id })).statusCode).toBe(401);
      },
    );
  });
}
