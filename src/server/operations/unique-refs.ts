import { and, eq, inArray, ne, not, notExists, type SQL } from "drizzle-orm";
import { resourceByName, resources } from "../../../resources";
import type { Resource } from "../../core/define-resource";
import type { FieldDef } from "../../core/fields";
import type { ResourceTable } from "../db/schema";
import { invalid } from "../http/errors";
import type { Values } from "../validation/payload";
import { col, notDeleted, tableOf, type OpContext } from "./context";

/** Rows of `r` that hold their target through a unique ref: every row but the deleted and those in its ignored states. */
function holding(r: Resource, table: ResourceTable, field: FieldDef): SQL[] {
  const ignoring = field.unique?.ignoring ?? [];
  return [notDeleted(r, table), ...(ignoring.length && r.flow ? [not(inArray(col(table, r.flow.field), ignoring))] : [])].filter(
    (c): c is SQL => c !== undefined,
  );
}

/**
 * A unique ref may not point at a row another row already holds (one order per awarded quote), across all
 * tenants: the target is one row, whoever points at it. 422 on the field with its message.
 */
export async function checkUniqueRefs(ctx: OpContext, values: Values, selfId?: number): Promise<void> {
  const errors: Record<string, string> = {};
  for (const [key, field] of Object.entries(ctx.resource.fields)) {
    const id = values[key];
    if (!field.unique || id === null || id === undefined) continue;
    const taken = await ctx.tx
      .select({ id: col(ctx.table, "id") })
      .from(ctx.table)
      .where(and(eq(col(ctx.table, key), id as number), ...holding(ctx.resource, ctx.table, field), selfId === undefined ? undefined : ne(col(ctx.table, "id"), selfId)))
      .limit(1);
    if (taken.length) errors[key] = field.unique.message;
  }
  if (Object.keys(errors).length) throw invalid(errors);
}

/**
 * `unheldBy=tenderOrder.bidOfferId` on a list: only rows no row of that resource holds through that unique
 * ref, so a picker offers the quotes still free. Anything but a declared unique ref to this resource is a 422.
 */
export function unheldWhere(ctx: OpContext, raw: unknown): SQL | undefined {
  if (raw === undefined || raw === null || raw === "") return undefined;
  const [name, key] = String(raw).split(".");
  const holder = resources.find((r) => r.name === name);
  const field = holder?.fields[key ?? ""];
  if (!holder || !field?.unique || field.ref !== ctx.resource.name) throw invalid({ unheldBy: "unheldBy须为指向本资源的唯一引用字段" });
  const table = tableOf(resourceByName(holder.name));
  return notExists(
    ctx.tx
      .select({ id: col(table, "id") })
      .from(table)
      .where(and(eq(col(table, key!), col(ctx.table, "id")), ...holding(holder, table, field))),
  );
}
