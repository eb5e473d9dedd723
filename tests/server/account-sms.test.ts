// @module-tag database
// one of several parallel sends gets through, serialised by an advisory lock per phone
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { smsCodes, smsOutbox } from "../../src/server/db/schema";
import { testApp, type TestApp } from "../helpers/server-app";
import { MIN, caller, lastCode, movableClock, wrong, type Caller } from "./account-helpers";

let t: TestApp;
let api: Caller;
const time = movableClock();

beforeAll(async () => {
  t = await testApp({ clock: time.clock });
  api = caller(t);
});
afterAll(() => t?.close());

// every test uses its own fresh phone, so rate limits of one never touch another
let n = 0;
const freshPhone = () => `1391000${String(++n).padStart(4, "0")}`;
const send = (phone: string) => api.post("usercenter.reg.sms.send", { phone });
const verify = (phone: string, code: string) => api.post("usercenter.reg.sms.verify", { phone, code });

describe("SMS verification codes", () => {
  it("sends a 6-digit code through the outbox and stores only its hash", async () => {
    const phone = freshPhone();
    expect((await send(phone)).statusCode).toBe(200);
    const code = await lastCode(t, phone);
    expect(code).toMatch(/^\d{6}$/);
    const [row] = await t.db.select().from(smsCodes).where(eq(smsCodes.phone, phone));
    expect(row!.codeHash).toMatch(/^sha256\$[0-9a-f]+\$[0-9a-f]{64}$/);
    expect(row!.codeHash).not.toContain(code);
    const [msg] = await t.db.select().from(smsOutbox).where(eq(smsOutbox.phone, phone));
    expect(msg).toMatchObject({ purpose: "reg" });
  });

  it("accepts the right code once and hands back a ticket", async () => {
    const phone = freshPhone();
    await send(phone);
    const code = await lastCode(t, phone);
    const ok = await verify(phone, code);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.ticket).toMatch(/^[0-9a-f]{48}$/);
    const again = await verify(phone, code);
    expect([again.statusCode, again.json().errors]).toEqual([422, { code: "验证码已失效，请重新获取" }]);
  });

  it("expires a code after 5 minutes", async () => {
    const phone = freshPhone();
    await send(phone);
    const code = await lastCode(t, phone);
    time.advance(5 * MIN);
    const res = await verify(phone, code);
    expect([res.statusCode, res.json().errors]).toEqual([422, { code: "验证码已失效，请重新获取" }]);
  });

  it("works just before the 5 minutes are up", async () => {
    const phone = freshPhone();
    await send(phone);
    time.advance(5 * MIN - 1000);
    expect((await verify(phone, await lastCode(t, phone))).statusCode).toBe(200);
  });

  it("lets a phone ask once a minute", async () => {
    const phone = freshPhone();
    expect((await send(phone)).statusCode).toBe(200);
    time.advance(59_000);
    const early = await send(phone);
    expect(early.statusCode).toBe(422);
    expect(early.json().errors.phone).toMatch(/^验证码发送过于频繁，请\d+秒后再试$/);
    time.advance(1000);
    expect((await send(phone)).statusCode).toBe(200);
  });

  it("lets only one of several parallel requests through", async () => {
    const phone = freshPhone();
    const answers = await Promise.all(Array.from({ length: 5 }, () => send(phone)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 422, 422, 422, 422]);
    expect(await t.db.select().from(smsCodes).where(eq(smsCodes.phone, phone))).toHaveLength(1);
  });

  it("counts the minute across flows: a login code blocks a registration code", async () => {
    const first = await api.post("usercenter.login.sms.send", { phone: "13800000005" });
    expect(first.statusCode).toBe(200);
    time.advance(30_000);
    const res = await api.post("usercenter.retrieve.sms.send", { login: "13800000005" });
    expect(res.statusCode).toBe(422);
    time.advance(MIN);
  });

  it("lets a phone ask ten times a day, and again the next day", async () => {
    time.advance(24 * 60 * MIN); // a new day, whatever the previous tests did
    const phone = freshPhone();
    for (let i = 0; i < 10; i++) {
      expect((await send(phone)).statusCode, `send #${i + 1}`).toBe(200);
      time.advance(MIN);
    }
    const eleventh = await send(phone);
    expect([eleventh.statusCode, eleventh.json().errors]).toEqual([
      422,
      { phone: "该手机号今日获取验证码次数已达上限，请明天再试" },
    ]);
    time.advance(24 * 60 * MIN);
    expect((await send(phone)).statusCode).toBe(200);
  });

  it("burns the code on the fifth wrong try: the right code no longer works", async () => {
    const phone = freshPhone();
    await send(phone);
    const code = await lastCode(t, phone);
    for (let i = 1; i <= 4; i++) {
      const res = await verify(phone, wrong(code));
      expect([res.statusCode, res.json().errors.code]).toEqual([422, `验证码错误，还可尝试${5 - i}次`]);
    }
    const fifth = await verify(phone, wrong(code));
    expect(fifth.json().errors).toEqual({ code: "验证码错误次数过多，请重新获取" });
    const right = await verify(phone, code);
    expect([right.statusCode, right.json().errors]).toEqual([422, { code: "验证码已失效，请重新获取" }]);
  });

  it("four wrong tries still leave the right code usable", async () => {
    const phone = freshPhone();
    await send(phone);
    const code = await lastCode(t, phone);
    for (let i = 0; i < 4; i++) await verify(phone, wrong(code));
    expect((await verify(phone, code)).statusCode).toBe(200);
  });

  it("only the newest code counts once a new one was sent", async () => {
    const phone = freshPhone();
    await send(phone);
    const old = await lastCode(t, phone);
    time.advance(MIN);
    await send(phone);
    const fresh = await lastCode(t, phone);
    if (old !== fresh) expect((await verify(phone, old)).statusCode).toBe(422);
    expect((await verify(phone, fresh)).statusCode).toBe(200);
  });

  it.each([
    ["not a phone", { phone: "12345" }, { phone: "手机号格式不正确" }],
    ["empty", {}, { phone: "请输入手机号" }],
  ])("refuses %s with 422 on the field", async (_n, body, errors) => {
    const res = await api.post("usercenter.reg.sms.send", body);
    expect([res.statusCode, res.json().errors]).toEqual([422, errors]);
  });

  it("lists the outbox for the development page", async () => {
    const phone = freshPhone();
    await send(phone);
    // from this machine (the helper's calls come from many addresses, which the outbox refuses: run-modes.test.ts)
    const res = await t.app.inject({
      method: "GET",
      url: "/gw/agri.dev.sms.outbox.list/1.0",
      query: { phone },
      remoteAddress: "127.0.0.1",
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.list[0]).toMatchObject({
      phone,
      purpose: "reg",
      content: expect.stringContaining(await lastCode(t, phone)),
    });
  });
});
