import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registry, resourceByName, resources } from "../../resources";
import { audienceRead, audienceRowExport, endpointsOf, reportRead } from "../../src/core/check-resources";
import { platformOwned, type Resource } from "../../src/core/define-resource";
import type { Check } from "../../src/core/permissions";
import { audienceCheck, requiredCheck } from "../../src/core/required-check";
import { resourceTables, role, roleGrants } from "../../src/server/db/schema";
import { OPERATOR_ONLY, PLATFORM_ONLY } from "../../src/server/operations/requires";
import { routeTo } from "../../src/core/flows/transition";
import { ownedOp, readByPerson } from "../../src/core/user-rows";
import { validActionForm } from "../helpers/field-values";
import { refIdsFor } from "../helpers/server-refs";
import { samplePayload } from "../helpers/server-samples";
import { withRoom } from "../helpers/open-room";
import { testApp, type CallOptions, type TestApp } from "../helpers/server-app";
import { madeRow } from "../helpers/server-rows";
import { freshPerson, personOwned } from "../helpers/person-room";

/**
 * Every resource endpoint × anonymous / logged in without the grant / granted / another enterprise's row.
 * The caller is 13800000004, a non-admin employee of 绿野饲料 whose only role (招标专员) each case
 * reshapes to hold exactly what it needs, or nothing.
 */
let t: TestApp;
let admin: string;
let staff: string;
let other: string;
let staffRole: number;
let operator: string;
/** The demo account behind each session, for rows made by its buyers (row makers work by login). */
const loginOf = new Map<string, string>();

beforeAll(async () => {
  t = await testApp();
  admin = await t.login("13800000001");
  staff = await t.login("13800000004");
  other = await t.login("13800000002");
  operator = await t.login("admin");
  for (const [login, cookie] of [
    ["13800000001", admin],
    ["13800000002", other],
    // the platform's rows made with a portal (a category's tax rate) are found, not made
    ["admin", operator],
  ] as const)
    loginOf.set(cookie, login);
  const [row] = await t.db.select({ id: role.id }).from(role).where(eq(role.name, "招标专员"));
  staffRole = row!.id;
});
afterAll(() => t?.close());

async function shapeRole(check: Check | null) {
  await t.db.delete(roleGrants).where(eq(roleGrants.roleId, staffRole));
  if (!check) return;
  const [kind, names] = "menu" in check ? (["menu", check.menu] as const) : (["button", check.button] as const);
  const list = typeof names === "string" ? [names] : [...names];
  if (list.length) await t.db.insert(roleGrants).values(list.map((code) => ({ roleId: staffRole, kind, code })));
}

const snapshot = async (r: Resource) => {
  const table = resourceTables[r.name]!;
  return JSON.stringify(await t.db.select().from(table).orderBy(asc(table.id)));
};

/**
 * A fresh row of the enterprise `cookie` administers; of a one-per-enterprise resource (a shop), the one it has.
 * Undefined when it may not make one (a goods of an enterprise without an open shop).
 */
async function rowOf(r: Resource, maker: string, owner?: CallOptions): Promise<number | undefined> {
  // a person's own row is made by a person with room for one
  const cookie = personOwned(r) ? await freshPerson(t) : maker;
  // a row made elsewhere (a buyer's order) belongs to the seller whose shop sold it
  if (!r.endpoints.create) return madeRow(t, r, loginOf.get(cookie)!);
  if (r.single) {
    const [row] = (await t.call(r.name, "list", { pageSize: 1 }, { cookie })).json().data?.list ?? [];
    if (row) return row.id;
  }
  // an enterprise that may not read what the row points at (goods, without a shop) makes none either
  const refIds = await refIdsFor(t, r, { cookie }, owner).catch(() => undefined);
  if (!refIds) return undefined;
  const res = await t.call(r.name, "create", await withRoom(t, r, samplePayload(r, refIds), { cookie }), { cookie });
  return res.statusCode === 200 ? res.json().data.id : undefined;
}

async function ownRow(r: Resource): Promise<number> {
  const id = await rowOf(r, platformOwned(r) ? operator : admin);
  expect(id, `绿野 makes a ${r.name}`).toEqual(expect.any(Number));
  return id!;
}

/** Another enterprise's row: 丰收's, or 康牧's where 丰收 may not make one (goods need an open shop). */
async function foreignRow(r: Resource, owner?: CallOptions): Promise<number> {
  const kangmu = await t.login("13800000003");
  loginOf.set(kangmu, "13800000003");
  for (const cookie of [other, kangmu]) {
    const id = await rowOf(r, cookie, owner);
    if (id !== undefined) return id;
  }
  throw new Error(`no other enterprise may make a ${r.name}`);
}

const payloadFor = async (r: Resource, action: string, id: number): Promise<Record<string, unknown>> => {
  if (action === "list") return {};
  if (action === "create")
    return withRoom(t, r, samplePayload(r, await refIdsFor(t, r, { cookie: admin })), { cookie: admin });
  if (action === "update") return { id, [r.titleField]: "矩阵测试修改" };
  if (action === "delete") return r.endpoints.delete?.batch ? { ids: [id] } : { id };
  return { id };
};

// portal-wide audience reads need no grant by declaration (tests/server/audience.test.ts runs their matrix);
const short = (action: string) => action.replace(/^action:/, "");
// an ownerOf audience reads for the caller's enterprise and needs the grant of the rows it owns
// and a person answers (or makes and follows, or decides when named) its own row with no grant at all
// (tests/server/person-audience.test.ts, tests/server/owner-audience.test.ts)
const guarded = (r: Resource, action: string) => {
  if (ownedOp(action)) return false;
  // a partyOf audience's reads, download and moves are answered on rows naming the caller's enterprise: its grants have
  // their own test (tests/server/fixture-party.test.ts), its rows their matrix (tests/helpers/party-matrix.ts)
  const audience = r.audiences?.[audienceRead(action)?.name ?? audienceRowExport(action) ?? ""];
  if (audience?.partyOf !== undefined || r.audiences?.[r.actions?.[short(action)]?.by ?? ""]?.partyOf !== undefined)
    return false;
  // a person's own rows need no grant, only the person (tests/server/fixture-user-rows.test.ts); its queue does
  if (personOwned(r) && !audienceRead(action) && !r.actions?.[short(action)]?.by) return false;
  const read = audienceRead(action);
  if (read) return audienceCheck(r, read.name, registry) !== undefined;
  const by = r.actions?.[short(action)]?.by;
  return by === undefined || !readByPerson(r.audiences![by]!);
};
const cases = resources.flatMap((r) =>
  endpointsOf(r)
    .filter(([action]) => guarded(r, action))
    .map(([action]) => [`${r.name} ${action}`, r, action] as const),
);
const checkOf = (r: Resource, action: string) => {
  const read = audienceRead(action);
  return read ? audienceCheck(r, read.name, registry)! : requiredCheck(r, action);
};

/**
 * Whether the caller reaches rows through an audience (reads of an ownerOf audience, actions it runs): then
 * the caller's "own" row is one answering a row the caller owns (a quote on 绿野's tender, made by 丰收),
 * and a row answering another enterprise's row is the foreign one.
 */
/**
 * Moves a fresh row (made by `other`) into a state its audience reads, by its owner's actions: a 待确认 order
 * reaches the supplier only once confirmed. Rows read by their owner stay as they are.
 */
async function readable(r: Resource, action: string, id: number): Promise<number> {
  const name = audienceRead(action)?.name ?? r.actions?.[short(action)]?.by;
  if (!name || !r.flow) return id;
  const wanted = r.actions?.[short(action)]?.from[0] ?? r.audiences![name]!.states[0]!;
  const owner = { cookie: other };
  for (const step of routeTo(r, r.flow.initial, wanted) ?? []) {
    if (r.actions![step]!.by !== undefined) break;
    const form = validActionForm(r.actions![step]!.form);
    await t.call(r.name, step, { id, ...form }, owner);
  }
  return id;
}

/**
 * Who publishes the row an audience's reader owns, when the answering row points at it through a portal-wide
 * audience (a mall bid 康牧 offers on): the caller's administrator, so the answer is on the caller's row and not
 * on whichever publisher came first.
 */
function answeredBy(r: Resource, action: string): CallOptions | undefined {
  const key = r.audiences?.[audienceRead(action)?.name ?? r.actions?.[short(action)]?.by ?? ""]?.ownerOf;
  const via = key === undefined ? undefined : r.fields[key]!.via;
  const target = key === undefined ? undefined : resourceByName(r.fields[key]!.ref!);
  return via !== undefined && target?.audiences?.[via]?.ownerOf === undefined ? { cookie: admin } : undefined;
}

const throughAudience = (r: Resource, action: string) => !!audienceRead(action) || !!r.actions?.[short(action)]?.by;
/** Reads and actions of the operator's queue: every enterprise's rows, for the platform only. */
const operatorOnly = (r: Resource, action: string) =>
  !!r.audiences?.[audienceRead(action)?.name ?? r.actions?.[short(action)]?.by ?? ""]?.platform;

describe("permission matrix over every resource endpoint", () => {
  it.each(cases)("%s", async (_label, r, action) => {
    // list, create, export and import work on the caller's whole list, not one row
    // calls on the caller's rows as a whole (a list, a report) name no row
    const whole =
      ["list", "create", "export", "import"].includes(action) ||
      audienceRead(action)?.read === "list" ||
      reportRead(action) !== undefined;
    const [mine, theirs] = throughAudience(r, action)
      ? [(x: Resource) => foreignRow(x, answeredBy(x, action)), ownRow]
      : [ownRow, foreignRow];
    const id = whole ? 0 : await readable(r, action, await mine(r));
    const payload = await payloadFor(r, action, id);
    const check = checkOf(r, action);
    const before = await snapshot(r);

    await shapeRole(check);
    const anonymous = await t.call(r.name, short(action), payload);
    expect(anonymous.statusCode, "anonymous").toBe(401);

    await shapeRole(null);
    const refused = await t.call(r.name, short(action), payload, { cookie: staff });
    expect([refused.statusCode, refused.json().code], "without the grant").toEqual([403, 403]);
    expect(await snapshot(r), "a refused call changes no row").toBe(before);

    // a code-less operation (empty list) is for administrators only, so they stand in for the employee
    const names = "menu" in check ? check.menu : check.button;
    const granted = { cookie: names.length ? staff : admin };

    if (platformOwned(r) && !personOwned(r)) {
      // the platform's own rows (数据字典): an enterprise's administrator, who holds every grant of its own
      // enterprise, is still refused; the operator keeps them
      const outsider = await t.call(r.name, short(action), payload, { cookie: admin });
      expect([outsider.statusCode, outsider.json().msg], "an enterprise is no operator").toEqual([403, PLATFORM_ONLY]);
      expect(await snapshot(r), "an enterprise's call changes none of the platform's rows").toBe(before);
      const res = await t.call(r.name, short(action), payload, { cookie: operator });
      expect([200, 422], `operator: ${res.body}`).toContain(res.statusCode);
      return;
    }

    if (operatorOnly(r, action)) {
      // an enterprise's staff holding the grant is turned away from the queue; the operator works it
      await shapeRole(check);
      const outsider = await t.call(r.name, short(action), payload, granted);
      expect([outsider.statusCode, outsider.json().msg], "an enterprise is no operator").toEqual([403, OPERATOR_ONLY]);
      expect(await snapshot(r), "an enterprise's call on the queue changes no row").toBe(before);
      const res = await t.call(r.name, short(action), payload, { cookie: operator });
      expect([200, 422], `operator: ${res.body}`).toContain(res.statusCode);
      return;
    }

    if (id) {
      const foreign = await readable(r, action, await theirs(r));
      const foreignBefore = await snapshot(r);
      await shapeRole(check);
      const res = await t.call(r.name, short(action), await payloadFor(r, action, foreign), granted);
      expect([res.statusCode, res.json().code], "another enterprise's row").toEqual([404, 404]);
      expect(await snapshot(r), "a foreign row is left alone").toBe(foreignBefore);
    }

    await shapeRole(check);
    const res = await t.call(r.name, short(action), payload, granted);
    expect([200, 422], `granted: ${res.body}`).toContain(res.statusCode);
  });
});
