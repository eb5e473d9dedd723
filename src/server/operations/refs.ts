import { and, eq, inArray, isNull, type SQL } from "drizzle-orm";
import type { Registry } from "../../core/registry";
import type { Resource } from "../../core/define-resource";
import { isRef, type FieldDef } from "../../core/fields";
import { invalid } from "../http/errors";
import { rangeNames } from "../regions/china-regions";
import type { TagTree } from "../../core/tag-trees";
import { tagNames } from "../tags/tag-data";
import type { Values } from "../validation/payload";
import type { ResourceTable } from "../db/schema";
import { audienceWhere, col, tableOf, tenantWhere, visibleWhere, type OpContext, type Row } from "./context";

const refFields = (r: Resource) => Object.entries(r.fields).filter(([, f]) => isRef(f));

/** The ids a ref (one) or refs (several) field holds in a row or payload. */
export const idsIn = (field: FieldDef, v: unknown): number[] =>
  field.type === "refs"
    ? Array.isArray(v)
      ? v.filter((x): x is number => typeof x === "number")
      : []
    : typeof v === "number"
      ? [v]
      : [];

/**
 * The rows a caller may point a field at: visible rows of its tenant, or for a ref via an audience the rows
 * that audience reads (another enterprise's tender; a certified supplier).
 */
export function pickableWhere(ctx: OpContext, field: FieldDef, ...more: SQL[]): SQL {
  const target = ctx.registry.byName(field.ref!);
  const table = tableOf(target);
  return field.via
    ? and(audienceWhere(target, table, target.audiences![field.via]!, ctx.caller, ctx.registry), ...more)!
    : visibleWhere(target, table, ctx.caller, ...more);
}

/** The field of the target that names a picked row. */
export const titleKey = (field: FieldDef, registry: Registry) =>
  field.titleBy ?? registry.byName(field.ref!).titleField;

/** `where` of a field's declared choices as SQL on the referenced table. */
const choiceWhere = (table: ResourceTable, where: Record<string, unknown> = {}): SQL[] =>
  Object.entries(where).map(([k, v]) => (v === null ? isNull(col(table, k)) : eq(col(table, k), v)));

/** Of `ids`, those the caller may point `field` at, and of those the ones among its declared choices. */
async function acceptedIds(
  ctx: OpContext,
  field: FieldDef,
  ids: number[],
): Promise<{ found: Set<number>; chosen: Set<number> }> {
  const table = tableOf(ctx.registry.byName(field.ref!));
  const found = new Set(
    (
      await ctx.tx
        .select({ id: col(table, "id") })
        .from(table)
        .where(pickableWhere(ctx, field, inArray(col(table, "id"), ids)))
    ).map((r) => r.id as number),
  );
  if (!field.choices) return { found, chosen: found };
  const chosen = await ctx.tx
    .select({ id: col(table, "id") })
    .from(table)
    .where(and(inArray(col(table, "id"), ids), ...choiceWhere(table, field.choices.where)));
  return { found, chosen: new Set(chosen.map((r) => r.id as number)) };
}

/** What is wrong with the ids one value holds: one not found, else one outside the choices. */
function refProblem(
  field: FieldDef,
  ids: number[],
  ok: { found: Set<number>; chosen: Set<number> },
): string | undefined {
  if (ids.some((id) => !ok.found.has(id))) return `${field.label}不存在`;
  if (ids.some((id) => !ok.chosen.has(id))) return field.choices!.message;
  return undefined;
}

/**
 * Each referenced id must be a visible row of the caller's tenant (otherwise "不存在") and one of the
 * field's declared choices (otherwise the choices' message); 422 on that field.
 */
export async function checkRefs(ctx: OpContext, values: Values): Promise<void> {
  const errors: Record<string, string> = {};
  // tags are codes of a platform tree: each must be a tag there now
  for (const [key, field] of Object.entries(ctx.resource.fields).filter(([, f]) => f.type === "tags")) {
    const codes = Array.isArray(values[key]) ? (values[key] as string[]) : [];
    const known = await tagNames(ctx.tx, field.tree as TagTree, codes);
    const stray = codes.find((c) => !known.has(c));
    if (stray) errors[key] = `${field.label}“${stray}”不存在，请重新选择`;
  }
  for (const [key, field] of refFields(ctx.resource)) {
    const ids = idsIn(field, values[key]);
    if (!ids.length) continue;
    const problem = refProblem(field, ids, await acceptedIds(ctx, field, ids));
    if (problem) errors[key] = problem;
  }
  if (Object.keys(errors).length) throw invalid(errors);
}

/**
 * The refs of lines (a floor's goods), judged as a row's are: each line's ids must be the caller's own rows among
 * the field's choices, else a 422 on that cell (`floors.1.goodsIds`). One query per line field, whatever the lines.
 */
export async function checkLineRefs(ctx: OpContext, lines: Record<string, Values[]>): Promise<void> {
  const errors: Record<string, string> = {};
  for (const [key, sent] of Object.entries(lines)) {
    for (const [child, field] of Object.entries(ctx.resource.fields[key]?.lines ?? {}).filter(([, f]) => isRef(f))) {
      const ids = [...new Set(sent.flatMap((l) => idsIn(field, l[child])))];
      if (!ids.length) continue;
      const ok = await acceptedIds(ctx, field, ids);
      sent.forEach((line, i) => {
        const problem = refProblem(field, idsIn(field, line[child]), ok);
        if (problem) errors[`${key}.${i}.${child}`] = problem;
      });
    }
  }
  const first = Object.values(errors)[0];
  if (first) throw invalid(errors, first);
}

/**
 * `refLabels` of each row: the title of every referenced row, `{ factoryId: "潍坊饲料一厂" }`; with `fields`, of
 * lines holding those fields (a floor's goods).
 */
export async function refLabelsOf(
  ctx: OpContext,
  rows: Row[],
  fields: Record<string, FieldDef> = ctx.resource.fields,
): Promise<Map<number, Record<string, string>>> {
  const labels = new Map<number, Record<string, string>>(rows.map((r) => [r.id, {}]));
  // regions name themselves from the region data (山东省、河南省郑州市); none picked is for the screens to read as 全国
  for (const [key] of Object.entries(fields).filter(([, f]) => f.type === "regions")) {
    for (const row of rows)
      if (Array.isArray(row[key]) && row[key].length) labels.get(row.id)![key] = rangeNames(row[key] as string[]);
  }
  for (const [key, field] of Object.entries(fields).filter(([, f]) => f.type === "tags")) {
    const names = await tagNames(ctx.tx, field.tree as TagTree, [
      ...new Set(rows.flatMap((r) => (Array.isArray(r[key]) ? (r[key] as string[]) : []))),
    ]);
    for (const row of rows) {
      const named = (Array.isArray(row[key]) ? (row[key] as string[]) : [])
        .map((c) => names.get(c))
        .filter((n): n is string => n !== undefined);
      if (named.length) labels.get(row.id)![key] = named.join("、");
    }
  }
  for (const [key, field] of Object.entries(fields).filter(([, f]) => isRef(f))) {
    const ids = [...new Set(rows.flatMap((r) => idsIn(field, r[key])))];
    if (!ids.length) continue;
    const target = ctx.registry.byName(field.ref!);
    const table = tableOf(target);
    const found = await ctx.tx
      .select({ id: col(table, "id"), title: col(table, titleKey(field, ctx.registry)) })
      .from(table)
      // soft-deleted rows still name themselves: an auction keeps showing its withdrawn goods; an audience
      // reads rows of other tenants, whose refs name their owner's rows, and a ref via an audience names
      // another enterprise's row (checkRefs saw to both)
      .where(
        and(
          ctx.audience || field.via ? undefined : tenantWhere(target, table, ctx.caller),
          inArray(col(table, "id"), ids),
        ),
      );
    const titles = new Map(found.map((f) => [f.id as number, String(f.title ?? "")]));
    for (const row of rows) {
      // several picks read as one text, 绿野饲料、丰收农牧, the way the detail screen and the export show them
      const named = idsIn(field, row[key])
        .map((id) => titles.get(id))
        .filter((t): t is string => t !== undefined);
      if (named.length) labels.get(row.id)![key] = named.join("、");
    }
  }
  return labels;
}
