// @module-tag database
// deliveries are claimed with SKIP LOCKED by concurrent workers
import { createHmac } from "node:crypto";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { and, eq, ne } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { registry, resourceByName } from "../../resources";
import { resourceTables, webhookDeliveries, webhooks } from "../../src/server/db/schema";
import { queueEvents } from "../../src/server/webhooks/events";
import { isPrivateAddress } from "../../src/server/webhooks/address-guard";
import { postOnce } from "../../src/server/webhooks/send";
import { deliverDue } from "../../src/server/webhooks/worker";
import { madeRow } from "../helpers/server-rows";
import { testApp, type TestApp } from "../helpers/server-app";

/** A real receiver on this machine: checks each request's signature with the secret it is told, answers from a script. */
class Receiver {
  server: Server = createServer((req, res) => void this.handle(req, res));
  secret = "";
  got: { headers: IncomingMessage["headers"]; body: string; signed: boolean }[] = [];
  /** Status codes of the next answers; 200 once it runs out. `hang` never answers. */
  script: (number | "hang")[] = [];
  url = "";
  async start() {
    await new Promise<void>((r) => this.server.listen(0, "127.0.0.1", r));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/agrimall/webhook`;
  }
  private async handle(req: IncomingMessage, res: import("node:http").ServerResponse) {
    let body = "";
    for await (const chunk of req) body += chunk;
    const ts = String(req.headers["x-agrimall-timestamp"]);
    const expected = `sha256=${createHmac("sha256", this.secret).update(`${ts}.${body}`).digest("hex")}`;
    this.got.push({ headers: req.headers, body, signed: req.headers["x-agrimall-signature"] === expected });
    const next = this.script.shift() ?? 200;
    if (next === "hang") return;
    res.writeHead(next, { "content-type": "application/json" }).end(JSON.stringify({ received: next < 300 }));
  }
}

let t: TestApp;
let lvye: string;
let fengshou: string;
const receiver = new Receiver();
let clock = new Date(Date.now() + 1000);
const minutes = (n: number) => (clock = new Date(clock.getTime() + n * 60_000));
/** A worker's round at the test's clock, which the events (stamped with the real time) never run ahead of. */
const round = (o: { backoffMs?: number[]; timeoutMs?: number } = {}) => {
  if (clock.getTime() < Date.now()) clock = new Date(Date.now());
  return deliverDue(t.db, { now: () => clock, ...o });
};

beforeAll(async () => {
  process.env.WEBHOOK_ALLOW_PRIVATE = "1";
  await receiver.start();
  t = await testApp();
  lvye = await t.login("13800000001");
  fengshou = await t.login("13800000002");
  const [setting] = (await t.call("webhook", "list", {}, { cookie: lvye })).json().data.list;
  const saved = await t.call("webhook", "update", { id: setting.id, url: receiver.url, events: "all" }, { cookie: lvye });
  expect(saved.statusCode, saved.body).toBe(200);
  receiver.secret = (await t.call("webhook", "get", { id: setting.id }, { cookie: lvye })).json().data.secret;
  // the seeded deliveries wait for their own time (hours ahead) or are final: start from a clean outbox for 绿野
  await t.db.update(webhookDeliveries).set({ status: "delivered", nextAttemptAt: null } as never).where(eq(webhookDeliveries.status, "retrying"));
});
afterAll(async () => {
  await t?.close();
  receiver.server.close();
  delete process.env.WEBHOOK_ALLOW_PRIVATE;
});
beforeEach(() => {
  receiver.got = [];
  receiver.script = [];
});

const order = resourceByName("mallOrder");
const newOrder = () => madeRow(t, order, "13800000001", "unpaid");
const deliveriesOf = async (cookie: string, eventType?: string) =>
  (await t.call("webhookDelivery", "list", { pageSize: 100, ...(eventType ? { eventType } : {}) }, { cookie })).json().data.list as Record<string, any>[];
/** The deliveries of `eventType` queued by hand (not by a move), taken out of the later tests' way. */
async function takeQueued(eventType: string) {
  const queued = (await t.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.eventType, eventType))).map((d) => ({ enterpriseId: d.enterpriseId, event: JSON.parse(String(d.body)) }));
  await t.db.delete(webhookDeliveries).where(eq(webhookDeliveries.eventType, eventType));
  return queued;
}
const deliveryOf = async (orderId: number) => {
  const all = await t.db.select().from(webhookDeliveries);
  const row = all.find((d) => JSON.parse(String(d.body)).data.id === orderId && d.eventType === "order.placed");
  expect(row, `no order.placed delivery for order ${orderId}`).toBeDefined();
  return (await t.call("webhookDelivery", "get", { id: row!.id }, { cookie: lvye })).json().data;
};

describe("signed webhooks", () => {
  it("queues an order's event in its transaction and delivers it signed, with id, type, time, enterprise and the row", async () => {
    const id = await newOrder();
    const queued = await deliveryOf(id!);
    expect(queued.status).toBe("pending");
    expect(await round()).toBeGreaterThanOrEqual(1);
    const [hit] = receiver.got;
    expect(hit!.signed).toBe(true);
    const event = JSON.parse(hit!.body);
    expect(event).toMatchObject({ id: queued.eventId, type: "order.placed", enterprise: { id: expect.any(Number), name: "绿野饲料有限公司" }, resource: "mallOrder" });
    expect(event.data).toMatchObject({ id, status: "unpaid", orderNo: expect.any(String) });
    expect(new Date(event.occurredAt).toString()).not.toBe("Invalid Date");
    expect(hit!.headers["x-agrimall-event-id"]).toBe(queued.eventId);
    expect(hit!.headers["x-agrimall-timestamp"]).toBe(String(Math.floor(clock.getTime() / 1000)));
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
    const otherRound = () => (other ? deliverDue(other.db, { now: () => clock }) : round());
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

  it("shows one enterprise neither another's setting nor its deliveries", async () => {
    const mine = await deliveriesOf(lvye);
    expect(mine.length).toBeGreaterThan(0);
    expect((await t.call("webhook", "list", {}, { cookie: fengshou })).json().data.list).toEqual([]);
    expect(await deliveriesOf(fengshou)).toEqual([]);
    const foreign = { cookie: fengshou };
    expect((await t.call("webhookDelivery", "get", { id: mine[0]!.id }, foreign)).statusCode).toBe(404);
    expect((await t.call("webhookDelivery", "replay", { id: mine[0]!.id }, foreign)).statusCode).toBe(404);
  });

  it("tells a tender's owner of a quote on it by id and state only: the quote's prices stay sealed", async () => {
    const [{ enterpriseId: lvyeId }] = await t.db.select({ enterpriseId: webhooks.enterpriseId }).from(webhooks);
    const offers = resourceTables.bidOffer!;
    const notices = resourceTables.bidOrder!;
    const [offer] = await t.db
      .select({ id: offers.id, enterpriseId: offers.enterpriseId })
      .from(offers)
      .innerJoin(notices, eq(notices.id, offers.bidOrderId))
      .where(and(eq(notices.enterpriseId, lvyeId!), ne(offers.enterpriseId, lvyeId!)))
      .limit(1);
    await queueEvents(t.db, registry, "bidOffer", [offer!.id as number], "create");
    const queued = await takeQueued("tender.quote.submitted");
    // the supplier has no 推送设置: only the tender's owner hears of it
    expect(queued.map((q) => q.enterpriseId)).toEqual([lvyeId]);
    expect(queued[0]!.event.data).toEqual({ id: offer!.id, bidOrderId: expect.any(Number), status: expect.any(String) });
  });

  it("tells each supplier that quoted on a tender of its moves, by id and state only", async () => {
    const [{ enterpriseId: lvyeId }] = await t.db.select({ enterpriseId: webhooks.enterpriseId }).from(webhooks);
    const offers = resourceTables.bidOffer!;
    const notices = resourceTables.bidOrder!;
    // a tender of another enterprise that 绿野 (the one with a 推送设置) quoted on
    const [quoted] = await t.db
      .select({ tenderId: offers.bidOrderId, owner: notices.enterpriseId })
      .from(offers)
      .innerJoin(notices, eq(notices.id, offers.bidOrderId))
      .where(and(eq(offers.enterpriseId, lvyeId!), ne(notices.enterpriseId, lvyeId!)))
      .limit(1);
    await queueEvents(t.db, registry, "bidOrder", [quoted!.tenderId as number], "extend");
    const queued = await takeQueued("tender.extended");
    expect(queued.map((q) => q.enterpriseId)).toEqual([lvyeId]);
    expect(queued[0]!.event.data).toEqual({ id: quoted!.tenderId, status: expect.any(String) });
  });

  it("tells a mall order's buyer enterprise too, once it has a setting of its own", async () => {
    const made = await t.call("webhook", "create", { name: "丰收OA", url: receiver.url, events: "order" }, { cookie: fengshou });
    expect(made.statusCode, made.body).toBe(200);
    const id = await newOrder();
    const placed = (await t.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.eventType, "order.placed"))).filter((d) => JSON.parse(String(d.body)).data.id === id);
    const names = placed.map((d) => JSON.parse(String(d.body)).enterprise.name).sort();
    expect(names).toEqual(["丰收牧业合作社", "绿野饲料有限公司"]);
    expect((await deliveriesOf(fengshou, "order.placed")).map((d) => d.eventId)).toEqual(placed.filter((d) => JSON.parse(String(d.body)).enterprise.name === "丰收牧业合作社").map((d) => d.eventId));
    await round();
    expect(receiver.got.map((g) => g.headers["x-agrimall-event-id"]).sort()).toEqual(placed.map((d) => d.eventId).sort());
    await t.call("webhook", "disable", { id: made.json().data.id }, { cookie: fengshou });
  });

  it("keeps the settings from an employee whose role does not grant them", async () => {
    const employee = await t.login("13800000004");
    expect((await t.call("webhook", "list", {}, { cookie: employee })).statusCode).toBe(403);
    expect((await t.call("webhookDelivery", "list", {}, { cookie: employee })).statusCode).toBe(403);
  });
});

describe("where a webhook may be sent", () => {
  it.each([
    ["127.0.0.1", true], ["10.1.2.3", true], ["172.20.0.1", true], ["192.168.1.10", true], ["169.254.169.254", true],
    ["100.64.0.1", true], ["0.0.0.0", true], ["::1", true], ["fd00::1", true], ["fe80::1", true], ["::ffff:127.0.0.1", true],
    ["203.0.113.10", false], ["8.8.8.8", false], ["2001:4860:4860::8888", false],
  ])("%s is private: %s", (address, blocked) => {
    expect(isPrivateAddress(address)).toBe(blocked);
  });

  it("refuses to save a loopback, private or non-http address unless WEBHOOK_ALLOW_PRIVATE is set", async () => {
    const [setting] = (await t.call("webhook", "list", {}, { cookie: lvye })).json().data.list;
    delete process.env.WEBHOOK_ALLOW_PRIVATE;
    try {
      for (const url of ["http://127.0.0.1:9/hook", "http://localhost/hook", "http://192.168.0.8/hook", "http://[::1]/hook"]) {
        const res = await t.call("webhook", "update", { id: setting.id, url }, { cookie: lvye });
        expect([res.statusCode, res.json().errors?.url], url).toEqual([422, "不能推送到本机或内网地址"]);
      }
      const ftp = await t.call("webhook", "update", { id: setting.id, url: "ftp://erp.lvye.example/hook" }, { cookie: lvye });
      expect(ftp.statusCode).toBe(422);
      expect(ftp.json().errors.url).toBeTruthy();
    } finally {
      process.env.WEBHOOK_ALLOW_PRIVATE = "1";
    }
  });

  it("leaves deliveries to a reserved name waiting, untried, and sends them once the address is real", async () => {
    const [setting] = (await t.call("webhook", "list", {}, { cookie: lvye })).json().data.list;
    await t.call("webhook", "update", { id: setting.id, url: "https://erp.lvye.example/agrimall/webhook" }, { cookie: lvye });
    const id = await newOrder();
    await round();
    expect(await deliveryOf(id!)).toMatchObject({ status: "pending", attemptCount: 0 });
    expect(receiver.got).toEqual([]);
    expect(await postOnce("https://erp.lvye.example/agrimall/webhook", {}, "{}", 1000)).toMatchObject({ statusCode: null, error: expect.stringMatching(/保留域名/) });
    await t.call("webhook", "update", { id: setting.id, url: receiver.url }, { cookie: lvye });
    await round();
    expect(await deliveryOf(id!)).toMatchObject({ status: "delivered", attemptCount: 1 });
    expect(receiver.got).toHaveLength(1);
  });
});
