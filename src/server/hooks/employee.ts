import { and, eq, ne } from "drizzle-orm";
import { users } from "../db/schema";
import { invalid } from "../http/errors";
import { col, tenantWhere, type OpContext } from "../operations/context";
import type { Values } from "../validation/payload";
import type { ResourceHooks } from "./types";

/**
 * An employee is linked to the platform account with the same phone: that link is how the roles
 * of an employee reach a logged-in user. One employee per phone per enterprise.
 */
async function linkByPhone(ctx: OpContext, values: Values, selfId?: number) {
  if (typeof values.phone !== "string") return;
  const { tx, table, resource, caller } = ctx;
  const clash = await tx
    .select({ id: col(table, "id") })
    .from(table)
    .where(and(tenantWhere(resource, table, caller), eq(col(table, "phone"), values.phone), selfId ? ne(col(table, "id"), selfId) : undefined))
    .limit(1);
  if (clash.length) throw invalid({ phone: "该手机号已是本企业员工" });
  const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.phone, values.phone));
  values.userId = user?.id ?? null;
}

export const employeeHooks: ResourceHooks = {
  beforeCreate: (ctx, values) => linkByPhone(ctx, values),
  beforeUpdate: (ctx, values, current) => linkByPhone(ctx, values, current.id),
};
