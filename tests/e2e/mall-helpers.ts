import type { Browser, BrowserContext } from "playwright-core";
import type { RunningServer } from "../helpers/running-server";

/** The portal origin of a host on the running server: Chromium resolves *.localhost to loopback. */
export const originOf = (server: RunningServer, host: string) => `http://${host}.localhost:${server.port}`;

// Node cannot resolve *.localhost, so API calls for set-up run inside a page of that origin.
async function inOrigin<T>(ctx: BrowserContext, origin: string, fn: (arg: any) => Promise<T>, arg: unknown): Promise<T> {
  const page = await ctx.newPage();
  await page.goto(`${origin}/safeguard`);
  const out = await page.evaluate(fn, arg);
  await page.close();
  return out;
}

/** A desktop browser context, logged in as a demo account through the API when `login` is given. */
export async function mallContext(browser: Browser, origin: string, login?: string, systemId = 56): Promise<BrowserContext> {
  const ctx = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  if (login) {
    const status = await inOrigin(
      ctx,
      origin,
      async ({ login, systemId }) =>
        (await fetch("/gw/agri.usercenter.login/1.0", { method: "POST", headers: { "content-type": "application/json", systemId: String(systemId) }, body: JSON.stringify({ login, password: "Demo@1234" }) })).status,
      { login, systemId },
    );
    if (status !== 200) throw new Error(`login ${login} failed: ${status}`);
  }
  return ctx;
}

/** First on-sale goods of a portal matching a search, straight from the API. */
export async function goodsOf(ctx: BrowserContext, origin: string, systemId: number, search: string) {
  return inOrigin(
    ctx,
    origin,
    async ({ search, systemId }) => {
      const res = await fetch(`/gw/agri.sc.querygoodslist.list/1.0?search=${encodeURIComponent(search)}&pageSize=5`, { headers: { systemId: String(systemId) } });
      return (await res.json()).data.list[0];
    },
    { search, systemId },
  ) as Promise<{ id: number; name: string; minOrder: number; price: number }>;
}
