import { and, asc, eq, sql } from "drizzle-orm";
import type { FieldDef } from "../../core/fields";
import type { Registry } from "../../core/registry";
import { rowMoves, users } from "../db/schema";
import { notFound } from "../http/errors";
import type { Values } from "../validation/payload";
import type { Exec } from "../db/client";
import { insertRows } from "../db/insert-rows";
import { queueEvents } from "../webhooks/events";
import { loadOwned, type OpContext, type Row } from "./context";
import { announce, type Announced } from "./notify";
import { parseIds } from "./list";

/** What a move wrote down beyond its states: the action form's values, each with its label. */
export type MoveNote = Record<string, { label: string; value: unknown }>;

/**
 * A file is noted as sent, not by its stored name: the log and the message are read by people, and the file itself
 * is downloaded from the row that holds it.
 */
export const noteOf = (form: Record<string, FieldDef>, values: Values): MoveNote =>
  Object.fromEntries(
    Object.entries(values)
      .filter(([k]) => form[k])
      .map(([k, v]) => [k, { label: form[k]!.label, value: form[k]!.type === "file" && v ? "已上传" : v }]),
  );

const stateText = (v: unknown) => (v === undefined || v === null ? null : String(v));

/**
 * Writes moves of rows to the log, queues the webhook events their resources declare for them and sends the
 * messages they declare (`notify`): every move of a row, made by an action, by the mall or by a job, passes
 * here, so declaring `events` and `notify` on a resource is enough.
 * `rows`, when the caller holds them as the moves left them, spare the events reading them again.
 */
export async function writeMoves(
  tx: Exec,
  registry: Registry,
  moves: (typeof rowMoves.$inferInsert)[],
  rows?: Row[],
  systemId?: number,
): Promise<void> {
  if (!moves.length) return;
  await insertRows(tx, rowMoves, moves);
  await queueMoveEvents(tx, registry, moves, rows);
  await announce(tx, registry, moves as Announced[], rows, systemId);
}

/** The webhook events of moves, one call per resource and move name. */
async function queueMoveEvents(
  tx: Exec,
  registry: Registry,
  moves: { resource: string; move: string; rowId: number }[],
  rows?: Row[],
) {
  const groups = new Map<string, { resource: string; move: string; ids: number[] }>();
  for (const m of moves) {
    const key = `${m.resource}:${m.move}`;
    const g = groups.get(key) ?? groups.set(key, { resource: m.resource, move: m.move, ids: [] }).get(key)!;
    g.ids.push(m.rowId);
  }
  for (const g of groups.values()) await queueEvents(tx, registry, g.resource, g.ids, g.move, { rows });
}

/** Writes one move of rows to their log, when the resource keeps one (declares `endpoints.log`); its events either way. */
export async function recordMoves(
  ctx: OpContext,
  rows: Row[],
  move: { name: string; label: string; from?: (row: Row) => unknown; to?: unknown; note?: MoveNote },
): Promise<void> {
  if (!rows.length) return;
  const by = { userId: ctx.caller.userId, enterpriseId: ctx.caller.enterpriseId };
  if (!ctx.resource.endpoints.log) {
    const moves = rows.map((r) => ({
      resource: ctx.resource.name,
      move: move.name,
      rowId: r.id,
      note: move.note,
      toState: stateText(move.to),
      ...by,
    }));
    await queueMoveEvents(ctx.tx, ctx.registry, moves);
    return announce(ctx.tx, ctx.registry, moves, rows, ctx.caller.systemId);
  }
  await writeMoves(
    ctx.tx,
    ctx.registry,
    rows.map((row) => ({
      resource: ctx.resource.name,
      rowId: row.id,
      move: move.name,
      label: move.label,
      fromState: stateText(move.from?.(row)),
      toState: stateText(move.to),
      note: move.note && Object.keys(move.note).length ? move.note : null,
      ...by,
    })),
    rows,
    ctx.caller.systemId,
  );
}

/** One row's moves, oldest first, with who made each (平台 for the platform's own, such as an auction closing at its end): its timeline, for a reader already allowed to see the row. */
export function movesOf(tx: Exec, resource: string, rowId: number) {
  return (
    tx
      .select({
        id: rowMoves.id,
        move: rowMoves.move,
        label: rowMoves.label,
        fromState: rowMoves.fromState,
        toState: rowMoves.toState,
        note: rowMoves.note,
        userName: sql<string>`coalesce(${users.name}, '平台')`,
        createdAt: rowMoves.createdAt,
      })
      .from(rowMoves)
      .leftJoin(users, eq(users.id, rowMoves.userId))
      .where(and(eq(rowMoves.resource, resource), eq(rowMoves.rowId, rowId)))
      // by time first: a history written afterwards (the demo's back-dated moves) still reads in the order it happened
      .orderBy(asc(rowMoves.createdAt), asc(rowMoves.id))
  );
}

/** One row's moves, oldest first, with who made each; the row must be one the caller may read. */
export async function listMoves(ctx: OpContext, payload: Record<string, unknown>) {
  const [id] = parseIds(payload.id ?? "", "id");
  const [row] = await loadOwned(ctx, [id!]);
  if (!row) throw notFound();
  const list = await movesOf(ctx.tx, ctx.resource.name, row.id);
  return { list, total: list.length };
}
