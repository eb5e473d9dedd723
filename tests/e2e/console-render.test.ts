import type { BrowserContext, ConsoleMessage } from "playwright-core";
import { describe, expect, it } from "vitest";
import { originOf } from "./mall-helpers";
import { PHONE } from "./phone-fit";
import { logInContext } from "./portal-http";
import { runningPlatform } from "./running-platform";

// The consoles' first screens as a logged-in seller and tender admin first loads them (docs/first-load.md): drawn by
// the server with their rows and figures, then taken over by the app without a mismatch and without moving.
// Nothing here changes data.

const platform = runningPlatform();

/** What React says when the server's markup and the browser's first render disagree. */
const TROUBLE = /hydrat|did not match|Minified React error|server rendered/i;
const FIRST_SCREENS = ["/tendering/bids/list", "/manage/seller/index", "/manage/seller/goods", "/tendering/employee"];
/** A phone as Lighthouse's mobile run presents itself: its screen, touch and a phone's user agent. */
const PHONE_BROWSER = {
  viewport: PHONE,
  isMobile: true,
  hasTouch: true,
  userAgent:
    "Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Mobile Safari/537.36",
};

async function sellerContext(origin: string, systemId: number, phone = false): Promise<BrowserContext> {
  const ctx = await platform.browser.newContext(phone ? PHONE_BROWSER : { viewport: { width: 1440, height: 900 } });
  await logInContext(ctx, origin, "13800000001", String(systemId));
  return ctx;
}

describe("server-rendered console screens", () => {
  it("show their rows and figures before any script runs", async () => {
    const origin = originOf(platform.server, "yyn");
    const ctx = await platform.browser.newContext({ javaScriptEnabled: false, viewport: { width: 1440, height: 900 } });
    await logInContext(ctx, origin, "13800000001", "56");
    const page = await ctx.newPage();
    await page.goto(`${origin}/tendering/bids/list`);
    await expect(page.locator(".ant-table-row").count()).resolves.toBeGreaterThan(0);
    await expect(page.getByRole("menuitem", { name: "招标询价单管理" }).count()).resolves.toBe(1);
    await page.goto(`${origin}/manage/seller/index`);
    // the figures are numbers, not the "-" they read while a client-rendered page waits for them
    await expect(page.locator(".ant-statistic-content-value").first().textContent()).resolves.toMatch(/\d/);
    await ctx.close();
  });

  it.each([
    ["yyn", "desktop", 56, false],
    ["ay", "desktop", 62, false],
    ["yyn", "phone", 56, true],
  ] as const)(
    "%s on a %s: the app takes them over without a mismatch, a shift or an error",
    async (host, _screen, systemId, phone) => {
      const origin = originOf(platform.server, host);
      const ctx = await sellerContext(origin, systemId, phone);
      const page = await ctx.newPage();
      const said: string[] = [];
      let at = "";
      page.on("console", (m: ConsoleMessage) => {
        if (m.type() === "error" && TROUBLE.test(m.text())) said.push(`${at}: ${m.text().slice(0, 300)}`);
      });
      page.on("pageerror", (e) => said.push(`${at}: ${e.message}`));
      await page.addInitScript(() => {
        type Shift = PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
          sources?: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
        };
        const w = window as unknown as { shifted: number; movers: string[] };
        w.shifted = 0;
        w.movers = [];
        new PerformanceObserver((list) => {
          for (const e of list.getEntries() as Shift[]) {
            if (e.hadRecentInput) continue;
            w.shifted += e.value;
            // what moved, to fix it: the element's classes, its box before and after
            for (const s of e.sources ?? []) {
              const [a, b] = [s.previousRect, s.currentRect];
              const what = (s.node as Element | undefined)?.className || s.node?.nodeName;
              w.movers.push(`${what} ${[a.x, a.y, a.height, b.x, b.y, b.height].map(Math.round).join(",")}`);
            }
          }
        }).observe({ type: "layout-shift", buffered: true });
      });
      const shifts: string[] = [];
      for (const path of FIRST_SCREENS) {
        at = path;
        // goto waits for the app to take the page over (tests/helpers/chromium.ts)
        await page.goto(`${origin}${path}`);
        await page.locator(".ant-table-row, .ant-statistic").first().waitFor();
        const { shifted, movers } = await page.evaluate(() => {
          const w = window as unknown as { shifted: number; movers: string[] };
          return { shifted: w.shifted, movers: w.movers };
        });
        if (shifted >= 0.1) shifts.push(`${path}: ${shifted.toFixed(3)} (${movers.slice(0, 5).join("; ")})`);
      }
      // taken over: the menu opens another screen without a page load (a phone opens the folded menu first)
      at = "menu";
      await page.goto(`${origin}/tendering/bids/list`);
      const loads: string[] = [];
      page.on("load", () => loads.push(page.url()));
      if (phone) await page.locator(".ant-layout-sider-zero-width-trigger").click();
      await page.getByRole("menuitem", { name: "收货地点管理" }).click();
      await page.waitForURL(/\/tendering\/factory/);
      await page.locator(".ant-table-row").first().waitFor();
      await ctx.close();
      expect(said).toEqual([]);
      expect(shifts, "cumulative layout shift of 0.1 or more").toEqual([]);
      expect(loads, "the menu loaded a page instead of opening the screen").toEqual([]);
    },
  );
});
