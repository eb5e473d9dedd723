import { sql } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CallDoc } from "../../src/server/api/openapi";
import { executedRows } from "../../src/server/db/executed-rows";
import {
  bodyRequest,
  FIELD_CASES,
  fieldCaseApplies,
  fieldRequest,
  fuzzCalls,
  takesBody,
  type FieldCase,
} from "../helpers/fuzz-requests";
import { testApp, type TestApp } from "../helpers/server-app";

/**
 * Every call of the API reference, hand-written or generated, fed malformed payloads by a logged-in operator and an
 * enterprise administrator: a control character in a text, an id beyond the integer range, an object or a list where
 * a value goes, text for a number and a number for a text, a body that is no JSON, a JSON list for a body. None may
 * fail on the server (5xx), a control character is refused with 422 naming the field, and no row of any table
 * changes: each table's rows are compared by a digest of their text, not by their number.
 */
let t: TestApp;
const cookies: string[] = [];
let before: Record<string, string>;
beforeAll(async () => {
  t = await testApp();
  for (const login of ["admin", "13800000001"]) cookies.push(await t.login(login));
  before = await tableDigests();
});
afterAll(() => t?.close());

/**
 * Each table's rows as one md5 of their text in a fixed order, with their number (for the reader of a failure). Left
 * out: the counters a refused call bumps (rate limits), the sessions, which the logins here and 退出登录 write, and
 * what the calls that read no field hand out whatever they are sent (an upload token, an SMS code to one's own phone).
 */
async function tableDigests(): Promise<Record<string, string>> {
  const tables = executedRows<{ name: string }>(
    await t.db.execute(
      sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' and table_name not in ('rate_limits', 'sessions', '__drizzle_migrations', 'upload_tokens', 'sms_codes', 'sms_outbox') order by 1`,
    ),
  );
  const each = tables.map(
    ({ name }) =>
      `select '${name}' as name, count(*)::int || ' rows ' || md5(coalesce(string_agg(t::text, E'\\n' order by t::text), '')) as digest from "${name}" t`,
  );
  const rows = executedRows<{ name: string; digest: string }>(await t.db.execute(sql.raw(each.join(" union all "))));
  return Object.fromEntries(rows.map((r) => [r.name, r.digest]));
}

/** 退出登录 ends the session it is sent with: it gets one of its own, so the run's two sessions live to its end. */
const ENDS_SESSION = new Set(["/gw/agri.usercenter.logout/1.0"]);
const sessionsFor = async (c: CallDoc) =>
  ENDS_SESSION.has(c.url) ? Promise.all(["admin", "13800000001"].map((l) => t.login(l, { fresh: true }))) : cookies;

const answer = async (c: CallDoc, request: InjectOptions) => {
  const res = await t.app.inject(request);
  expect(res.statusCode, `${c.method} ${c.url}: ${res.body.slice(0, 200)}`).toBeLessThan(500);
  return res;
};
const named = (calls: CallDoc[]) => calls.map((c) => [`${c.method} ${c.url}`, c] as const);

describe.each(Object.keys(FIELD_CASES) as FieldCase[])("%s in every field", (kind) => {
  it.each(named(fuzzCalls.filter((c) => fieldCaseApplies(kind, c))))("%s", async (_name, c) => {
    // the two sessions at once: the run asks thousands of calls, and one waits on the database while the other runs
    const answers = await Promise.all((await sessionsFor(c)).map((cookie) => answer(c, fieldRequest(kind, c, cookie))));
    if (kind !== "nul") return;
    for (const res of answers.filter((r) => r.statusCode !== 401 && r.statusCode !== 403))
      expect(res.statusCode, `${c.method} ${c.url} took a NUL: ${res.body.slice(0, 200)}`).toBe(422);
  });
});

describe("a body that is not a JSON object", () => {
  const bodyCalls = named(fuzzCalls.filter(takesBody));
  // the parser refuses it before any route or session is read: one caller is enough to show it
  it.each(bodyCalls)("no JSON at all: %s", async (_name, c) => {
    const res = await answer(c, bodyRequest("notJson", c, cookies[1]!));
    expect([res.statusCode, res.json().msg]).toEqual([422, "请求数据格式不正确"]);
  });
  it.each(bodyCalls)("a JSON list: %s", async (_name, c) => {
    await Promise.all((await sessionsFor(c)).map((cookie) => answer(c, bodyRequest("jsonArray", c, cookie))));
  });
});

describe("after every malformed call", () => {
  it("the operator's and the administrator's sessions are still theirs, so no call above was answered as a visitor's", async () => {
    const who = await Promise.all(
      cookies.map(
        async (cookie) =>
          (await t.app.inject({ method: "GET", url: "/gw/agri.user.get/1.0", headers: { cookie } })).json().data?.login,
      ),
    );
    expect(who).toEqual(["admin", "lvye_wang"]);
  });
  it("no row of any table changed", async () => {
    const after = await tableDigests();
    const changed = Object.keys({ ...before, ...after }).filter((name) => before[name] !== after[name]);
    expect(changed.map((name) => `${name}: ${before[name]} → ${after[name]}`)).toEqual([]);
  });
});
