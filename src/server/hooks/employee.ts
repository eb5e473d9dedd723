import { eq } from "drizzle-orm";
import { isAdministrator, joinAsStaff, leaveAsStaff } from "../auth/staff-membership";
import { users } from "../db/schema";
import { invalid } from "../http/errors";
import type { OpContext, Row } from "../operations/context";
import type { Values } from "../validation/payload";
import type { ResourceHooks } from "./types";

export const ADMIN_STAYS = "该员工是企业管理员，不能停用";

/**
 * An employee is linked to the platform account with the same phone: that link is how the roles
 * of an employee reach a logged-in user (one employee per phone per enterprise is the resource's `uniqueBy`).
 */
async function linkByPhone(ctx: OpContext, values: Values) {
  if (typeof values.phone !== "string") return;
  const [user] = await ctx.tx.select({ id: users.id }).from(users).where(eq(users.phone, values.phone));
  values.userId = user?.id ?? null;
}

const userOf = (row: Row) => (typeof row.userId === "number" ? row.userId : null);

/** The person behind an enabled employee is a member of the enterprise; behind a disabled one, not (staff-membership.ts). */
async function settleMembership(ctx: OpContext, row: Row) {
  const userId = userOf(row);
  if (userId === null) return;
  if (row.status === 1) await joinAsStaff(ctx.tx, ctx.caller.enterpriseId, userId);
  else await leaveAsStaff(ctx.tx, ctx.caller.enterpriseId, userId);
}

export const employeeHooks: ResourceHooks = {
  beforeCreate: (ctx, values) => linkByPhone(ctx, values),
  beforeUpdate: async (ctx, values, current) => {
    await linkByPhone(ctx, values);
    // a new phone is another person: the one before leaves the enterprise
    const before = userOf(current);
    if ("userId" in values && before !== null && values.userId !== before) await leaveAsStaff(ctx.tx, ctx.caller.enterpriseId, before);
  },
  beforeAction: async (ctx, action, rows) => {
    if (action !== "disable") return;
    for (const r of rows) {
      const userId = userOf(r);
      if (userId !== null && (await isAdministrator(ctx.tx, ctx.caller.enterpriseId, userId))) throw invalid({ status: ADMIN_STAYS }, ADMIN_STAYS);
    }
  },
  afterWrite: settleMembership,
  afterAction: async (ctx, _action, rows) => {
    for (const r of rows) await settleMembership(ctx, r);
  },
};
