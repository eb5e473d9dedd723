import { and, eq, inArray, sql } from "drizzle-orm";
import type { CertRole } from "../../core/certification-gates";
import type { Exec } from "../db/client";
import { memberships, resourceTables } from "../db/schema";
import { invalid } from "../http/errors";
import { col, type OpContext } from "../operations/context";

export { PURCHASER, SUPPLIER } from "../../core/certification-gates";

const certification = resourceTables.certification!;

/**
 * The enterprises among `enterpriseIds` holding an approved certification of `role` on the portal. This, never the
 * business role recorded on a membership (what the enterprise said at registration), is what lets it quote or publish.
 */
export async function certifiedAmong(
  tx: Exec,
  enterpriseIds: number[],
  systemId: number,
  role: CertRole,
): Promise<Set<number>> {
  if (!enterpriseIds.length) return new Set();
  const c = (key: string) => col(certification, key);
  const rows = await tx
    .select({ id: c("enterpriseId") })
    .from(certification)
    .where(
      and(
        inArray(c("enterpriseId"), enterpriseIds),
        eq(c("systemId"), systemId),
        eq(c("role"), role),
        eq(c("status"), "approved"),
      ),
    );
  return new Set(rows.map((r: { id: unknown }) => r.id as number));
}

/** Refuses, with `message` under `field`, a caller whose enterprise holds no approved certification of `role` on this portal. */
export async function requireBusinessRole(ctx: OpContext, role: CertRole, field: string, message: string) {
  const { enterpriseId, systemId } = ctx.caller;
  if (!(await certifiedAmong(ctx.tx, [enterpriseId], systemId, role)).has(enterpriseId))
    throw invalid({ [field]: message }, message);
}

/** Adds a certified role to the business role every membership of an enterprise shows (1 | 2 → 3). */
export async function grantBusinessRole(ctx: OpContext, enterpriseId: number, role: number) {
  await ctx.tx
    .update(memberships)
    .set({ businessRole: sql`${memberships.businessRole} | ${role}` })
    .where(eq(memberships.enterpriseId, enterpriseId));
}
