import type { FastifyInstance, FastifyRequest } from "fastify";
import { DEFAULT_API_BASE } from "../../core/endpoint";
import type { ServerCall } from "../../web/ssr/entry-server";

/** Query values as axios sends them: undefined and null left out, the rest as text. */
function queryOf(params: Record<string, unknown> | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(params ?? {})) if (v !== undefined && v !== null) out[k] = String(v);
  return out;
}

/**
 * The server render's API calls, answered by this same app in process (app.inject): every hook, guard and
 * handler runs as for the browser's call, with the visitor's cookies, so a logged-in buyer's page is theirs.
 */
export function inProcessCall(app: FastifyInstance, req: FastifyRequest): ServerCall {
  return async (call, portal) => {
    const form = call.data instanceof URLSearchParams;
    const res = await app.inject({
      method: call.method,
      url: `${DEFAULT_API_BASE}/${call.url}`,
      query: queryOf(call.params),
      headers: {
        ...(req.headers.cookie ? { cookie: req.headers.cookie } : {}),
        ...(portal ? { systemid: String(portal.systemId), platformtype: portal.platformType } : {}),
        ...(call.data === undefined
          ? {}
          : { "content-type": form ? "application/x-www-form-urlencoded" : "application/json" }),
      },
      ...(call.data === undefined ? {} : { payload: form ? String(call.data) : JSON.stringify(call.data) }),
    });
    const body = res.json();
    if (res.statusCode !== 200)
      throw Object.assign(new Error(body?.msg ?? `HTTP ${res.statusCode}`), { statusCode: res.statusCode });
    return body;
  };
}
