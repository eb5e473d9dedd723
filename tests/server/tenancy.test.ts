import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resources } from "../../resources";
import { audienceRead, endpointsOf } from "../../src/core/check-resources";
import { platformOwned, type Resource } from "../../src/core/define-resource";
import { endpointPath } from "../../src/core/endpoint";
import { PLATFORM_ONLY } from "../../src/server/operations/requires";
import { refIdsFor } from "../helpers/server-refs";
import { samplePayload } from "../helpers/server-samples";
import { withRoom } from "../helpers/open-room";
import { roomFor } from "../helpers/single-room";
import { madeRow } from "../helpers/server-rows";
import { testApp, type CallOptions, type TestApp } from "../helpers/server-app";
import { personOwned } from "../helpers/person-room";

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

const cases = resources.map((r) => [r.name, r] as const);
/** Rows of enterprises, kept apart from each other; the platform's own rows (数据字典) are kept from them all. */
const enterprises = cases.filter(([, r]) => !platformOwned(r));
/** Who keeps a resource's rows on a portal: 绿野's administrator, or the operator for the platform's own. */
const keeperOf = (r: Resource) => (platformOwned(r) ? operator : lvye);

/**
 * Who makes the other enterprise's row: 丰收, or 康牧 where 丰收 may not (goods need an open shop), or whoever has
 * room for a one-per-enterprise row (a shop) — never 绿野.
 */
async function otherMaker(r: (typeof resources)[number]): Promise<CallOptions> {
  for (const cookie of [fengshou, kangmu]) {
    const as = await roomFor(t, r, { cookie }, ["13800000001"]);
    const reads = (await t.call(r.name, "list", { pageSize: 1 }, as)).statusCode === 200;
    // an auction points at a goods of its own shop, which only an enterprise with a shop has
    if (
      reads &&
      (await refIdsFor(t, r, as).then(
        () => true,
        () => false,
      ))
    )
      return as;
  }
  throw new Error(`neither 丰收 nor 康牧 may make a ${r.name}`);
}

async function createdBy(r: (typeof resources)[number], own: CallOptions) {
  const payload = await withRoom(t, r, samplePayload(r, await refIdsFor(t, r, own)), own);
  const created = await t.call(r.name, "create", payload, own);
  expect(created.statusCode, created.body).toBe(200);
  return created.json().data;
}

/**
 * A row made elsewhere of another enterprise than 绿野: 康牧's (the seller of a buyer's order), or 丰收's when 康牧 cannot
 * have one (an approval needs a rule and staff, which 丰收 has).
 */
async function madeElsewhere(r: (typeof resources)[number]) {
  const id = await madeRow(t, r, "13800000003");
  if (id !== undefined) return { id, own: { cookie: kangmu } };
  return { id: (await madeRow(t, r, "13800000002"))!, own: { cookie: await t.login("13800000002") } };
}

describe("another enterprise's rows are invisible", () => {
  it.each(enterprises)(
    "%s: another enterprise's row is absent from 绿野's list and a 404 on get/update/delete/actions",
    async (_n, r) => {
      // a row made elsewhere (a buyer's order) is 康牧's, the seller of its shop
      const elsewhere = r.endpoints.create ? undefined : await madeElsewhere(r);
      const own = r.endpoints.create ? await otherMaker(r) : elsewhere!.own;
      const row = r.endpoints.create
        ? await createdBy(r, own)
        : (await t.call(r.name, "get", { id: elsewhere!.id }, own)).json().data;

      const list = (await t.call(r.name, "list", { pageSize: 200 }, { cookie: lvye })).json().data.list;
      expect(list.map((x: { id: number }) => x.id)).not.toContain(row.id);
      const filtered = (await t.call(r.name, "list", { ids: [row.id] }, { cookie: lvye })).json().data;
      expect(filtered.total).toBe(0);

      const foreign = { cookie: lvye };
      const notFound = { code: 404, msg: "记录不存在" };
      const get = await t.call(r.name, "get", { id: row.id }, foreign);
      expect([get.statusCode, get.json()]).toEqual([404, notFound]);
      if (r.endpoints.update) {
        const upd = await t.call(r.name, "update", { id: row.id, [r.titleField]: "被篡改" }, foreign);
        expect([upd.statusCode, upd.json()]).toEqual([404, notFound]);
      }
      if (r.endpoints.delete) {
        const del = await t.call(
          r.name,
          "delete",
          r.endpoints.delete.batch ? { ids: [row.id] } : { id: row.id },
          foreign,
        );
        expect([del.statusCode, del.json()]).toEqual([404, notFound]);
      }
      for (const [name, a] of Object.entries(r.actions ?? {})) {
        // an action run by an audience (an award) belongs to the owner of the answered row: to 康牧, owning
        // neither, the row does not exist; the row's own enterprise cannot run it either. The operator's audience
        // (an audit) turns every enterprise away before any row is looked for.
        if (a.by !== undefined) {
          const refused = r.audiences![a.by]!.platform ? 403 : 404;
          for (const who of [{ cookie: kangmu }, own])
            expect((await t.call(r.name, name, { id: row.id }, who)).statusCode).toBe(refused);
        } else expect((await t.call(r.name, name, { id: row.id }, foreign)).statusCode).toBe(404);
      }

      const after = (await t.call(r.name, "get", { id: row.id }, own)).json().data;
      expect(after).toEqual(row);
    },
  );

  it.each(cases.filter(([, r]) => platformOwned(r) && !personOwned(r)))(
    "%s: the platform's rows are the operator's alone: 绿野 is refused every call on them",
    async (_n, r) => {
      // a row made with its portal (a category's tax rate) is the operator's from the start
      const row = r.endpoints.create
        ? await createdBy(r, { cookie: operator })
        : (await t.call(r.name, "get", { id: await madeRow(t, r, "admin") }, { cookie: operator })).json().data;
      const refused = async (action: string, payload: Record<string, unknown>) => {
        const res = await t.call(r.name, action, payload, { cookie: lvye });
        expect([action, res.statusCode, res.json().msg]).toEqual([action, 403, PLATFORM_ONLY]);
      };
      await refused("list", { ids: [row.id] });
      await refused("get", { id: row.id });
      if (r.endpoints.update) await refused("update", { id: row.id, [r.titleField]: "被篡改" });
      if (r.endpoints.delete) await refused("delete", r.endpoints.delete.batch ? { ids: [row.id] } : { id: row.id });
      for (const name of Object.keys(r.actions ?? {})) await refused(name, { id: row.id });
      expect((await t.call(r.name, "get", { id: row.id }, { cookie: operator })).json().data).toEqual(row);
    },
  );

  it.each(cases.filter(([, r]) => r.tenant === "enterpriseSystem"))(
    "%s: rows of portal 56 are not seen on portal 62",
    async (_n, r) => {
      const lvye = keeperOf(r);
      const on56 = (await t.call(r.name, "list", { pageSize: 200 }, { cookie: lvye, systemId: 56 })).json().data.list;
      const on62 = (await t.call(r.name, "list", { pageSize: 200 }, { cookie: lvye, systemId: 62 })).json().data.list;
      const ids62 = new Set(on62.map((x: { id: number }) => x.id));
      expect(on56.length).toBeGreaterThan(0);
      expect(on56.some((x: { id: number }) => ids62.has(x.id))).toBe(false);
      expect((await t.call(r.name, "get", { id: on56[0].id }, { cookie: lvye, systemId: 62 })).statusCode).toBe(404);
    },
  );
});

describe("access to resource endpoints", () => {
  // audience reads (published tenders) are public by declaration: tests/server/audience.test.ts covers them
  const every = resources.flatMap((r) =>
    endpointsOf(r)
      .filter(([action]) => !audienceRead(action))
      .map(([action, e]) => [`${r.name} ${action}`, e] as const),
  );

  it.each(every)("%s: anonymous → 401 请先登录", async (_n, e) => {
    const res = await t.app.inject({
      method: e.http,
      url: `/gw/${endpointPath(e)}`,
      ...(e.http === "POST" ? { payload: { id: 1 } } : {}),
    });
    expect([res.statusCode, res.json()]).toEqual([401, { code: 401, msg: "请先登录" }]);
  });

  it("a portal outside the user's tags → 403", async () => {
    const res = await t.call("factory", "list", {}, { cookie: fengshou, systemId: 63 });
    expect([res.statusCode, res.json().msg]).toEqual([403, "您未授权登录系统,请联系客服人员"]);
    expect((await t.call("factory", "list", {}, { cookie: fengshou, systemId: "abc" })).statusCode).toBe(403);
  });

  it("a user with no enterprise → 403 请先切换企业身份", async () => {
    const personal = await t.login("13800000005");
    const res = await t.call("goods", "list", {}, { cookie: personal });
    expect([res.statusCode, res.json().msg]).toEqual([403, "请先切换企业身份"]);
  });

  it("a missing systemId header means portal 56", async () => {
    const implicit = (await t.call("goods", "list", { pageSize: 200 }, { cookie: lvye })).json().data;
    const explicit = (await t.call("goods", "list", { pageSize: 200 }, { cookie: lvye, systemId: 56 })).json().data;
    expect(implicit.total).toBe(explicit.total);
  });
});
