import { createHmac } from "node:crypto";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { resourceByName } from "../../resources";
import { webhookDeliveries } from "../../src/server/db/schema";
import { deliverDue } from "../../src/server/webhooks/worker";
import { madeRow } from "../helpers/server-rows";
import { testApp, type TestApp } from "../helpers/server-app";

/** A real receiver on this machine: checks each request's signature with the secret it is told, answers from a script. */
export class Receiver {
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

/**
 * A fresh app whose 绿野 sends every event to the receiver (private addresses allowed, as the receiver is on this
 * machine), with 丰收 signed in too; undone by `closeWebhookParties`.
 */
export async function webhookParties(receiver: Receiver) {
  process.env.WEBHOOK_ALLOW_PRIVATE = "1";
  await receiver.start();
  const t = await testApp();
  const lvye = await t.login("13800000001");
  const fengshou = await t.login("13800000002");
  const [setting] = (await t.call("webhook", "list", {}, { cookie: lvye })).json().data.list;
  const saved = await t.call(
    "webhook",
    "update",
    { id: setting.id, url: receiver.url, events: "all" },
    { cookie: lvye },
  );
  expect(saved.statusCode, saved.body).toBe(200);
  receiver.secret = (await t.call("webhook", "get", { id: setting.id }, { cookie: lvye })).json().data.secret;
  // the seeded deliveries wait for their own time (hours ahead) or are final: start from a clean outbox for 绿野
  await t.db
    .update(webhookDeliveries)
    .set({ status: "delivered", nextAttemptAt: null } as never)
    .where(eq(webhookDeliveries.status, "retrying"));
  return { t, lvye, fengshou };
}

export async function closeWebhookParties(t: TestApp | undefined, receiver: Receiver) {
  await t?.close();
  receiver.server.close();
  delete process.env.WEBHOOK_ALLOW_PRIVATE;
}

/** The test's clock for worker rounds, which the events (stamped with the real time) never run ahead of. */
export function outboxClock(db: () => TestApp["db"]) {
  let at = new Date(Date.now() + 1000);
  return {
    now: () => at,
    minutes: (n: number) => (at = new Date(at.getTime() + n * 60_000)),
    /** A worker's round at the test's clock. */
    round: (o: { backoffMs?: number[]; timeoutMs?: number } = {}) => {
      if (at.getTime() < Date.now()) at = new Date(Date.now());
      return deliverDue(db(), { now: () => at, ...o });
    },
  };
}

/** Orders that raise events, and what became of their deliveries, on the app a file's beforeAll made. */
export function webhookSteps(on: () => { t: TestApp; lvye: string }) {
  const order = resourceByName("mallOrder");
  const newOrder = () => madeRow(on().t, order, "13800000001", "unpaid");
  const deliveriesOf = async (cookie: string, eventType?: string) =>
    (
      await on().t.call("webhookDelivery", "list", { pageSize: 100, ...(eventType ? { eventType } : {}) }, { cookie })
    ).json().data.list as Record<string, any>[];
  /** The deliveries of `eventType` queued by hand (not by a move), taken out of the later tests' way. */
  async function takeQueued(eventType: string) {
    const { t } = on();
    const queued = (await t.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.eventType, eventType))).map(
      (d) => ({ enterpriseId: d.enterpriseId, event: JSON.parse(String(d.body)) }),
    );
    await t.db.delete(webhookDeliveries).where(eq(webhookDeliveries.eventType, eventType));
    return queued;
  }
  const deliveryOf = async (orderId: number) => {
    const { t, lvye } = on();
    const all = await t.db.select().from(webhookDeliveries);
    const row = all.find((d) => JSON.parse(String(d.body)).data.id === orderId && d.eventType === "order.placed");
    expect(row, `no order.placed delivery for order ${orderId}`).toBeDefined();
    return (await t.call("webhookDelivery", "get", { id: row!.id }, { cookie: lvye })).json().data;
  };
  return { order, newOrder, deliveriesOf, takeQueued, deliveryOf };
}
