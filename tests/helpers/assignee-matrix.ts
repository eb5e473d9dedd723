import { eq, getTableColumns } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { notByMessage } from "../../src/core/action";
import type { AudienceDef, Resource } from "../../src/core/define-resource";
import { resourceTables } from "../../src/server/db/schema";
import { assigneeOf } from "./server-actors";
import { freshPerson, rowUser } from "./server-person";
import type { TestApp } from "./server-app";

/**
 * The matrix of every assignee audience of `resources` (an approval's approvers), per state it reads: the person the
 * row names for that state reads it and its log; anyone else finds it missing and cannot move it; a visitor must log
 * in; and a user an audience move's `notBy` names, named on the row, is refused that move and told so. Run over the
 * platform's resources (owner-audience.test.ts) and over the engine's fixture (fixture-approval.test.ts); `rowIn`
 * brings a fresh row to a state with a person named for it.
 */
export function assigneeMatrix(o: {
  app: () => TestApp;
  resources: readonly Resource[];
  rowIn: (r: Resource, state: string | number) => Promise<number>;
}) {
  const assigned = o.resources.flatMap((r) =>
    Object.entries(r.audiences ?? {})
      .filter(([, a]) => a.assignee)
      .flatMap(([name, a]) => a.states.map((s) => [`${r.name} audience ${name} in ${s}`, r, name, a, s] as const)),
  );
  const refusing = assigned.flatMap(([n, r, name, , s]) =>
    Object.entries(r.actions ?? {})
      .filter(([, x]) => x.by === name && x.notBy !== undefined && x.from.includes(s))
      .map(([action]) => [`${n}: ${action}`, r, name, s, action] as const),
  );
  const byAudience = (r: Resource, name: string) =>
    Object.keys(r.actions ?? {}).filter((k) => r.actions![k]!.by === name);
  const idsOf = (res: Awaited<ReturnType<TestApp["call"]>>) =>
    (res.json().data.list as { id: number }[]).map((x) => x.id);

  describe("assignee audiences: rows waiting for the person their state names", () => {
    it("name each state's person in a column of the resource's table", () => {
      const missing = assigned.flatMap(([n, r, , a, s]) => {
        const column = a.assignee!.byState[String(s)]!;
        return column in getTableColumns(resourceTables[r.name]!) ? [] : [`${n}: ${column}`];
      });
      expect(missing).toEqual([]);
    });

    it.each(assigned)(
      "%s: the person named reads the row and its log; anyone else finds it missing and cannot move it; a visitor must log in",
      async (_n, r, name, a: AudienceDef, state) => {
        const t = o.app();
        const id = await o.rowIn(r, state);
        const named = await assigneeOf(t, r, name, id);
        expect(idsOf(await t.call(r.name, `audience:${name}:list`, { pageSize: 100 }, named))).toContain(id);
        const got = await t.call(r.name, `audience:${name}:get`, { id }, named);
        expect(got.statusCode).toBe(200);
        const extra = ["id", "createdAt", "updatedAt", "enterpriseName", "refLabels", "notByCaller"];
        expect(Object.keys(got.json().data).filter((k) => !a.fields.includes(k) && !extra.includes(k))).toEqual([]);
        if (a.endpoints.log) expect((await t.call(r.name, `audience:${name}:log`, { id }, named)).statusCode).toBe(200);
        const nobody = { cookie: await t.login(await freshPerson(t)) };
        expect(idsOf(await t.call(r.name, `audience:${name}:list`, { pageSize: 100 }, nobody))).not.toContain(id);
        expect((await t.call(r.name, `audience:${name}:get`, { id }, nobody)).statusCode).toBe(404);
        for (const action of byAudience(r, name))
          expect((await t.call(r.name, action, { id }, nobody)).statusCode, action).toBe(404);
        expect((await t.call(r.name, `audience:${name}:get`, { id })).statusCode).toBe(401);
      },
    );

    it.each(refusing)(
      "%s: named on its own row, the user notBy names sees the move refused and is told why",
      async (_n, r, name, state, action) => {
        const t = o.app();
        const id = await o.rowIn(r, state);
        const a = r.actions![action]!;
        const table = resourceTables[r.name]!;
        const { row } = await rowUser(t, r, id, a.notBy!);
        const column = r.audiences![name]!.assignee!.byState[String(state)]!;
        await t.db
          .update(table)
          .set({ [column]: row![a.notBy!] } as never)
          .where(eq(table.id, id));
        const self = await assigneeOf(t, r, name, id);
        expect((await t.call(r.name, `audience:${name}:get`, { id }, self)).json().data.notByCaller).toContain(action);
        const res = await t.call(r.name, action, { id }, self);
        expect([res.statusCode, res.json().msg]).toEqual([422, notByMessage(a)]);
      },
    );
  });
}
