import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { enterprises, users } from "../../src/server/db/schema";
import { testApp, type TestApp } from "../helpers/server-app";
import { MIN, caller, cookieOf, lastCode, movableClock } from "./account-helpers";

let t: TestApp;
const time = movableClock();
beforeAll(async () => {
  t = await testApp({ clock: time.clock });
});
afterAll(() => t?.close());

/** What the certification a business role applies for needs at enterprise registration: the licence and the categories dealt in. */
const application = { licenseImage: "/assets/certification/license.svg", categories: "玉米种子、小麦种子" };

/** send → verify → set password on a portal; returns the last answer. */
async function register(phone: string, name: string, password: string, systemId = 56) {
  const api = caller(t, systemId);
  const sent = await api.post("usercenter.reg.sms.send", { phone });
  if (sent.statusCode !== 200) return sent;
  const verified = await api.post("usercenter.reg.sms.verify", { phone, code: await lastCode(t, phone) });
  if (verified.statusCode !== 200) return verified;
  time.advance(MIN);
  return api.post("usercenter.reg.setpwd", { phone, ticket: verified.json().data.ticket, name, password });
}

describe("personal registration", () => {
  it("creates the account with a scrypt hash, tagged with the portal it registered on, and it logs in", async () => {
    const res = await register("13912340001", "赵大牧", "Muchang2026", 62);
    expect(res.statusCode).toBe(200);
    const [row] = await t.db.select().from(users).where(eq(users.phone, "13912340001"));
    expect(row).toMatchObject({ login: "13912340001", name: "赵大牧", tags: [62] });
    expect(row!.passwordHash).toMatch(/^scrypt\$[0-9a-f]{32}\$[0-9a-f]{64}$/);
    expect(row!.passwordHash).not.toContain("Muchang2026");
    const login = await caller(t, 62).post("usercenter.login", { login: "13912340001", password: "Muchang2026" });
    expect(login.statusCode).toBe(200);
    const me = await caller(t, 62).get("user.get", {}, cookieOf(login));
    expect(me.json().data).toMatchObject({ name: "赵大牧", tags: [62], enterprise: null });
  });

  it("finds, once registered, the invitation an enterprise sent the phone before, and joins it as staff with 加入", async () => {
    const admin = await t.login("13800000001");
    const listed = await t.call(
      "employee",
      "create",
      { name: "孙新员", phone: "13912340077", department: "采购部" },
      { cookie: admin },
    );
    expect(listed.statusCode, listed.body).toBe(200);
    expect((await register("13912340077", "孙新员", "Muchang2026")).statusCode).toBe(200);
    const login = await caller(t).post("usercenter.login", { login: "13912340077", password: "Muchang2026" });
    const cookie = cookieOf(login);
    expect((await caller(t).get("user.get", {}, cookie)).json().data.enterprises).toEqual([]);
    const invited = (await t.call("employee", "audience:invitee:list", {}, { cookie })).json().data.list;
    expect(invited.map((r: Record<string, unknown>) => [r.id, r.enterpriseName])).toEqual([
      [listed.json().data.id, "绿野饲料有限公司"],
    ]);
    expect((await t.call("employee", "accept", { id: listed.json().data.id }, { cookie })).statusCode).toBe(200);
    const me = (await caller(t).get("user.get", {}, cookie)).json().data;
    expect(me.enterprises).toEqual([expect.objectContaining({ name: "绿野饲料有限公司", isAdmin: false })]);
  });

  it("sends a phone that has an account its code as any other, and tells who shows the code 该手机号已注册", async () => {
    const api = caller(t);
    const answer = (r: { statusCode: number; json(): unknown }) => [r.statusCode, r.json()];
    expect(answer(await api.post("usercenter.reg.sms.send", { phone: "13800000001" }))).toEqual(
      answer(await api.post("usercenter.reg.sms.send", { phone: "13912340031" })),
    );
    // a wrong code, and a password set without a passed check, read alike too
    for (const phone of ["13800000001", "13912340031"]) {
      expect(answer(await api.post("usercenter.reg.sms.verify", { phone, code: "000000" }))).toEqual([
        422,
        expect.objectContaining({ errors: { code: "验证码错误，还可尝试4次" } }),
      ]);
      const setpwd = await api.post("usercenter.reg.setpwd", {
        phone,
        ticket: "f".repeat(48),
        name: "王冒名",
        password: "Maoming2026",
      });
      expect([setpwd.statusCode, setpwd.json().errors]).toEqual([422, { code: "验证已过期，请重新获取验证码" }]);
    }
    const verified = await api.post("usercenter.reg.sms.verify", {
      phone: "13800000001",
      code: await lastCode(t, "13800000001"),
    });
    expect([verified.statusCode, verified.json().errors]).toEqual([422, { phone: "该手机号已注册，请直接登录" }]);
    time.advance(MIN);
  });

  it.each([
    ["too short", "Ab12345", "密码长度为8-20位"],
    ["too long", "Abcdefgh1234567890123", "密码长度为8-20位"],
    ["no digit", "Abcdefghij", "密码须同时包含字母和数字"],
    ["no letter", "1234567890", "密码须同时包含字母和数字"],
  ])("refuses a password that is %s", async (_n, password, msg) => {
    const phone = `1391234${String(1000 + password.length)}`;
    const res = await register(phone, "钱小羊", password);
    expect([res.statusCode, res.json().errors]).toEqual([422, { password: msg }]);
    time.advance(MIN);
  });

  it("will not set a password without a passed check, nor twice with one ticket", async () => {
    const api = caller(t);
    const none = await api.post("usercenter.reg.setpwd", {
      phone: "13912340009",
      ticket: "f".repeat(48),
      name: "孙小猪",
      password: "Zhuchang88",
    });
    expect([none.statusCode, none.json().errors]).toEqual([422, { code: "验证已过期，请重新获取验证码" }]);
    await api.post("usercenter.reg.sms.send", { phone: "13912340009" });
    const { ticket } = (
      await api.post("usercenter.reg.sms.verify", { phone: "13912340009", code: await lastCode(t, "13912340009") })
    ).json().data;
    time.advance(11 * MIN);
    const late = await api.post("usercenter.reg.setpwd", {
      phone: "13912340009",
      ticket,
      name: "孙小猪",
      password: "Zhuchang88",
    });
    expect(late.statusCode).toBe(422);
    expect(await t.db.select().from(users).where(eq(users.phone, "13912340009"))).toHaveLength(0);
  });

  it.each([63, 64])("is closed on portal %i (403, nothing sent)", async (systemId) => {
    const res = await caller(t, systemId).post("usercenter.reg.sms.send", { phone: "13912340063" });
    expect([res.statusCode, res.json().msg]).toEqual([403, "当前平台未开放注册"]);
    const setpwd = await caller(t, systemId).post("usercenter.reg.setpwd", {
      phone: "13912340063",
      ticket: "x",
      name: "关门",
      password: "Guanmen123",
    });
    expect(setpwd.statusCode).toBe(403);
  });
});

describe("registration switches", () => {
  it("follow the portal operator's openRegistry / openEnterpriseRegistry", async () => {
    await t.db.execute(sql`update portal_enterprises set open_registry = false where system_id = 56`);
    const closed = await caller(t, 56).post("usercenter.reg.sms.send", { phone: "13912340056" });
    expect(closed.statusCode).toBe(403);
    await t.db.execute(sql`update portal_enterprises set open_registry = true where system_id = 56`);
    time.advance(MIN);
    expect((await caller(t, 56).post("usercenter.reg.sms.send", { phone: "13912340056" })).statusCode).toBe(200);
    // AY (62) takes personal registrations but no enterprise registrations
    const cookie = cookieOf(
      await caller(t, 62).post("usercenter.login", { login: "13800000002", password: "Demo@1234" }),
    );
    const ent = await caller(t, 62).post(
      "usercenter.org.register",
      { name: "爱养新公司", creditCode: "91370702MA3QH00629", businessRole: 1, ...application },
      cookie,
    );
    expect(ent.statusCode).toBe(403);
  });
});

describe("enterprise registration", () => {
  const org = { name: "青禾种业有限公司", creditCode: "91370702MA3QH00010", businessRole: 2, ...application };

  it("makes the logged-in user administrator of the new enterprise and acts for it", async () => {
    const login = await caller(t).post("usercenter.login", { login: "13800000005", password: "Demo@1234" });
    const cookie = cookieOf(login);
    const res = await caller(t).post("usercenter.org.register", org, cookie);
    expect(res.statusCode).toBe(200);
    const me = (await caller(t).get("user.get", {}, cookie)).json().data;
    expect(me.enterprise).toMatchObject({ name: org.name, isAdmin: true, businessRole: 2 });
    expect(me.grants.admin).toBe(true);
    const [ent] = await t.db.select().from(enterprises).where(eq(enterprises.name, org.name));
    expect(ent!.creditCode).toBe(org.creditCode);
    // registering as 供应商 only applies for it: the supplier certification waits for the operator
    const lasted = (await caller(t).post("usercenter.audit.lasted", {}, cookie)).json().data;
    expect(lasted).toMatchObject({
      certified: false,
      roles: { "1": null, "2": "submitted" },
      enterprise: { role: 2, status: "submitted" },
    });
  });

  it("refuses a name or credit code that is taken, and bad fields, with 422", async () => {
    const cookie = cookieOf(await caller(t).post("usercenter.login", { login: "13800000002", password: "Demo@1234" }));
    const taken = await caller(t).post("usercenter.org.register", org, cookie);
    expect([taken.statusCode, taken.json().errors]).toEqual([
      422,
      { name: "该企业名称已注册", creditCode: "该统一社会信用代码已注册" },
    ]);
    const bad = await caller(t).post(
      "usercenter.org.register",
      { name: "", creditCode: "123", businessRole: 7 },
      cookie,
    );
    expect(Object.keys(bad.json().errors).sort()).toEqual(["businessRole", "creditCode", "name"]);
  });

  it("needs a login (401) and an open switch (403 on SLXH)", async () => {
    expect((await caller(t).post("usercenter.org.register", org)).statusCode).toBe(401);
    const cookie = cookieOf(await caller(t).post("usercenter.login", { login: "13800000003", password: "Demo@1234" }));
    const res = await caller(t, 63).post(
      "usercenter.org.register",
      { ...org, name: "另一家公司", creditCode: "91370702MA3QH00023" },
      cookie,
    );
    expect([res.statusCode, res.json().msg]).toEqual([403, "当前平台未开放企业注册"]);
  });
});
