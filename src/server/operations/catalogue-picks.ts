import { and, eq, inArray } from "drizzle-orm";
import type { FieldDef, PickSource } from "../../core/fields";
import { invalid } from "../http/errors";
import type { Line, Values } from "../validation/payload";
import { audienceWhere, col, tableOf, type OpContext, type Row } from "./context";

const picking = (fields: Record<string, FieldDef>) => Object.entries(fields).filter(([, f]) => f.pickFrom);

const pickedProblem = (field: FieldDef, value: string) => `${field.label}“${value}”不在可选范围内，请重新选择`;

/** Of `texts`, those that name a row the source offers the caller now (an enabled unit of its portal). */
async function offered(ctx: OpContext, source: PickSource, texts: string[]): Promise<Set<string>> {
  if (!texts.length) return new Set();
  const target = ctx.registry.byName(source.resource);
  const table = tableOf(target);
  const title = col(table, target.titleField);
  const where = Object.entries(source.where ?? {}).map(([k, v]) => eq(col(table, k), v));
  const rows = await ctx.tx
    .select({ title })
    .from(table)
    .where(
      and(
        audienceWhere(target, table, target.audiences![source.via]!, ctx.caller, ctx.registry),
        inArray(title, texts),
        ...where,
      ),
    );
  return new Set(rows.map((r) => String(r.title)));
}

const textOf = (v: unknown) => (typeof v === "string" && v !== "" ? v : undefined);

/**
 * Each `pickFrom` field must hold a text its source offers (422 naming the value otherwise); on an edit, the
 * value the row already holds stays acceptable, so retiring a unit never locks the goods that use it. Lines are
 * judged cell by cell (`lines.0.unit`).
 */
export async function checkCataloguePicks(
  ctx: OpContext,
  values: Values,
  lines: Record<string, Line[]>,
  current?: Row,
): Promise<void> {
  const errors: Record<string, string> = {};
  for (const [key, field] of picking(ctx.resource.fields)) {
    const text = textOf(values[key]);
    if (text === undefined || (current && current[key] === text)) continue;
    if (!(await offered(ctx, field.pickFrom!, [text])).has(text)) errors[key] = pickedProblem(field, text);
  }
  for (const [key, sent] of Object.entries(lines)) {
    for (const [child, field] of picking(ctx.resource.fields[key]?.lines ?? {})) {
      const ok = await offered(ctx, field.pickFrom!, [
        ...new Set(sent.map((l) => textOf(l[child])).filter((t): t is string => t !== undefined)),
      ]);
      sent.forEach((line, i) => {
        const text = textOf(line[child]);
        if (text !== undefined && !ok.has(text)) errors[`${key}.${i}.${child}`] = pickedProblem(field, text);
      });
    }
  }
  const first = Object.values(errors)[0];
  if (first) throw invalid(errors, first);
}
