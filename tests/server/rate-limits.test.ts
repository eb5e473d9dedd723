// @module-tag database
// the limits' counters are rows every process updates at once
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../src/server/app";
import { platform } from "../../src/server/platform";
import { testApp, type TestApp } from "../helpers/server-app";
import { MIN, lastCode, movableClock } from "./account-helpers";

const SMS_BUSY = "验证码发送过于频繁，请稍后再试";
const LOGIN_BUSY = "操作过于频繁，请稍后再试";
const LOCKED = "账号已锁定，请15分钟后再试或使用短信验证码登录";
const WRONG = { password: "账号或密码错误" };

let t: TestApp;
let other: { app: FastifyInstance; close(): Promise<void> };
const time = movableClock("2026-03-02T02:00:10Z");
let phones = 0;
/** Phones no account has, one per send, so the per-phone minute never answers first. */
const freshPhone = () => `1390000${String(phones++).padStart(4, "0")}`;

beforeAll(async () => {
  t = await testApp({ clock: time.clock });
  // a second app process on the same database: on PostgreSQL its own pool, on PGlite the same embedded database
  other = (await t.second()) ?? {
    app: await createApp({ ...platform, db: t.db, clock: time.clock, listen: t.database.listen }),
    close: async () => {},
  };
});
afterAll(async () => {
  await other?.close();
  await t?.close();
});

const sendSms = (app: FastifyInstance, client: string, phone = freshPhone()) =>
  app.inject({
    method: "POST",
    url: "/gw/agri.usercenter.login.sms.send/1.0",
    query: { phone },
    headers: { systemId: "56" },
    remoteAddress: client,
  });
const login = (app: FastifyInstance, client: string, loginName: string, password: string) =>
  app.inject({
    method: "POST",
    url: "/gw/agri.usercenter.login/1.0",
    payload: { login: loginName, password },
    headers: { systemId: "56" },
    remoteAddress: client,
  });
const answer = (r: { statusCode: number; json(): any }) => [r.statusCode, r.json().msg];

describe("SMS sends are limited per client and over all clients, in the database", () => {
  it("one client gets ten a minute, counted across two app processes; another client is not held up", async () => {
    const results = [];
    for (let i = 0; i < 10; i++) results.push(await sendSms(i % 2 ? other.app : t.app, "203.0.113.7"));
    expect(results.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    expect(answer(await sendSms(t.app, "203.0.113.7"))).toEqual([422, SMS_BUSY]);
    expect(answer(await sendSms(other.app, "203.0.113.7"))).toEqual([422, SMS_BUSY]);
    expect((await sendSms(t.app, "203.0.113.8")).statusCode).toBe(200);
    time.advance(MIN);
    expect((await sendSms(t.app, "203.0.113.7")).statusCode).toBe(200);
  });

  it("a refused send delivers nothing, also to a real account's phone", async () => {
    time.advance(MIN);
    for (let i = 0; i < 10; i++) await sendSms(t.app, "203.0.113.9");
    const before = await lastCode(t, "13800000002").catch(() => "none");
    expect(answer(await sendSms(t.app, "203.0.113.9", "13800000002"))).toEqual([422, SMS_BUSY]);
    expect(await lastCode(t, "13800000002").catch(() => "none")).toBe(before);
  });

  it("fifty an hour: a client spreading its sends over minutes stops at fifty", async () => {
    time.advance(60 * MIN - (time.clock().getTime() % (60 * MIN)) + 1000); // the start of an hour
    const statuses: number[] = [];
    for (let minute = 0; minute < 6; minute++) {
      for (let i = 0; i < 10; i++) statuses.push((await sendSms(t.app, "198.51.100.1")).statusCode);
      time.advance(MIN);
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(50);
    expect(statuses.slice(50)).toEqual(Array(10).fill(422));
  });

  it("all clients together get 300 a minute", async () => {
    time.advance(MIN);
    const statuses: number[] = [];
    for (let batch = 0; batch < 31; batch++) {
      const sent = await Promise.all(
        Array.from({ length: 10 }, (_, i) => sendSms(batch % 2 ? other.app : t.app, `192.0.${batch}.${i + 1}`)),
      );
      statuses.push(...sent.map((r) => r.statusCode));
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(300);
    expect(answer(await sendSms(t.app, "192.0.200.1"))).toEqual([422, SMS_BUSY]);
    time.advance(MIN);
    expect((await sendSms(t.app, "192.0.200.1")).statusCode).toBe(200);
  });
});

describe("logins", () => {
  it("wrong passwords: twenty per client in fifteen minutes, then refused even with the right password", async () => {
    time.advance(15 * MIN);
    const accounts = ["13800000001", "13800000002", "13800000003", "13800000005", "nobody1", "nobody2"];
    const answers = [];
    // spread over six logins, so no account's own lock (five) answers first
    for (let i = 0; i < 20; i++)
      answers.push(
        (await login(i % 2 ? other.app : t.app, "203.0.113.50", accounts[i % 6]!, "wrong-password")).json().errors,
      );
    expect(answers).toEqual(Array(20).fill(WRONG));
    expect(answer(await login(t.app, "203.0.113.50", "13800000002", "Demo@1234"))).toEqual([422, LOGIN_BUSY]);
    expect((await login(t.app, "203.0.113.51", "13800000002", "Demo@1234")).statusCode).toBe(200);
    time.advance(15 * MIN);
    expect((await login(t.app, "203.0.113.50", "13800000002", "Demo@1234")).statusCode).toBe(200);
  });

  it("an unknown login locks and answers exactly as an existing account does", async () => {
    time.advance(15 * MIN);
    const tries = async (name: string, client: string) => {
      const out = [];
      for (let i = 0; i < 6; i++) out.push((await login(t.app, client, name, "wrong-password")).json());
      return out;
    };
    const known = await tries("13800000006", "203.0.113.60");
    const unknown = await tries("13899999999", "203.0.113.61");
    expect(unknown).toEqual(known);
    expect(known.map((r) => r.msg)).toEqual([...Array(4).fill("提交的数据有误"), LOCKED, LOCKED]);
  });
});

describe("answers that tell whether an account exists", () => {
  const nameCheck = (app: FastifyInstance, client: string, loginName: string) =>
    app.inject({
      method: "POST",
      url: "/gw/agri.usercenter.retrieve.name.check/1.0",
      payload: { login: loginName },
      headers: { systemId: "56" },
      remoteAddress: client,
    });
  const regSend = (app: FastifyInstance, client: string, phone: string) =>
    app.inject({
      method: "POST",
      url: "/gw/agri.usercenter.reg.sms.send/1.0",
      query: { phone },
      headers: { systemId: "56" },
      remoteAddress: client,
    });

  it("找回密码's account check and 该手机号已注册 share twenty a client in fifteen minutes, across processes", async () => {
    time.advance(15 * MIN);
    const answers = [];
    // a probe walking a list of phones: the registered demo phones among unknown ones
    for (let i = 0; i < 20; i++) {
      const phone = i % 4 === 0 ? `1380000000${1 + (i % 6)}` : freshPhone();
      answers.push(
        (await (i % 2 ? nameCheck(other.app, "203.0.113.70", phone) : regSend(t.app, "203.0.113.70", phone)))
          .statusCode,
      );
    }
    expect(answers.every((s) => s === 200 || s === 422)).toBe(true);
    expect(answer(await nameCheck(t.app, "203.0.113.70", "13800000002"))).toEqual([422, LOGIN_BUSY]);
    expect(answer(await regSend(other.app, "203.0.113.70", "13800000002"))).toEqual([422, LOGIN_BUSY]);
    // the refusal says nothing of the account: an unknown phone gets the same words
    expect(answer(await nameCheck(t.app, "203.0.113.70", freshPhone()))).toEqual([422, LOGIN_BUSY]);
    // a buyer on another address still recovers a password
    expect((await nameCheck(t.app, "203.0.113.71", "13800000002")).statusCode).toBe(200);
    time.advance(15 * MIN);
    expect((await nameCheck(t.app, "203.0.113.70", "13800000002")).statusCode).toBe(200);
  });
});
