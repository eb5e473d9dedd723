import type { LightMyRequestResponse } from "fastify";
import { resourceByName } from "../../resources";
import { endpointsOf } from "../../src/core/check-resources";
import { endpointPath } from "../../src/core/endpoint";
import { MALL, mallPath, type MallKey } from "../../src/core/mall-endpoints";
import type { CallOptions, TestApp } from "./server-app";
import type { RunningServer } from "./running-server";

/** What a test reads of an answer over HTTP, in the shape of an injected one. */
type Answer = Pick<LightMyRequestResponse, "statusCode" | "body" | "json">;

/**
 * A resource endpoint called over HTTP on a running app process, as `TestApp.call` calls the app in this one: so the
 * helpers that make rows for a test (refIdsFor, samplePayload) work against real processes.
 */
export async function callOver(
  server: RunningServer,
  resource: string,
  action: string,
  payload: Record<string, unknown> = {},
  o: CallOptions = {},
): Promise<Answer> {
  const e = endpointsOf(resourceByName(resource)).find(([a]) => a === action || a === `action:${action}`)?.[1];
  if (!e) throw new Error(`${resource} has no endpoint ${action}`);
  return send(server, `/gw/${endpointPath(e)}`, e, payload, o);
}

/** A mall endpoint called over HTTP by its catalogue key, as `mallCall` (tests/server/mall-api.ts) injects it. */
export const mallOver = (
  server: RunningServer,
  key: MallKey,
  payload: Record<string, unknown> = {},
  o: CallOptions = {},
): Promise<Answer> => send(server, `/gw/${mallPath(MALL[key])}`, MALL[key], payload, o);

async function send(
  server: RunningServer,
  path: string,
  e: { http: string; payload?: string },
  payload: Record<string, unknown>,
  o: CallOptions,
): Promise<Answer> {
  const headers: Record<string, string> = {
    systemId: String(o.systemId ?? 56),
    ...(o.cookie ? { cookie: o.cookie } : {}),
  };
  const asQuery = e.payload === "params";
  const query = asQuery
    ? `?${new URLSearchParams(Object.entries(payload).map(([k, v]) => [k, Array.isArray(v) ? v.join(",") : String(v)]))}`
    : "";
  const res = await fetch(`${server.url}${path}${query}`, {
    method: e.http,
    headers: asQuery ? headers : { ...headers, "content-type": "application/json" },
    body: asQuery ? undefined : JSON.stringify(payload),
  });
  const body = await res.text();
  return { statusCode: res.status, body, json: () => JSON.parse(body) } as Answer;
}

/**
 * The calls and logins of a TestApp, answered by a running process, and `db` on the same database for what a helper
 * sets directly (a seal opened by moving its deadline).
 */
export function httpTestApp(server: RunningServer, db?: TestApp["db"]): Pick<TestApp, "call" | "login" | "db"> {
  return {
    db: db as TestApp["db"],
    call: (resource, action, payload, o) =>
      callOver(server, resource, action, payload, o) as ReturnType<TestApp["call"]>,
    async login(name) {
      const res = await fetch(`${server.url}/gw/agri.usercenter.login/1.0`, {
        method: "POST",
        headers: { systemId: "56", "content-type": "application/json" },
        body: JSON.stringify({ login: name, password: "Demo@1234" }),
      });
      if (res.status !== 200) throw new Error(`login ${name} failed: ${await res.text()}`);
      return res.headers
        .getSetCookie()
        .find((c) => c.startsWith("agri_sid="))!
        .split(";")[0]!;
    },
  };
}
