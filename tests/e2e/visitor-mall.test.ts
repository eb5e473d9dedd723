import type { BrowserContext, ConsoleMessage } from "playwright-core";
import { describe, expect, it } from "vitest";
import { goodsOf, mallContext, originOf } from "./mall-helpers";
import { quietNetwork } from "./quiet-network";
import { runningPlatform } from "./running-platform";
import { dialogAtRest } from "../helpers/dialog";

// The mall as a visitor meets it, on one platform: its frame (header, menus, footer, cart entry), its first load
// from the server's HTML, and its pages under the app's own Content-Security-Policy. Nothing here changes data a
// later journey reads: the logged-in visits look and leave.

const platform = runningPlatform();

describe("the mall frame", () => {
  const yyn = () => originOf(platform.server, "yyn");

  it("fixes the header once the page is scrolled 240px, not before", async () => {
    const ctx = await mallContext(platform.browser, yyn());
    const page = await ctx.newPage();
    await page.goto(`${yyn()}/list`);
    await page.locator(".goods-card").first().waitFor();
    const position = () => page.locator(".site-header").evaluate((el) => getComputedStyle(el).position);
    await page.evaluate(() => window.scrollTo(0, 200));
    await expect.poll(position).not.toBe("fixed");
    await page.evaluate(() => window.scrollTo(0, 260));
    await expect.poll(position).toBe("fixed");
    await ctx.close();
  });

  it("shows at most 8 top-level categories in the hover menu, with second and third levels", async () => {
    const ctx = await mallContext(platform.browser, yyn());
    const page = await ctx.newPage();
    await page.goto(`${yyn()}/list`);
    await page.locator(".cat-menu").hover();
    const items = page.getByRole("menu", { name: "全部商品分类" }).getByRole("menuitem");
    await items.first().waitFor();
    expect(await items.count()).toBe(8);
    await items.first().hover();
    await page.locator(".cat-flyout dd a").first().waitFor();
    await page.locator(".cat-flyout dd a").first().click();
    await page.waitForURL((u) => u.pathname === "/list" && !!u.searchParams.get("axis"));
    await ctx.close();
  });

  it("says a home floor has nothing on sale on a portal that sells none of its kind, instead of a bare heading", async () => {
    const ay = originOf(platform.server, "ay");
    const ctx = await mallContext(platform.browser, ay);
    const page = await ctx.newPage();
    await page.goto(`${ay}/`);
    const floors = page.locator("section.floor");
    await floors.filter({ has: page.locator(".goods-card") }).first().waitFor();
    // every floor holds goods or the empty note, and the demo's AY sells no 兽药 yet
    await expect.poll(() => floors.filter({ hasNot: page.locator(".goods-card, .floor-empty") }).count()).toBe(0);
    await floors.filter({ hasText: "兽药" }).getByText("本楼层暂无在售商品").waitFor();
    await ctx.close();
  });

  it("opens the 风险须知 dialog from the footer", async () => {
    const ctx = await mallContext(platform.browser, yyn());
    const page = await ctx.newPage();
    await page.goto(`${yyn()}/`);
    await page.getByRole("button", { name: "风险须知" }).click();
    const dialog = await dialogAtRest(page);
    await dialog.getByText("风险须知").waitFor();
    expect(await dialog.textContent()).toMatch(/自担交易风险.*假冒伪劣.*刷单.*诈骗.*洗钱/);
    expect(await page.getByText("友情链接").count()).toBe(1);
    await ctx.close();
  });

  it("opens 客服中心 on hover and 采购商管理 from the keyboard, and a picked entry opens its screen", async () => {
    const ctx = await mallContext(platform.browser, yyn());
    const page = await ctx.newPage();
    await page.goto(`${yyn()}/`);
    await page.getByRole("button", { name: "客服中心" }).hover();
    await page.getByRole("menuitem", { name: "注册流程" }).waitFor();
    await page.goto(`${yyn()}/entProcurement/home`);
    await page.getByRole("button", { name: "采购商管理" }).focus();
    await page.keyboard.press("Enter");
    await page.getByRole("menuitem", { name: "招标询价" }).click();
    // a guest is asked to log in first, and comes back to the screen picked
    await page.waitForURL((u) => `${u.pathname}${u.search}`.includes(encodeURIComponent("/tendering/bids/list")) || u.pathname === "/tendering/bids/list");
    await ctx.close();
  });

  it("shows no friendly link off the YYN host", async () => {
    const ay = originOf(platform.server, "ay");
    const ctx = await mallContext(platform.browser, ay);
    const page = await ctx.newPage();
    await page.goto(`${ay}/`);
    await page.getByRole("button", { name: "风险须知" }).waitFor();
    expect(await page.getByText("友情链接").count()).toBe(0);
    await ctx.close();
  });

  it("hides header, navigation and footer on /shopCart", async () => {
    const ctx = await mallContext(platform.browser, yyn(), "13800000002");
    const page = await ctx.newPage();
    await page.goto(`${yyn()}/`);
    await page.locator(".site-footer").waitFor();
    expect(await page.locator(".site-header, .site-nav").count()).toBe(2);
    await page.goto(`${yyn()}/shopCart`);
    await page.locator(".compact-header").waitFor();
    expect(await page.locator(".site-header, .site-nav, .site-footer").count()).toBe(0);
    await ctx.close();
  });

  it("hides the badge for a new user, and an empty cart opens 提示 请先添加货品", async () => {
    const ctx = await mallContext(platform.browser, yyn(), "13800000005");
    const page = await ctx.newPage();
    // the header asks for the cart's count once the app has the page; the badge is judged on that answer
    const counted = page.waitForResponse((r) => r.url().includes("sc.selcartgoodscount"));
    await page.goto(`${yyn()}/`);
    await page.locator("button.cart-entry").waitFor();
    expect((await counted).ok()).toBe(true);
    expect(await page.locator(".cart-badge .ant-badge-count").count()).toBe(0);
    await page.locator("button.cart-entry").click();
    const dialog = await dialogAtRest(page);
    await dialog.getByText("请先添加货品").waitFor();
    expect(await dialog.textContent()).toContain("提示");
    expect(new URL(page.url()).pathname).toBe("/");
    await ctx.close();
  });

  it("caps the badge at 99", async () => {
    const ctx = await mallContext(platform.browser, yyn(), "13800000002");
    await ctx.route("**/gw/agri.sc.selcartgoodscount/1.0**", (route) => route.fulfill({ json: { code: 0, msg: "success", data: { cartCount: 250.4 } } }));
    const page = await ctx.newPage();
    await page.goto(`${yyn()}/`);
    await expect.poll(() => page.locator(".cart-badge .ant-badge-count").textContent()).toBe("99");
    await ctx.close();
  });

  it("sends visitors who open the cart to login", async () => {
    const ctx = await mallContext(platform.browser, yyn());
    const page = await ctx.newPage();
    await page.goto(`${yyn()}/list`);
    await page.locator("button.cart-entry").click();
    await page.waitForURL((u) => u.pathname === "/login" && u.searchParams.get("retUrl") === "/list");
    await ctx.close();
  });

  /** A buyer on YYN presses 立即订购 on a goods page with the browser's clock fixed at `at` (China time). */
  async function orderGoodsAt(at: string) {
    const ctx = await mallContext(platform.browser, yyn(), "13800000002");
    const page = await ctx.newPage();
    await page.clock.setFixedTime(new Date(at));
    const g = await goodsOf(ctx, yyn(), 56, "饮水器");
    await page.goto(`${yyn()}/goodInfo?id=${g.id}`);
    await page.getByRole("button", { name: "立即订购" }).click();
    return { ctx, page };
  }

  it("blocks the order-goods entry on YYN inside the maintenance window and goes to /safeguard on confirm", async () => {
    const { ctx, page } = await orderGoodsAt("2025-06-30T10:00:00+08:00");
    const dialog = await dialogAtRest(page);
    await dialog.getByText(/2025年6月29日12:00至2025年7月1日06:00/).waitFor();
    await dialog.getByRole("button", { name: /确\s*定/ }).click();
    await page.waitForURL(/\/safeguard$/);
    await ctx.close();
  });

  it("lets the order-goods entry through outside the window", async () => {
    const { ctx, page } = await orderGoodsAt("2025-07-01T06:00:00+08:00");
    await page.waitForURL(/\/orderSubmit\?goodsId=/);
    await ctx.close();
  });
});

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
    // one tab per reader, each page loaded in it afresh: a new tab would cost a renderer process, not a check
    const watched = async (ctx: BrowserContext) => {
      const page = await ctx.newPage();
      let at = "";
      page.on("console", (m: ConsoleMessage) => {
        if ((m.type() === "error" || m.type() === "warning") && TROUBLE.test(m.text())) said.push(`${at}: ${m.text().slice(0, 300)}`);
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
      document.addEventListener("securitypolicyviolation", (e) => console.error(`Content Security Policy: ${e.violatedDirective} ${e.blockedURI}`));
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
    const seen = [...(await asSeller(`${origin}/tendering/bids/list`, ".ant-table")), ...(await asSeller(`${origin}/manage/seller/goods`, ".ant-table"))];
    expect(seen).toEqual([]);
    await seller.close();
  });
});
