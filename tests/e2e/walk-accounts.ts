import { platformOwned, type Resource } from "../../src/core/define-resource";
import { endpointPath } from "../../src/core/endpoint";
import type { Grants } from "../../src/core/permissions";
import { DEMO_PASSWORD, DEMO_USERS } from "../../src/server/db/seed/accounts";
import { allowed } from "../../src/web/providers/access-control";

// The demo accounts the generated-screens walk works as, found by asking the running server (`url`) what each may do.

/** Screen actions the walk needs on a resource: its list, create, edit, show and every action its owner runs. */
export const needed = (r: Resource) => [
  "list",
  ...(r.endpoints.create ? ["create"] : []),
  ...(r.endpoints.update ? ["edit"] : []),
  ...(r.endpoints.get ? ["show"] : []),
  ...Object.entries(r.actions ?? {})
    .filter(([, a]) => a.by === undefined)
    .map(([name]) => name),
];

/** The demo accounts that may keep `r`'s rows: the operator's for the platform's own (数据字典), else the enterprises'. */
const members = (r: Resource) =>
  DEMO_USERS.filter((x) => x.member && (x.member.enterprise === "platform") === platformOwned(r)).map(
    (u) => u.phone ?? u.login,
  );

async function sessionOf(url: string, login: string): Promise<string> {
  const headers = { "content-type": "application/json", systemId: "56" };
  const res = await fetch(`${url}/gw/agri.usercenter.login/1.0`, {
    method: "POST",
    headers,
    body: JSON.stringify({ login, password: DEMO_PASSWORD }),
  });
  return res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

async function grantsOf(url: string, login: string): Promise<Grants | null> {
  const me = await fetch(`${url}/gw/agri.user.get/1.0`, {
    headers: { cookie: await sessionOf(url, login), systemId: "56" },
  });
  return ((await me.json()) as { data: { grants: Grants } | null }).data?.grants ?? null;
}

/** How many rows of `r` the account's own list holds on YYN. */
async function ownRows(url: string, r: Resource, login: string): Promise<number> {
  const e = r.endpoints.list!;
  const headers = { cookie: await sessionOf(url, login), systemId: "56", "content-type": "application/json" };
  const address = `${url}/gw/${endpointPath(e)}`;
  const res =
    e.http === "GET"
      ? await fetch(`${address}?pageSize=1`, { headers })
      : await fetch(address, { method: "POST", headers, body: JSON.stringify({ pageSize: 1 }) });
  return ((await res.json()) as { data?: { total: number } }).data?.total ?? 0;
}

/**
 * The first demo account of an enterprise (not the platform operator) that may do everything the walk does;
 * for a one-per-enterprise resource (a shop), one whose enterprise has none yet.
 */
export async function whoMay(url: string, r: Resource): Promise<string> {
  for (const login of members(r)) {
    const grants = await grantsOf(url, login);
    if (!needed(r).every((action) => allowed(grants, r, action, "YYN"))) continue;
    // a one-per-enterprise row the walk makes needs an enterprise without one; one made elsewhere (a shop's decoration) is already there
    if (!r.single || !r.endpoints.create || (await ownRows(url, r, login)) === 0) return login;
  }
  throw new Error(`[${r.name}] no demo account may ${needed(r).join(", ")}: seed one in src/server/db/seed`);
}

/** The demo account whose own list holds the row of `r` titled `title` (the supplier who made a quote). */
export async function ownerOfRow(url: string, r: Resource, title: string): Promise<string> {
  const e = r.endpoints.list!;
  for (const login of members(r)) {
    const q = { [r.titleField]: title, pageNum: 1, pageSize: 5 };
    const headers = { cookie: await sessionOf(url, login), systemId: "56", "content-type": "application/json" };
    const address = `${url}/gw/${endpointPath(e)}`;
    const res =
      e.http === "GET"
        ? await fetch(`${address}?${new URLSearchParams(q as Record<string, string>)}`, { headers })
        : await fetch(address, { method: "POST", headers, body: JSON.stringify(q) });
    const page = ((await res.json()) as { data?: { list: Record<string, unknown>[] } }).data;
    if (page?.list.some((x) => x[r.titleField] === title)) return login;
  }
  throw new Error(`[${r.name}] no demo account owns ${title}`);
}
