import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CALLS, callUrl } from "../../src/core/calls";
import { apiCalls } from "../../src/server/api/openapi";
import { testApp, type TestApp } from "../helpers/server-app";

/**
 * Who may call what, over every call of the API reference, generated and hand-written alike, so a new call is in the
 * matrix unasked: a call that needs a session refuses one without it (401) and one that needs none answers without
 * it; a call of the operator's refuses a personal account and another enterprise's administrator (403) and answers
 * the operator. The resource endpoints' grants are the permission matrix's (permission-matrix.test.ts).
 */
let t: TestApp;
const cookie: Record<string, string> = {};
beforeAll(async () => {
  t = await testApp();
  for (const login of ["admin", "13800000001", "13800000005"]) cookie[login] = await t.login(login);
});
afterAll(() => t?.close());

const calls = apiCalls().filter((c) => c.url.startsWith("/gw/") && !c.stream && c.request?.in !== "multipart");
const send = (c: (typeof calls)[number], who?: string) => {
  const url = c.url.replace(/:([A-Za-z]+)/g, "1");
  const headers = who ? { cookie: cookie[who]! } : {};
  return c.method === "GET" || c.request?.in === "query"
    ? t.app.inject({ method: c.method, url, query: { id: "1" }, headers })
    : t.app.inject({ method: c.method, url, payload: { id: 1 }, headers });
};

describe("without a session", () => {
  it.each(calls.map((c) => [`${c.method} ${c.url}`, c] as const))("%s", async (_n, c) => {
    const res = await send(c);
    expect(res.statusCode, res.body.slice(0, 200)).toBeLessThan(500);
    if (c.login) expect(res.statusCode, `${c.url} needs a session: ${res.body.slice(0, 200)}`).toBe(401);
    else expect(res.statusCode, `${c.url} needs none: ${res.body.slice(0, 200)}`).not.toBe(401);
  });
});

const operatorCalls = Object.entries(CALLS)
  .filter(([, c]) => c.access === "operator")
  .map(([name]) => callUrl("agri", name as keyof typeof CALLS));

describe("the operator's hand-written calls", () => {
  // the audit queues are declared now (a platform audience's generated calls, in the permission matrix); a
  // hand-written one added later is in the API reference and checked below
  it("are each in the API reference", () =>
    expect(operatorCalls.filter((url) => !calls.some((c) => c.url === url))).toEqual([]));
  it.each(calls.filter((c) => operatorCalls.includes(c.url)).map((c) => [`${c.method} ${c.url}`, c] as const))(
    "%s: 403 to a person and to another enterprise, open to the operator",
    async (_n, c) => {
      for (const who of ["13800000005", "13800000001"]) expect((await send(c, who)).statusCode, who).toBe(403);
      expect((await send(c, "admin")).statusCode).not.toBe(403);
    },
  );
});
