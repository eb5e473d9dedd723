import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resources } from "../../resources";
import type { AudienceDef, Resource } from "../../src/core/define-resource";
import { routeTo } from "../../src/core/flows/transition";
import { ownerReader } from "../helpers/server-actors";
import { rowInState } from "../helpers/server-row-in";
import { testApp, type CallOptions, type TestApp } from "../helpers/server-app";
import { personOwned } from "../helpers/person-room";

/**
 * Every audience read of every resource (rows shared beyond their enterprise, such as published
 * tenders): who may call it, which rows it answers, and which fields leave the server.
 */
let t: TestApp;
let lvye: string;
let fengshou: string;
let kangmu: string;
let operator: string;

beforeAll(async () => {
  t = await testApp();
  lvye = await t.login("13800000001");
  fengshou = await t.login("13800000002");
  kangmu = await t.login("13800000003");
  operator = await t.login("admin");
});
afterAll(() => t?.close());

// a person audience (an invitation read by the person invited), an owner audience (a buyer's after-sales), an assignee
// audience (an approval's approvers) and a partyOf audience (a statement's buyer) have their own matrices:
// tests/server/person-audience.test.ts, tests/server/owner-audience.test.ts
const cases = resources.flatMap((r) =>
  Object.entries(r.audiences ?? {})
    .filter(([, a]) => !a.person && !a.owner && !a.assignee && a.partyOf === undefined)
    .map(([name, a]) => [`${r.name} audience ${name}`, r, name, a] as const),
);

/** Refs of each row made here, so the reader of an ownerOf audience is found (the owner of its tender). */
const refsOf = new Map<number, Record<string, number>>();
/** Who made each row, to name the enterprise its readers are told it belongs to. */
const makerOf = new Map<number, CallOptions>();
const enterpriseOf = async (opts: CallOptions) =>
  (
    await t.app.inject({
      method: "GET",
      url: "/gw/agri.user.get/1.0",
      headers: { cookie: opts.cookie!, systemId: String(opts.systemId ?? 56) },
    })
  ).json().data.enterprise.name as string;

/**
 * A fresh row of the caller's enterprise, moved by the shortest run of actions to `state`; an action run
 * by an audience (an award) is run by that audience's reader.
 */
async function rowIn(
  r: Resource,
  state: string | number,
  asked: CallOptions,
  values: Record<string, unknown> = {},
): Promise<number> {
  const { id, refIds, maker } = await rowInState(t, r, state, asked, values);
  refsOf.set(id, refIds);
  makerOf.set(id, maker);
  return id;
}

/** Who reads a row through the audience: anyone on the portal (kangmu here), the operator, or the owner of the row it answers. */
const readerOf = (r: Resource, name: string, id: number, opts: CallOptions = {}): CallOptions =>
  r.audiences![name]!.platform
    ? { ...opts, cookie: operator }
    : r.audiences![name]!.ownerOf === undefined
      ? { ...opts, cookie: kangmu }
      : ownerReader(r, name, refsOf.get(id)!, opts);
/** An audience read by someone acting for an enterprise (an owner's, the operator's), not by the portal at large. */
const actsFor = (a: AudienceDef) => a.ownerOf !== undefined || a.platform !== undefined;

/** Values a row needs to be one the audience reads (a supplier certification for the directory). */
const whereOf = (a: AudienceDef) => Object.fromEntries(Object.entries(a.where ?? {}).map(([k, v]) => [k, v[0]]));

const notIn = (r: Resource, a: AudienceDef) =>
  r.fields[r.flow!.field]!.options!.map((o) => o.value).find(
    (s) => !a.states.includes(s) && routeTo(r, r.flow!.initial, s),
  )!;
const read = (
  r: Resource,
  name: string,
  op: "list" | "get",
  payload: Record<string, unknown>,
  opts: CallOptions = {},
) => t.call(r.name, `audience:${name}:${op}`, payload, opts);
const idsOf = (res: Awaited<ReturnType<TestApp["call"]>>) =>
  (res.json().data.list as { id: number }[]).map((x) => x.id);

describe("audience reads: rows shared beyond their enterprise", () => {
  it("the platform declares audiences, so this matrix runs", () => expect(cases.length).toBeGreaterThan(0));

  it.each(cases)(
    "%s: a row of any enterprise in each of the audience's states is listed and readable on its portal",
    async (_n, r, name, a) => {
      for (const state of a.states) {
        const id = await rowIn(r, state, { cookie: fengshou }, whereOf(a));
        const who = a.anonymous ? {} : readerOf(r, name, id);
        const listed = await read(r, name, "list", { pageSize: 200 }, who);
        expect(listed.statusCode, listed.body).toBe(200);
        expect(idsOf(listed), `state ${state}`).toContain(id);
        const got = await read(r, name, "get", { id }, readerOf(r, name, id));
        expect(got.statusCode, got.body).toBe(200);
        expect(got.json().data[r.flow!.field]).toBe(state);
        // a person's own row names no enterprise
        expect(got.json().data.enterpriseName, "names the enterprise it deals with").toBe(
          personOwned(r) ? null : await enterpriseOf(makerOf.get(id)!),
        );
        if (actsFor(a)) {
          // any other enterprise, even one holding the same menu (every admin does), reads none of it; the operator's
          // queues turn it away outright
          if (a.platform) {
            expect((await read(r, name, "list", { pageSize: 200 }, { cookie: kangmu })).statusCode).toBe(403);
            expect((await read(r, name, "get", { id }, { cookie: kangmu })).statusCode).toBe(403);
          } else {
            expect(idsOf(await read(r, name, "list", { pageSize: 200 }, { cookie: kangmu }))).not.toContain(id);
            expect((await read(r, name, "get", { id }, { cookie: kangmu })).statusCode).toBe(404);
          }
        }
      }
    },
  );

  // an audience that reads every state (the operator's queue) has no such row
  it.each(cases.filter(([, r, , a]) => notIn(r, a) !== undefined))(
    "%s: a row in a state outside the audience is neither listed nor readable (404 as if missing)",
    async (_n, r, name, a) => {
      const id = await rowIn(r, notIn(r, a), { cookie: lvye }, whereOf(a));
      expect(idsOf(await read(r, name, "list", { pageSize: 200, ids: [id] }, readerOf(r, name, id)))).toEqual([]);
      const got = await read(r, name, "get", { id }, readerOf(r, name, id));
      expect([got.statusCode, got.json().msg]).toEqual([404, "记录不存在"]);
    },
  );

  it.each(cases.filter(([, , , a]) => a.where))(
    "%s: a row in the audience's state but without its values is neither listed nor readable",
    async (_n, r, name, a) => {
      for (const [key, values] of Object.entries(a.where!)) {
        const other = r.fields[key]!.options!.find((o) => !values.includes(o.value))!.value;
        const id = await rowIn(r, a.states[0]!, { cookie: lvye }, { ...whereOf(a), [key]: other });
        expect(idsOf(await read(r, name, "list", { pageSize: 200, ids: [id] }, readerOf(r, name, id)))).toEqual([]);
        expect((await read(r, name, "get", { id }, readerOf(r, name, id))).statusCode).toBe(404);
      }
    },
  );

  it.each(cases)("%s: a row published on another portal stays on that portal", async (_n, r, name, a) => {
    const id = await rowIn(r, a.states[0]!, { cookie: lvye, systemId: 62 }, whereOf(a));
    // the reader of an ownerOf audience owns the answered row on portal 62; read on 56 it sees nothing
    const on56 = !actsFor(a) ? { cookie: kangmu, systemId: 56 } : readerOf(r, name, id, { systemId: 56 });
    expect(idsOf(await read(r, name, "list", { pageSize: 200, ids: [id] }, on56))).toEqual([]);
    expect((await read(r, name, "get", { id }, on56)).statusCode).toBe(404);
    const on62 = !actsFor(a) ? { systemId: 62, cookie: lvye } : readerOf(r, name, id, { systemId: 62 });
    expect((await read(r, name, "get", { id }, on62)).statusCode).toBe(200);
    // no such portal: a public read answers 404; a reader acting for its enterprise is refused the portal
    expect((await read(r, name, "list", {}, { cookie: kangmu, systemId: 999 })).statusCode).toBe(
      actsFor(a) ? 403 : 404,
    );
  });

  it.each(cases)(
    "%s: only the audience's fields leave the server, and refs name the owner's rows",
    async (_n, r, name, a) => {
      const id = await rowIn(r, a.states[0]!, { cookie: fengshou }, whereOf(a));
      const reader = readerOf(r, name, id);
      // the owning enterprise's name comes along; a sealed audience also says whether the seal is still closed
      const engine = [
        "id",
        "createdAt",
        "updatedAt",
        "refLabels",
        "enterpriseName",
        ...(a.sealed ? ["sealed"] : []),
        ...(a.inviteOnly ? ["invited"] : []),
        ...(a.party?.certified ? ["certified"] : []),
      ];
      const got = (await read(r, name, "get", { id }, reader)).json().data;
      expect(Object.keys(got).sort()).toEqual([...a.fields, ...engine].sort());
      const listed = (await read(r, name, "list", { ids: [id] }, reader)).json().data.list[0];
      const lines = a.fields.filter((k) => r.fields[k]!.type === "lines");
      expect(Object.keys(listed).sort()).toEqual([...a.fields.filter((k) => !lines.includes(k)), ...engine].sort());
      const withLines = (await read(r, name, "list", { ids: [id], withLines: 1 }, reader)).json().data.list[0];
      expect(Object.keys(withLines).sort(), "withLines adds the lines it reads, nothing else").toEqual(
        Object.keys(got).sort(),
      );
      for (const key of a.fields.filter((k) => r.fields[k]!.type === "ref")) {
        if (got[key] !== null) expect(got.refLabels[key], `${key} names the owner's row`).toEqual(expect.any(String));
      }
      // a sealed field is hidden too: sorting or filtering on it would rank or probe the sealed values
      const sealedTop = (a.sealed?.fields ?? []).filter((p) => !p.includes(".") && r.fields[p]!.type !== "lines");
      for (const hidden of [
        Object.keys(r.fields).find((k) => !a.fields.includes(k) && r.fields[k]!.type !== "lines"),
        ...sealedTop,
      ].filter((k): k is string => !!k)) {
        expect((await read(r, name, "list", { sortField: hidden }, reader)).statusCode).toBe(422);
        // a filter on a field the audience cannot read is ignored, or it would tell the hidden value
        const all = (await read(r, name, "list", {}, reader)).json().data.total;
        const probed = await read(
          r,
          name,
          "list",
          { [hidden]: "1", [`${hidden}Null`]: 1, [`${hidden}From`]: "1" },
          reader,
        );
        expect(probed.json().data?.total, probed.body).toBe(all);
      }
    },
  );

  it.each(cases)("%s: who may call it", async (_n, r, name, a) => {
    const anonymous = await read(r, name, "list", {});
    expect(anonymous.statusCode).toBe(a.anonymous ? 200 : 401);
    expect((await read(r, name, "list", {}, { cookie: kangmu })).statusCode).toBe(a.platform ? 403 : 200);
  });
});
