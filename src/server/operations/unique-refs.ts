import { and, eq, inArray, ne, not, notExists, type SQL } from "drizzle-orm";
import type { Registry } from "../../core/registry";
import type { Resource } from "../../core/define-resource";
import { uniqueIndexName, uniqueRules } from "../../core/unique-rules";
import type { ResourceTable } from "../db/schema";
import { invalid, type ApiError } from "../http/errors";
import type { Values } from "../validation/payload";
import { col, notDeleted, tableOf, tenantValues, type OpContext, type Row } from "./context";

/** Rows of `r` a unique rule counts: every row but the deleted and those in its ignored states. */
function holding(r: Resource, table: ResourceTable, ignoring: (string | number)[]): SQL[] {
  return [
    notDeleted(r, table),
    ...(ignoring.length && r.flow ? [not(inArray(col(table, r.flow.field), ignoring))] : []),
  ].filter((c): c is SQL => c !== undefined);
}

/**
 * Each "only one" rule of the resource (src/core/unique-rules.ts), checked before the write so the form hears it on
 * its field: a unique ref may not point at a row another row already holds (one order per awarded quote, across all
 * tenants: the target is one row, whoever points at it), and a `unique` or `uniqueBy` row may not be a second of its keys
 * (one quote per supplier per notice). The unique index holds what two writes at once slip past (uniqueViolation).
 */
export async function checkUniqueRows(ctx: OpContext, values: Values, current?: Row): Promise<void> {
  const errors: Record<string, string> = {};
  // a key the write leaves alone is the row's own; a new row's tenant columns are the caller's
  const known: Record<string, unknown> = { ...tenantValues(ctx.resource, ctx.caller), ...current, ...values };
  for (const rule of uniqueRules(ctx.resource)) {
    const held = rule.keys.map((k) => known[k]);
    if (held.some((v) => v === null || v === undefined)) continue;
    const taken = await ctx.tx
      .select({ id: col(ctx.table, "id") })
      .from(ctx.table)
      .where(
        and(
          ...rule.keys.map((k, i) => eq(col(ctx.table, k), held[i] as never)),
          ...holding(ctx.resource, ctx.table, rule.ignoring),
          current ? ne(col(ctx.table, "id"), current.id) : undefined,
        ),
      )
      .limit(1);
    if (taken.length) errors[rule.field] ??= rule.message;
  }
  if (Object.keys(errors).length) throw invalid(errors, Object.values(errors)[0]);
}

const rulesByIndex = (registry: Registry) =>
  new Map(registry.resources.flatMap((r) => uniqueRules(r).map((rule) => [uniqueIndexName(r, rule), rule] as const)));

/**
 * The 422 for a write the database refused as a second row of an "only one" rule (SQLSTATE 23505 on its index):
 * what the check before it says when the rows are not written at once. Undefined for any other failure.
 */
export function uniqueViolation(err: unknown, registry: Registry): ApiError | undefined {
  for (
    let e = err as { code?: unknown; constraint?: unknown; cause?: unknown } | undefined, i = 0;
    e && i < 4;
    e = e.cause as typeof e, i++
  ) {
    if (e.code !== "23505") continue;
    const rule = rulesByIndex(registry).get(String(e.constraint));
    return rule ? invalid({ [rule.field]: rule.message }, rule.message) : undefined;
  }
}

/**
 * `unheldBy=tenderOrder.bidOfferId` on a list: only rows no row of that resource holds through that unique
 * ref, so a picker offers the quotes still free. Anything but a declared unique ref to this resource is a 422.
 */
export function unheldWhere(ctx: OpContext, raw: unknown): SQL | undefined {
  if (raw === undefined || raw === null || raw === "") return undefined;
  const [name, key] = String(raw).split(".");
  const holder = ctx.registry.resources.find((r) => r.name === name);
  const field = holder?.fields[key ?? ""];
  if (!holder || !field?.unique || field.ref !== ctx.resource.name)
    throw invalid({ unheldBy: "unheldBy须为指向本资源的唯一引用字段" });
  const table = tableOf(holder);
  return notExists(
    ctx.tx
      .select({ id: col(table, "id") })
      .from(table)
      .where(and(eq(col(table, key!), col(ctx.table, "id")), ...holding(holder, table, field.unique.ignoring ?? []))),
  );
}
