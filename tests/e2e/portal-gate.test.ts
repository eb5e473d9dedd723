import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchChromium } from "../helpers/chromium";
import { startServer, type RunningServer } from "../helpers/running-server";
import { logInOn, portalUrl } from "./portal-session";
import { dialogAtRest } from "../helpers/dialog";

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

describe("portal access gate: 13800000005 (tags 56) on portals with registration closed", () => {
  it("on slxh.localhost sees 提示 and, on confirm, lands on /login?retUrl=<current url>", async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await logInOn(page, "slxh", server.port, "13800000005", "/tendering/bids/list?from=gate");
    const dialog = await dialogAtRest(page);
    await dialog.getByText("您未授权登录系统,请联系客服人员").waitFor();
    expect(await dialog.locator(".ant-modal-confirm-title").textContent()).toBe("提示");
    await dialog.getByRole("button", { name: /确\s*定/ }).click();
    await page.waitForURL(/\/login\?retUrl=/);
    const url = new URL(page.url());
    expect(url.host).toBe(`slxh.localhost:${server.port}`);
    expect(url.searchParams.get("retUrl")).toBe("/tendering/bids/list?from=gate");
    await context.close();
  });

  it("on sheep.localhost lands on /introduction?id=40, the authorisation article", async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await logInOn(page, "sheep", server.port, "13800000005", "/");
    const dialog = await dialogAtRest(page);
    await dialog.getByText("您未授权登录系统,请联系客服人员").waitFor();
    await dialog.getByRole("button", { name: /确\s*定/ }).click();
    await page.waitForURL(/\/introduction\?id=40$/);
    await page.getByRole("heading", { name: "平台授权说明" }).waitFor();
    await expect(page.getByText("肉羊产业服务平台仅对已授权的会员开放", { exact: false }).count()).resolves.toBeGreaterThan(0);
    await context.close();
  });

  it("on yyn.localhost, a portal in the user's tags, no dialog appears", async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await logInOn(page, "yyn", server.port, "13800000005", "/introduction?id=12");
    await page.getByRole("heading", { name: "采购流程" }).waitFor();
    await page.goto(`${portalUrl("yyn", server.port)}/introduction?id=11`);
    await page.getByRole("heading", { name: "注册流程" }).waitFor();
    expect(await page.getByText("您未授权登录系统,请联系客服人员").count()).toBe(0);
    await context.close();
  });
});
