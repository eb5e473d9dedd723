import { eq, sql } from "drizzle-orm";
import { memberships } from "../db/schema";
import { invalid } from "../http/errors";
import type { OpContext } from "../operations/context";

/** Business roles (spec §3) as bits: 1 purchaser, 2 supplier, 3 both. */
export const PURCHASER = 1;
export const SUPPLIER = 2;

/** The business roles of the enterprise the caller acts for: every role any of its memberships holds. */
export async function businessRoleOf(ctx: OpContext): Promise<number> {
  const [m] = await ctx.tx
    .select({ role: sql<number | null>`bit_or(${memberships.businessRole})` })
    .from(memberships)
    .where(eq(memberships.enterpriseId, ctx.caller.enterpriseId));
  return Number(m?.role ?? 0);
}

/** Refuses, with `message` under `field`, a caller whose enterprise has not been certified for `role`. */
export async function requireBusinessRole(ctx: OpContext, role: number, field: string, message: string) {
  if (((await businessRoleOf(ctx)) & role) === 0) throw invalid({ [field]: message }, message);
}

/** Adds a certified role to every membership of an enterprise (1 | 2 → 3). */
export async function grantBusinessRole(ctx: OpContext, enterpriseId: number, role: number) {
  await ctx.tx
    .update(memberships)
    .set({ businessRole: sql`${memberships.businessRole} | ${role}` })
    .where(eq(memberships.enterpriseId, enterpriseId));
}
