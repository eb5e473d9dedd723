import { describe, expect, it } from "vitest";
import { goodsOf, mallContext, originOf } from "./mall-helpers";
import { runningPlatform } from "./running-platform";
import { dialogAtRest } from "../helpers/dialog";

// The mall as a visitor meets it, on one platform: its frame (header, menus, footer, cart entry). Its first load
// from the server's HTML and its pages under the app's own Content-Security-Policy are in visitor-mall-render.
// Nothing here changes data a later journey reads: the logged-in visits look and leave.

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

  it("shows on a portal's home only floors of the kinds it sells, each with goods on sale (no bare heading)", async () => {
    const ay = originOf(platform.server, "ay");
    const ctx = await mallContext(platform.browser, ay);
    const page = await ctx.newPage();
    await page.goto(`${ay}/`);
    const floors = page.locator("section.floor");
    await floors
      .filter({ has: page.locator(".goods-card") })
      .first()
      .waitFor();
    // each portal's floors are seeded from the categories on sale there (src/server/db/seed/mall-content.ts)
    await expect.poll(() => floors.filter({ hasNot: page.locator(".goods-card") }).count()).toBe(0);
    expect(await floors.count()).toBeGreaterThan(0);
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
    await page.waitForURL(
      (u) =>
        `${u.pathname}${u.search}`.includes(encodeURIComponent("/tendering/bids/list")) ||
        u.pathname === "/tendering/bids/list",
    );
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
    await ctx.route("**/gw/agri.sc.selcartgoodscount/1.0**", (route) =>
      route.fulfill({ json: { code: 0, msg: "success", data: { cartCount: 250.4 } } }),
    );
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
