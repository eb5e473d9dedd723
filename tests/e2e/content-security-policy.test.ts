import type { BrowserContext } from "playwright-core";
import { describe, expect, it } from "vitest";
import { runningPlatform } from "./running-platform";
import { goodsOf, mallContext, originOf } from "./mall-helpers";

/**
 * The app passes its own Content-Security-Policy: across the mall, the cart, the login page, the generated
 * admin and the seller center, Chromium reports no violation (a blocked script, style or image) and the page
 * renders. antd's run-time styles are what makes 'unsafe-inline' in style-src necessary; scripts are self only.
 */
describe("the app under its own CSP", () => {
  const platform = runningPlatform();

  async function visit(ctx: BrowserContext, url: string, ready: string) {
    const page = await ctx.newPage();
    const reported: string[] = [];
    page.on("console", (m) => {
      if (m.text().includes("Content Security Policy")) reported.push(m.text());
    });
    page.on("pageerror", (e) => reported.push(`pageerror: ${e.message}`));
    await page.addInitScript(() => {
      document.addEventListener("securitypolicyviolation", (e) => console.error(`Content Security Policy: ${e.violatedDirective} ${e.blockedURI}`));
    });
    const res = await page.goto(url);
    expect(res!.headers()["content-security-policy"]).toContain("script-src 'self'");
    await page
      .locator(ready)
      .first()
      .waitFor({ timeout: 20_000 })
      .catch(() => reported.push(`${url} never showed ${ready}`));
    await page.waitForLoadState("networkidle").catch(() => {});
    await page.close();
    return reported;
  }

  it("the mall, a goods page, the cart and the login page", async () => {
    const origin = originOf(platform.server, "yyn");
    const guest = await mallContext(platform.browser, origin);
    const g = await goodsOf(guest, origin, 56, "饲料");
    const buyer = await mallContext(platform.browser, origin, "13800000002");
    const seen = [
      ...(await visit(guest, `${origin}/`, ".goods-card")),
      ...(await visit(guest, `${origin}/list?search=${encodeURIComponent("饲料")}`, ".goods-card")),
      ...(await visit(buyer, `${origin}/goodInfo?id=${g.id}`, "text=加入进货车")),
      ...(await visit(guest, `${origin}/login`, "input[type=password]")),
      ...(await visit(buyer, `${origin}/shopCart`, "text=进货车")),
    ];
    expect(seen).toEqual([]);
    await guest.close();
    await buyer.close();
  });

  it("the generated admin and the seller center", async () => {
    const origin = originOf(platform.server, "yyn");
    const seller = await mallContext(platform.browser, origin, "13800000001");
    const seen = [
      ...(await visit(seller, `${origin}/tendering/bids/list`, ".ant-table")),
      ...(await visit(seller, `${origin}/manage/seller/goods`, ".ant-table")),
    ];
    expect(seen).toEqual([]);
    await seller.close();
  });
});
