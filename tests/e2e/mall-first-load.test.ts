import type { BrowserContext, ConsoleMessage } from "playwright-core";
import { describe, expect, it } from "vitest";
import { goodsOf, mallContext, originOf } from "./mall-helpers";
import { runningPlatform } from "./running-platform";

/** What React, antd or the CSP say when a server-rendered page and the browser's first render disagree. */
const TROUBLE = /hydrat|did not match|Minified React error|Content Security Policy|server rendered/i;

/**
 * The mall's first load (docs/first-load.md): the server's HTML already shows what a buyer came for with no
 * script at all, and the app then takes the page over without a hydration mismatch, a CSP report or an error.
 */
describe("server-rendered mall pages in the browser", () => {
  const platform = runningPlatform();

  async function pagesOf(host: string, systemId: number) {
    const origin = originOf(platform.server, host);
    const guest = await mallContext(platform.browser, origin);
    const g = await goodsOf(guest, origin, systemId, "饲料");
    await guest.close();
    return { origin, g, paths: ["/", `/list?search=${encodeURIComponent("饲料")}`, `/goodInfo?id=${g.id}`] };
  }

  it.each([["yyn", 56], ["ay", 62]])("%s: the pages show their goods before any script runs", async (host, systemId) => {
    const { origin, g, paths } = await pagesOf(host, systemId);
    const ctx = await platform.browser.newContext({ javaScriptEnabled: false, viewport: { width: 1440, height: 900 } });
    for (const path of paths) {
      const page = await ctx.newPage();
      await page.goto(`${origin}${path}`);
      await expect(page.locator(".site-header .site-logo").count()).resolves.toBe(1);
      if (path.startsWith("/goodInfo")) await page.getByRole("heading", { name: g.name }).waitFor({ timeout: 5_000 });
      else await expect(page.locator(".goods-card").count()).resolves.toBeGreaterThan(0);
      await page.close();
    }
    await ctx.close();
  });

  it("searches from the header before any script runs: a phone still loading the app gets its results", async () => {
    const { origin } = await pagesOf("yyn", 56);
    const ctx = await platform.browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    const page = await ctx.newPage();
    await page.goto(`${origin}/`);
    const search = page.getByRole("searchbox", { name: "搜索货品或店铺" });
    await search.fill("预混料");
    await search.press("Enter");
    await page.waitForURL((u) => u.pathname === "/list" && u.searchParams.get("search") === "预混料");
    await expect(page.locator(".goods-card").count()).resolves.toBeGreaterThan(0);
    await ctx.close();
  });

  it.each([["yyn", 56], ["ay", 62]])("%s: the app takes the pages over without a mismatch or an error, logged in or not", async (host, systemId) => {
    const { origin, paths } = await pagesOf(host, systemId);
    const said: string[] = [];
    const watch = async (ctx: BrowserContext, path: string) => {
      const page = await ctx.newPage();
      page.on("console", (m: ConsoleMessage) => {
        if ((m.type() === "error" || m.type() === "warning") && TROUBLE.test(m.text())) said.push(`${path}: ${m.text().slice(0, 300)}`);
      });
      page.on("pageerror", (e) => said.push(`${path}: ${e.message}`));
      await page.goto(`${origin}${path}`);
      await page.waitForLoadState("networkidle");
      // taken over: the header's search answers a typed search without a page load
      const search = page.getByRole("searchbox", { name: "搜索货品或店铺" });
      await search.fill("预混料");
      await search.press("Enter");
      await page.waitForURL(/\/list\?search=%E9%A2%84%E6%B7%B7%E6%96%99/);
      await page.locator(".goods-card, .ant-empty").first().waitFor();
      await page.close();
    };
    const guest = await mallContext(platform.browser, origin);
    const buyer = await mallContext(platform.browser, origin, "13800000001", systemId);
    for (const path of paths) {
      await watch(guest, path);
      await watch(buyer, path);
    }
    await guest.close();
    await buyer.close();
    expect(said).toEqual([]);
  });
});
