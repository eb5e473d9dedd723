import { afterAll, beforeAll, describe, expect, it } from "vitest";
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

const get = (url: string, cookie: string, query: Record<string, string> = {}) =>
  t.app.inject({ method: "GET", url: `/gw/agri.${url}/1.0`, query, headers: { cookie } });
const post = (url: string, payload: object, cookie: string) =>
  t.app.inject({ method: "POST", url: `/gw/agri.${url}/1.0`, payload, headers: { cookie } });

async function idOf(resource: string, filter: Record<string, string>) {
  return (await t.call(resource, "list", filter, { cookie: admin })).json().data.list[0].id as number;
}

describe("role grants and employee roles", () => {
  it("an admin grants a button, and the employee holding the role gains it", async () => {
    const roleId = await idOf("role", { name: "招标专员" });
    const before = (await get("etpbase.permission.role.grant.list", admin, { roleId: String(roleId) })).json().data;
    expect(before.menus).toContain("/tendering/bids/list");
    const saved = await post(
      "etpbase.permission.role.grant.save",
      { roleId, menus: before.menus, buttons: [...before.buttons, "bidOrder:add"] },
      admin,
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const me = (await get("user.get", staff)).json().data;
    expect(me.grants.buttons).toContain("bidOrder:add");
  });

  it("unknown codes are refused with 422", async () => {
    const roleId = await idOf("role", { name: "财务" });
    const res = await post("etpbase.permission.role.grant.save", { roleId, menus: ["/nowhere"], buttons: [] }, admin);
    expect([res.statusCode, Object.keys(res.json().errors)]).toEqual([422, ["menus"]]);
  });

  it("assigns roles to an employee; another enterprise's role is refused", async () => {
    const employeeId = await idOf("employee", { name: "郑海涛" });
    const roleId = await idOf("role", { name: "财务" });
    const res = await post("etpbase.bidemp.role.save", { employeeId, roleIds: [roleId] }, admin);
    expect(res.json().data).toEqual({ roleIds: [roleId] });
    const listed = await get("etpbase.bidemp.role.list", admin, { employeeId: String(employeeId) });
    expect(listed.json().data.roleIds).toEqual([roleId]);
    const foreign = await post("etpbase.bidemp.role.save", { employeeId, roleIds: [999_999] }, admin);
    expect(foreign.statusCode).toBe(422);
  });

  it("a user without the role:edit button cannot change grants", async () => {
    const res = await post("etpbase.permission.role.grant.save", { roleId: 1, menus: [], buttons: [] }, staff);
    expect(res.statusCode).toBe(403);
  });
});

describe("unexpected failures", () => {
  it("become a 500 系统繁忙 envelope", async () => {
    const { createApp } = await import("../../src/server/app");
    const { platform } = await import("../../src/server/platform");
    const app = await createApp({ ...platform, db: t.db, listen: t.database.listen });
    app.get("/gw/test.boom/1.0", async () => {
      throw new Error("boom");
    });
    const res = await app.inject({ method: "GET", url: "/gw/test.boom/1.0" });
    expect([res.statusCode, res.json()]).toEqual([500, { code: 500, msg: "系统繁忙" }]);
    await app.close();
  });
});
