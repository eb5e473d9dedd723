import { DEMO_PASSWORD } from "../src/server/db/seed/accounts";

/**
 * The admin shells' first screens the bench audits, each as the demo account that works there: a tender admin's
 * list, a seller's dashboard (经营概况, with its charts) and auctions, a supplier's 招标公告 and the operator's
 * first list (数据字典). Server-rendered for a logged-in visitor.
 */
export const ADMIN_PAGES: { path: string; login: string }[] = [
  { path: "/tendering/bids/list", login: "13800000001" },
  { path: "/manage/seller/index", login: "13800000001" },
  { path: "/goodsbidding/auction", login: "13800000001" },
  { path: "/entProcurement/bids", login: "13800000003" },
  { path: "/operation/dict", login: "admin" },
];

/** Logs `login` in with the login page's call; the session cookie to send with each of the page's requests. */
export async function logIn(origin: string, login: string): Promise<string> {
  const res = await fetch(`${origin}/gw/agri.usercenter.login/1.0`, {
    method: "POST",
    // the main portal's id, as its login page sends it (src/web/portal.ts)
    headers: { "content-type": "application/json", systemId: "56" },
    body: JSON.stringify({ login, password: DEMO_PASSWORD }),
  });
  const session = res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0]!)
    .find((c) => c.startsWith("agri_sid="));
  if (!res.ok || !session)
    throw new Error(`login ${login} answered ${res.status}: ${(await res.text()).slice(0, 200)}`);
  return session;
}
