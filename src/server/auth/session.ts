import { randomBytes } from "node:crypto";
import { and, eq, gt } from "drizzle-orm";
import type { FastifyReply } from "fastify";
import type { Db } from "../db/client";
import { sessions, users } from "../db/schema";
import { unauthorized } from "../http/errors";
import { now, nowMs } from "../clock";

export const SESSION_COOKIE = "agri_sid";
export const SESSION_DAYS = 7;

export type User = typeof users.$inferSelect;
export type Session = typeof sessions.$inferSelect;

export async function createSession(db: Db, userId: number, enterpriseId: number | null): Promise<Session> {
  const [s] = await db
    .insert(sessions)
    .values({
      id: randomBytes(32).toString("hex"),
      userId,
      enterpriseId,
      expiresAt: new Date(nowMs() + SESSION_DAYS * 86_400_000),
    })
    .returning();
  return s!;
}

/** The live session behind a cookie value and its user, or null when absent or expired. */
export async function loadSession(db: Db, token: string | undefined): Promise<{ session: Session; user: User } | null> {
  if (!token || token.length > 64) return null;
  const [hit] = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, token), gt(sessions.expiresAt, now())));
  return hit ?? null;
}

export async function deleteSession(db: Db, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, token));
}

export async function setSessionEnterprise(db: Db, token: string, enterpriseId: number): Promise<void> {
  await db.update(sessions).set({ enterpriseId }).where(eq(sessions.id, token));
}

/**
 * The session cookie: HttpOnly, SameSite=Lax, whole site, and Secure when the request came over HTTPS
 * (directly, or through a proxy the app was told to trust: TRUST_PROXY), so it never travels in clear text.
 */
export function setSessionCookie(reply: FastifyReply, token: string): void {
  const secure = reply.request.protocol === "https";
  reply.setCookie(SESSION_COOKIE, token, {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure,
    maxAge: SESSION_DAYS * 86_400,
  });
}

/** The logged-in caller of an account endpoint, or 401. */
export async function requireSession(db: Db, token: string | undefined): Promise<{ session: Session; user: User }> {
  const hit = await loadSession(db, token);
  if (!hit) throw unauthorized();
  return hit;
}
