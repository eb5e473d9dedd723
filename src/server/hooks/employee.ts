import { eq } from "drizzle-orm";
import { users } from "../db/schema";
import type { OpContext } from "../operations/context";
import type { Values } from "../validation/payload";
import type { ResourceHooks } from "./types";

/**
 * An employee is linked to the platform account with the same phone: that link is how the roles
 * of an employee reach a logged-in user (one employee per phone per enterprise is the resource's `uniqueBy`).
 */
async function linkByPhone(ctx: OpContext, values: Values) {
  if (typeof values.phone !== "string") return;
  const [user] = await ctx.tx.select({ id: users.id }).from(users).where(eq(users.phone, values.phone));
  values.userId = user?.id ?? null;
}

export const employeeHooks: ResourceHooks = {
  beforeCreate: (ctx, values) => linkByPhone(ctx, values),
  beforeUpdate: (ctx, values) => linkByPhone(ctx, values),
};
