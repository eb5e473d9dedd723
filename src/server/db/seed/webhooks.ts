import { and, desc, eq, inArray } from "drizzle-orm";
import { resourceByName } from "../../../../resources";
import { toApiRow } from "../../operations/rows";
import type { Row } from "../../operations/context";
import { newEventId, type WebhookEvent } from "../../webhooks/events";
import { newSecret } from "../../webhooks/sign";
import { BACKOFF_MS } from "../../webhooks/worker";
import type { Exec } from "../client";
import { resourceTables, webhookAttempts, webhookDeliveries, webhooks } from "../schema";
import { ENTERPRISES } from "./accounts";

/**
 * 绿野's 数据推送设置 and a log with a delivery in every state (docs/webhooks.md). The address is under the reserved
 * `.example` name: the worker leaves an enterprise's deliveries to such a name untried, so a fresh start makes no
 * network traffic and the 重试中 row stays as seeded until the address is changed.
 */
export const DEMO_WEBHOOK_URL = "https://erp.lvye.example/agrimall/webhook";

type Attempt = { statusCode: number | null; durationMs: number; response: string | null; error: string | null };
const ok: Attempt = { statusCode: 200, durationMs: 182, response: '{"received":true}', error: null };
const busy: Attempt = {
  statusCode: 503,
  durationMs: 96,
  response: "<html><body>503 Service Temporarily Unavailable</body></html>",
  error: null,
};
const silent: Attempt = { statusCode: null, durationMs: 10_000, response: null, error: "10 秒内无响应" };
const refused: Attempt = {
  statusCode: null,
  durationMs: 3,
  response: null,
  error: "connect ECONNREFUSED 203.0.113.10:443",
};

export async function seedWebhooks(tx: Exec, lvye: number) {
  await tx.insert(webhooks).values({
    enterpriseId: lvye,
    url: DEMO_WEBHOOK_URL,
    events: "all",
    secret: newSecret(),
    status: 1,
    name: "本公司ERP",
  } as never);
  const order = resourceByName("mallOrder");
  const tender = resourceByName("bidOrder");
  const orders = (await tx
    .select()
    .from(resourceTables.mallOrder!)
    .where(eq(resourceTables.mallOrder!.enterpriseId, lvye))
    .orderBy(desc(resourceTables.mallOrder!.id))
    .limit(20)) as Row[];
  const [notice] = (await tx
    .select()
    .from(resourceTables.bidOrder!)
    .where(
      and(
        eq(resourceTables.bidOrder!.enterpriseId, lvye),
        inArray(resourceTables.bidOrder!.status, ["quoting", "finished"]),
      ),
    )
    .limit(1)) as Row[];
  const pick = (status: string) => orders.find((o) => o.status === status) ?? orders[0];
  const hour = 3_600_000;
  const now = Date.now();
  const planned: {
    type: string;
    resource: typeof order;
    row: Row | undefined;
    ago: number;
    attempts: Attempt[];
    status: string;
    next?: Date;
  }[] = [
    {
      type: "tender.published",
      resource: tender,
      row: notice,
      ago: 50 * hour,
      attempts: [busy, ok],
      status: "delivered",
    },
    { type: "order.placed", resource: order, row: pick("unpaid"), ago: 30 * hour, attempts: [ok], status: "delivered" },
    {
      type: "order.cancelled",
      resource: order,
      row: pick("cancelled"),
      ago: 28 * hour,
      attempts: [refused, refused, silent, refused, refused, refused],
      status: "failed",
    },
    { type: "order.paid", resource: order, row: pick("paid"), ago: 3 * hour, attempts: [ok], status: "delivered" },
    {
      type: "order.shipped",
      resource: order,
      row: pick("shipped"),
      ago: 1 * hour,
      attempts: [silent, busy, busy],
      status: "retrying",
      next: new Date(now + 2 * hour),
    },
  ];
  for (const p of planned) {
    if (!p.row) continue;
    const at = new Date(now - p.ago);
    const event: WebhookEvent = {
      id: newEventId(),
      type: p.type,
      occurredAt: at.toISOString(),
      enterprise: { id: lvye, name: ENTERPRISES.lvye.name },
      resource: p.resource.name,
      data: toApiRow(p.resource, p.row),
    };
    const times = p.attempts.map(
      (_, i) => new Date(at.getTime() + 1000 + BACKOFF_MS.slice(0, i).reduce((a, b) => a + b, 0)),
    );
    const last = p.attempts[p.attempts.length - 1]!;
    const [row] = await tx
      .insert(webhookDeliveries)
      .values({
        enterpriseId: lvye,
        eventId: event.id,
        eventType: p.type,
        url: DEMO_WEBHOOK_URL,
        status: p.status,
        attemptCount: p.attempts.length,
        nextAttemptAt: p.next ?? null,
        lastStatusCode: last.statusCode,
        lastError: p.status === "delivered" ? null : (last.error ?? `HTTP ${last.statusCode}`),
        deliveredAt: p.status === "delivered" ? times[times.length - 1] : null,
        body: JSON.stringify(event),
        createdAt: at,
        updatedAt: times[times.length - 1],
      } as never)
      .returning({ id: webhookDeliveries.id });
    await tx.insert(webhookAttempts).values(
      p.attempts.map((a, i) => ({
        parentId: row!.id,
        position: i + 1,
        attemptedAt: times[i],
        ...a,
        error: a.error ?? (a.statusCode && a.statusCode >= 300 ? `HTTP ${a.statusCode}` : null),
      })) as never,
    );
  }
}
