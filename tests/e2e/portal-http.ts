import { request } from "node:http";
import type { BrowserContext } from "playwright-core";
import { DEMO_PASSWORD } from "../../src/server/db/seed/accounts";
import { portalForHost } from "../../src/web/portal";

/** The systemId a portal origin's own script sends (http://ay.localhost:port → 62), as the web client picks it. */
export const systemIdOf = (origin: string) => String(portalForHost(new URL(origin).hostname).systemId);

export interface PortalAnswer {
  status: number;
  body: string;
  setCookies: string[];
}

/**
 * One call to a portal origin (http://yyn.localhost:port) from the test process, as that portal's page sends it:
 * its Host, its systemId, same-origin (no Origin header). Node cannot resolve *.localhost, so the call goes to
 * loopback with the portal's Host.
 */
export function callPortal(
  origin: string,
  method: "GET" | "POST",
  path: string,
  o: { body?: unknown; cookie?: string; systemId?: string } = {},
): Promise<PortalAnswer> {
  const url = new URL(path, origin);
  const payload = o.body === undefined ? undefined : JSON.stringify(o.body);
  const headers: Record<string, string | number> = { host: url.host, systemid: o.systemId ?? systemIdOf(origin) };
  if (payload !== undefined)
    Object.assign(headers, { "content-type": "application/json", "content-length": Buffer.byteLength(payload) });
  if (o.cookie) headers.cookie = o.cookie;
  return new Promise((resolve, reject) => {
    const req = request(
      { host: "127.0.0.1", port: url.port, method, path: `${url.pathname}${url.search}`, headers },
      (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (d: string) => (body += d));
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, body, setCookies: res.headers["set-cookie"] ?? [] }),
        );
      },
    );
    req.on("error", reject);
    req.end(payload);
  });
}

/**
 * Logs `login` in on a portal with the call the login page makes, and hands `context` the session cookie it set:
 * the context is then as logged in as after the page's own login, with no page loaded for it. (The login form
 * itself is walked in the visitor journeys.)
 */
export async function logInContext(
  context: BrowserContext,
  origin: string,
  login: string,
  systemId = systemIdOf(origin),
): Promise<void> {
  const res = await callPortal(origin, "POST", "/gw/agri.usercenter.login/1.0", {
    body: { login, password: DEMO_PASSWORD },
    systemId,
  });
  const session = res.setCookies.map((c) => c.split(";")[0]!).find((c) => c.startsWith("agri_sid="));
  if (res.status !== 200 || !session)
    throw new Error(`login ${login} on ${origin} answered ${res.status}: ${res.body.slice(0, 200)}`);
  await context.addCookies([
    { name: "agri_sid", value: session.slice("agri_sid=".length), url: origin, httpOnly: true, sameSite: "Lax" },
  ]);
}
