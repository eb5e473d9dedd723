import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchChromium } from "../helpers/chromium";
import { startServer, type RunningServer } from "../helpers/running-server";
import { goodsOf, mallContext, originOf } from "./mall-helpers";

// 绿野's seeded 大客户价 gives 丰收牧业合作社 (13800000002) 95折 on its feed on the YYN portal (56)
describe("price scheme and coupon at checkout", () => {
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

  it("shows 13800000002 the 专享价 of a 绿野 feed goods, and picks a coupon for a discounted paid order", async () => {
    const origin = originOf(server, "yyn");
    const ctx = await mallContext(browser, origin, "13800000002", 56);
    const g = (await goodsOf(ctx, origin, 56, "产蛋高峰期蛋鸡配合饲料")) as Awaited<ReturnType<typeof goodsOf>> & { shopName: string };
    expect(g.shopName).toContain("绿野");
    const page = await ctx.newPage();
    await page.goto(`${origin}/goodInfo?id=${g.id}`);
    await page.getByRole("heading", { name: g.name }).waitFor();
    // a goods of one spec: its price is its SKU's, which the 95% scheme of 丰收 lowers
    const schemePrice = Math.round(g.price * 95) / 100;
    await page.locator(".price-box .scheme-tag", { hasText: "专享价" }).waitFor();
    expect(await page.locator(".price-box .price.big").textContent()).toBe(`¥${schemePrice.toFixed(2)}`);
    expect(await page.locator(".price-box del.list-price").textContent()).toBe(`原价 ¥${g.price.toFixed(2)}`);
    await page.screenshot({ path: ".tmp/coupons/goods-scheme.png" });

    // fetch the shop's 满2000减100 coupon on the goods page, then buy enough to pass its threshold
    await page.locator(".coupons .coupon").filter({ hasText: "满2000可用" }).getByRole("button", { name: "领取" }).click();
    await page.getByText("领取成功").waitFor();
    const quantity = Math.ceil(2000 / schemePrice) + 1;
    await page.goto(`${origin}/orderSubmit?goodsId=${g.id}&quantity=${quantity}`);
    await page.getByRole("combobox", { name: /优惠券/ }).click();
    await page.getByText("满2000减100（减¥100.00）").click();
    const goodsAmount = Math.round(schemePrice * quantity * 100) / 100;
    await page.locator(".submit-foot .discount", { hasText: "-¥100.00" }).waitFor();
    const bar = page.locator(".submit-bar .price.big");
    const total = Number((await bar.textContent())!.replace("¥", ""));
    expect(total).toBeLessThan(goodsAmount);
    await page.screenshot({ path: ".tmp/coupons/order-submit.png", fullPage: true });
    await page.getByRole("button", { name: "提交并支付" }).click();
    await page.waitForURL(/\/orderParticulars\?id=\d+/);
    await expect.poll(() => page.locator(".order-status").first().textContent()).toBe("待发货");
    await page.locator(".order-totals .discount", { hasText: "优惠券 -¥100.00" }).waitFor();
    expect(await page.locator(".order-totals .price.big").textContent()).toBe(`¥${total.toFixed(2)}`);
    await page.screenshot({ path: ".tmp/coupons/order-paid.png", fullPage: true });
    await ctx.close();
  });
});
