import { and, inArray } from "drizzle-orm";
import type { Registry } from "../../core/registry";
import type { Resource } from "../../core/define-resource";
import type { Exec } from "../db/client";
import { forbidden, invalid } from "../http/errors";
import { col, tableOf, visibleWhere, type Caller, type OpContext } from "./context";

/** What anyone not acting for the platform is told of the platform's own rows (数据字典), before anything is read. */
export const PLATFORM_ONLY = "仅平台运营人员可以维护";
/**
 * A platform audience (the operator console's audit queues) turns everyone else away, rather than showing them an
 * empty queue.
 */
export const OPERATOR_ONLY = "仅平台运营人员可以查看和审核";

/** Whether the tenant of `caller` holds a row of the resource `r.requires` names in one of its states (an approved shop). */
export async function meetsRequires(tx: Exec, registry: Registry, r: Resource, caller: Caller): Promise<boolean> {
  const need = r.requires;
  if (!need) return true;
  const target = registry.byName(need.resource);
  const table = tableOf(target);
  const where = Object.entries(need.where ?? {}).map(([k, values]) => inArray(col(table, k), values));
  const [row] = await tx
    .select({ id: col(table, "id") })
    .from(table)
    .where(visibleWhere(target, table, caller, inArray(col(table, target.flow!.field), need.states), ...where))
    .limit(1);
  return row !== undefined;
}

/**
 * Refuses (403) a caller whose tenant holds no row of the resource `r.requires` names in one of its states:
 * an enterprise without an approved mall shop cannot list, publish or sell goods, whatever its roles grant.
 */
export async function checkRequires(tx: Exec, registry: Registry, r: Resource, caller: Caller): Promise<void> {
  if (!(await meetsRequires(tx, registry, r, caller))) throw forbidden(r.requires!.message);
}

/** A `single` resource keeps one row per tenant: a second create names the one already there. */
export async function checkSingle(ctx: OpContext): Promise<void> {
  const { resource, table, tx, caller } = ctx;
  if (!resource.single) return;
  const [row] = await tx
    .select({ id: col(table, "id") })
    .from(table)
    .where(and(visibleWhere(resource, table, caller)))
    .limit(1);
  if (row) throw invalid(undefined, resource.single.message);
}
