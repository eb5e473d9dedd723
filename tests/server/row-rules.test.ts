import { and, desc, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resources } from "../../resources";
import type { Resource } from "../../src/core/define-resource";
import type { CallerValue } from "../../src/core/row-rules";
import { enterprises, resourceTables, rowMoves, users } from "../../src/server/db/schema";
import { orderDate } from "../../src/server/operations/numbered";
import { refIdsFor } from "../helpers/server-refs";
import { samplePayload } from "../helpers/server-samples";
import { withRoom } from "../helpers/open-room";
import { testApp, type CallOptions, type TestApp } from "../helpers/server-app";
import { roomFor } from "../helpers/single-room";

/**
 * The four row rules (src/core/row-rules.ts) on every resource declaring them, so a resource that starts using one
 * is covered here without a line more: a second row alike is refused, numbers run by the day, what comes from the
 * caller is the caller's, and a default mark moves from row to row.
 */
let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await testApp();
  cookie = await t.login("13800000001");
});
afterAll(() => t?.close());

type Made = { id: number } & Record<string, unknown>;

/** A new row of `r`, made by whoever may make one. */
async function make(
  r: Resource,
  over: Record<string, unknown> = {},
  as?: CallOptions,
): Promise<{ row: Made; as: CallOptions }> {
  const opts = as ?? (await roomFor(t, r, { cookie }));
  const sample = await withRoom(t, r, samplePayload(r, await refIdsFor(t, r, opts)), opts);
  const res = await t.call(r.name, "create", { ...sample, ...over }, opts);
  expect(res.statusCode, res.body).toBe(200);
  return { row: res.json().data as Made, as: opts };
}

const named = <K extends keyof Resource>(key: K) => resources.filter((r) => r[key]).map((r) => [r.name, r] as const);

describe("unique: no two of the tenant's rows alike", () => {
  // rows no create makes (a category's tax rate, one made with each portal) hold the rule by its unique index alone
  const cases = resources
    .filter((r) => r.endpoints.create)
    .flatMap((r) => (r.unique ?? []).map((u) => [`${r.name} ${u.fields.join("+")}`, r, u] as const));
  it("the platform declares one, so this runs", () => expect(cases.length).toBeGreaterThan(0));

  it.each(cases)("%s: the same row twice is refused on its last field with the declared words", async (_n, r, rule) => {
    const opts = await roomFor(t, r, { cookie });
    const payload = samplePayload(r, await refIdsFor(t, r, opts));
    expect((await t.call(r.name, "create", payload, opts)).statusCode).toBe(200);
    const second = await t.call(r.name, "create", payload, opts);
    expect([second.statusCode, second.json().errors]).toEqual([422, { [rule.fields.at(-1)!]: rule.message }]);
  });
});

describe("numbered: a number of the day, once per row", () => {
  // rows another party creates through an audience (a buyer's after-sale) are numbered there: tests/server/after-sale.test.ts
  const cases = named("numbered").filter(([, r]) => r.endpoints.create);
  it("the platform declares one, so this runs", () => expect(cases.length).toBeGreaterThan(0));

  it.each(cases)(
    "%s: <prefix><yyyymmdd><seq>, one past the day's last number of the platform, whatever the payload says",
    async (_n, r) => {
      const { field, prefix } = r.numbered!;
      const table = resourceTables[r.name]!;
      const day = orderDate();
      const as = await roomFor(t, r, { cookie });
      const payload = samplePayload(r, await refIdsFor(t, r, as));
      const code =
        typeof prefix === "string" ? prefix : String(payload[prefix.field] ?? r.fields[prefix.field]!.default);
      // another enterprise's number taken earlier today, under the field's other prefix when it has one: the count goes on from it
      const others =
        typeof prefix === "string"
          ? [code]
          : r.fields[prefix.field]!.options!.map((o) => String(o.value)).filter((v) => v !== code);
      const [latest] = (await t.db.select().from(table).orderBy(desc(table.id)).limit(1)) as Made[];
      if (latest)
        await t.db
          .update(table)
          .set({ [field]: `${others[0]}${day}0041` } as never)
          .where(eq(table.id, latest.id));
      const today = await t.db
        .select({ no: table[field as never] })
        .from(table)
        .where(like(table[field as never], `${"_".repeat(code.length)}${day}%`));
      const last = Math.max(0, ...today.map((x) => Number(String(x.no).slice(code.length + 8))));
      expect(last).toBeGreaterThanOrEqual(latest ? 41 : 0);

      const res = await t.call(r.name, "create", { ...payload, [field]: `${code}199901010001` }, as);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data[field]).toBe(`${code}${day}${String(last + 1).padStart(4, "0")}`);
    },
  );

  const relabelled = cases.filter(([, r]) => typeof r.numbered!.prefix !== "string");
  it.each(relabelled)("%s: a row switched to another prefix keeps its sequence under it", async (_n, r) => {
    const { field, prefix } = r.numbered!;
    const key = (prefix as { field: string }).field;
    const { row, as } = await make(r);
    const other = r.fields[key]!.options!.map((o) => String(o.value)).find((v) => v !== row[key])!;
    const res = await t.call(r.name, "update", { id: row.id, [key]: other }, as);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data[field]).toBe(`${other}${String(row[field]).slice(String(row[key]).length)}`);
  });
});

/** What the caller is, read from the database: the row's enterprise, and the user its creation was logged under. */
async function callerValue(r: Resource, row: Made, value: CallerValue): Promise<unknown> {
  const table = resourceTables[r.name]!;
  const [stored] = (await t.db.select().from(table).where(eq(table.id, row.id))) as Record<string, unknown>[];
  if (value === "enterpriseName")
    return (
      await t.db
        .select({ v: enterprises.name })
        .from(enterprises)
        .where(eq(enterprises.id, stored!.enterpriseId as number))
    )[0]!.v;
  const [move] = await t.db
    .select({ userId: rowMoves.userId })
    .from(rowMoves)
    .where(and(eq(rowMoves.resource, r.name), eq(rowMoves.rowId, row.id)));
  if (value === "userId") return move!.userId;
  if (value === "enterpriseId") return stored!.enterpriseId;
  const [user] = await t.db.select().from(users).where(eq(users.id, move!.userId));
  return value === "userName" ? user!.name : user!.phone;
}

describe("fromCaller: filled from who creates the row", () => {
  // rows another party creates through an audience (a buyer's intent) are checked there: tests/server/buy-intent.test.ts
  const cases = named("fromCaller").filter(([, r]) => r.endpoints.create);
  it("the platform declares one, so this runs", () => expect(cases.length).toBeGreaterThan(0));

  it.each(cases)("%s: a value the payload sends is ignored for the caller's", async (_n, r) => {
    const forged = Object.fromEntries(Object.keys(r.fromCaller!).map((k) => [k, "冒充的企业有限公司"]));
    const { row } = await make(r, forged);
    for (const [field, value] of Object.entries(r.fromCaller!)) {
      expect(row[field], field).not.toBe("冒充的企业有限公司");
      expect(row[field], field).toBe(await callerValue(r, row, value));
    }
  });
});

describe("onePer: one row of the tenant holds the mark", () => {
  const cases = named("onePer");
  it("the platform declares one, so this runs", () => expect(cases.length).toBeGreaterThan(0));

  it.each(cases)("%s: marking a row clears the others, on create and on edit", async (_n, r) => {
    const flag = r.onePer!.flag;
    const { row: first, as } = await make(r, { [flag]: true });
    const marked = async () =>
      ((await t.call(r.name, "list", { pageSize: 200 }, as)).json().data.list as Made[])
        .filter((x) => x[flag] === true)
        .map((x) => x.id);
    expect(await marked()).toEqual([first.id]);
    const { row: second } = await make(r, { [flag]: true }, as);
    expect(await marked()).toEqual([second.id]);
    expect((await t.call(r.name, "update", { id: first.id, [flag]: true }, as)).statusCode).toBe(200);
    expect(await marked()).toEqual([first.id]);
  });
});
