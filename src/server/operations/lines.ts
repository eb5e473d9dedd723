import { and, asc, eq, inArray, notInArray } from "drizzle-orm";
import type { Resource } from "../../core/define-resource";
import { isRef, linesEntries } from "../../core/fields";
import { resourceLinesTables, resourceTables } from "../db/schema";
import { invalid } from "../http/errors";
import type { Line, Values } from "../validation/payload";
import { col, type OpContext, type Row } from "./context";
import { toApiRow } from "./rows";
import { onlyPicked } from "./picks";
import { refLabelsOf } from "./refs";

export const hasLines = (r: Resource) => linesEntries(r.fields).length > 0;

const tablesOf = (r: Resource) => resourceLinesTables[r.name] ?? {};

/** The line fields of one `lines` field, read as a resource so rows and values share toApiRow. */
const linesResource = (r: Resource, key: string) => ({ ...r, fields: r.fields[key]!.lines ?? {} }) as Resource;

/** Splits parsed values into the row's own columns and its lines per field. */
export function splitLines(r: Resource, values: Values): { columns: Values; lines: Record<string, Line[]> } {
  const columns = { ...values };
  const lines: Record<string, Line[]> = {};
  for (const [key] of linesEntries(r.fields)) {
    if (key in columns) lines[key] = columns[key] as Line[];
    delete columns[key];
  }
  return { columns, lines };
}

/**
 * Writes the lines sent for one row, in the order sent: a line with the id of one of the row's lines
 * updates it, a line without an id is added, and the row's lines not sent are removed. An id the row
 * does not own is a 422, so a line never moves between rows. Runs inside the row's transaction.
 */
export async function saveLines(ctx: OpContext, parentId: number, lines: Record<string, Line[]>): Promise<void> {
  for (const [key, sent] of Object.entries(lines)) {
    const table = tablesOf(ctx.resource)[key]!;
    const owned = await ctx.tx
      .select({ id: col(table, "id") })
      .from(table)
      .where(eq(col(table, "parentId"), parentId));
    const ownedIds = new Set(owned.map((o) => o.id as number));
    // on the field, not the hidden id: the form shows it under the table (a line another user removed)
    const stray = sent.findIndex((l) => l.id !== undefined && !ownedIds.has(l.id));
    if (stray >= 0) throw invalid({ [key]: `第${stray + 1}行已被删除或不属于该${ctx.resource.label}，请刷新后重试` });
    const kept = sent.flatMap((l) => (l.id !== undefined ? [l.id] : []));
    await ctx.tx
      .delete(table)
      .where(and(eq(col(table, "parentId"), parentId), ...(kept.length ? [notInArray(col(table, "id"), kept)] : [])));
    for (const [position, { id, ...values }] of sent.entries()) {
      if (id !== undefined) {
        await ctx.tx
          .update(table)
          .set({ ...values, position } as never)
          .where(and(eq(col(table, "id"), id), eq(col(table, "parentId"), parentId)));
      } else await ctx.tx.insert(table).values({ ...values, parentId, position } as never);
    }
  }
}

/** The lines of each row, per `lines` field, as the API sends them (`{ lines: [{ id, goodsName, ... }] }`). */
export async function linesOf(ctx: OpContext, parentIds: number[]): Promise<Map<number, Record<string, unknown[]>>> {
  const out = new Map<number, Record<string, unknown[]>>(parentIds.map((id) => [id, {}]));
  if (!parentIds.length) return out;
  for (const [key] of linesEntries(ctx.resource.fields)) {
    const table = tablesOf(ctx.resource)[key]!;
    const shape = linesResource(ctx.resource, key);
    for (const id of parentIds) out.get(id)![key] = [];
    const rows = await ctx.tx
      .select()
      .from(table)
      .where(inArray(col(table, "parentId"), parentIds))
      .orderBy(asc(col(table, "parentId")), asc(col(table, "position")));
    const lineRows = rows as (Values & { id: number; parentId: number })[];
    // a line pointing at rows (a floor's goods) names them, as a row names its refs
    const named = Object.values(shape.fields).some(isRef) ? await refLabelsOf(ctx, lineRows, shape.fields) : undefined;
    for (const row of lineRows) {
      const { createdAt: _c, updatedAt: _u, ...line } = toApiRow(shape, row);
      if (ctx.resource.fields[key]!.from) line.sourceLineId = row.sourceLineId;
      if (named) line.refLabels = named.get(row.id);
      out.get(row.parentId)![key]!.push(line);
    }
  }
  return out;
}

/** What a row's `picks` field holds (the lines a quote won). */
async function pickedOn(ctx: OpContext, target: Resource, key: string, id: number): Promise<unknown> {
  const table = resourceTables[target.name]!;
  const [row] = await ctx.tx
    .select({ picked: col(table, key) })
    .from(table)
    .where(eq(col(table, "id"), id));
  return row?.picked;
}

/**
 * Lines that answer the lines of the row a ref points to (a quote's lines answer its tender's): exactly one
 * line per source line (per picked source line, with `only`: an order answers the lines its quote won), put in the source's order, each copying the source's readonly fields of the same
 * name (goods name, spec, quantity asked). Anything else is a 422 under the lines table. Changing the ref
 * on an update needs the lines answered again.
 */
export async function answerSourceLines(
  ctx: OpContext,
  columns: Values,
  lines: Record<string, Line[]>,
  current?: Row,
): Promise<void> {
  for (const [key, field] of linesEntries(ctx.resource.fields)) {
    if (!field.from) continue;
    const ref = ctx.resource.fields[field.from.ref]!;
    const target = ctx.registry.byName(ref.ref!);
    const sourceField = target.fields[field.from.lines]!;
    const mismatch = `${field.label}须逐行对应${ref.label}的${sourceField.label}，请刷新后重试`;
    const sent = lines[key];
    const parentId = (columns[field.from.ref] ?? current?.[field.from.ref]) as number | undefined;
    if (!sent) {
      if (current && field.from.ref in columns && columns[field.from.ref] !== current[field.from.ref])
        throw invalid({ [key]: mismatch });
      continue;
    }
    if (!parentId) continue;
    const table = resourceLinesTables[target.name]![field.from.lines]!;
    const all = (await ctx.tx
      .select()
      .from(table)
      .where(eq(col(table, "parentId"), parentId))
      .orderBy(asc(col(table, "position")))) as Values[];
    const source = field.from.only ? onlyPicked(all, await pickedOn(ctx, target, field.from.only, parentId)) : all;
    const byId = new Map(sent.map((l) => [l.sourceLineId, l]));
    if (sent.length !== source.length || byId.size !== sent.length || source.some((s) => !byId.has(s.id as number)))
      throw invalid({ [key]: mismatch });
    const copied = Object.keys(field.lines ?? {}).filter(
      (k) => field.lines![k]!.readonly && k in (sourceField.lines ?? {}),
    );
    lines[key] = source.map((s) => {
      const line = byId.get(s.id as number)!;
      for (const k of copied) line[k] = s[k];
      return line;
    });
  }
}
