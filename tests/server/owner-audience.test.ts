import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resourceByName, resources } from "../../resources";
import type { AudienceDef, Resource } from "../../src/core/define-resource";
import { requiredMessage } from "../../src/core/field-rules";
import { createView } from "../../src/core/user-rows";
import { ownSourceMessage } from "../../src/core/readable-source";
import { readableSourceRow } from "../helpers/readable-maker";
import { madeRow, serverRowApi } from "../helpers/server-rows";
import { rowInState } from "../helpers/server-row-in";
import { rowUser } from "../helpers/server-person";
import { testApp, type CallOptions, type TestApp } from "../helpers/server-app";
import { assigneeMatrix } from "../helpers/assignee-matrix";
import { partyMatrix } from "../helpers/party-matrix";
import { nameParty } from "../helpers/server-actors";

/**
 * Every owner audience (rows a person made against a row of its own and keeps, such as a buyer's after-sale at the
 * seller's shop), generated from resources/: the person who made the row reads it, its log, and runs the audience's
 * moves; another person and a visitor find nothing; creating against a row the caller does not own (or, for a create
 * from rows it may read, one it may not read) is a 404.
 */
let t: TestApp;
/** The seller whose shop the rows are made at; the row makers buy there as 丰收 (13800000002). */
const SELLER = "13800000001";
let owner: string;
let stranger: string;

beforeAll(async () => {
  t = await testApp();
  owner = await t.login("13800000002");
  stranger = await t.login("13800000003");
});
afterAll(() => t?.close());

const cases = resources.flatMap((r) =>
  Object.entries(r.audiences ?? {})
    .filter(([, a]) => a.owner)
    .map(([name, a]) => [`${r.name} audience ${name}`, r, name, a] as const),
);
const creating = cases.filter(([, , , a]) => a.create);
const fromOwn = creating.filter(([, , , a]) => a.create!.ownedBy !== undefined);
const fromReadable = creating.filter(([, , , a]) => a.create!.readable !== undefined);
const as = (r: Resource, op: string, payload: Record<string, unknown>, cookie?: string, o: CallOptions = {}) =>
  t.call(r.name, op, payload, { ...o, cookie });
const idsOf = (res: Awaited<ReturnType<TestApp["call"]>>) =>
  (res.json().data.list as { id: number }[]).map((x) => x.id);
/** The person the row names as its owner (丰收's buyer for rows made at the seller's shop; a staff member for its approvals). */
const ownerOf = async (r: Resource, a: AudienceDef, id: number) => {
  const { phone } = await rowUser(t, r, id, a.owner!.column);
  return phone === "13800000002" || !phone ? owner : t.login(phone);
};
const byAudience = (r: Resource, name: string) =>
  Object.keys(r.actions ?? {}).filter((k) => r.actions![k]!.by === name);

describe("owner audiences: a person's own rows in a resource another party keeps", () => {
  it("the platform declares one that creates, so this matrix runs", () => expect(creating.length).toBeGreaterThan(0));

  it.each(cases)(
    "%s: the owner reads its row and its log, with the audience's fields only",
    async (_n, r, name, a: AudienceDef) => {
      const id = (await madeRow(t, r, SELLER, r.flow!.initial))!;
      const owner = await ownerOf(r, a, id);
      expect(idsOf(await as(r, `audience:${name}:list`, { pageSize: 100 }, owner))).toContain(id);
      const got = await as(r, `audience:${name}:get`, { id }, owner);
      expect([got.statusCode, got.json().data.enterpriseName]).toEqual([200, expect.any(String)]);
      const extra = ["id", "createdAt", "updatedAt", "enterpriseName", "refLabels", "notByCaller"];
      expect(Object.keys(got.json().data).filter((k) => !a.fields.includes(k) && !extra.includes(k))).toEqual([]);
      if (a.endpoints.log)
        expect((await as(r, `audience:${name}:log`, { id }, owner)).json().data.list[0]).toMatchObject({
          move: "create",
        });
    },
  );

  it.each(cases)(
    "%s: another person finds the row missing, and cannot move it; a visitor must log in",
    async (_n, r, name, a: AudienceDef) => {
      const id = (await madeRow(t, r, SELLER, r.flow!.initial))!;
      expect(idsOf(await as(r, `audience:${name}:list`, { pageSize: 100 }, stranger))).not.toContain(id);
      expect((await as(r, `audience:${name}:get`, { id }, stranger)).statusCode).toBe(404);
      if (a.endpoints.log) expect((await as(r, `audience:${name}:log`, { id }, stranger)).statusCode).toBe(404);
      for (const action of byAudience(r, name))
        expect((await as(r, action, { id }, stranger)).statusCode, action).toBe(404);
      expect((await as(r, `audience:${name}:get`, { id })).statusCode).toBe(401);
    },
  );

  it.each(fromOwn)(
    "%s: creating against another person's row is a 404, an empty form names every required field",
    async (_n, r, name, a: AudienceDef) => {
      const source = resourceByName(r.fields[a.create!.from]!.ref!);
      const from = (await madeRow(t, source, SELLER, "completed"))!;
      expect((await as(r, `audience:${name}:create`, { [a.create!.from]: from }, stranger)).statusCode).toBe(404);
      expect((await as(r, `audience:${name}:create`, { [a.create!.from]: from })).statusCode).toBe(401);
      const view = createView(r, a);
      const required = Object.entries(view.fields).filter(([, f]) => f.required && !f.when);
      const res = await as(r, `audience:${name}:create`, { [a.create!.from]: from }, owner);
      expect([res.statusCode, res.json().errors]).toEqual([
        422,
        Object.fromEntries(required.map(([k, f]) => [k, requiredMessage(f)])),
      ]);
    },
  );

  it.each(fromReadable)(
    "%s: creating against a row the caller may not read is a 404, against its own enterprise's a 422, an empty form names every required field",
    async (_n, r, name, a: AudienceDef) => {
      const c = a.create!;
      const source = resourceByName(r.fields[c.from]!.ref!);
      const offered = (await readableSourceRow(serverRowApi(t), SELLER, r))!.id;
      // offered on its own portal only: asked from another portal, it is as missing as a row that does not exist
      const elsewhere = await as(r, `audience:${name}:create`, { [c.from]: offered }, owner, { systemId: 62 });
      expect(elsewhere.statusCode).toBe(404);
      expect((await as(r, `audience:${name}:create`, { [c.from]: offered })).statusCode).toBe(401);
      const own = await as(r, `audience:${name}:create`, { [c.from]: offered }, await t.login(SELLER));
      expect([own.statusCode, own.json().errors]).toEqual([422, { [c.from]: ownSourceMessage(source, c) }]);
      const required = Object.entries(createView(r, a).fields).filter(([, f]) => f.required && !f.when);
      const res = await as(r, `audience:${name}:create`, { [c.from]: offered }, owner);
      expect([res.statusCode, res.json().errors]).toEqual([
        422,
        Object.fromEntries(required.map(([k, f]) => [k, requiredMessage(f)])),
      ]);
    },
  );
});

// every assignee audience of the platform (an approval's approvers), per state, on rows the row makers bring there
assigneeMatrix({ app: () => t, resources, rowIn: (r, state) => madeRow(t, r, SELLER, state).then((id) => id!) });

// every partyOf audience of the platform (a statement's buyer), per state: the seller's row names 丰收, 康牧 looks in
const named = async (r: Resource, state: string | number) => {
  // a resource its owner creates (a credit line) is made through its create endpoint, any other by its maker
  const id = r.endpoints.create
    ? (await rowInState(t, r, state, { cookie: await t.login(SELLER) })).id
    : (await madeRow(t, r, SELLER, state))!;
  const column = Object.values(r.audiences ?? {}).find((a) => a.partyOf !== undefined)!.partyOf!;
  await nameParty(t, r, id, column);
  return id;
};
let kangmu: CallOptions = {};
beforeAll(async () => {
  kangmu = { cookie: await t.login("13800000003") };
});
partyMatrix({ app: () => t, resources, rowIn: named, outsider: () => kangmu });
