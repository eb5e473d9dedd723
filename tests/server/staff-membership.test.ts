import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resourceByName } from "../../resources";
import { employee as employeeRows, memberships, sessions, users } from "../../src/server/db/schema";
import { ADMIN_STAYS, INVITATION_DAYS } from "../../src/server/hooks/employee";
import { passTime } from "../helpers/pass-time";
import { testApp, type TestApp } from "../helpers/server-app";

/**
 * Staff join by invitation: an administrator invites a phone with roles, and the person with that phone answers
 * (加入 / 拒绝) after logging in or registering. Only a joined, enabled employee makes the person a member (not an
 * administrator) acting with those roles; disabling it, or moving it to another phone, ends that membership and
 * every session acting for the enterprise at once.
 */
let t: TestApp;
let admin: string;
let lvye: number;
const employee = resourceByName("employee");

const me = async (cookie: string) =>
  (await t.app.inject({ method: "GET", url: "/gw/agri.user.get/1.0", headers: { cookie } })).json().data;
const userId = async (phone: string) =>
  (await t.db.select({ id: users.id }).from(users).where(eq(users.phone, phone)))[0]!.id;
const sessionsOf = async (phone: string) =>
  t.db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, await userId(phone)), eq(sessions.enterpriseId, lvye)));
const switchTo = (cookie: string, enterpriseId: number) =>
  t.app.inject({
    method: "POST",
    url: "/gw/agri.usercenter.enterprise.switch/1.0",
    payload: { enterpriseId },
    headers: { cookie },
  });
/** The person's own waiting invitations, as the login dialog and 切换企业身份 read them. */
const invitationsOf = async (cookie: string) =>
  (await t.call("employee", "audience:invitee:list", {}, { cookie })).json().data.list as Record<string, unknown>[];
const roleId = async (name: string) =>
  (await t.call("role", "list", { name }, { cookie: admin })).json().data.list[0].id as number;

beforeAll(async () => {
  t = await testApp();
  admin = await t.login("13800000001");
  lvye = (await me(admin)).enterprise.id;
});
afterAll(() => t?.close());

describe("staff join by invitation", () => {
  let id: number;

  it("an invitation makes no member: the person finds it, named by the inviting enterprise, for a week", async () => {
    const made = await t.call(
      "employee",
      "create",
      { name: "刘小明", phone: "13800000005", department: "采购部", roleIds: [await roleId("采购员")] },
      { cookie: admin },
    );
    expect(made.statusCode, made.body).toBe(200);
    id = made.json().data.id;
    expect(made.json().data.status).toBe(2);
    const lapses = new Date(made.json().data.inviteExpiresAt).getTime() - Date.now();
    expect(Math.round(lapses / 86_400_000)).toBe(INVITATION_DAYS);
    const person = await t.login("13800000005");
    expect((await me(person)).enterprises).toEqual([]);
    const mine = await invitationsOf(person);
    expect(mine.map((r) => [r.id, r.enterpriseName, r.name])).toEqual([[id, "绿野饲料有限公司", "刘小明"]]);
    // the roles are the enterprise's own business: the person reads only the audience's fields
    expect(Object.keys(mine[0]!)).not.toContain("roleIds");
  });

  it("nobody else reads or answers it: another person gets 404, a visitor 401", async () => {
    const other = await t.login("13800000006");
    expect((await invitationsOf(other)).map((r) => r.id)).not.toContain(id);
    expect((await t.call("employee", "accept", { id }, { cookie: other })).statusCode).toBe(404);
    expect((await t.call("employee", "accept", { id })).statusCode).toBe(401);
    expect((await t.call("employee", "audience:invitee:get", { id }, { cookie: admin })).statusCode).toBe(404);
  });

  it("加入 makes the person a member holding the invitation's roles, and the invitation leaves the person's list", async () => {
    const person = await t.login("13800000005");
    const joined = await t.call("employee", "accept", { id }, { cookie: person });
    expect(joined.statusCode, joined.body).toBe(200);
    expect(await invitationsOf(person)).toEqual([]);
    expect((await switchTo(person, lvye)).statusCode).toBe(200);
    expect((await me(person)).enterprise).toMatchObject({ id: lvye, name: "绿野饲料有限公司", isAdmin: false });
    // 采购员 holds the delivery places but not the roles
    expect((await t.call("factory", "list", {}, { cookie: person })).statusCode).toBe(200);
    expect((await t.call("role", "list", {}, { cookie: person })).statusCode).toBe(403);
    expect((await t.call("employee", "accept", { id }, { cookie: person })).statusCode).toBe(404);
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
    const switched = await switchTo(await t.login("13800000005"), lvye);
    expect([switched.statusCode, switched.json().msg]).toEqual([403, "请先切换企业身份"]);
  });

  it("enabling it lets the person in again", async () => {
    expect((await t.call("employee", "enable", { id }, { cookie: admin })).statusCode).toBe(200);
    expect((await me(await t.login("13800000005"))).enterprise).toMatchObject({ id: lvye, isAdmin: false });
  });

  it("moving it to another phone puts the one before out and asks the new person, who is not a member until 加入", async () => {
    const before = await t.login("13800000005");
    const moved = await t.call("employee", "update", { id, phone: "13800000006" }, { cookie: admin });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data.status).toBe(2);
    expect((await t.call("factory", "list", {}, { cookie: before })).statusCode).toBe(401);
    expect((await me(await t.login("13800000005"))).enterprises).toEqual([]);
    const newcomer = await t.login("13800000006");
    expect((await me(newcomer)).enterprises.map((e: { name: string }) => e.name)).not.toContain("绿野饲料有限公司");
    expect((await invitationsOf(newcomer)).map((r) => r.id)).toEqual([id]);
  });

  it("拒绝 leaves the person out; 重新邀请 asks again for another week", async () => {
    const person = await t.login("13800000006");
    const declined = await t.call("employee", "decline", { id }, { cookie: person });
    expect([declined.statusCode, declined.json().data?.status]).toEqual([200, 3]);
    expect(await invitationsOf(person)).toEqual([]);
    expect((await me(person)).enterprises.map((e: { name: string }) => e.name)).not.toContain("绿野饲料有限公司");
    const again = await t.call("employee", "reinvite", { id }, { cookie: admin });
    expect([again.statusCode, again.json().data?.status]).toEqual([200, 2]);
    expect((await invitationsOf(person)).map((r) => r.id)).toEqual([id]);
  });

  it("an invitation nobody answers lapses by itself, and 加入 is refused with the reason", async () => {
    await passTime(t, employee, "@lapse", id);
    const person = await t.login("13800000006");
    expect(await invitationsOf(person)).toEqual([]);
    const late = await t.call("employee", "accept", { id }, { cookie: person });
    expect(late.statusCode).toBe(404);
    const row = (await t.call("employee", "get", { id }, { cookie: admin })).json().data;
    expect(row.status).toBe(4);
    expect((await me(person)).enterprises.map((e: { name: string }) => e.name)).not.toContain("绿野饲料有限公司");
  });

  it("an administrator's own employee row cannot be disabled, so no enterprise locks itself out", async () => {
    // the demo names 王建国 绿野's 终审人, so his own row is already on the staff list
    const [own] = await t.db
      .select()
      .from(employeeRows)
      .where(and(eq(employeeRows.enterpriseId, lvye), eq(employeeRows.phone, "13800000001")));
    expect(own, "王建国's employee row").toBeDefined();
    const res = await t.call("employee", "disable", { id: own!.id }, { cookie: admin });
    expect([res.statusCode, res.json().msg]).toEqual([422, ADMIN_STAYS]);
    const [m] = await t.db
      .select()
      .from(memberships)
      .where(and(eq(memberships.userId, await userId("13800000001")), eq(memberships.enterpriseId, lvye)));
    expect(m?.isAdmin).toBe(true);
    expect((await me(admin)).enterprise).toMatchObject({ id: lvye, isAdmin: true });
  });
});
