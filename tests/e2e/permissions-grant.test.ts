import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bidOrder } from "../../resources/bid-order";
import { endpointPath } from "../../src/core/endpoint";
import { launchChromium } from "../helpers/chromium";
import { startServer, type RunningServer } from "../helpers/running-server";
import { logInOn, portalUrl, postFromPage } from "./portal-session";

let server: RunningServer;
let browser: Browser;
let staff: Page;
beforeAll(async () => {
  server = await startServer();
  browser = await launchChromium();
  staff = await (await browser.newContext()).newPage();
  await logInOn(staff, "yyn", server.port, "13800000004", bidOrder.menu.path);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const CREATE = new RegExp(`新增${bidOrder.label}`);
const createPath = `/gw/${endpointPath(bidOrder.endpoints.create!)}`;

describe("an administrator grants bidOrder:add and the employee gets the button (13800000004)", () => {
  it("the employee sees the tender list without the create button, and a forced create is refused with 403", async () => {
    await staff.getByRole("cell", { name: /报价中|草稿|已挂起|已结束/ }).first().waitFor();
    expect(await staff.getByRole("button", { name: CREATE }).count()).toBe(0);
    const forced = await postFromPage(staff, "yyn", createPath, { title: "强行新建的招标" });
    expect([forced.status, forced.body.code]).toEqual([403, 403]);
  });

  it("the administrator ticks 新增 in the role's button tree on /tendering/role/detail and saves", async () => {
    const admin = await (await browser.newContext()).newPage();
    await logInOn(admin, "yyn", server.port, "13800000001", "/tendering/role");
    await admin.getByRole("row", { name: /招标专员/ }).getByRole("button", { name: "权限设置" }).click();
    await admin.waitForURL(/\/tendering\/role\/detail\?id=\d+/);
    const node = admin.getByTestId("button-tree").locator(".ant-tree-treenode", { hasText: "bidOrder:add" });
    await node.waitFor();
    await node.locator(".ant-tree-checkbox").click();
    await expect(node.locator(".ant-tree-checkbox-checked").count()).resolves.toBe(1);
    await admin.getByRole("button", { name: /保\s*存/ }).click();
    await admin.getByText("权限已保存").waitFor();
    await admin.context().close();
  });

  it("after a reload the employee sees the create button", async () => {
    await staff.reload();
    await staff.getByRole("button", { name: CREATE }).waitFor();
    expect(new URL(staff.url()).host).toBe(new URL(portalUrl("yyn", server.port)).host);
  });
});
