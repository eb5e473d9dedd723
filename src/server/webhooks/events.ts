import { randomUUID } from "node:crypto";
import { and, eq, inArray, or, sql } from "drizzle-orm";
import type { Registry } from "../../core/registry";
import type { Db, Exec } from "../db/client";
import { insertRows } from "../db/insert-rows";
import { prepared } from "../db/prepared";
import { enterprises, webhookDeliveries, webhooks } from "../db/schema";
import { col, tableOf, type Row } from "../operations/context";
import { toApiRow } from "../operations/rows";
import { answersOf, refOwners, type Answer } from "../operations/notify";
import { now } from "../clock";

/** One event as its receiver reads it (docs/webhooks.md). */
export interface WebhookEvent {
  id: string;
  type: string;
  occurredAt: string;
  enterprise: { id: number; name: string };
  resource: string;
  data: Record<string, unknown>;
}

export const newEventId = () => `evt_${randomUUID().replace(/-/g, "")}`;

// asked by every move of a resource that declares events: built once
const listeningTo = (db: Db) =>
  db
    .select({ enterpriseId: webhooks.enterpriseId, url: webhooks.url, name: enterprises.name })
    .from(webhooks)
    .innerJoin(enterprises, eq(enterprises.id, webhooks.enterpriseId))
    .where(and(eq(webhooks.status, 1), or(eq(webhooks.events, "all"), eq(webhooks.events, sql.placeholder("kind")))))
    .prepare("webhooks_listening");

/** The caller's rows of these ids, when it holds every one of them. */
function heldRows(rows: Row[] | undefined, ids: number[]): Row[] | undefined {
  if (!rows) return undefined;
  const held = rows.filter((r) => ids.includes(Number(r.id)));
  return held.length === new Set(ids).size ? held : undefined;
}

/**
 * Queues the event a move of rows raises, when the resource declares one for the move (`events.moves`), in the
 * move's transaction: one outbox row per row and listening enterprise, to be sent by the delivery worker. An
 * enterprise without an enabled setting subscribed to the event's kind gets nothing. The row's own enterprise
 * (and its `party`, a mall order's buyer) gets the row's fields; an `alsoTo` enterprise (the tender's owner, of a quote)
 * and an `answeredBy` one (a supplier quoting on the tender) only the row's id, the ref and its state, and read the
 * rest through their own, sealed, endpoints.
 */
export async function queueEvents(
  tx: Exec,
  registry: Registry,
  resourceName: string,
  rowIds: number[],
  move: string,
  opts: { at?: Date; rows?: Row[] } = {},
): Promise<void> {
  const resource = registry.byName(resourceName);
  const type = resource.events?.moves[move];
  if (!type || !rowIds.length) return;
  const at = opts.at ?? now();
  const listening = await prepared(tx, "webhooks_listening", listeningTo).execute({ kind: resource.events!.kind });
  if (!listening.length) return;
  const byEnterprise = new Map(listening.map((l) => [Number(l.enterpriseId), l]));
  const rows =
    heldRows(opts.rows, rowIds) ??
    ((await tx
      .select()
      .from(tableOf(resource))
      .where(inArray(col(tableOf(resource), "id"), rowIds))) as Row[]);
  const alsoTo = resource.events!.alsoTo;
  const owners = alsoTo
    ? await refOwners(
        tx,
        registry.byName(resource.fields[alsoTo]!.ref!),
        rows.map((r) => Number(r[alsoTo])),
      )
    : new Map<number, number>();
  const answeredBy = resource.events!.answeredBy;
  const answers = answeredBy
    ? await answersOf(
        tx,
        registry.byName(answeredBy),
        resource,
        rows.map((r) => Number(r.id)),
      )
    : new Map<number, Answer[]>();
  const stateField = resource.flow?.field;
  const outbox = rows.flatMap((row) => {
    const own = Number(row.enterpriseId);
    const other = alsoTo ? owners.get(Number(row[alsoTo])) : undefined;
    const brief = {
      id: row.id,
      [alsoTo ?? "id"]: row[alsoTo ?? "id"],
      ...(stateField ? { [stateField]: row[stateField] } : {}),
    };
    const to: [number, Record<string, unknown>][] = [[own, toApiRow(resource, row)]];
    if (other !== undefined && other !== own) to.push([other, brief]);
    for (const a of answers.get(Number(row.id)) ?? []) if (a.enterpriseId !== own) to.push([a.enterpriseId, brief]);
    const party = resource.events!.party ? Number(row[resource.events!.party]) : NaN;
    if (Number.isInteger(party) && party > 0 && party !== own) to.push([party, toApiRow(resource, row)]);
    return to.flatMap(([enterpriseId, data]) => {
      const hook = byEnterprise.get(enterpriseId);
      if (!hook) return [];
      const event: WebhookEvent = {
        id: newEventId(),
        type,
        occurredAt: at.toISOString(),
        enterprise: { id: enterpriseId, name: hook.name },
        resource: resource.name,
        data,
      };
      return [
        {
          enterpriseId,
          eventId: event.id,
          eventType: type,
          url: hook.url,
          status: "pending",
          attemptCount: 0,
          nextAttemptAt: at,
          body: JSON.stringify(event),
        },
      ];
    });
  });
  await insertRows(tx, webhookDeliveries, outbox);
}
