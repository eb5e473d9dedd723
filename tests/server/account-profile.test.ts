import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../src/server/db/schema";
import { testApp, type TestApp } from "../helpers/server-app";
import { MIN, caller, cookieOf, lastCode, movableClock, wrong, type Caller } from "./account-helpers";

let t: TestApp;
let api: Caller;
const time = movableClock();
beforeAll(async () => {
  t = await testApp({ clock: time.clock });
  api = caller(t);
});
afterAll(() => t?.close());

const logIn = async (name: string, password = "Demo@1234") =>
  cookieOf(await api.post("usercenter.login", { login: name, password }));

describe("password change", () => {
  it("needs the old password, applies the strength rule, and the new one logs in", async () => {
    const cookie = await logIn("13800000003");
    const other = await logIn("13800000003");
    const wrongOld = await api.post(
      "usercenter.login.pwd.update",
      { oldPassword: "nope", password: "Kangmu2026" },
      cookie,
    );
    expect([wrongOld.statusCode, wrongOld.json().errors]).toEqual([422, { oldPassword: "原密码错误" }]);
    const weak = await api.post(
      "usercenter.login.pwd.update",
      { oldPassword: "Demo@1234", password: "short1" },
      cookie,
    );
    expect(weak.json().errors).toEqual({ password: "密码长度为8-20位" });
    expect(
      (await api.post("usercenter.login.pwd.update", { oldPassword: "Demo@1234", password: "Kangmu2026" }, cookie))
        .statusCode,
    ).toBe(200);
    const [row] = await t.db.select().from(users).where(eq(users.phone, "13800000003"));
    expect(row!.passwordHash).toMatch(/^scrypt\$/);
    expect((await api.post("usercenter.login", { login: "13800000003", password: "Demo@1234" })).statusCode).toBe(422);
    expect((await api.post("usercenter.login", { login: "13800000003", password: "Kangmu2026" })).statusCode).toBe(200);
    // this session stays, every other one ends
    expect((await api.get("user.get", {}, cookie)).json().data).not.toBeNull();
    expect((await api.get("user.get", {}, other)).json().data).toBeNull();
  });

  it("is 401 without a session", async () => {
    expect(
      (await api.post("usercenter.login.pwd.update", { oldPassword: "Demo@1234", password: "Kangmu2026" })).statusCode,
    ).toBe(401);
  });
});

describe("phone change", () => {
  it("verifies the old phone, then the new one, and the account logs in with the new phone", async () => {
    const cookie = await logIn("13800000005");
    expect((await api.post("usercenter.phone.old.sms.send", {}, cookie)).json().data).toEqual({ phone: "138****0005" });
    const old = await api.post("usercenter.phone.old.sms.verify", { code: await lastCode(t, "13800000005") }, cookie);
    const { ticket } = old.json().data;
    expect((await api.post("usercenter.phone.new.sms.send", { phone: "13700000005", ticket }, cookie)).statusCode).toBe(
      200,
    );
    const code = await lastCode(t, "13700000005");
    const bad = await api.post(
      "usercenter.phone.new.sms.verify",
      { phone: "13700000005", code: wrong(code), ticket },
      cookie,
    );
    expect(bad.statusCode).toBe(422);
    const done = await api.post("usercenter.phone.new.sms.verify", { phone: "13700000005", code, ticket }, cookie);
    expect(done.statusCode).toBe(200);
    const [row] = await t.db.select().from(users).where(eq(users.login, "liu_xiaoming"));
    expect(row!.phone).toBe("13700000005");
    expect((await api.post("usercenter.login", { login: "13700000005", password: "Demo@1234" })).statusCode).toBe(200);
    expect((await api.post("usercenter.login", { login: "13800000005", password: "Demo@1234" })).statusCode).toBe(422);
    time.advance(MIN);
  });

  it("will not send to the new phone before the old one is verified", async () => {
    const cookie = await logIn("13800000004");
    const res = await api.post("usercenter.phone.new.sms.send", { phone: "13700000004", ticket: "forged" }, cookie);
    expect([res.statusCode, res.json().errors]).toEqual([422, { phone: "请先验证原手机号" }]);
    const verify = await api.post(
      "usercenter.phone.new.sms.verify",
      { phone: "13700000004", code: "123456", ticket: "forged" },
      cookie,
    );
    expect(verify.statusCode).toBe(422);
    const [row] = await t.db.select().from(users).where(eq(users.login, "lvye_zhang"));
    expect(row!.phone).toBe("13800000004");
  });

  it("refuses a new phone that another account uses", async () => {
    const cookie = await logIn("13800000004");
    await api.post("usercenter.phone.old.sms.send", {}, cookie);
    const { ticket } = (
      await api.post("usercenter.phone.old.sms.verify", { code: await lastCode(t, "13800000004") }, cookie)
    ).json().data;
    const res = await api.post("usercenter.phone.new.sms.send", { phone: "13800000001", ticket }, cookie);
    expect([res.statusCode, res.json().errors]).toEqual([422, { phone: "该手机号已被其他账号使用" }]);
  });
});

describe("profile and real name", () => {
  it("updates name, gender and email; refuses a bad email", async () => {
    const cookie = await logIn("13800000002");
    const bad = await api.post("usercenter.user.update.info", { name: "李春华", email: "not-an-email" }, cookie);
    expect(bad.json().errors).toEqual({ email: "邮箱格式不正确" });
    // a number is no name: read as its digits it would rename the account to "12345"
    const number = await api.post("usercenter.user.update.info", { name: 12345 }, cookie);
    expect([number.statusCode, number.json().errors]).toEqual([422, { name: "请输入姓名" }]);
    expect(
      (await api.post("usercenter.user.update.info", { name: "李春华二", gender: 2, email: "li@fengshou.cn" }, cookie))
        .statusCode,
    ).toBe(200);
    expect((await api.get("usercenter.user.info.get", {}, cookie)).json().data).toMatchObject({
      name: "李春华二",
      gender: 2,
      email: "li@fengshou.cn",
    });
    expect((await api.get("user.get", {}, cookie)).json().data.name).toBe("李春华二");
  });

  it("checks a real-name submission's ID number by its checksum and birth date before it reaches the operator", async () => {
    // 13800000004 never applied; the operator's side is tests/server/realname.test.ts
    const cookie = await logIn("13800000004");
    expect((await api.get("usercenter.realname.state", {}, cookie)).json().data).toEqual({ state: 0, reason: null });
    const photos = {
      idCardFront: "/files/0123456789abcdef0123456789abcdef.png",
      idCardBack: "/files/fedcba9876543210fedcba9876543210.jpg",
    };
    const bad = await api.post(
      "usercenter.realname.update",
      { realName: "张晓燕", idCard: "110101199003071234", ...photos },
      cookie,
    );
    expect([bad.statusCode, bad.json().errors]).toEqual([422, { idCard: "身份证号校验位不正确" }]);
    const badDate = await api.post(
      "usercenter.realname.update",
      { realName: "张晓燕", idCard: "110101199013071239", ...photos },
      cookie,
    );
    expect(badDate.json().errors).toEqual({ idCard: "身份证号出生日期不正确" });
    const good = await api.post(
      "usercenter.realname.update",
      { realName: "张晓燕", idCard: "11010519491231002X", ...photos },
      cookie,
    );
    expect(good.json().data).toMatchObject({ realName: "张晓燕", idCard: "11010519491231002X", status: "submitted" });
    expect((await api.get("usercenter.realname.get", {}, cookie)).json().data).toMatchObject({
      realName: "张晓燕",
      idCard: "110***********002X",
      state: 1,
      reason: null,
    });
  });

  it("shows the current enterprise's details, null for a personal account", async () => {
    const admin = await logIn("13800000002");
    expect((await api.get("usercenter.org.detail.get", {}, admin)).json().data).toMatchObject({
      name: "丰收牧业合作社",
      isAdmin: true,
      businessRole: 3,
      creditCode: "93130631MA0FHMY022",
    });
    const personal = await logIn("liu_xiaoming");
    expect((await api.get("usercenter.org.detail.get", {}, personal)).json().data).toBeNull();
  });
});
