import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resourceByName } from "../../resources";
import { refIdsFor } from "../helpers/server-refs";
import { samplePayload } from "../helpers/server-samples";
import { testApp, type TestApp } from "../helpers/server-app";

let t: TestApp;
let staff: string;

beforeAll(async () => {
  t = await testApp();
  staff = await t.login("13800000004");
});
afterAll(() => t?.close());

describe("a non-admin employee holds only its roles' grants (13800000004, 招标专员)", () => {
  it("may list bid orders but not create them", async () => {
    const list = await t.call("bidOrder", "list", {}, { cookie: staff });
    expect(list.statusCode).toBe(200);
    expect(list.json().data.total).toBeGreaterThanOrEqual(8);
    const r = resourceByName("bidOrder");
    const create = await t.call("bidOrder", "create", samplePayload(r, await refIdsFor(t, r, { cookie: staff })), {
      cookie: staff,
    });
    expect([create.statusCode, create.json()]).toEqual([403, { code: 403, msg: "您没有操作权限，请联系管理员" }]);
  });

  it("is refused a menu it does not hold", async () => {
    const res = await t.call("goods", "list", {}, { cookie: staff });
    expect([res.statusCode, res.json().msg]).toEqual([403, "您没有查看权限，请联系管理员"]);
  });

  it("may run the actions its role grants (hang) but not others (publish)", async () => {
    const rows = (await t.call("bidOrder", "list", { pageSize: 200 }, { cookie: staff })).json().data.list;
    const quoting = rows.find((x: { status: string }) => x.status === "quoting");
    const draft = rows.find((x: { status: string }) => x.status === "draft");
    expect(
      (await t.call("bidOrder", "hang", { id: quoting.id, reason: "采购需求调整" }, { cookie: staff })).statusCode,
    ).toBe(200);
    expect((await t.call("bidOrder", "publish", { id: draft.id }, { cookie: staff })).statusCode).toBe(403);
  });

  it("reports its grants through agri.user.get", async () => {
    const me = (await t.app.inject({ method: "GET", url: "/gw/agri.user.get/1.0", headers: { cookie: staff } })).json()
      .data;
    expect(me.grants.admin).toBe(false);
    expect(me.grants.menus).toContain("/tendering/bids/list");
    expect(me.grants.buttons).not.toContain("bidOrder:add");
    expect(me.enterprise).toMatchObject({ name: "绿野饲料有限公司", isAdmin: false });
  });

  // the rest of what disabling does is in staff-membership.test.ts
  it("is logged out once its employee record is disabled, and works again after enabling and a new login", async () => {
    const admin = await t.login("13800000001");
    const emps = (await t.call("employee", "list", { phone: "13800000004" }, { cookie: admin })).json().data.list;
    expect(emps).toHaveLength(1);
    expect((await t.call("employee", "disable", { id: emps[0].id }, { cookie: admin })).statusCode).toBe(200);
    expect((await t.call("bidOrder", "list", {}, { cookie: staff })).statusCode).toBe(401);
    expect((await t.call("employee", "enable", { id: emps[0].id }, { cookie: admin })).statusCode).toBe(200);
    staff = await t.login("13800000004");
    expect((await t.call("bidOrder", "list", {}, { cookie: staff })).statusCode).toBe(200);
  });
});
