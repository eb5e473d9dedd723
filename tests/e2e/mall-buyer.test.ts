import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchChromium } from "../helpers/chromium";
import { startServer, type RunningServer } from "../helpers/running-server";
import { goodsOf, mallContext, originOf } from "./mall-helpers";

describe.each([
  ["yyn", 56, "饮水器"],
  ["ay", 62, "奶牛"],
])("the buyer's journey on %s", (host, systemId, search) => {
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

  it("searches from the header: /list?search= and the box is cleared", async () => {
    const origin = originOf(server, host);
    const ctx = await mallContext(browser, origin);
    const page = await ctx.newPage();
    await page.goto(`${origin}/`);
    const box = page.getByPlaceholder("请输入货品名称或店铺名称");
    await box.fill(search);
    await box.press("Enter");
    await page.waitForURL((u) => u.pathname === "/list" && u.searchParams.get("search") === search);
    await expect.poll(() => box.inputValue()).toBe("");
    // the list page's own cards: the home page's stay on screen until the list has rendered, and are no results
    const results = page.locator(".list-page .goods-card");
    await results.first().waitFor();
    expect(await results.count()).toBeGreaterThan(0);
    await ctx.close();
  });

  it("opens a goods page, adds to the cart (badge counts), submits, pays, and sees the order paid", async () => {
    const origin = originOf(server, host);
    const ctx = await mallContext(browser, origin, "13800000002", systemId);
    const g = await goodsOf(ctx, origin, systemId, search);
    const page = await ctx.newPage();
    await page.goto(`${origin}/goodInfo?id=${g.id}`);
    await page.getByRole("heading", { name: g.name }).waitFor();
    const badge = page.locator(".cart-badge .ant-badge-count");
    expect(await badge.count()).toBe(0);
    await page.getByRole("button", { name: "加入进货车" }).click();
    await expect.poll(() => badge.textContent()).toBe("1");
    await page.locator("button.cart-entry").click();
    await page.waitForURL(/\/shopCart$/);
    await page.getByText(g.name).first().waitFor();
    await page.getByRole("button", { name: "去结算" }).click();
    await page.waitForURL(/\/orderSubmit$/);
    // a new delivery address: the place picked province › city › district, saved into the address book
    await page.getByText("新增收货地址").first().click();
    const dialog = page.getByRole("dialog", { name: "新增收货地址" });
    await dialog.getByLabel("收货人").fill("王收货");
    await dialog.getByLabel("手机号").fill("13912345678");
    await dialog.getByLabel("所在地区").click();
    const menus = page.locator(".ant-cascader-dropdown:visible .ant-cascader-menu");
    for (const [level, place] of ["河北省", "石家庄市", "长安区"].entries()) await menus.nth(level).locator(`li[title="${place}"]`).click();
    await dialog.getByLabel("详细地址").fill("中山东路 88 号");
    await dialog.getByRole("button", { name: /保\s*存/ }).click();
    await page.locator(".address-item").filter({ hasText: "河北省石家庄市长安区 中山东路 88 号" }).waitFor();
    await page.getByRole("button", { name: "提交并支付" }).click();
    await page.waitForURL(/\/orderParticulars\?id=\d+/);
    await expect.poll(() => page.locator(".order-status").first().textContent()).toBe("待发货");
    await page.getByText(/企业余额支付/).waitFor();
    await page.goto(`${origin}/order?status=paid`);
    await page.locator(".order-card").first().waitFor();
    expect(await page.locator(".order-card").first().textContent()).toContain(g.name);
    // the cart was emptied by the order
    expect(await page.locator(".cart-badge .ant-badge-count").count()).toBe(0);
    await ctx.close();
  });
});
