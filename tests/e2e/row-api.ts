import { DEMO_PASSWORD } from "../../src/server/db/seed/accounts";
import type { RunningServer } from "../helpers/running-server";
import type { RowApi } from "../helpers/row-makers";

/** The row makers' calls over HTTP to a running platform, one session per demo account, and its clock. */
export function httpRowApi(server: () => RunningServer): RowApi {
  const sessions = new Map<string, Promise<string>>();
  const sessionOf = (login: string) => {
    if (!sessions.has(login)) {
      const headers = { "content-type": "application/json", systemId: "56" };
      const loggedIn = fetch(`${server().url}/gw/agri.usercenter.login/1.0`, {
        method: "POST",
        headers,
        body: JSON.stringify({ login, password: DEMO_PASSWORD }),
      });
      sessions.set(
        login,
        loggedIn.then((res) =>
          res.headers
            .getSetCookie()
            .map((c) => c.split(";")[0])
            .join("; "),
        ),
      );
    }
    return sessions.get(login)!;
  };
  return {
    async call(login, method, path, payload = {}) {
      const headers = { cookie: await sessionOf(login), systemId: "56", "content-type": "application/json" };
      const url = `${server().url}/gw/${path}`;
      const query = new URLSearchParams(
        Object.entries(payload)
          .filter(([, v]) => v !== undefined)
          .map(([k, v]) => [k, String(v)]),
      );
      const res =
        method === "GET"
          ? await fetch(`${url}?${query}`, { headers })
          : await fetch(url, { method, headers, body: JSON.stringify(payload) });
      const body = await res.text();
      return {
        status: res.status,
        data: res.status === 200 ? (JSON.parse(body) as { data: unknown }).data : undefined,
        body,
      };
    },
    now: () => server().now(),
    setClock: (at) => server().setClock(at),
  };
}
