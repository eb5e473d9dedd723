import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchChromium } from "../helpers/chromium";
import { startServer, type RunningServer } from "../helpers/running-server";
import { mallContext, originOf } from "./mall-helpers";

/**
 * Two buyers on one live auction, each in its own browser: a bid made in one shows in the other within a
 * second — price, ranking and the least next bid — without a reload. The seeded auction 育肥猪料整车竞拍 of
 * 绿野 is live for the first 40 minutes of a fresh start.
 */
describe("a live auction in two browsers", () => {
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

  const price = (page: Page) => page.getByTestId("auction-price").textContent();

  it("each buyer sees the other's bid without reloading", async () => {
    const origin = originOf(server, "yyn");
    const [a, b] = [await mallContext(browser, origin, "13800000002"), await mallContext(browser, origin, "13800000003")];
    const pageA = await a.newPage();
    await pageA.goto(`${origin}/goodsbidding`);
    await pageA.getByText("育肥猪料整车竞拍（500袋）").click();
    await pageA.waitForURL(/\/goodsbidding\/detail\?id=\d+$/);
    const url = pageA.url();
    const pageB = await b.newPage();
    await pageB.goto(url);
    for (const p of [pageA, pageB]) await expect.poll(() => price(p)).toBe("¥160.00");

    // 丰收 bids what the box proposes (current + step); 康牧's page follows without reloading (how fast: npm run bench)
    await expect.poll(() => pageA.getByLabel("出价").inputValue()).toBe("162.00");
    await pageA.getByRole("button", { name: /^出\s?价$/ }).click();
    await pageA.getByText("出价成功：¥162.00").waitFor();
    await expect.poll(() => price(pageB), { timeout: 15_000, interval: 25 }).toBe("¥162.00");
    // its box moved up to the new least bid, and the ranking names 丰收 only in part
    await expect.poll(() => pageB.getByLabel("出价").inputValue()).toBe("164.00");
    await pageB.locator(".auction-lists").getByText("丰收***社").first().waitFor();

    // and the other way round
    await pageB.getByRole("button", { name: /^出\s?价$/ }).click();
    await pageB.getByText("出价成功：¥164.00").waitFor();
    await expect.poll(() => price(pageA), { timeout: 15_000, interval: 25 }).toBe("¥164.00");
    await pageA.locator(".auction-lists").getByText("丰收牧业合作社（我）").waitFor();
    // a bid below the least one is refused with the server's reason
    await pageA.getByLabel("出价").fill("150");
    await pageA.getByRole("button", { name: /^出\s?价$/ }).click();
    await pageA.getByText("出价不能低于 ¥166.00（当前价 ¥164.00 + 加价幅度 ¥2.00）").waitFor();
    expect(await price(pageB)).toBe("¥164.00");
    await a.close();
    await b.close();
  }, 120_000);
});
