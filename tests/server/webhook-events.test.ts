import { and, eq, ne } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { resourceTables, webhookDeliveries, webhooks } from "../../src/server/db/schema";
import { queueEvents } from "../../src/server/webhooks/events";
import type { TestApp } from "../helpers/server-app";
import { closeWebhookParties, outboxClock, Receiver, webhookParties, webhookSteps } from "./webhook-helpers";

/** Who hears of which event: an enterprise's own rows only, a tender's owner and its suppliers, an order's buyer. */
let t: TestApp;
let lvye: string;
let fengshou: string;
const receiver = new Receiver();
const { round } = outboxClock(() => t.db);

beforeAll(async () => {
  ({ t, lvye, fengshou } = await webhookParties(receiver));
});
afterAll(() => closeWebhookParties(t, receiver));
beforeEach(() => {
  receiver.got = [];
  receiver.script = [];
});

const { newOrder, deliveriesOf, takeQueued } = webhookSteps(() => ({ t, lvye }));

describe("signed webhooks", () => {
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
    await queueEvents(t.db, "bidOffer", [offer!.id as number], "create");
    const queued = await takeQueued("tender.quote.submitted");
    // the supplier has no 推送设置: only the tender's owner hears of it
    expect(queued.map((q) => q.enterpriseId)).toEqual([lvyeId]);
    expect(queued[0]!.event.data).toEqual({
      id: offer!.id,
      bidOrderId: expect.any(Number),
      status: expect.any(String),
    });
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
    await queueEvents(t.db, "bidOrder", [quoted!.tenderId as number], "extend");
    const queued = await takeQueued("tender.extended");
    expect(queued.map((q) => q.enterpriseId)).toEqual([lvyeId]);
    expect(queued[0]!.event.data).toEqual({ id: quoted!.tenderId, status: expect.any(String) });
  });

  it("tells a mall order's buyer enterprise too, once it has a setting of its own", async () => {
    const made = await t.call(
      "webhook",
      "create",
      { name: "丰收OA", url: receiver.url, events: "order" },
      { cookie: fengshou },
    );
    expect(made.statusCode, made.body).toBe(200);
    const id = await newOrder();
    const placed = (
      await t.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.eventType, "order.placed"))
    ).filter((d) => JSON.parse(String(d.body)).data.id === id);
    const names = placed.map((d) => JSON.parse(String(d.body)).enterprise.name).sort();
    expect(names).toEqual(["丰收牧业合作社", "绿野饲料有限公司"]);
    expect((await deliveriesOf(fengshou, "order.placed")).map((d) => d.eventId)).toEqual(
      placed.filter((d) => JSON.parse(String(d.body)).enterprise.name === "丰收牧业合作社").map((d) => d.eventId),
    );
    await round();
    expect(receiver.got.map((g) => g.headers["x-agrimall-event-id"]).sort()).toEqual(
      placed.map((d) => d.eventId).sort(),
    );
    await t.call("webhook", "disable", { id: made.json().data.id }, { cookie: fengshou });
  });

  it("keeps the settings from an employee whose role does not grant them", async () => {
    const employee = await t.login("13800000004");
    expect((await t.call("webhook", "list", {}, { cookie: employee })).statusCode).toBe(403);
    expect((await t.call("webhookDelivery", "list", {}, { cookie: employee })).statusCode).toBe(403);
  });
});
