import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { memberships, sessions, users } from "../../src/server/db/schema";
import { ADMIN_STAYS } from "../../src/server/hooks/employee";
import { testApp, type TestApp } from "../helpers/server-app";

/**
 * An employee row lets a person in: while enabled it makes the account with its phone a member (not an
 * administrator) of the enterprise; disabling it, or moving it to another phone, ends that membership and every
 * session acting for the enterprise at once.
 */
let t: TestApp;
let admin: string;
let lvye: number;

const me = async (cookie: string) => (await t.app.inject({ method: "GET", url: "/gw/agri.user.get/1.0", headers: { cookie } })).json().data;
const userId = async (phone: string) => (await t.db.select({ id: users.id }).from(users).where(eq(users.phone, phone)))[0]!.id;
const sessionsOf = async (phone: string) => t.db.select().from(sessions).where(and(eq(sessions.userId, await userId(phone)), eq(sessions.enterpriseId, lvye)));

beforeAll(async () => {
  t = await testApp();
  admin = await t.login("13800000001");
  lvye = (await me(admin)).enterprise.id;
});
afterAll(() => t?.close());

describe("staff membership follows the employee row", () => {
  let id: number;

  it("adding an employee with an account's phone makes that person a member, acting for the enterprise at login", async () => {
    const made = await t.call("employee", "create", { name: "刘小明", phone: "13800000005", department: "采购部" }, { cookie: admin });
    expect(made.statusCode, made.body).toBe(200);
    id = made.json().data.id;
    const person = await me(await t.login("13800000005"));
    expect(person.enterprise).toMatchObject({ id: lvye, name: "绿野饲料有限公司", isAdmin: false });
  });

  it("disabling it ends the person's sessions for the enterprise and its membership; a new login acts for none", async () => {
    const cookie = await t.login("13800000005");
    expect(await sessionsOf("13800000005")).not.toEqual([]);
    expect((await t.call("employee", "disable", { id }, { cookie: admin })).statusCode).toBe(200);
    expect(await sessionsOf("13800000005")).toEqual([]);
    expect((await t.call("factory", "list", {}, { cookie })).statusCode).toBe(401);
    const again = await me(await t.login("13800000005"));
    expect([again.enterprise, again.enterprises]).toEqual([null, []]);
    // nor can the session be pointed at the enterprise by hand
    const switched = await t.app.inject({ method: "POST", url: "/gw/agri.usercenter.enterprise.switch/1.0", payload: { enterpriseId: lvye }, headers: { cookie: await t.login("13800000005") } });
    expect([switched.statusCode, switched.json().msg]).toEqual([403, "请先切换企业身份"]);
  });

  it("enabling it lets the person in again", async () => {
    expect((await t.call("employee", "enable", { id }, { cookie: admin })).statusCode).toBe(200);
    expect((await me(await t.login("13800000005"))).enterprise).toMatchObject({ id: lvye, isAdmin: false });
  });

  it("moving it to another phone lets the new person in and the one before out", async () => {
    const before = await t.login("13800000005");
    const moved = await t.call("employee", "update", { id, phone: "13800000006" }, { cookie: admin });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await t.call("factory", "list", {}, { cookie: before })).statusCode).toBe(401);
    expect((await me(await t.login("13800000005"))).enterprises).toEqual([]);
    const newcomer = await me(await t.login("13800000006"));
    expect(newcomer.enterprises.map((e: { name: string }) => e.name)).toContain("绿野饲料有限公司");
  });

  it("an administrator's own employee row cannot be disabled, so no enterprise locks itself out", async () => {
    const made = await t.call("employee", "create", { name: "王建国", phone: "13800000001" }, { cookie: admin });
    expect(made.statusCode, made.body).toBe(200);
    const res = await t.call("employee", "disable", { id: made.json().data.id }, { cookie: admin });
    expect([res.statusCode, res.json().msg]).toEqual([422, ADMIN_STAYS]);
    const [m] = await t.db.select().from(memberships).where(and(eq(memberships.userId, await userId("13800000001")), eq(memberships.enterpriseId, lvye)));
    expect(m?.isAdmin).toBe(true);
    expect((await me(admin)).enterprise).toMatchObject({ id: lvye, isAdmin: true });
  });
});
