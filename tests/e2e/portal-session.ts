import type { Browser, Page } from "playwright-core";
import { portalForHost } from "../../src/web/portal";
import { logInContext } from "./portal-http";

/** http://<portal>.localhost:<port>; Chromium resolves every *.localhost to loopback. */
export const portalUrl = (portal: string, port: number) => `http://${portal}.localhost:${port}`;

/** Logs `login` in on that portal (its session cookie on that host, as the login page leaves it) and opens `path`. */
export async function logInOn(page: Page, portal: string, port: number, login: string, path = "/introduction?id=41") {
  await logInContext(page.context(), portalUrl(portal, port), login);
  await page.goto(`${portalUrl(portal, port)}${path}`);
}

/** POSTs a JSON body from the page with the portal headers, the way a forced client call would. */
export async function postFromPage(
  page: Page,
  portal: string,
  path: string,
  body: unknown,
): Promise<{ status: number; body: { code: number; msg: string } }> {
  return page.evaluate(
    async ([path, systemId, json]) => {
      const res = await fetch(path!, {
        method: "POST",
        credentials: "same-origin",
        headers: { "content-type": "application/json", systemId: systemId! },
        body: json!,
      });
      return { status: res.status, body: await res.json() };
    },
    [path, String(portalForHost(`${portal}.localhost`).systemId), JSON.stringify(body)],
  );
}

/**
 * A fresh browser context on the YYN portal, in China time at a desktop size, logged in as `login` and opened
 * at `path`: one party of a multi-party walk (a purchaser, a supplier, the operator).
 */
export async function pageAs(
  platform: { server: { port: number }; browser: Browser },
  login: string,
  path: string,
): Promise<Page> {
  const context = await platform.browser.newContext({
    timezoneId: "Asia/Shanghai",
    viewport: { width: 1440, height: 900 },
  });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  await logInOn(page, "yyn", platform.server.port, login, path);
  return page;
}
