import { and, arrayContains, asc, count, desc, gte, ilike, inArray, isNull, lte, eq, ne, type SQL } from "drizzle-orm";
import { columnEntries, isNumeric, isTextual, type FieldDef } from "../../core/fields";
import { invalid } from "../http/errors";
import { MAX_ID, boundSchema, fieldSchema } from "../validation/field-schema";
import { col, readableWhere, type OpContext, type Row } from "./context";
import { hasLines, linesOf } from "./lines";
import { refLabelsOf } from "./refs";
import { forAudience, sealedKeys } from "./seal";
import { toApiRow } from "./rows";
import { notByCaller } from "./not-by";
import { unheldWhere } from "./unique-refs";

const MAX_PAGE_SIZE = 200;
const flag = (v: unknown) => v === "1" || v === 1 || v === true || v === "true";
const blank = (v: unknown) => v === undefined || v === null || v === "";
const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** `ids=1,2,3`, `ids=1&ids=2` or `[1,2]`, as Refine's getMany sends them. */
export function parseIds(raw: unknown, key = "ids"): number[] {
  const parts = Array.isArray(raw) ? raw : String(raw).split(",");
  const ids = parts.map((p) => Number(String(p).trim()));
  if (!ids.length || ids.some((n) => !Number.isInteger(n) || n <= 0 || n > MAX_ID))
    throw invalid({ [key]: `${key}必须是正整数` });
  return ids;
}

function positiveInt(raw: unknown, key: string, fallback: number): number {
  if (blank(raw)) return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1) throw invalid({ [key]: `${key}必须是正整数` });
  return n;
}

const createdAt = { type: "datetime", label: "创建时间" } as FieldDef;

/** Filter conditions per docs/wire-contract.md; a malformed filter value is a 422 on its key. */
function filtersOf(ctx: OpContext, q: Record<string, unknown>): SQL[] {
  const { resource, table } = ctx;
  const conds: SQL[] = [];
  const errors: Record<string, string> = {};
  const value = (key: string, field: FieldDef, raw: unknown, schema = fieldSchema(field)) => {
    const parsed = schema.safeParse(raw);
    if (!parsed.success) errors[key] = parsed.error.issues[0]?.message ?? `${field.label}的取值无效`;
    return parsed.data;
  };
  const sealed = sealedKeys(ctx);
  for (const [key, field] of columnEntries(resource.fields)) {
    if (sealed.has(key)) continue;
    const raw = q[key];
    if (q[`${key}Null`] === "1" || q[`${key}Null`] === 1 || q[`${key}Null`] === true)
      conds.push(isNull(col(table, key)));
    if (!blank(raw)) {
      if (isTextual(field.type) || field.type === "place")
        conds.push(ilike(col(table, key), `%${escapeLike(String(raw))}%`));
      else if (field.type === "refs" || field.type === "picks" || field.type === "regions" || field.type === "tags") {
        // rows listing every id asked for (the tenders inviting this supplier, the quotes that won this line, the goods ranges naming 河南省)
        const v = value(key, field, raw);
        if (v !== undefined) conds.push(arrayContains(col(table, key), v));
      } else {
        const v = value(key, field, raw);
        if (v !== undefined) conds.push(eq(col(table, key), v));
      }
    }
    if (isNumeric(field.type) || field.type === "date" || field.type === "datetime") {
      // a range is inclusive and may be open on either side; min/max of the field do not apply to bounds
      const from = q[`${key}From`];
      const to = q[`${key}To`];
      if (!blank(from)) conds.push(gte(col(table, key), value(`${key}From`, field, from, boundSchema(field))));
      if (!blank(to)) conds.push(lte(col(table, key), value(`${key}To`, field, to, boundSchema(field))));
    }
  }
  if (!blank(q.createdAtFrom))
    conds.push(gte(col(table, "createdAt"), value("createdAtFrom", createdAt, q.createdAtFrom)));
  if (!blank(q.createdAtTo)) conds.push(lte(col(table, "createdAt"), value("createdAtTo", createdAt, q.createdAtTo)));
  if (!blank(q.ids)) conds.push(inArray(col(table, "id"), parseIds(q.ids)));
  if (Object.keys(errors).length) throw invalid(errors);
  return conds;
}

function orderOf(ctx: OpContext, q: Record<string, unknown>): SQL[] {
  const { resource, table } = ctx;
  const sealed = sealedKeys(ctx);
  const sortable = [
    ...columnEntries(resource.fields)
      .filter(
        ([k, f]) =>
          !sealed.has(k) && f.type !== "refs" && f.type !== "picks" && f.type !== "regions" && f.type !== "tags",
      )
      .map(([k]) => k),
    "id",
    "createdAt",
    "updatedAt",
  ];
  const field = blank(q.sortField) ? (resource.sort?.field ?? "id") : String(q.sortField);
  if (!sortable.includes(field)) throw invalid({ sortField: "不支持按该字段排序" });
  const order = blank(q.sortOrder)
    ? blank(q.sortField)
      ? (resource.sort?.order ?? "desc")
      : "asc"
    : String(q.sortOrder).toLowerCase();
  if (order !== "asc" && order !== "desc") throw invalid({ sortOrder: "排序方向只能是asc或desc" });
  const dir = order === "asc" ? asc : desc;
  // id breaks ties so pages never overlap
  return field === "id" ? [dir(col(table, "id"))] : [dir(col(table, field)), dir(col(table, "id"))];
}

/** One page of the caller's rows, filtered and sorted, with refLabels; `withLines=1` adds each row's lines. */
export async function listRows(ctx: OpContext, q: Record<string, unknown>) {
  const { tx, resource, table } = ctx;
  const pageNum = positiveInt(q.pageNum, "pageNum", 1);
  const pageSize = Math.min(positiveInt(q.pageSize, "pageSize", resource.pageSize ?? 20), MAX_PAGE_SIZE);
  // others=1: an audience's rows of other enterprises only (a supplier picking a tender to quote on)
  const others = ctx.audience && flag(q.others) ? ne(col(table, "enterpriseId"), ctx.caller.enterpriseId) : undefined;
  const where = and(readableWhere(ctx), others, unheldWhere(ctx, q.unheldBy), ...filtersOf(ctx, q));
  const orderBy = orderOf(ctx, q);
  const rows = (await tx
    .select()
    .from(table)
    .where(where)
    .orderBy(...orderBy)
    .limit(pageSize)
    .offset((pageNum - 1) * pageSize)) as Row[];
  const [{ total }] = await tx.select({ total: count() }).from(table).where(where);
  const labels = await refLabelsOf(ctx, rows);
  // lines only on request: a list screen shows none, a hall that names the goods wanted asks for them
  const lines =
    flag(q.withLines) && hasLines(resource)
      ? await linesOf(
          ctx,
          rows.map((r) => r.id),
        )
      : undefined;
  const list = await forAudience(
    ctx,
    rows,
    rows.map((r) => ({
      ...toApiRow(resource, r),
      ...lines?.get(r.id),
      ...notByCaller(resource, r, ctx.caller),
      refLabels: labels.get(r.id),
      id: r.id,
    })),
  );
  return { list, total: Number(total), pageNum, pageSize };
}
