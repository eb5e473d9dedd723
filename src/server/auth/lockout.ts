import { eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { users } from "../db/schema";
import { invalid } from "../http/errors";
import { exhausted, tally, type LimitRule } from "../http/rate-limit";
import { MINUTE } from "../account/clock";
import type { User } from "./session";

export const LOCK_AFTER = 5;
export const FAILURE_WINDOW = 15 * MINUTE;
export const LOCK_FOR = 15 * MINUTE;
// SMS login and password recovery stay open while locked: the lock stops password guessing only.
export const LOCKED = "账号已锁定，请15分钟后再试或使用短信验证码登录";

export const lockedError = () => invalid({ password: LOCKED }, LOCKED);

export const isLocked = (user: Pick<User, "lockedUntil">, now: Date) => !!user.lockedUntil && user.lockedUntil > now;

/**
 * Counts a wrong password in one statement (concurrent attempts all count). The fifth inside
 * 15 minutes locks the account for 15 minutes; returns true when this failure locked it.
 */
export async function recordFailure(db: Db, userId: number, now: Date): Promise<boolean> {
  const windowStart = new Date(now.getTime() - FAILURE_WINDOW);
  const fresh = sql`(${users.failedSince} is null or ${users.failedSince} <= ${windowStart.toISOString()}::timestamptz)`;
  const [row] = await db
    .update(users)
    .set({
      failedLogins: sql`case when ${fresh} then 1 else ${users.failedLogins} + 1 end`,
      failedSince: sql`case when ${fresh} then ${now.toISOString()}::timestamptz else ${users.failedSince} end`,
    })
    .where(eq(users.id, userId))
    .returning({ failures: users.failedLogins });
  if ((row?.failures ?? 0) < LOCK_AFTER) return false;
  await db
    .update(users)
    .set({ lockedUntil: new Date(now.getTime() + LOCK_FOR), failedLogins: 0, failedSince: null })
    .where(eq(users.id, userId));
  return true;
}

/** A successful login or a new password starts the count afresh. */
export async function clearFailures(db: Db, userId: number): Promise<void> {
  await db.update(users).set({ failedLogins: 0, failedSince: null, lockedUntil: null }).where(eq(users.id, userId));
}

/**
 * A login name no account has fails and locks as an account would (five wrong passwords in a window, then
 * the same LOCKED answer), counted in the shared limits table, so the answers never tell whether it exists.
 */
const UNKNOWN_LOGIN: LimitRule = {
  name: "nologin",
  field: "password",
  message: LOCKED,
  limits: [{ per: "subject", max: LOCK_AFTER - 1, windowMs: LOCK_FOR }],
};

/** True while an unknown login name is "locked" (its fifth failure is behind it in the window). */
export const unknownLocked = (db: Db, login: string, now: Date) =>
  exhausted(db, UNKNOWN_LOGIN, login.toLowerCase(), now);

/** Counts a failure of an unknown login name; true when this one "locks" it, as recordFailure would. */
export const recordUnknownFailure = (db: Db, login: string, now: Date) =>
  tally(db, UNKNOWN_LOGIN, login.toLowerCase(), now);
