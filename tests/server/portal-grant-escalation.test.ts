import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { roleGrants } from "../../src/server/db/schema";
import { testApp, type TestApp } from "../helpers/server-app";

let t: TestApp;
let admin: string;
let manager: string;
let managerRole: number;
let clerkRole: number;

const post = (name: string, payload: object, cookie: string) =>
  t.app.inject({ method: "POST", url: `/gw/agri.${name}/1.0`, payload, headers: { cookie, systemId: "56" } });
const grantsOfRole = async (roleId: number) =>
  (await t.db.select().from(roleGrants).where(eq(roleGrants.roleId, roleId))).map((g) => `${g.kind}:${g.code}`).sort();

/** 13800000004 becomes a role manager who holds role editing and bid listing, but not bidOrder:add. */
beforeAll(async () => {
  t = await testApp();
  admin = await t.login("13800000001");
  const roleId = async (name: string) =>
    (await t.call("role", "list", { name }, { cookie: admin })).json().data.list[0].id as number;
  managerRole = await roleId("招标专员");
  clerkRole = await roleId("财务");
  const saved = await post(
    "etpbase.permission.role.grant.save",
    {
      roleId: managerRole,
      menus: ["/tendering/role", "/tendering/bids/list"],
      buttons: ["role:edit", "bidOrder:hang"],
    },
    admin,
  );
  expect(saved.statusCode, saved.body).toBe(200);
  manager = await t.login("13800000004");
});
afterAll(() => t?.close());

describe("no escalation in role grants", () => {
  // 财务 pays from the enterprise balance (purchase:pay), which the manager does not hold but keeps on the role
  it("a manager may grant what it holds", async () => {
    const res = await post(
      "etpbase.permission.role.grant.save",
      {
        roleId: clerkRole,
        menus: ["/tendering/bids/list", "/tendering/list"],
        buttons: ["purchase:pay", "bidOrder:hang"],
      },
      manager,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(await grantsOfRole(clerkRole)).toEqual([
      "button:bidOrder:hang",
      "button:purchase:pay",
      "menu:/tendering/bids/list",
      "menu:/tendering/list",
    ]);
  });

  it("a manager may not grant a button it lacks, and nothing is written", async () => {
    const before = await grantsOfRole(clerkRole);
    const res = await post(
      "etpbase.permission.role.grant.save",
      {
        roleId: clerkRole,
        menus: ["/tendering/bids/list", "/tendering/list"],
        buttons: ["purchase:pay", "bidOrder:hang", "bidOrder:add"],
      },
      manager,
    );
    expect([res.statusCode, res.json().errors]).toEqual([422, { buttons: "不能授予您未拥有的按钮：bidOrder:add" }]);
    expect(await grantsOfRole(clerkRole)).toEqual(before);
  });

  it("a manager may not grant itself more through its own role either", async () => {
    const res = await post(
      "etpbase.permission.role.grant.save",
      { roleId: managerRole, menus: ["/tendering/role", "/tendering/employee"], buttons: ["role:edit"] },
      manager,
    );
    expect(res.statusCode).toBe(422);
    expect(await grantsOfRole(managerRole)).toEqual([
      "button:bidOrder:hang",
      "button:role:edit",
      "menu:/tendering/bids/list",
      "menu:/tendering/role",
    ]);
  });

  it("the administrator grants anything of the catalogue", async () => {
    const res = await post(
      "etpbase.permission.role.grant.save",
      { roleId: clerkRole, menus: ["/tendering/factory"], buttons: ["bidOrder:add"] },
      admin,
    );
    expect(res.statusCode).toBe(200);
  });

  it("another enterprise's role is not found", async () => {
    const other = await t.login("13800000002");
    const foreign = (await t.call("role", "list", {}, { cookie: other })).json().data.list[0].id;
    const grantsOf = async () => (await t.db.select().from(roleGrants).where(eq(roleGrants.roleId, foreign))).length;
    const before = await grantsOf();
    const res = await post("etpbase.permission.role.grant.save", { roleId: foreign, menus: [], buttons: [] }, admin);
    expect(res.statusCode).toBe(404);
    expect(await grantsOf()).toBe(before);
  });
});

describe("keeping is not granting", () => {
  it("a manager may save a role that grants codes the manager lacks, but not take them back", async () => {
    const fullRole = (await t.call("role", "list", { name: "招标管理员" }, { cookie: admin })).json().data.list[0]
      .id as number;
    const before = await grantsOfRole(fullRole);
    expect(before).toContain("button:bidOrder:add");
    const menus = before.filter((g) => g.startsWith("menu:")).map((g) => g.slice(5));
    const buttons = before.filter((g) => g.startsWith("button:")).map((g) => g.slice(7));
    const kept = await post("etpbase.permission.role.grant.save", { roleId: fullRole, menus, buttons }, manager);
    expect(kept.statusCode, kept.body).toBe(200);
    const taken = await post(
      "etpbase.permission.role.grant.save",
      { roleId: fullRole, menus, buttons: buttons.filter((b) => b !== "factory:add") },
      manager,
    );
    expect([taken.statusCode, taken.json().errors]).toEqual([422, { buttons: "不能收回您未拥有的按钮：factory:add" }]);
    expect(await grantsOfRole(fullRole)).toEqual(before);
  });
});

describe("no escalation in invitations", () => {
  it("a manager who may invite gives only roles whose every grant it holds, and nothing is written otherwise", async () => {
    const saved = await post(
      "etpbase.permission.role.grant.save",
      {
        roleId: managerRole,
        menus: ["/tendering/role", "/tendering/bids/list", "/tendering/employee"],
        buttons: ["role:edit", "bidOrder:hang", "employee:add"],
      },
      admin,
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const manager2 = await t.login("13800000004");
    const full = (await t.call("role", "list", { name: "招标管理员" }, { cookie: admin })).json().data.list[0]
      .id as number;
    const refused = await t.call(
      "employee",
      "create",
      { name: "越权邀请", phone: "13912345600", roleIds: [full] },
      { cookie: manager2 },
    );
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.roleIds).toMatch(/^不能授予您未拥有的(菜单|按钮)：/);
    expect((await t.call("employee", "list", { phone: "13912345600" }, { cookie: admin })).json().data.list).toEqual(
      [],
    );
    const held = await t.call(
      "employee",
      "create",
      { name: "同级邀请", phone: "13912345601", roleIds: [managerRole] },
      { cookie: manager2 },
    );
    expect(held.statusCode, held.body).toBe(200);
  });
});
