import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testApp, type TestApp } from "../helpers/server-app";
import { MIN, caller, cookieOf, lastCode, movableClock, type Caller } from "./account-helpers";

let t: TestApp;
let api: Caller;
const time = movableClock();
beforeAll(async () => {
  t = await testApp({ clock: time.clock });
  api = caller(t);
});
afterAll(() => t?.close());

const login = (name: string, password: string) => api.post("usercenter.login", { login: name, password });

describe("password recovery", () => {
  it("check name → send → verify → set password; the old password and old sessions stop working", async () => {
    const before = cookieOf(await login("lvye_wang", "Demo@1234"));
    const check = await api.post("usercenter.retrieve.name.check", { login: "lvye_wang" });
    expect(check.json().data).toEqual({ phone: "138****0001" });
    expect((await api.post("usercenter.retrieve.sms.send", { login: "lvye_wang" })).statusCode).toBe(200);
    const verified = await api.post("usercenter.retrieve.sms.verify", {
      login: "lvye_wang",
      code: await lastCode(t, "13800000001"),
    });
    expect(verified.statusCode).toBe(200);
    const set = await api.post("usercenter.retrieve.pwd.set", {
      login: "lvye_wang",
      ticket: verified.json().data.ticket,
      password: "Lvye20260301",
    });
    expect(set.statusCode).toBe(200);
    expect((await login("13800000001", "Demo@1234")).statusCode).toBe(422);
    expect((await login("13800000001", "Lvye20260301")).statusCode).toBe(200);
    expect((await api.get("user.get", {}, before)).json().data).toBeNull();
    time.advance(MIN);
  });

  it("the ticket sets a password once only", async () => {
    await api.post("usercenter.retrieve.sms.send", { login: "13800000002" });
    const { ticket } = (
      await api.post("usercenter.retrieve.sms.verify", { login: "13800000002", code: await lastCode(t, "13800000002") })
    ).json().data;
    expect(
      (await api.post("usercenter.retrieve.pwd.set", { login: "13800000002", ticket, password: "Fengshou2026" }))
        .statusCode,
    ).toBe(200);
    const again = await api.post("usercenter.retrieve.pwd.set", {
      login: "13800000002",
      ticket,
      password: "Hijack2026x",
    });
    expect([again.statusCode, again.json().errors]).toEqual([422, { password: "验证已过期，请重新获取验证码" }]);
    expect((await login("13800000002", "Fengshou2026")).statusCode).toBe(200);
    time.advance(MIN);
  });

  it("a ticket for another account is refused", async () => {
    await api.post("usercenter.retrieve.sms.send", { login: "13800000003" });
    const { ticket } = (
      await api.post("usercenter.retrieve.sms.verify", { login: "13800000003", code: await lastCode(t, "13800000003") })
    ).json().data;
    const res = await api.post("usercenter.retrieve.pwd.set", {
      login: "13800000004",
      ticket,
      password: "Takeover2026",
    });
    expect(res.statusCode).toBe(422);
    expect((await login("13800000004", "Demo@1234")).statusCode).toBe(200);
  });

  it("answers a phone alike whether an account has it or not, and texts only the one that has", async () => {
    const answer = (r: { statusCode: number; json(): { data?: unknown } }) => [r.statusCode, r.json()];
    const walk = async (phone: string) => [
      answer(await api.post("usercenter.retrieve.name.check", { login: phone })),
      answer(await api.post("usercenter.retrieve.sms.send", { login: phone })),
      answer(await api.post("usercenter.retrieve.sms.verify", { login: phone, code: "000000" })),
    ];
    const known = await walk("13800000007");
    expect(known).toEqual([
      [200, expect.objectContaining({ data: { phone: "138****0007" } })],
      [200, expect.objectContaining({ data: { phone: "138****0007" } })],
      [422, expect.objectContaining({ errors: { code: "验证码错误，还可尝试4次" } })],
    ]);
    // the same steps for a phone no account has, masked the same way
    const unknown = await walk("13800009007");
    expect(JSON.stringify(unknown).replaceAll("138****9007", "138****0007")).toBe(JSON.stringify(known));
    expect(await lastCode(t, "13800000007")).toMatch(/^\d{6}$/);
    await expect(lastCode(t, "13800009007")).rejects.toThrow();
    time.advance(MIN);
  });

  it.each([
    ["unknown account", "nobody", "账号不存在"],
    ["account without a phone", "admin", "该账号未绑定手机号，请联系客服找回密码"],
  ])("check name refuses an %s", async (_n, name, msg) => {
    const res = await api.post("usercenter.retrieve.name.check", { login: name });
    expect([res.statusCode, res.json().errors]).toEqual([422, { login: msg }]);
  });

  it("answers verify and set-password alike for an account that exists and one that does not", async () => {
    const verify = (login: string) => api.post("usercenter.retrieve.sms.verify", { login, code: "123456" });
    const set = (login: string) =>
      api.post("usercenter.retrieve.pwd.set", { login, ticket: "f".repeat(48), password: "Guess2026x" });
    // 13800000006 has a phone and no code waiting: as a phone with no account, and as an account with no phone
    for (const call of [verify, set]) {
      const answers = await Promise.all(
        ["13800000006", "13899999999", "admin"].map(async (login) =>
          ((r) => [r.statusCode, r.json()])(await call(login)),
        ),
      );
      expect(answers[1]).toEqual(answers[0]);
      expect(answers[2]).toEqual(answers[0]);
      expect(answers[0]![0]).toBe(422);
    }
  });

  it("lifts a login lock", async () => {
    for (let i = 0; i < 5; i++) await login("13800000005", "wrong-password");
    expect((await login("13800000005", "Demo@1234")).statusCode).toBe(422);
    time.advance(MIN);
    await api.post("usercenter.retrieve.sms.send", { login: "13800000005" });
    const { ticket } = (
      await api.post("usercenter.retrieve.sms.verify", { login: "13800000005", code: await lastCode(t, "13800000005") })
    ).json().data;
    await api.post("usercenter.retrieve.pwd.set", { login: "13800000005", ticket, password: "Xiaoming2026" });
    expect((await login("13800000005", "Xiaoming2026")).statusCode).toBe(200);
  });
});
