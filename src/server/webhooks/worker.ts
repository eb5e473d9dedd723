import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { executedRows } from "../db/executed-rows";
import { jobRounds, type JobRounds } from "../jobs";
import { webhookAttempts, webhookDeliveries, webhooks } from "../db/schema";
import { signedHeaders } from "./sign";
import { postOnce, type AttemptResult } from "./send";

/** Waits after each failed attempt before the next: 1 min, 5 min, 30 min, 2 h, 12 h; a failure after the last is final (失败). */
export const BACKOFF_MS = [60_000, 5 * 60_000, 30 * 60_000, 2 * 3_600_000, 12 * 3_600_000] as const;
/** How often each process looks for due deliveries: an event reaches its receiver within about this. */
export const DELIVER_EVERY_MS = 5_000;

export interface DeliverOptions {
  now: () => Date;
  backoffMs?: readonly number[];
  /** An attempt without an answer by then fails. */
  timeoutMs?: number;
  /** Deliveries claimed per round. */
  batch?: number;
  /** How long a claim keeps other processes off a row: longer than an attempt may take. */
  claimMs?: number;
}

type Delivery = {
  id: number;
  enterpriseId: number;
  eventId: string;
  eventType: string;
  body: string;
  attemptCount: number;
  lockedUntil: Date;
};

/**
 * An address under a reserved name (address-guard.ts): its deliveries wait untouched, so the demo data and the
 * screen walk raise events without network and without using up their attempts; pointing the setting at a real
 * address sends them.
 */
const RESERVED_URL = "^https?://[^/?#]*\\.(invalid|example|test)(:[0-9]+)?([/?#]|$)";

/** A delivery this process may claim at `now`: see claimDue. */
const claimable = (now: Date) => sql`
  status in ('pending', 'retrying') and next_attempt_at <= ${now.toISOString()}
  and (locked_until is null or locked_until < ${now.toISOString()})
  and not exists (select 1 from ${webhooks} w where w.enterprise_id = ${webhookDeliveries}.enterprise_id and w.url ~* ${RESERVED_URL})`;

/**
 * Whether any delivery is claimable: a plain read, where the claiming update is a write the embedded database
 * syncs to disk even when it changes nothing (a round every five seconds of it kept an idle server busy).
 */
async function anyDue(db: Db, now: Date): Promise<boolean> {
  return (
    executedRows(await db.execute(sql`select 1 from ${webhookDeliveries} where ${claimable(now)} limit 1`)).length > 0
  );
}

/**
 * Claims the due deliveries for this process: pending or retrying, their time come, nobody else's claim alive,
 * the enterprise's address not a reserved name.
 * FOR UPDATE SKIP LOCKED lets processes claim side by side, each different rows; the claim (locked_until)
 * outlives the statement, so the row stays this process's while the attempt runs outside any transaction.
 */
async function claimDue(db: Db, now: Date, batch: number, claimMs: number): Promise<Delivery[]> {
  const until = new Date(now.getTime() + claimMs);
  const result = await db.execute(sql`
    update ${webhookDeliveries} set locked_until = ${until.toISOString()}
    where id in (
      select id from ${webhookDeliveries}
      where ${claimable(now)}
      order by next_attempt_at limit ${batch}
      for update skip locked)
    returning id, enterprise_id, event_id, event_type, body, attempt_count, locked_until`);
  return executedRows(result).map((r) => ({
    id: Number(r.id),
    enterpriseId: Number(r.enterprise_id),
    eventId: String(r.event_id),
    eventType: String(r.event_type),
    body: String(r.body),
    attemptCount: Number(r.attempt_count ?? 0),
    lockedUntil: until,
  }));
}

/** One attempt at one claimed delivery, with the enterprise's current address and secret (a rotated secret signs at once). */
async function attempt(db: Db, d: Delivery, o: Required<DeliverOptions>): Promise<void> {
  const [hook] = await db
    .select({ url: webhooks.url, secret: webhooks.secret })
    .from(webhooks)
    .where(eq(webhooks.enterpriseId, d.enterpriseId));
  const at = o.now();
  const result: AttemptResult =
    hook?.url && hook.secret
      ? await postOnce(hook.url, signedHeaders(hook.secret, d.eventId, d.eventType, d.body, at), d.body, o.timeoutMs)
      : { statusCode: null, durationMs: 0, response: null, error: "未配置推送地址" };
  const ok = result.statusCode !== null && result.statusCode >= 200 && result.statusCode < 300;
  const tries = d.attemptCount + 1;
  const wait = o.backoffMs[tries - 1];
  const status = ok ? "delivered" : wait === undefined || !hook ? "failed" : "retrying";
  const error = ok ? null : (result.error ?? `HTTP ${result.statusCode}`);
  await db.transaction(async (tx) => {
    // a replay while this attempt ran moved the row back to pending: its fresh round stands
    await tx
      .update(webhookDeliveries)
      .set({
        status,
        attemptCount: tries,
        url: hook?.url ?? null,
        lastStatusCode: result.statusCode,
        lastError: error?.slice(0, 255) ?? null,
        nextAttemptAt: status === "retrying" ? new Date(at.getTime() + wait!) : null,
        deliveredAt: ok ? at : null,
        lockedUntil: null,
        updatedAt: at,
      } as never)
      .where(and(eq(webhookDeliveries.id, d.id), sql`locked_until = ${d.lockedUntil.toISOString()}`));
    await tx.insert(webhookAttempts).values({
      parentId: d.id,
      // after a replay's attempts too: the log lists every attempt ever made, in order
      position: sql`(select coalesce(max(position), 0) + 1 from ${webhookAttempts} where parent_id = ${d.id})`,
      attemptedAt: at,
      statusCode: result.statusCode,
      durationMs: result.durationMs,
      response: result.response?.slice(0, 500) ?? null,
      error: error?.slice(0, 255) ?? null,
    } as never);
  });
}

/** One round: claims what is due and attempts each. Returns how many were attempted. */
export async function deliverDue(db: Db, options: DeliverOptions): Promise<number> {
  const o: Required<DeliverOptions> = {
    backoffMs: BACKOFF_MS,
    timeoutMs: 10_000,
    batch: 20,
    claimMs: 120_000,
    ...options,
  };
  const now = o.now();
  if (!(await anyDue(db, now))) return 0;
  const due = await claimDue(db, now, o.batch, o.claimMs);
  await Promise.all(due.map((d) => attempt(db, d, o)));
  return due.length;
}

/**
 * The delivery job of this process: each round attempts what is due by `now`. Every process runs it on a timer
 * (`every(DELIVER_EVERY_MS, …)`); the claims share the work. `app.runJobs` asks for a round.
 */
export const deliveringJob = (db: Db, now: () => Date): JobRounds => jobRounds(() => deliverDue(db, { now }));
