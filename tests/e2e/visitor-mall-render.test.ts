import type { BrowserContext, ConsoleMessage } from "playwright-core";
import { describe, expect, it } from "vitest";
import { goodsOf, mallContext, originOf } from "./mall-helpers";
import { PHONE, phoneTab } from "./phone-fit";
import { logInContext } from "./portal-http";
import { quietNetwork } from "./quiet-network";
import { runningPlatform } from "./running-platform";

// The mall as a visitor first loads it, on one platform: from the server's HTML, then under the app's own
// Content-Security-Policy (its frame is in visitor-mall). Nothing here changes data: the logged-in visits look
// and leave.

const platform = runningPlatform();

/** What React, antd or the CSP say when a server-rendered page and the browser's first render disagree. */
const TROUBLE = /hydrat|did not match|Minified React error|Content Security Policy|server rendered/i;

/**
 * The mall's first load (docs/first-load.md): the server's HTML already shows what a buyer came for with no
 * script at all, and the app then takes the page over without a hydration mismatch, a CSP report or an error.
 */
describe("server-rendered mall pages in the browser", () => {
  async function pagesOf(host: string, systemId: number) {
    const origin = originOf(platform.server, host);
    const guest = await mallContext(platform.browser, origin);
    const g = await goodsOf(guest, origin, systemId, "饲料");
    await guest.close();
    return { origin, g, paths: ["/", `/list?search=${encodeURIComponent("饲料")}`, `/goodInfo?id=${g.id}`] };
  }

  it.each([
    ["yyn", 56],
    ["ay", 62],
  ])("%s: the pages show their goods before any script runs", async (host, systemId) => {
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

  it.each([
    ["yyn", 56],
    ["ay", 62],
  ])("%s: the app takes the pages over without a mismatch or an error, logged in or not", async (host, systemId) => {
    const { origin, paths } = await pagesOf(host, systemId);
    const said: string[] = [];
    // one tab per reader, each page loaded in it afresh: a new tab would cost a renderer process, not a check
    const watched = async (ctx: BrowserContext) => {
      const page = await ctx.newPage();
      let at = "";
      page.on("console", (m: ConsoleMessage) => {
        if ((m.type() === "error" || m.type() === "warning") && TROUBLE.test(m.text()))
          said.push(`${at}: ${m.text().slice(0, 300)}`);
      });
      page.on("pageerror", (e) => said.push(`${at}: ${e.message}`));
      return async (path: string) => {
        at = path;
        // goto waits for the app to take the page over (tests/helpers/chromium.ts); a logged-in page keeps the
        // 消息 badge's stream open, so the network is never idle
        await page.goto(`${origin}${path}`);
        // taken over: the header's search answers a typed search without a page load
        const search = page.getByRole("searchbox", { name: "搜索货品或店铺" });
        await search.fill("预混料");
        await search.press("Enter");
        await page.waitForURL(/\/list\?search=%E9%A2%84%E6%B7%B7%E6%96%99/);
        await page.locator(".goods-card, .ant-empty").first().waitFor();
      };
    };
    const guest = await mallContext(platform.browser, origin);
    const buyer = await mallContext(platform.browser, origin, "13800000001", systemId);
    const [asGuest, asBuyer] = [await watched(guest), await watched(buyer)];
    for (const path of paths) {
      await asGuest(path);
      await asBuyer(path);
    }
    await guest.close();
    await buyer.close();
    expect(said).toEqual([]);
  });
});

/**
 * The app passes its own Content-Security-Policy: across the mall, the cart, the login page, the generated
 * admin and the seller center, Chromium reports no violation (a blocked script, style or image) and the page
 * renders. antd's run-time styles are what makes 'unsafe-inline' in style-src necessary; scripts are self only.
 */
describe("the app under its own CSP", () => {
  /** A tab that reports every CSP violation and page error it meets; `visit` loads a page in it afresh. */
  async function watchedTab(ctx: BrowserContext) {
    const page = await ctx.newPage();
    const quiet = quietNetwork(page);
    const reported: string[] = [];
    page.on("console", (m) => {
      if (m.text().includes("Content Security Policy")) reported.push(m.text());
    });
    page.on("pageerror", (e) => reported.push(`pageerror: ${e.message}`));
    await page.addInitScript(() => {
      document.addEventListener("securitypolicyviolation", (e) =>
        console.error(`Content Security Policy: ${e.violatedDirective} ${e.blockedURI}`),
      );
    });
    return async function visit(url: string, ready: string) {
      const res = await page.goto(url);
      expect(res!.headers()["content-security-policy"]).toContain("script-src 'self'");
      await page
        .locator(ready)
        .first()
        .waitFor({ timeout: 20_000 })
        .catch(() => reported.push(`${url} never showed ${ready}`));
      await quiet();
      return reported.splice(0);
    };
  }

  it("the mall, a goods page, the cart and the login page", async () => {
    const origin = originOf(platform.server, "yyn");
    const guest = await mallContext(platform.browser, origin);
    const g = await goodsOf(guest, origin, 56, "饲料");
    const buyer = await mallContext(platform.browser, origin, "13800000002");
    const [asGuest, asBuyer] = [await watchedTab(guest), await watchedTab(buyer)];
    const seen = [
      ...(await asGuest(`${origin}/`, ".goods-card")),
      ...(await asGuest(`${origin}/list?search=${encodeURIComponent("饲料")}`, ".goods-card")),
      ...(await asBuyer(`${origin}/goodInfo?id=${g.id}`, "text=加入进货车")),
      ...(await asGuest(`${origin}/login`, "input[type=password]")),
      ...(await asBuyer(`${origin}/shopCart`, "text=进货车")),
    ];
    expect(seen).toEqual([]);
    await guest.close();
    await buyer.close();
  });

  it("the generated admin and the seller center", async () => {
    const origin = originOf(platform.server, "yyn");
    const seller = await mallContext(platform.browser, origin, "13800000001");
    const asSeller = await watchedTab(seller);
    const seen = [
      ...(await asSeller(`${origin}/tendering/bids/list`, ".ant-table")),
      ...(await asSeller(`${origin}/manage/seller/goods`, ".ant-table")),
    ];
    expect(seen).toEqual([]);
    await seller.close();
  });
});

/**
 * On a phone (390×844) no page scrolls sideways: the mall's pages as a visitor and a buyer open them, and the
 * seller's and the purchaser's consoles' first screens, each with its content on screen.
 */
describe("on a phone", () => {
  it("the mall's pages, the buyer's and the consoles' first screens fit the screen's width", async () => {
    const origin = originOf(platform.server, "yyn");
    const phone = async (login?: string) => {
      const ctx = await platform.browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
      if (login) await logInContext(ctx, origin, login);
      return ctx;
    };
    const [guest, buyer] = await Promise.all([phone(), phone("13800000001")]);
    const g = await goodsOf(guest, origin, 56, "饲料");
    const [asGuest, asBuyer] = [await phoneTab(guest), await phoneTab(buyer)];
    const wide = [
      await asGuest(`${origin}/`, ".goods-card"),
      await asGuest(`${origin}/list?search=${encodeURIComponent("饲料")}`, ".goods-card"),
      await asGuest(`${origin}/goodInfo?id=${g.id}`, "text=加入进货车"),
      await asGuest(`${origin}/entProcurement/home`, ".tender-item"),
      await asGuest(`${origin}/goodsbidding`, "main"),
      await asGuest(`${origin}/introduction?id=40`, "main"),
      await asGuest(`${origin}/login`, "input[type=password]"),
      await asBuyer(`${origin}/shopCart`, "text=进货车"),
      await asBuyer(`${origin}/manage/order/index`, "main"),
      await asBuyer(`${origin}/personal/info`, "main"),
      await asBuyer(`${origin}/manage/seller/index`, "main"),
      await asBuyer(`${origin}/manage/seller/goods`, ".ant-table"),
      await asBuyer(`${origin}/tendering/bids/list`, ".ant-table"),
    ].filter(Boolean);
    expect(wide).toEqual([]);
    await guest.close();
    await buyer.close();
  });
});
