import { and, eq, inArray, ne } from "drizzle-orm";
import { employeeRoles, roleGrants } from "../db/schema";
import { invalid } from "../http/errors";
import { col, tenantWhere, type OpContext } from "../operations/context";
import type { Values } from "../validation/payload";
import type { ResourceHooks } from "./types";

async function uniqueName(ctx: OpContext, values: Values, selfId?: number) {
  if (typeof values.name !== "string") return;
  const { tx, table, resource, caller } = ctx;
  const clash = await tx
    .select({ id: col(table, "id") })
    .from(table)
    .where(and(tenantWhere(resource, table, caller), eq(col(table, "name"), values.name), selfId ? ne(col(table, "id"), selfId) : undefined))
    .limit(1);
  if (clash.length) throw invalid({ name: "角色名称已存在" });
}

/** Role names are unique per enterprise; deleting a role takes its grants and assignments with it. */
export const roleHooks: ResourceHooks = {
  beforeCreate: (ctx, values) => uniqueName(ctx, values),
  beforeUpdate: (ctx, values, current) => uniqueName(ctx, values, current.id),
  async beforeDelete({ tx }, rows) {
    const ids = rows.map((r) => r.id);
    await tx.delete(roleGrants).where(inArray(roleGrants.roleId, ids));
    await tx.delete(employeeRoles).where(inArray(employeeRoles.roleId, ids));
  },
};
