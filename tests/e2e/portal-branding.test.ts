import type { Browser, Request } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PORTAL_BRANDS } from "../../src/server/db/seed/portal-brands";
import { launchChromium } from "../helpers/chromium";
import { startServer, type RunningServer } from "../helpers/running-server";
import { portalUrl } from "./portal-session";

let server: RunningServer;
let browser: Browser;
beforeAll(async () => {
  server = await startServer();
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const branded = PORTAL_BRANDS.filter((b) => ["yyn", "ay", "slxh", "sheep"].includes(b.code));

describe("each portal origin is its own portal", () => {
  const titles: string[] = [];

  it.each(branded.map((b) => [b.code, b] as const))("%s.localhost: every API call carries its systemId; title and icon are its own", async (code, brand) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const calls: Request[] = [];
    page.on("request", (r) => {
      if (new URL(r.url()).pathname.startsWith("/gw/")) calls.push(r);
    });
    await page.goto(`${portalUrl(code, server.port)}/introduction?id=11`);
    await page.waitForFunction((t) => document.title === t, brand.titleCh);
    await page.getByRole("heading", { name: "注册流程" }).waitFor();
    titles.push(await page.title());
    const icon = await page.locator('link[rel="icon"]').getAttribute("href");
    expect(icon).toBe(`/assets/portal/${code}/icon.svg`);
    expect(await page.evaluate(async (href) => (await fetch(href!)).status, icon)).toBe(200);

    const paths = calls.map((c) => new URL(c.url()).pathname);
    expect(paths[0]).toBe("/gw/api/member/getPlatformTypeByUrl");
    expect(paths).toEqual(expect.arrayContaining(["/gw/agri.portal.domain.get/1.0", "/gw/agri.enterprise.list/5.0", "/gw/agri.enterprise.info.get/1.0", "/gw/agri.user.bo.get/1.0"]));
    for (const call of calls) {
      expect(call.headers().systemid, new URL(call.url()).pathname).toBe(String(brand.systemId));
      expect(call.headers().platformtype).toBe(brand.platType);
    }
    await context.close();
  });

  it("the four titles differ", () => {
    expect(new Set(titles).size).toBe(4);
  });

  it("an unknown origin (127.0.0.1) is YYN", async () => {
    const page = await browser.newPage();
    const systemIds: string[] = [];
    page.on("request", (r) => {
      if (new URL(r.url()).pathname.startsWith("/gw/")) systemIds.push(r.headers().systemid ?? "");
    });
    await page.goto(`${server.url}/introduction?id=40`);
    await page.getByRole("heading", { name: "平台授权说明" }).waitFor();
    expect(await page.title()).toBe(PORTAL_BRANDS[0]!.titleCh);
    expect(new Set(systemIds)).toEqual(new Set(["56"]));
    await page.close();
  });
});
