// @module-tag database
// deliveries are claimed with SKIP LOCKED by concurrent workers
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { webhookDeliveries } from "../../src/server/db/schema";
import { isPrivateAddress } from "../../src/server/webhooks/address-guard";
import { postOnce } from "../../src/server/webhooks/send";
import { deliverDue } from "../../src/server/webhooks/worker";
import { madeRow } from "../helpers/server-rows";
import type { TestApp } from "../helpers/server-app";
import { closeWebhookParties, outboxClock, Receiver, webhookParties, webhookSteps } from "./webhook-helpers";

/** Signed webhooks delivered to a real receiver: retries, failure and replay, secrets, and where one may be sent. */
let t: TestApp;
let lvye: string;
const receiver = new Receiver();
const { now, minutes, round } = outboxClock(() => t.db);

beforeAll(async () => {
  ({ t, lvye } = await webhookParties(receiver));
});
afterAll(() => closeWebhookParties(t, receiver));
beforeEach(() => {
  receiver.got = [];
  receiver.script = [];
});

const { order, newOrder, deliveryOf } = webhookSteps(() => ({ t, lvye }));

describe("signed webhooks", () => {
  it("queues an order's event in its transaction and delivers it signed, with id, type, time, enterprise and the row", async () => {
    const id = await newOrder();
    const queued = await deliveryOf(id!);
    expect(queued.status).toBe("pending");
    expect(await round()).toBeGreaterThanOrEqual(1);
    const [hit] = receiver.got;
    expect(hit!.signed).toBe(true);
    const event = JSON.parse(hit!.body);
    expect(event).toMatchObject({
      id: queued.eventId,
      type: "order.placed",
      enterprise: { id: expect.any(Number), name: "绿野饲料有限公司" },
      resource: "mallOrder",
    });
    expect(event.data).toMatchObject({ id, status: "unpaid", orderNo: expect.any(String) });
    expect(new Date(event.occurredAt).toString()).not.toBe("Invalid Date");
    expect(hit!.headers["x-agrimall-event-id"]).toBe(queued.eventId);
    expect(hit!.headers["x-agrimall-timestamp"]).toBe(String(Math.floor(now().getTime() / 1000)));
    const done = await deliveryOf(id!);
    expect(done).toMatchObject({ status: "delivered", attemptCount: 1, lastStatusCode: 200 });
    expect(done.attempts).toHaveLength(1);
    expect(done.attempts[0]).toMatchObject({ statusCode: 200, response: '{"received":true}', error: null });
  });

  it("retries a failing receiver after each back-off and records every attempt", async () => {
    const id = await newOrder();
    receiver.script = [500, 503];
    await round();
    expect(await deliveryOf(id!)).toMatchObject({ status: "retrying", attemptCount: 1, lastStatusCode: 500 });
    minutes(0.5);
    expect(await round()).toBe(0);
    minutes(1);
    await round();
    expect(await deliveryOf(id!)).toMatchObject({ status: "retrying", attemptCount: 2, lastStatusCode: 503 });
    minutes(4);
    expect(await round()).toBe(0);
    minutes(1.1);
    await round();
    const done = await deliveryOf(id!);
    expect(done).toMatchObject({ status: "delivered", attemptCount: 3, lastStatusCode: 200 });
    expect(done.attempts.map((a: { statusCode: number }) => a.statusCode)).toEqual([500, 503, 200]);
    expect(receiver.got.every((g) => g.signed)).toBe(true);
    expect(new Set(receiver.got.map((g) => g.headers["x-agrimall-event-id"])).size).toBe(1);
  });

  it("fails after the last back-off, and 重新推送 queues a fresh round that delivers", async () => {
    const id = await newOrder();
    receiver.script = [500, "hang"];
    await round({ backoffMs: [60_000] });
    minutes(2);
    await round({ backoffMs: [60_000], timeoutMs: 300 });
    const failed = await deliveryOf(id!);
    expect(failed).toMatchObject({ status: "failed", attemptCount: 2, nextAttemptAt: null });
    expect(failed.attempts[1].error).toMatch(/无响应/);
    const replayed = await t.call("webhookDelivery", "replay", { id: failed.id }, { cookie: lvye });
    expect(replayed.statusCode, replayed.body).toBe(200);
    expect(replayed.json().data).toMatchObject({ status: "pending", attemptCount: 0 });
    await round();
    const done = await deliveryOf(id!);
    expect(done).toMatchObject({ status: "delivered", attemptCount: 1 });
    expect(done.attempts.map((a: { statusCode: number | null }) => a.statusCode)).toEqual([500, null, 200]);
  });

  it("signs with the new secret at once after 更换密钥", async () => {
    const [setting] = (await t.call("webhook", "list", {}, { cookie: lvye })).json().data.list;
    const rotated = await t.call("webhook", "rotate", { id: setting.id }, { cookie: lvye });
    expect(rotated.statusCode, rotated.body).toBe(200);
    expect(rotated.json().data.secret).toMatch(/^whsec_[0-9a-f]{64}$/);
    expect(rotated.json().data.secret).not.toBe(receiver.secret);
    await newOrder();
    await round();
    expect(receiver.got.at(-1)!.signed).toBe(false);
    receiver.secret = rotated.json().data.secret;
    await newOrder();
    await round();
    expect(receiver.got.at(-1)!.signed).toBe(true);
  });

  it("claims each due delivery once when several processes deliver at the same time", async () => {
    await newOrder();
    await newOrder();
    // on PostgreSQL (npm run test:pg) a second process with its own pool rounds too; PGlite has one process
    const other = await t.second();
    const otherRound = () => (other ? deliverDue(other.db, { now }) : round());
    await Promise.all([round(), otherRound(), round(), otherRound()]);
    const ids = receiver.got.map((g) => g.headers["x-agrimall-event-id"]);
    expect(ids).toHaveLength(2);
    expect(new Set(ids).size).toBe(2);
  });

  it("queues nothing while the setting is disabled, nor for an enterprise without one", async () => {
    const [setting] = (await t.call("webhook", "list", {}, { cookie: lvye })).json().data.list;
    expect((await t.call("webhook", "disable", { id: setting.id }, { cookie: lvye })).statusCode).toBe(200);
    const before = (await t.db.select().from(webhookDeliveries)).length;
    await newOrder();
    // 康牧 sells too and has no 推送设置
    await madeRow(t, order, "13800000003", "unpaid");
    expect((await t.db.select().from(webhookDeliveries)).length).toBe(before);
    expect((await t.call("webhook", "enable", { id: setting.id }, { cookie: lvye })).statusCode).toBe(200);
  });
});

describe("where a webhook may be sent", () => {
  it.each([
    ["127.0.0.1", true],
    ["10.1.2.3", true],
    ["172.20.0.1", true],
    ["192.168.1.10", true],
    ["169.254.169.254", true],
    ["100.64.0.1", true],
    ["0.0.0.0", true],
    ["::1", true],
    ["fd00::1", true],
    ["fe80::1", true],
    ["::ffff:127.0.0.1", true],
    ["203.0.113.10", false],
    ["8.8.8.8", false],
    ["2001:4860:4860::8888", false],
  ])("%s is private: %s", (address, blocked) => {
    expect(isPrivateAddress(address)).toBe(blocked);
  });

  it("refuses to save a loopback, private or non-http address unless WEBHOOK_ALLOW_PRIVATE is set", async () => {
    const [setting] = (await t.call("webhook", "list", {}, { cookie: lvye })).json().data.list;
    delete process.env.WEBHOOK_ALLOW_PRIVATE;
    try {
      for (const url of [
        "http://127.0.0.1:9/hook",
        "http://localhost/hook",
        "http://192.168.0.8/hook",
        "http://[::1]/hook",
      ]) {
        const res = await t.call("webhook", "update", { id: setting.id, url }, { cookie: lvye });
        expect([res.statusCode, res.json().errors?.url], url).toEqual([422, "不能推送到本机或内网地址"]);
      }
      const ftp = await t.call(
        "webhook",
        "update",
        { id: setting.id, url: "ftp://erp.lvye.example/hook" },
        { cookie: lvye },
      );
      expect(ftp.statusCode).toBe(422);
      expect(ftp.json().errors.url).toBeTruthy();
    } finally {
      process.env.WEBHOOK_ALLOW_PRIVATE = "1";
    }
  });

  it("leaves deliveries to a reserved name waiting, untried, and sends them once the address is real", async () => {
    const [setting] = (await t.call("webhook", "list", {}, { cookie: lvye })).json().data.list;
    await t.call(
      "webhook",
      "update",
      { id: setting.id, url: "https://erp.lvye.example/agrimall/webhook" },
      { cookie: lvye },
    );
    const id = await newOrder();
    await round();
    expect(await deliveryOf(id!)).toMatchObject({ status: "pending", attemptCount: 0 });
    expect(receiver.got).toEqual([]);
    expect(await postOnce("https://erp.lvye.example/agrimall/webhook", {}, "{}", 1000)).toMatchObject({
      statusCode: null,
      error: expect.stringMatching(/保留域名/),
    });
    await t.call("webhook", "update", { id: setting.id, url: receiver.url }, { cookie: lvye });
    await round();
    expect(await deliveryOf(id!)).toMatchObject({ status: "delivered", attemptCount: 1 });
    expect(receiver.got).toHaveLength(1);
  });
});
