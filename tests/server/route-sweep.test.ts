// @module-tag database
// one call per route, as its users make it: every route's statements run on this database too
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resources } from "../../resources";
import { CALLS, OUTSIDE, callUrl, type CallName } from "../../src/core/calls";
import { endpointsOf } from "../../src/core/check-resources";
import { platformOwned, type Resource } from "../../src/core/define-resource";
import { endpointPath } from "../../src/core/endpoint";
import { MALL, mallPath, type MallKey } from "../../src/core/mall-endpoints";
import { refIdsFor } from "../helpers/server-refs";
import { samplePayload } from "../helpers/server-samples";
import { testApp, type TestApp } from "../helpers/server-app";

/**
 * Every route the app registers gets one call from the kind of user who makes it: a resource's endpoints from an
 * administrator who holds them (the operator for the platform's own rows), the mall's from a buyer, the
 * hand-written calls from whom their access names. None may fail on the server (5xx). The matrices run every route
 * in full on PostgreSQL; here they run once each on the database `npm start` serves.
 */
let t: TestApp;
const cookies: Record<string, string> = {};
const called = new Set<string>();

beforeAll(async () => {
  t = await testApp();
  for (const login of ["admin", "13800000001", "13800000002"]) cookies[login] = await t.login(login);
  await t.app.ready();
});
afterAll(() => t?.close());

const key = (method: string, url: string) => `${method} ${url}`;

async function send(
  method: string,
  url: string,
  payload: Record<string, unknown>,
  cookie: string | undefined,
  params: boolean,
) {
  called.add(key(method, url.split("?")[0]!));
  const headers = cookie ? { cookie } : {};
  const query = Object.fromEntries(Object.entries(payload).map(([k, v]) => [k, String(v)]));
  const res =
    params || method === "GET"
      ? await t.app.inject({ method: method as "GET", url, headers, query })
      : await t.app.inject({ method: method as "POST", url, headers, payload });
  expect(res.statusCode, `${method} ${url}: ${res.body.slice(0, 300)}`).toBeLessThan(500);
  return res;
}

/** The first row of `r` the caller's list holds, to name in row calls. */
async function firstRow(r: Resource, cookie: string): Promise<number> {
  const e = r.endpoints.list;
  if (!e) return 1;
  const listed = await t.app.inject({
    method: e.http,
    url: `/gw/${endpointPath(e)}`,
    headers: { cookie },
    ...(e.http === "GET" ? { query: { pageSize: "1" } } : { payload: { pageSize: 1 } }),
  });
  return listed.statusCode === 200 ? (listed.json().data?.list?.[0]?.id ?? 1) : 1;
}

describe("one call per route", () => {
  it.each(resources.map((r) => [r.name, r] as const))(
    "%s: each endpoint answers its administrator without a server error",
    async (_name, r) => {
      const cookie = cookies[platformOwned(r) ? "admin" : "13800000001"]!;
      const id = await firstRow(r, cookie);
      for (const [action, e] of endpointsOf(r)) {
        const payload =
          action === "create"
            ? samplePayload(r, await refIdsFor(t, r, { cookie }).catch(() => ({})))
            : action === "list" || action === "export"
              ? {}
              : e.batch
                ? { ids: [id] }
                : { id };
        // an import takes a file upload: the empty request is its refusal, the route is still reached
        await send(
          e.http,
          `/gw/${endpointPath(e)}`,
          action === "import" ? {} : payload,
          cookie,
          e.payload === "params",
        );
      }
    },
  );

  it.each(Object.keys(MALL) as MallKey[])("mall %s answers a buyer without a server error", async (k) => {
    const e = MALL[k];
    // a stream stays open as long as its page: its first message is the answer
    await send(
      e.http,
      `/gw/${mallPath(e)}`,
      e.stream ? { id: 1, once: 1 } : { id: 1 },
      e.login ? cookies["13800000002"] : undefined,
      e.payload === "params",
    );
  });

  it.each(Object.keys(CALLS) as CallName[])("%s answers its caller without a server error", async (name) => {
    const c = CALLS[name];
    const cookie = c.access === "public" ? undefined : cookies[c.access === "operator" ? "admin" : "13800000001"];
    await send(c.http, callUrl("agri", name), {}, cookie, c.payload === "params");
  });

  it("calls every registered API route, and serves the routes outside /gw", async () => {
    await send("GET", OUTSIDE.openapi.url, {}, undefined, true);
    await send("GET", "/files/no-such-file.png", {}, undefined, true);
    called.add(key("GET", OUTSIDE.files.url));
    const missed = t.app.gwRoutes.map((r) => key(r.method, r.url)).filter((k) => !called.has(k));
    expect(missed, "routes no case called: declare them in resources/, MALL or src/core/calls.ts").toEqual([]);
  });
});
