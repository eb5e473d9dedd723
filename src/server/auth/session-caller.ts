import { and, eq, gt, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { prepared } from "../db/prepared";
import { enterprises, memberships, sessions, users } from "../db/schema";
import type { MembershipView } from "./grants";
import { now } from "../clock";

export interface SessionCaller {
  user: { id: number; name: string; phone: string | null; tags: number[] };
  /** The enterprise the session acts for, while the user still belongs to it. */
  enterprise: MembershipView | null;
}

/**
 * The live session behind a cookie, its user and the membership it acts for, in one read: every mall call of a
 * logged-in buyer asks this, so it is one round trip (not the session, then all the user's memberships).
 */
export async function loadSessionCaller(db: Db, token: string | undefined): Promise<SessionCaller | null> {
  if (!token || token.length > 64) return null;
  const [hit] = await prepared(db, "session_caller", sessionCaller).execute({ token, now: now().toISOString() });
  if (!hit) return null;
  const enterprise =
    hit.enterpriseId === null
      ? null
      : {
          id: hit.enterpriseId,
          name: hit.enterpriseName!,
          isAdmin: hit.isAdmin!,
          businessRole: hit.businessRole!,
          isPlatform: hit.isPlatform!,
        };
  return { user: { id: hit.id, name: hit.name, phone: hit.phone, tags: hit.tags }, enterprise };
}

/** The read behind loadSessionCaller; a session expires by the process's clock (../clock.ts), which a test may move. */
const sessionCaller = (db: Db) =>
  db
    .select({
      id: users.id,
      name: users.name,
      phone: users.phone,
      tags: users.tags,
      enterpriseId: enterprises.id,
      enterpriseName: enterprises.name,
      isPlatform: enterprises.isPlatform,
      isAdmin: memberships.isAdmin,
      businessRole: memberships.businessRole,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(
      memberships,
      and(eq(memberships.userId, sessions.userId), eq(memberships.enterpriseId, sessions.enterpriseId)),
    )
    .leftJoin(enterprises, eq(enterprises.id, memberships.enterpriseId))
    .where(
      and(
        eq(sessions.id, sql.placeholder("token")),
        gt(sessions.expiresAt, sql`${sql.placeholder("now")}::timestamptz`),
      ),
    )
    .prepare("session_caller");
