import { and, eq, inArray } from "drizzle-orm";
import type { Resource } from "../../core/define-resource";
import { beforeEditDeadline, canDeleteIn, canEditIn, canTransition, timeSays } from "../../core/flows/transition";
import { fieldRules, firstProblem } from "../../core/field-rules";
import { MSG, invalid, notFound } from "../http/errors";
import { parsePayload, readonlyDefaults, type Values } from "../validation/payload";
import { linkPerson } from "./person-link";
import { col, loadOwned, tenantValues, type OpContext, type Row } from "./context";
import { settleWritten } from "./expiry";
import { checkLater } from "./later";
import { parseIds } from "./list";
import { noteOf, recordMoves } from "./moves";
import { answerSourceLines, hasLines, linesOf, saveLines, splitLines } from "./lines";
import { checkCataloguePicks } from "./catalogue-picks";
import { checkLineRefs, checkRefs, refLabelsOf } from "./refs";
import { checkUniqueRows } from "./unique-refs";
import { checkFileOwners } from "./file-owners";
import { checkPicks, namePicks, pickableLines, pickAllWhenAbsent } from "./picks";
import { uninvitedRefusal } from "./invitations";
import { forAudience } from "./seal";
import { toApiRow } from "./rows";
import { checkNotBy, notByCaller } from "./not-by";
import { checkSingle } from "./requires";
import { keepOnePer } from "./one-per";
import { writeRowRules } from "./row-rules";
import { now, nowMs } from "../clock";
import { OTHER_IDENTITY } from "../mall/purchase-grant";

type Payload = Record<string, unknown>;

const stateOf = (r: Resource, row: Row) => (r.flow ? (row[r.flow.field] as string | number) : undefined);

/** `id` of a single-row payload; anything but one positive integer (a list, `"1,2"`) is a 422. */
function idOf(payload: Payload): number {
  const ids = parseIds(Array.isArray(payload.id) ? "" : (payload.id ?? ""), "id");
  if (ids.length !== 1) throw invalid({ id: "id必须是正整数" });
  return ids[0]!;
}

/** `ids` for a batch endpoint (a lone `id` is accepted too), `[id]` otherwise. */
const idsOf = (payload: Payload, batch?: boolean) =>
  batch && payload.ids !== undefined ? parseIds(payload.ids) : [idOf(payload)];

async function loadOne(ctx: OpContext, id: number): Promise<Row> {
  const [row] = await loadOwned(ctx, [id]);
  if (!row) throw notFound();
  return row;
}

/** One row as the API returns it, with refLabels and its lines. */
export async function present(ctx: OpContext, row: Row) {
  const labels = await refLabelsOf(ctx, [row]);
  const lines = hasLines(ctx.resource) ? (await linesOf(ctx, [row.id])).get(row.id) : {};
  const [shown] = await forAudience(
    ctx,
    [row],
    [
      {
        ...toApiRow(ctx.resource, row),
        ...lines,
        ...notByCaller(ctx.resource, row, ctx.caller),
        refLabels: labels.get(row.id),
        id: row.id,
      },
    ],
  );
  return shown!;
}

export async function getRow(ctx: OpContext, payload: Payload) {
  const id = idOf(payload);
  const [row] = await loadOwned(ctx, [id]);
  if (!row) throw (await uninvitedRefusal(ctx, id)) ?? notFound();
  return present(ctx, row);
}

/**
 * `given`: values the server sets beyond the payload (an audience's create: the owning tenant, the creator, what
 * the source row copies), written after the checks of the caller's own values; `label`: the move's name in the log.
 */
export async function createRow(ctx: OpContext, payload: Payload, o: { given?: Values; label?: string } = {}) {
  const { resource, table, caller, tx } = ctx;
  const { columns: values, lines } = splitLines(resource, parsePayload(resource, payload, "create"));
  // after the fields, so a form shows its own mistakes before being told the one row exists
  await checkSingle(ctx);
  await checkRefs(ctx, values);
  await checkLineRefs(ctx, lines);
  await checkCataloguePicks(ctx, values, lines);
  await checkUniqueRows(ctx, values);
  await checkFileOwners(ctx, resource.fields, values);
  await answerSourceLines(ctx, values, lines);
  await linkPerson(tx, resource, values);
  Object.assign(values, o.given);
  const hooks = ctx.registry.hooksOf(resource);
  await hooks.beforeCreate?.(ctx, values, lines);
  await writeRowRules(ctx, values);
  const flow = resource.flow ? { [resource.flow.field]: resource.flow.initial } : {};
  const [inserted] = (await tx
    .insert(table)
    .values({
      ...readonlyDefaults(resource),
      ...values,
      ...flow,
      ...tenantValues(resource, caller),
      ...o.given,
    } as never)
    .returning()) as Row[];
  // the whole resource: an audience's create form sees only its own fields, not the timed ones
  const row = await settleWritten(tx, ctx.registry, ctx.registry.byName(resource.name), inserted!);
  await saveLines(ctx, row!.id, lines);
  await hooks.afterWrite?.(ctx, row!);
  await keepOnePer(ctx, row!);
  await recordMoves(ctx, [row!], {
    name: "create",
    label: o.label ?? resource.createLabel ?? "新增",
    to: stateOf(resource, row!),
  });
  return present(ctx, row!);
}

export async function updateRow(ctx: OpContext, payload: Payload) {
  const { resource, table, tx } = ctx;
  const current = await loadOne(ctx, idOf(payload));
  if (!canEditIn(resource, stateOf(resource, current)))
    throw invalid(undefined, timeSays(resource, stateOf(resource, current), "修改") ?? MSG.noEdit);
  if (!beforeEditDeadline(resource, current, nowMs())) {
    const key = resource.flow!.editableUntil!;
    const message = `已过${resource.fields[key]!.label}，不能修改`;
    throw invalid({ [key]: message }, message);
  }
  const { columns: values, lines } = splitLines(resource, parsePayload(resource, payload, "update", current));
  await checkRefs(ctx, values);
  await checkLineRefs(ctx, lines);
  await checkCataloguePicks(ctx, values, lines, current);
  await checkUniqueRows(ctx, values, current);
  await checkFileOwners(ctx, resource.fields, values, current);
  await answerSourceLines(ctx, values, lines, current);
  await linkPerson(tx, resource, values);
  const hooks = ctx.registry.hooksOf(resource);
  await hooks.beforeUpdate?.(ctx, values, current, lines);
  await writeRowRules(ctx, values, current);
  // an edit may move the row on (a published decoration holds unpublished changes again)
  const moved = resource.flow?.edited !== undefined ? { [resource.flow.field]: resource.flow.edited } : {};
  const [updated] = (await tx
    .update(table)
    .set({ ...values, ...moved, updatedAt: now() } as never)
    .where(eq(col(table, "id"), current.id))
    .returning()) as Row[];
  const row = await settleWritten(tx, ctx.registry, resource, updated!);
  await saveLines(ctx, row!.id, lines);
  await hooks.afterWrite?.(ctx, row!);
  await keepOnePer(ctx, row!);
  await recordMoves(ctx, [row!], {
    name: "update",
    label: "编辑",
    from: (r) => stateOf(resource, r),
    to: stateOf(resource, row!),
  });
  return present(ctx, row!);
}

/** Hard delete, or a move to `flow.deletedState`; every row must be the caller's and deletable. */
export async function deleteRows(ctx: OpContext, payload: Payload, batch?: boolean) {
  const { resource, table, tx } = ctx;
  const ids = [...new Set(idsOf(payload, batch))];
  const rows = await loadOwned(ctx, ids);
  if (rows.length !== ids.length) throw notFound();
  if (rows.some((r) => !canDeleteIn(resource, stateOf(resource, r)))) throw invalid(undefined, MSG.noDelete);
  await ctx.registry.hooksOf(resource).beforeDelete?.(ctx, rows);
  await recordMoves(ctx, rows, {
    name: "delete",
    label: "删除",
    from: (r) => stateOf(resource, r),
    to: resource.flow?.deletedState,
  });
  const where = inArray(col(table, "id"), ids);
  const deleted = resource.flow?.deletedState;
  if (deleted !== undefined) {
    await tx
      .update(table)
      .set({ [resource.flow!.field]: deleted, updatedAt: now() } as never)
      .where(where);
  } else {
    await tx.delete(table).where(where);
  }
  return { ids };
}

/** The declared fields' rules on each stored row; the first problem is the 422's message, so a button shows it. */
function recheck(resource: Resource, keys: string[], rows: Row[]) {
  const errors: Record<string, string> = {};
  for (const key of keys) {
    const rules = fieldRules(resource.fields, key);
    for (const row of rows) {
      const problem = firstProblem(
        rules,
        row[key] instanceof Date ? (row[key] as Date).toISOString() : row[key],
        row,
        nowMs(),
      );
      if (problem) errors[key] = problem;
    }
  }
  const first = Object.values(errors)[0];
  if (first) throw invalid(errors, first);
}

/** An owner's move on rows made for an enterprise (`owner.identity`) needs the caller acting for that enterprise. */
function checkIdentity(ctx: OpContext, by: string | undefined, rows: Row[]) {
  const column = by === undefined ? undefined : ctx.resource.audiences?.[by]?.owner?.identity;
  if (column && rows.some((r) => Number(r[column] ?? 0) !== (ctx.caller.enterpriseId || 0)))
    throw invalid({ id: OTHER_IDENTITY }, OTHER_IDENTITY);
}

/**
 * A named flow transition: 422 when a row's state is not one the action starts from, or when its form's
 * values break their rules. Form values that are fields of the resource are written to the row; all of
 * them are kept with the move.
 */
export async function runAction(ctx: OpContext, name: string, payload: Payload) {
  const { resource, table, tx } = ctx;
  const action = resource.actions![name]!;
  const ids = [...new Set(idsOf(payload, action.endpoint.batch))];
  const rows = await loadOwned(ctx, ids);
  if (rows.length !== ids.length) throw notFound();
  if (rows.some((r) => !canTransition(resource, name, stateOf(resource, r)!, r))) {
    // the state fits but another value does not (取消竞拍 once a bid is in): the action's own words, when it has them
    const stateFits = rows.every((r) => action.from.includes(stateOf(resource, r)!));
    const timeMoved = rows.map((r) => timeSays(resource, stateOf(resource, r), action.label)).find(Boolean);
    throw invalid(undefined, stateFits && action.whenMessage ? action.whenMessage : (timeMoved ?? MSG.noTransition));
  }
  checkIdentity(ctx, action.by, rows);
  checkNotBy(action, rows, ctx.caller);
  // one row when the form picks lines (check-resources refuses picks on a batch action)
  const pickable = await pickableLines(ctx, action.form, rows[0]!);
  const form = action.form
    ? parsePayload({ ...resource, fields: action.form }, pickAllWhenAbsent(payload, pickable, action.form), "create")
    : {};
  checkPicks(ctx, action.form, form, pickable);
  if (action.form) await checkFileOwners(ctx, action.form, form, rows.length === 1 ? rows[0] : undefined);
  recheck(resource, action.recheck ?? [], rows);
  checkLater(resource, action, form, rows);
  const hooks = ctx.registry.hooksOf(resource);
  await hooks.beforeAction?.(ctx, name, rows);
  const diverted = action.divert && (await hooks.divertAction?.(ctx, name, rows)) ? action.divert : undefined;
  const to = diverted?.to ?? action.to;
  const written = Object.fromEntries(Object.entries(form).filter(([k]) => k in resource.fields));
  const at = now();
  const stamps = Object.fromEntries(Object.entries(action.stamps ?? {}).map(([k, v]) => [k, v === "now" ? at : null]));
  // only rows still in a state the action starts from move: of two racing clicks (同意退款 twice), the second
  // waits for the first, finds the row moved on, and changes nothing, so a side effect happens once
  const updated = (await tx
    .update(table)
    .set({ ...written, [resource.flow!.field]: to, ...stamps, updatedAt: at } as never)
    .where(and(inArray(col(table, "id"), ids), inArray(col(table, resource.flow!.field), action.from)))
    .returning()) as Row[];
  if (updated.length !== ids.length) throw invalid(undefined, MSG.noTransition);
  const note = noteOf(action.form ?? {}, namePicks(form, pickable));
  const move = diverted ? { name: diverted.move, label: diverted.label } : { name, label: action.label };
  await recordMoves(ctx, rows, { ...move, from: (r) => stateOf(resource, r), to, note });
  await hooks.afterAction?.(ctx, move.name, updated, note);
  if (!action.endpoint.batch) return present(ctx, updated[0]!);
  return { list: await Promise.all(updated.map((r) => present(ctx, r))) };
}
