import { and, eq, inArray, isNull, type SQL } from "drizzle-orm";
import { resourceByName } from "../../../resources";
import type { Resource } from "../../core/define-resource";
import { invalid } from "../http/errors";
import type { Values } from "../validation/payload";
import type { ResourceTable } from "../db/schema";
import { audienceWhere, col, tableOf, tenantWhere, visibleWhere, type OpContext, type Row } from "./context";

const refFields = (r: Resource) => Object.entries(r.fields).filter(([, f]) => f.type === "ref");

/** `where` of a field's declared choices as SQL on the referenced table. */
const choiceWhere = (table: ResourceTable, where: Record<string, unknown> = {}): SQL[] =>
  Object.entries(where).map(([k, v]) => (v === null ? isNull(col(table, k)) : eq(col(table, k), v)));

/**
 * Each referenced id must be a visible row of the caller's tenant (otherwise "不存在") and one of the
 * field's declared choices (otherwise the choices' message); 422 on that field.
 */
export async function checkRefs(ctx: OpContext, values: Values): Promise<void> {
  const errors: Record<string, string> = {};
  for (const [key, field] of refFields(ctx.resource)) {
    const id = values[key];
    if (id === null || id === undefined) continue;
    const target = resourceByName(field.ref!);
    const table = tableOf(target);
    const found = await ctx.tx
      .select({ id: col(table, "id") })
      .from(table)
      // a ref read through an audience points at rows that audience reads (another enterprise's tender)
      .where(
        field.via
          ? and(audienceWhere(target, table, target.audiences![field.via]!, ctx.caller), eq(col(table, "id"), id as number))
          : visibleWhere(target, table, ctx.caller, inArray(col(table, "id"), [id as number])),
      );
    if (!found.length) errors[key] = `${field.label}不存在`;
    else if (field.choices) {
      const chosen = await ctx.tx
        .select({ id: col(table, "id") })
        .from(table)
        .where(and(eq(col(table, "id"), id as number), ...choiceWhere(table, field.choices.where)));
      if (!chosen.length) errors[key] = field.choices.message;
    }
  }
  if (Object.keys(errors).length) throw invalid(errors);
}

/** `refLabels` of each row: the title of every referenced row, `{ factoryId: "潍坊饲料一厂" }`. */
export async function refLabelsOf(ctx: OpContext, rows: Row[]): Promise<Map<number, Record<string, string>>> {
  const labels = new Map<number, Record<string, string>>(rows.map((r) => [r.id, {}]));
  for (const [key, field] of refFields(ctx.resource)) {
    const ids = [...new Set(rows.map((r) => r[key]).filter((v): v is number => typeof v === "number"))];
    if (!ids.length) continue;
    const target = resourceByName(field.ref!);
    const table = tableOf(target);
    const found = await ctx.tx
      .select({ id: col(table, "id"), title: col(table, target.titleField) })
      .from(table)
      // soft-deleted rows still name themselves: an auction keeps showing its withdrawn goods; an audience
      // reads rows of other tenants, whose refs name their owner's rows, and a ref via an audience names
      // another enterprise's row (checkRefs saw to both)
      .where(and(ctx.audience || field.via ? undefined : tenantWhere(target, table, ctx.caller), inArray(col(table, "id"), ids)));
    const titles = new Map(found.map((f) => [f.id as number, String(f.title ?? "")]));
    for (const row of rows) {
      const t = titles.get(row[key] as number);
      if (t !== undefined) labels.get(row.id)![key] = t;
    }
  }
  return labels;
}
