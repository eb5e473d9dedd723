import type { Request } from "playwright-core";
import { describe, expect, it } from "vitest";
import { PORTAL_BRANDS } from "../../src/server/db/seed/portal-brands";
import { logInOn, portalUrl } from "./portal-session";
import { runningPlatform } from "./running-platform";
import { dialogAtRest } from "../helpers/dialog";

// The portals on one platform: each origin is its own portal (title, icon, the systemId of every call), and a user
// whose tags leave a portal out meets its access gate there. Nothing here writes data.

const platform = runningPlatform();

const branded = PORTAL_BRANDS.filter((b) => ["yyn", "ay", "slxh", "sheep"].includes(b.code));

describe("each portal origin is its own portal", () => {
  const titles: string[] = [];

  it.each(branded.map((b) => [b.code, b] as const))(
    "%s.localhost: every API call carries its systemId; title and icon are its own",
    async (code, brand) => {
      const context = await platform.browser.newContext();
      const page = await context.newPage();
      const calls: Request[] = [];
      page.on("request", (r) => {
        if (new URL(r.url()).pathname.startsWith("/gw/")) calls.push(r);
      });
      await page.goto(`${portalUrl(code, platform.server.port)}/introduction?id=11`);
      await page.waitForFunction((t) => document.title === t, brand.titleCh);
      await page.getByRole("heading", { name: "注册流程" }).waitFor();
      titles.push(await page.title());
      const icon = await page.locator('link[rel="icon"]').getAttribute("href");
      expect(icon).toBe(`/assets/portal/${code}/icon.svg`);
      expect(await page.evaluate(async (href) => (await fetch(href!)).status, icon)).toBe(200);

      const paths = calls.map((c) => new URL(c.url()).pathname);
      expect(paths[0]).toBe("/gw/api/member/getPlatformTypeByUrl");
      expect(paths).toEqual(
        expect.arrayContaining([
          "/gw/agri.portal.domain.get/1.0",
          "/gw/agri.enterprise.list/5.0",
          "/gw/agri.enterprise.info.get/1.0",
          "/gw/agri.user.bo.get/1.0",
        ]),
      );
      for (const call of calls) {
        expect(call.headers().systemid, new URL(call.url()).pathname).toBe(String(brand.systemId));
        expect(call.headers().platformtype).toBe(brand.platType);
      }
      await context.close();
    },
  );

  it("the four titles differ", () => {
    expect(new Set(titles).size).toBe(4);
  });

  it("an unknown origin (127.0.0.1) is YYN", async () => {
    const page = await platform.browser.newPage();
    const systemIds: string[] = [];
    page.on("request", (r) => {
      if (new URL(r.url()).pathname.startsWith("/gw/")) systemIds.push(r.headers().systemid ?? "");
    });
    await page.goto(`${platform.server.url}/introduction?id=40`);
    await page.getByRole("heading", { name: "平台授权说明" }).waitFor();
    expect(await page.title()).toBe(PORTAL_BRANDS[0]!.titleCh);
    expect(new Set(systemIds)).toEqual(new Set(["56"]));
    await page.close();
  });
});

describe("portal access gate: 13800000005 (tags 56) on portals with registration closed", () => {
  it("on slxh.localhost sees 提示 and, on confirm, lands on /login?retUrl=<current url>", async () => {
    const context = await platform.browser.newContext();
    const page = await context.newPage();
    await logInOn(page, "slxh", platform.server.port, "13800000005", "/tendering/bids/list?from=gate");
    const dialog = await dialogAtRest(page);
    await dialog.getByText("您未授权登录系统,请联系客服人员").waitFor();
    expect(await dialog.locator(".ant-modal-confirm-title").textContent()).toBe("提示");
    await dialog.getByRole("button", { name: /确\s*定/ }).click();
    await page.waitForURL(/\/login\?retUrl=/);
    const url = new URL(page.url());
    expect(url.host).toBe(`slxh.localhost:${platform.server.port}`);
    expect(url.searchParams.get("retUrl")).toBe("/tendering/bids/list?from=gate");
    await context.close();
  });

  it("on sheep.localhost lands on /introduction?id=40, the authorisation article", async () => {
    const context = await platform.browser.newContext();
    const page = await context.newPage();
    await logInOn(page, "sheep", platform.server.port, "13800000005", "/");
    const dialog = await dialogAtRest(page);
    await dialog.getByText("您未授权登录系统,请联系客服人员").waitFor();
    await dialog.getByRole("button", { name: /确\s*定/ }).click();
    await page.waitForURL(/\/introduction\?id=40$/);
    await page.getByRole("heading", { name: "平台授权说明" }).waitFor();
    await expect(
      page.getByText("肉羊产业服务平台仅对已授权的会员开放", { exact: false }).count(),
    ).resolves.toBeGreaterThan(0);
    await context.close();
  });

  it("on yyn.localhost, a portal in the user's tags, no dialog appears", async () => {
    const context = await platform.browser.newContext();
    const page = await context.newPage();
    await logInOn(page, "yyn", platform.server.port, "13800000005", "/introduction?id=12");
    await page.getByRole("heading", { name: "采购流程" }).waitFor();
    await page.goto(`${portalUrl("yyn", platform.server.port)}/introduction?id=11`);
    await page.getByRole("heading", { name: "注册流程" }).waitFor();
    expect(await page.getByText("您未授权登录系统,请联系客服人员").count()).toBe(0);
    await context.close();
  });
});
