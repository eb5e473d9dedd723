import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resources } from "../../resources";
import { holdableBy } from "../../src/core/define-resource";
import { catalogueOf } from "../../src/core/permissions";
import { testApp, type TestApp } from "../helpers/server-app";

let t: TestApp;
let admin: string;
let staff: string;
beforeAll(async () => {
  t = await testApp();
  admin = await t.login("13800000001");
  staff = await t.login("13800000004");
});
afterAll(() => t?.close());

const get = (name: string, query: Record<string, string>, cookie?: string, systemId = "56", version = "1.0") =>
  t.app.inject({
    method: "GET",
    url: `/gw/agri.${name}/${version}`,
    query,
    headers: { systemId, ...(cookie ? { cookie } : {}) },
  });
const menuList = (platform_type: string, cookie?: string, systemId = "56") =>
  get("etpbase.bid.sys.permission.user.menu.list", { platform_type }, cookie, systemId, "5.0");
const paths = (res: { json: () => { data: { path: string }[] } }) => res.json().data.map((m) => m.path);

describe("menu and button lists per platform type", () => {
  it("the administrator holds the whole catalogue of each platform type, and TJ offers tendering and quoting only", async () => {
    expect(paths(await menuList("YYN", admin)).sort()).toEqual(
      [...catalogueOf(holdableBy(resources, false), "YYN").menus].sort(),
    );
    const tj = paths(await menuList("TJ", admin));
    expect(tj.length).toBeGreaterThan(0);
    expect(tj.every((p: string) => p.startsWith("/tendering/") || p.startsWith("/entProcurement/"))).toBe(true);
    expect(tj).not.toContain("/manage/seller/goods");
  });

  it("an employee holds its roles' menus and buttons only", async () => {
    expect(paths(await menuList("YYN", staff)).sort()).toEqual([
      "/tendering/bids/list",
      "/tendering/factory",
      "/tendering/list",
    ]);
    const buttons = (await get("etpbase.permission.user.btn.list", { platform_type: "YYN" }, staff))
      .json()
      .data.map((b: { code: string }) => b.code);
    expect(buttons.sort()).toEqual(["bidOrder:hang", "bidOrder:resume"]);
  });

  it("the platform type defaults to the systemId header's", async () => {
    expect(paths(await get("etpbase.permission.user.menu.list", {}, admin, "56")).length).toBe(
      catalogueOf(holdableBy(resources, false), "YYN").menus.length,
    );
  });

  it.each([
    ["anonymous", undefined, "56", "YYN", 401],
    ["a portal outside the user's tags", "staff", "63", "YYN", 403],
    ["an unknown platform type", "admin", "56", "XX", 422],
  ])("%s → %i", async (_, who, systemId, platform, status) => {
    const res = await menuList(platform, who === "staff" ? staff : who === "admin" ? admin : undefined, systemId);
    expect(res.statusCode).toBe(status);
  });

  it("the role editor's catalogue marks what the editor holds; staff without the role menu are refused", async () => {
    const tree = (await get("etpbase.permission.menu.list", { platform_type: "YYN" }, admin)).json().data;
    expect(tree.find((m: { path: string }) => m.path === "/tendering/bids/list")).toMatchObject({
      group: "招标管理",
      held: true,
      buttons: expect.arrayContaining([{ code: "bidOrder:add", label: "新增招标询价单", held: true }]),
    });
    expect((await get("etpbase.permission.menu.list", { platform_type: "YYN" }, staff)).statusCode).toBe(403);
  });
});

describe("the server guard is scoped to the portal's platform type", () => {
  it("an administrator on TJ (65) is refused the seller center's goods list, allowed on YYN", async () => {
    const { db } = t;
    const { users } = await import("../../src/server/db/schema");
    const { eq } = await import("drizzle-orm");
    await db
      .update(users)
      .set({ tags: [56, 62, 63, 64, 65] })
      .where(eq(users.phone, "13800000001"));
    expect((await t.call("goods", "list", {}, { cookie: admin, systemId: 56 })).statusCode).toBe(200);
    expect((await t.call("goods", "list", {}, { cookie: admin, systemId: 65 })).statusCode).toBe(403);
    expect((await t.call("bidOrder", "list", {}, { cookie: admin, systemId: 65 })).statusCode).toBe(200);
  });
});
