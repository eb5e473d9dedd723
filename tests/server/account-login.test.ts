import { afterAll, beforeAll, describe, expect, it } from "vitest";
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

const LOCKED = "账号已锁定，请15分钟后再试或使用短信验证码登录";
const byPassword = (login: string, password: string) => api.post("usercenter.login", { login, password });

describe("login by SMS code", () => {
  it("sends with the phone in the query string (POST params) and logs in with the code", async () => {
    const sent = await t.app.inject({
      method: "POST",
      url: "/gw/agri.usercenter.login.sms.send/1.0",
      query: { phone: "13800000002" },
    });
    expect(sent.statusCode).toBe(200);
    const res = await api.post("usercenter.login.sms", {
      phone: "13800000002",
      code: await lastCode(t, "13800000002"),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ name: "李春华", enterprise: { name: "丰收牧业合作社" } });
    const me = await api.get("user.get", {}, cookieOf(res));
    expect(me.json().data.phone).toBe("13800000002");
    time.advance(MIN);
  });

  it("answers an unknown phone as a known one (no message goes out), and refuses a wrong code with 422 and no session", async () => {
    const unknown = await api.post("usercenter.login.sms.send", { phone: "13999999999" });
    expect([unknown.statusCode, unknown.json()]).toEqual([200, { code: 0, msg: "success", data: null }]);
    await expect(lastCode(t, "13999999999")).rejects.toThrow("no SMS code");
    const guess = await api.post("usercenter.login.sms", { phone: "13999999999", code: "123456" });
    expect([guess.statusCode, guess.json().errors]).toEqual([422, { code: "验证码错误，还可尝试4次" }]);
    await api.post("usercenter.login.sms.send", { phone: "13800000003" });
    const res = await api.post("usercenter.login.sms", {
      phone: "13800000003",
      code: wrong(await lastCode(t, "13800000003")),
    });
    expect(res.statusCode).toBe(422);
    expect(res.cookies.find((c) => c.name === "agri_sid")).toBeUndefined();
    time.advance(MIN);
  });

  it("finds the business object (tags) of an account for its own session, and tells a stranger nothing", async () => {
    const own = await t.login("13800000003");
    expect((await api.post("usercenter.bo.find.by.login", { login: "13800000003" }, own)).json().data).toEqual({
      tags: [56, 63, 64, 65, 66],
    });
    // a known phone and an unknown one are answered alike to anyone else
    for (const login of ["13800000003", "13899999999", "nobody"])
      expect((await api.post("usercenter.bo.find.by.login", { login })).json()).toEqual({
        code: 0,
        msg: "success",
        data: null,
      });
    expect((await api.post("usercenter.bo.find.by.login", { login: "13800000001" }, own)).json().data).toBeNull();
  });
});

describe("login lock", () => {
  it("locks after 5 wrong passwords within 15 minutes, even against the right one, for 15 minutes", async () => {
    for (let i = 0; i < 4; i++) {
      const res = await byPassword("13800000004", "wrong-password");
      expect(res.json().errors).toEqual({ password: "账号或密码错误" });
      time.advance(MIN);
    }
    const fifth = await byPassword("13800000004", "wrong-password");
    expect([fifth.statusCode, fifth.json().msg]).toEqual([422, LOCKED]);
    const right = await byPassword("13800000004", "Demo@1234");
    expect([right.statusCode, right.json().errors]).toEqual([422, { password: LOCKED }]);
    expect(right.cookies.find((c) => c.name === "agri_sid")).toBeUndefined();
    time.advance(14 * MIN);
    expect((await byPassword("13800000004", "Demo@1234")).statusCode).toBe(422);
    time.advance(MIN);
    expect((await byPassword("13800000004", "Demo@1234")).statusCode).toBe(200);
  });

  it("does not lock when the failures are spread over more than 15 minutes", async () => {
    for (let i = 0; i < 6; i++) {
      expect((await byPassword("13800000003", "wrong-password")).json().errors).toEqual({ password: "账号或密码错误" });
      time.advance(4 * MIN);
    }
    expect((await byPassword("13800000003", "Demo@1234")).statusCode).toBe(200);
  });

  it("a successful login starts the count afresh", async () => {
    for (let i = 0; i < 4; i++) await byPassword("admin", "wrong-password");
    expect((await byPassword("admin", "Demo@1234")).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) await byPassword("admin", "wrong-password");
    expect((await byPassword("admin", "Demo@1234")).statusCode).toBe(200);
  });

  it("SMS login still works while the password is locked", async () => {
    for (let i = 0; i < 5; i++) await byPassword("13800000005", "wrong-password");
    expect((await byPassword("13800000005", "Demo@1234")).json().msg).toBe(LOCKED);
    time.advance(MIN);
    await api.post("usercenter.login.sms.send", { phone: "13800000005" });
    const res = await api.post("usercenter.login.sms", {
      phone: "13800000005",
      code: await lastCode(t, "13800000005"),
    });
    expect(res.statusCode).toBe(200);
  });
});
