import type { Resource } from "../../src/core/define-resource";
import { nowMs, setClock } from "../../src/server/clock";
import { makerOf, type RowApi } from "./row-makers";
import type { TestApp } from "./server-app";

/** The row makers' calls through `app.inject`, one session per demo account. */
export function serverRowApi(t: TestApp): RowApi {
  const cookies = new Map<string, Promise<string>>();
  const cookieOf = (login: string) => {
    if (!cookies.has(login)) cookies.set(login, t.login(login));
    return cookies.get(login)!;
  };
  return {
    async call(login, method, path, payload = {}) {
      const headers = { cookie: await cookieOf(login), systemId: "56" };
      const url = `/gw/${path}`;
      const res =
        method === "GET"
          ? await t.app.inject({
              method,
              url,
              headers,
              query: Object.fromEntries(
                Object.entries(payload)
                  .filter(([, v]) => v !== undefined)
                  .map(([k, v]) => [k, String(v)]),
              ),
            })
          : await t.app.inject({ method, url, headers, payload });
      return { status: res.statusCode, data: res.statusCode === 200 ? res.json().data : undefined, body: res.body };
    },
    now: nowMs,
    async setClock(at) {
      setClock(at);
      await t.app.runJobs();
    },
  };
}

/** A row of `r` for the enterprise `owner` administers in `state` (the flow's first by default): made by its create endpoint's users elsewhere. */
export const madeRow = (
  t: TestApp,
  r: Resource,
  owner: string,
  state?: string | number,
  when?: Record<string, (string | number)[]>,
) =>
  // a row without a flow (a category's tax rate) is in no state: its maker reads none
  makerOf(r)(serverRowApi(t), { owner, state: state ?? r.flow?.initial ?? "", when });
