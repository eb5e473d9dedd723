import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resourceByName, resources } from "../../resources";
import type { Resource } from "../../src/core/define-resource";
import { MAX_REFS } from "../../src/core/fields";
import { routeTo } from "../../src/core/flows/transition";
import { validActionForm } from "../helpers/field-values";
import { refIdsFor } from "../helpers/server-refs";
import { samplePayload, sourceLines } from "../helpers/server-samples";
import { testApp, type TestApp } from "../helpers/server-app";
import { INVITED_LOGIN, NOT_INVITED } from "../../src/server/operations/invitations";

/**
 * Rows that invite chosen enterprises (a tender invited to some suppliers): read only by those invited and
 * the owner, never by another enterprise of the portal or an anonymous visitor, and not answerable by them;
 * the same row inviting no one is read by the whole audience. Every inviteOnly audience of the platform runs.
 */
let t: TestApp;
let owner: string;
let guest: string;
let stranger: string;

beforeAll(async () => {
  t = await testApp();
  owner = await t.login("13800000001");
  guest = await t.login("13800000003");
  stranger = await t.login("13800000002");
});
afterAll(() => t?.close());

const cases = resources.flatMap((r) =>
  Object.entries(r.audiences ?? {})
    .filter(([, a]) => a.inviteOnly)
    .map(([name, a]) => [`${r.name} audience ${name}`, r, name, a.inviteOnly!] as const),
);

const enterpriseOf = async (cookie: string) =>
  (await t.app.inject({ method: "GET", url: "/gw/agri.user.get/1.0", headers: { cookie } })).json().data.enterprise
    .name as string;

/** The row of the invite field's target that stands for the guest's enterprise, as the owner's picker offers it. */
async function guestPick(r: Resource, key: string): Promise<number> {
  const field = r.fields[key]!;
  const listed = await t.call(
    field.ref!,
    `audience:${field.via}:list`,
    { pageSize: 200, others: 1 },
    { cookie: owner },
  );
  const name = await enterpriseOf(guest);
  const row = (listed.json().data.list as { id: number; enterpriseName: string }[]).find(
    (x) => x.enterpriseName === name,
  );
  if (!row) throw new Error(`${field.label}: the owner's picker offers nothing of ${name}`);
  return row.id;
}

/** A fresh row of the owner's, inviting `invited`, moved into the audience's first state. */
async function published(r: Resource, name: string, key: string, invited: number[]): Promise<number> {
  const made = await t.call(
    r.name,
    "create",
    { ...samplePayload(r, await refIdsFor(t, r, { cookie: owner })), [key]: invited },
    { cookie: owner },
  );
  expect(made.statusCode, made.body).toBe(200);
  const id = made.json().data.id as number;
  // an answer's lines answer this row's lines
  sourceLines.set(`${r.name}:${id}`, made.json().data);
  for (const step of routeTo(r, r.flow!.initial, r.audiences![name]!.states[0]!)!) {
    const form = validActionForm(r.actions![step]!.form);
    expect((await t.call(r.name, step, { id, ...form }, { cookie: owner })).statusCode).toBe(200);
  }
  return id;
}

const readBy = async (r: Resource, name: string, id: number, cookie?: string) => {
  const opts = cookie ? { cookie } : {};
  const listed = (await t.call(r.name, `audience:${name}:list`, { ids: String(id) }, opts)).json().data?.list ?? [];
  const got = await t.call(r.name, `audience:${name}:get`, { id }, opts);
  return { listed: listed.length, get: got.statusCode, invited: got.json().data?.invited, body: got.json() };
};

/** Fields of other resources that point at rows through this audience (a quote's tender). */
const answering = (r: Resource, name: string) =>
  resources.flatMap((x) =>
    Object.entries(x.fields)
      .filter(([, f]) => f.ref === r.name && f.via === name)
      .map(([k]) => [x, k] as const),
  );

describe("invitation-only rows", () => {
  it("the platform declares one, so this runs", () => expect(cases.length).toBeGreaterThan(0));

  it.each(cases)(
    "%s: the invited and the owner read it, another enterprise and a visitor do not",
    async (_n, r, name, key) => {
      const id = await published(r, name, key, [await guestPick(r, key)]);
      expect(await readBy(r, name, id, guest)).toMatchObject({ listed: 1, get: 200, invited: true });
      expect(await readBy(r, name, id, owner)).toMatchObject({ listed: 1, get: 200 });
      // opened from its shared link, the row tells a stranger it is not theirs and a visitor to log in (the invited
      // may be that visitor), and sends nothing of itself to either
      expect(await readBy(r, name, id, stranger)).toMatchObject({
        listed: 0,
        get: 403,
        body: { code: 403, msg: NOT_INVITED },
      });
      expect(Object.keys((await readBy(r, name, id, stranger)).body)).toEqual(["code", "msg"]);
      if (r.audiences![name]!.anonymous) {
        const visitor = await readBy(r, name, id);
        expect(visitor).toMatchObject({ listed: 0, get: 401, body: { code: 401, msg: INVITED_LOGIN } });
        expect(Object.keys(visitor.body)).toEqual(["code", "msg"]);
      }
      // the owner sees whom it invited, by name
      const mine = (await t.call(r.name, "get", { id }, { cookie: owner })).json().data;
      expect(mine.refLabels[key]).toBe(await enterpriseOf(guest));

      const open = await published(r, name, key, []);
      expect(await readBy(r, name, open, stranger)).toMatchObject({ listed: 1, get: 200, invited: false });
    },
  );

  it.each(cases)(
    "%s: a row the audience would not read anyway stays a plain 404, invitation or not",
    async (_n, r, name, key) => {
      // an invitation still in draft: no one but its owner learns it exists
      const made = await t.call(
        r.name,
        "create",
        { ...samplePayload(r, await refIdsFor(t, r, { cookie: owner })), [key]: [await guestPick(r, key)] },
        { cookie: owner },
      );
      const draft = made.json().data.id as number;
      for (const cookie of [guest, stranger, undefined]) {
        expect((await readBy(r, name, draft, cookie)).body).toEqual({ code: 404, msg: "记录不存在" });
        expect((await readBy(r, name, 999_999, cookie)).body).toEqual({ code: 404, msg: "记录不存在" });
      }
    },
  );

  it.each(cases)("%s: only the invited can answer it", async (_n, r, name, key) => {
    const id = await published(r, name, key, [await guestPick(r, key)]);
    for (const [answer, ref] of answering(r, name)) {
      const payload = (cookie: string) =>
        refIdsFor(t, answer, { cookie }).then((refs) => samplePayload(answer, { ...refs, [ref]: id }));
      const refused = await t.call(answer.name, "create", await payload(stranger), { cookie: stranger });
      expect([refused.statusCode, refused.json().errors?.[ref]]).toEqual([422, `${answer.fields[ref]!.label}不存在`]);
      const taken = await t.call(answer.name, "create", await payload(guest), { cookie: guest });
      expect(taken.statusCode, taken.body).toBe(200);
    }
  });

  it.each(cases)(
    "%s: an invitation names rows the owner could pick, and a bounded number of them",
    async (_n, r, _name, key) => {
      const field = r.fields[key]!;
      const target = resourceByName(field.ref!);
      const base = samplePayload(r, await refIdsFor(t, r, { cookie: owner }));
      const save = (v: unknown) => t.call(r.name, "create", { ...base, [key]: v }, { cookie: owner });
      // a row the picker does not offer: missing, or of the target but outside the audience (a pending application)
      const outside = (await t.call(target.name, "list", { pageSize: 200 }, { cookie: guest }))
        .json()
        .data.list.map((x: { id: number }) => x.id) as number[];
      const offered = new Set(
        (
          (await t.call(target.name, `audience:${field.via}:list`, { pageSize: 200 }, { cookie: owner })).json().data
            .list as { id: number }[]
        ).map((x) => x.id),
      );
      for (const bad of [[999_999], [outside.find((x) => !offered.has(x))!]]) {
        expect([(await save(bad)).statusCode, (await save(bad)).json().errors]).toEqual([
          422,
          { [key]: `${field.label}不存在` },
        ]);
      }
      expect((await save(["abc"])).json().errors).toEqual({ [key]: `${field.label}的取值无效` });
      const many = Array.from({ length: MAX_REFS + 1 }, (_, i) => i + 1);
      expect((await save(many)).json().errors).toEqual({ [key]: `${field.label}最多选${MAX_REFS}个` });
      // the same pick twice is one invitation
      const pick = await guestPick(r, key);
      const saved = await save([pick, pick]);
      expect(saved.json().data?.[key]).toEqual([pick]);
    },
  );
});
