import type { Browser, Page } from "playwright-core";

const SYSTEM_IDS: Record<string, string> = { yyn: "56", ay: "62", slxh: "63", sheep: "64", tj: "65", hs: "66" };

/** http://<portal>.localhost:<port>; Chromium resolves every *.localhost to loopback. */
export const portalUrl = (portal: string, port: number) => `http://${portal}.localhost:${port}`;

/**
 * Logs in from inside the page on that portal's origin, as the web client would call it (systemId
 * header, same-origin Origin), so the HttpOnly cookie lands on that host. Leaves the page on `path`.
 */
export async function logInOn(page: Page, portal: string, port: number, login: string, path = "/introduction?id=41") {
  await page.goto(`${portalUrl(portal, port)}/introduction?id=41`);
  const status = await page.evaluate(
    async ([login, systemId]) => {
      const res = await fetch("/gw/agri.usercenter.login/1.0", {
        method: "POST",
        credentials: "same-origin",
        headers: { "content-type": "application/json", systemId: systemId! },
        body: JSON.stringify({ login, password: "Demo@1234" }),
      });
      return res.status;
    },
    [login, SYSTEM_IDS[portal]],
  );
  if (status !== 200) throw new Error(`login ${login} on ${portal} answered ${status}`);
  await page.goto(`${portalUrl(portal, port)}${path}`);
}

/** POSTs a JSON body from the page with the portal headers, the way a forced client call would. */
export async function postFromPage(page: Page, portal: string, path: string, body: unknown): Promise<{ status: number; body: { code: number; msg: string } }> {
  return page.evaluate(
    async ([path, systemId, json]) => {
      const res = await fetch(path!, { method: "POST", credentials: "same-origin", headers: { "content-type": "application/json", systemId: systemId! }, body: json! });
      return { status: res.status, body: await res.json() };
    },
    [path, SYSTEM_IDS[portal], JSON.stringify(body)],
  );
}

/**
 * A fresh browser context on the YYN portal, in China time at a desktop size, logged in as `login` and opened
 * at `path`: one party of a multi-party walk (a purchaser, a supplier, the operator).
 */
export async function pageAs(platform: { server: { port: number }; browser: Browser }, login: string, path: string): Promise<Page> {
  const context = await platform.browser.newContext({ timezoneId: "Asia/Shanghai", viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  await logInOn(page, "yyn", platform.server.port, login, path);
  return page;
}
