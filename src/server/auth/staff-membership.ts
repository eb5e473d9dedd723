import { and, eq, sql } from "drizzle-orm";
import type { Exec } from "../db/client";
import { memberships, sessions } from "../db/schema";

/**
 * An employee row is how an enterprise lets a person in: once the person joined (加入) and while it is enabled, the
 * person is a member (not an administrator) and may act for the enterprise; disabling it, or moving it to another
 * phone, ends that membership and every session acting for the enterprise at once.
 */
export async function joinAsStaff(tx: Exec, enterpriseId: number, userId: number) {
  // a member carries the enterprise's certified business roles, as every other membership of it
  const [held] = await tx
    .select({ role: sql<number | null>`bit_or(${memberships.businessRole})` })
    .from(memberships)
    .where(eq(memberships.enterpriseId, enterpriseId));
  await tx
    .insert(memberships)
    .values({ userId, enterpriseId, isAdmin: false, businessRole: Number(held?.role ?? 1) || 1 })
    .onConflictDoNothing();
}

/** Ends a staff membership and its sessions; an administrator's own membership is never ended this way. */
export async function leaveAsStaff(tx: Exec, enterpriseId: number, userId: number) {
  const left = await tx
    .delete(memberships)
    .where(
      and(eq(memberships.userId, userId), eq(memberships.enterpriseId, enterpriseId), eq(memberships.isAdmin, false)),
    )
    .returning({ id: memberships.id });
  if (left.length)
    await tx.delete(sessions).where(and(eq(sessions.userId, userId), eq(sessions.enterpriseId, enterpriseId)));
}

/** Whether the person is an administrator of the enterprise (whose employee row must not lock them out). */
export async function isAdministrator(tx: Exec, enterpriseId: number, userId: number): Promise<boolean> {
  const [m] = await tx
    .select({ id: memberships.id })
    .from(memberships)
    .where(
      and(eq(memberships.userId, userId), eq(memberships.enterpriseId, enterpriseId), eq(memberships.isAdmin, true)),
    );
  return !!m;
}
