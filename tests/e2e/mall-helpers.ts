import type { Browser, BrowserContext } from "playwright-core";
import type { RunningServer } from "../helpers/running-server";
import { callPortal, logInContext } from "./portal-http";

/** The portal origin of a host on the running server: Chromium resolves *.localhost to loopback. */
export const originOf = (server: RunningServer, host: string) => `http://${host}.localhost:${server.port}`;

/** A desktop browser context, logged in as a demo account through the API when `login` is given. */
export async function mallContext(
  browser: Browser,
  origin: string,
  login?: string,
  systemId = 56,
): Promise<BrowserContext> {
  const ctx = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  if (login) await logInContext(ctx, origin, login, String(systemId));
  return ctx;
}

/** First on-sale goods of a portal matching a search, straight from the API, as the context's user sees the list. */
export async function goodsOf(ctx: BrowserContext, origin: string, systemId: number, search: string) {
  const cookie = (await ctx.cookies(origin)).map((c) => `${c.name}=${c.value}`).join("; ");
  const res = await callPortal(
    origin,
    "GET",
    `/gw/agri.sc.querygoodslist.list/1.0?search=${encodeURIComponent(search)}&pageSize=5`,
    { systemId: String(systemId), cookie },
  );
  if (res.status !== 200) throw new Error(`the goods list of ${origin} answered ${res.status}`);
  return (JSON.parse(res.body) as { data: { list: { id: number; name: string; minOrder: number; price: number }[] } })
    .data.list[0]!;
}
