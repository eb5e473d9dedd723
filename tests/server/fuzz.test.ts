import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { executedRows } from "../../src/server/db/executed-rows";
import { apiCalls } from "../../src/server/api/openapi";
import { testApp, type TestApp } from "../helpers/server-app";

/**
 * Every call of the API reference, hand-written or generated, fed malformed payloads by a logged-in operator and an
 * enterprise administrator: a control character in a text, an id beyond the integer range, an object where a value
 * goes. None may fail on the server (5xx), a control character is refused with 422 naming the field, and no table
 * gains or loses a row.
 */
let t: TestApp;
const cookies: string[] = [];
let before: Record<string, number>;
beforeAll(async () => {
  t = await testApp();
  for (const login of ["admin", "13800000001"]) cookies.push(await t.login(login));
  before = await rowCounts();
});

/** Rows per table, but the counters a refused call may bump (rate limits) and the sessions of the logins above. */
async function rowCounts(): Promise<Record<string, number>> {
  const tables = executedRows<{ name: string }>(await t.db.execute(sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' and table_name not in ('rate_limits', 'sessions', '__drizzle_migrations') order by 1`));
  const counts: Record<string, number> = {};
  for (const { name } of tables) counts[name] = Number(executedRows<{ n: number }>(await t.db.execute(sql.raw(`select count(*)::int as n from "${name}"`)))[0]!.n);
  return counts;
}
afterAll(() => t?.close());

/** Names a hand-written call reads without declaring them, beside the declared ones. */
const COMMON = ["id", "ids", "pageNum", "pageSize", "keyword", "name", "phone", "login", "code", "status", "orderId", "goodsId", "shopId", "title", "reason", "content", "remark"];

const calls = apiCalls().filter((c) => c.url.startsWith("/gw/") && !c.stream && c.request?.in !== "multipart");
const propsOf = (c: (typeof calls)[number]) => [...new Set([...Object.keys((c.request?.schema.properties as object | undefined) ?? {}), ...COMMON])];

const CASES = {
  nul: "abc\u0000def",
  bigId: "2147483648",
  hugeNumber: "99999999999999999999999",
} as const;

describe.each(Object.entries(CASES))("%s in every field", (kind, bad) => {
  it.each(calls.map((c) => [`${c.method} ${c.url}`, c] as const))("%s", async (_name, c) => {
    const url = c.url.replace(/:([A-Za-z]+)/g, "1");
    for (const cookie of cookies) {
      const payload = Object.fromEntries(propsOf(c).map((p) => [p, bad]));
      const res = c.method === "GET" || c.request?.in === "query" ? await t.app.inject({ method: c.method, url, query: payload, headers: { cookie } }) : await t.app.inject({ method: c.method, url, payload, headers: { cookie } });
      expect(res.statusCode, `${c.method} ${url}: ${res.body.slice(0, 200)}`).toBeLessThan(500);
      if (kind === "nul" && res.statusCode !== 401 && res.statusCode !== 403) expect(res.statusCode, `${c.method} ${url} took a NUL: ${res.body.slice(0, 200)}`).toBe(422);
    }
  });
});

describe("after every malformed call", () => {
  it("no table gained or lost a row", async () => expect(await rowCounts()).toEqual(before));
});
