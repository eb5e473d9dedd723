import { eq, or } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { systemClock, type Clock } from "../account/clock";
import type { Db } from "../db/client";
import { users } from "../db/schema";
import { MSG, forbidden, invalid, ok } from "../http/errors";
import { membershipsOf } from "./grants";
import { LOGIN_FAILURES, refuseWhenExhausted, tally } from "../http/rate-limit";
import { clearFailures, isLocked, lockedError, recordFailure, recordUnknownFailure, unknownLocked } from "./lockout";
import { decoyHash, verifyPassword } from "./password";
import {
  SESSION_COOKIE,
  createSession,
  deleteSession,
  loadSession,
  requireSession,
  setSessionCookie,
  setSessionEnterprise,
} from "./session";
import { userView } from "./user-view";
import { callUrl, type CallName } from "../../core/calls";

const WRONG = { password: "账号或密码错误" };

const str = (v: unknown) => (typeof v === "string" ? v.trim() : "");

/** Account endpoints: login, logout, current user, switch of enterprise identity. */
export function registerAuthRoutes(app: FastifyInstance, db: Db, product: string, clock: Clock = systemClock) {
  const at = (name: CallName) => callUrl(product, name);

  app.post(at("usercenter.login"), async (req, reply) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const login = str(body.login);
    const password = typeof body.password === "string" ? body.password : "";
    const errors: Record<string, string> = {};
    if (!login) errors.login = "账号不能为空";
    if (!password) errors.password = "密码不能为空";
    if (Object.keys(errors).length) throw invalid(errors);
    const now = clock();
    await refuseWhenExhausted(db, LOGIN_FAILURES, req.ip, now);
    const [user] = await db
      .select()
      .from(users)
      .where(or(eq(users.login, login), eq(users.phone, login)));
    // an unknown login answers as an account would, in about the same time (one password hash)
    if (user ? isLocked(user, now) : await unknownLocked(db, login, now)) throw lockedError();
    if (!(await verifyPassword(password, user?.passwordHash ?? (await decoyHash())))) {
      const locked = user ? await recordFailure(db, user.id, now) : await recordUnknownFailure(db, login, now);
      const busy = await tally(db, LOGIN_FAILURES, req.ip, now);
      if (locked) throw lockedError();
      if (busy) throw invalid({ password: LOGIN_FAILURES.message }, LOGIN_FAILURES.message);
      throw invalid(WRONG);
    }
    if (!user) throw invalid(WRONG);
    if (user.failedLogins || user.lockedUntil) await clearFailures(db, user.id);
    const first = (await membershipsOf(db, user.id))[0];
    const session = await createSession(db, user.id, first?.id ?? null);
    setSessionCookie(reply, session.id);
    return ok(await userView(db, user, session.enterpriseId));
  });

  app.post(at("usercenter.logout"), async (req, reply) => {
    const token = req.cookies[SESSION_COOKIE];
    if (token) await deleteSession(db, token);
    reply.clearCookie(SESSION_COOKIE, { path: "/" });
    return ok(null);
  });

  app.get(at("user.get"), async (req: FastifyRequest) => {
    const hit = await loadSession(db, req.cookies[SESSION_COOKIE]);
    return ok(hit ? await userView(db, hit.user, hit.session.enterpriseId) : null);
  });

  /** Switch the session's enterprise identity to another enterprise the user belongs to. */
  app.post(at("usercenter.enterprise.switch"), async (req) => {
    const hit = await requireSession(db, req.cookies[SESSION_COOKIE]);
    const id = Number((req.body as Record<string, unknown> | undefined)?.enterpriseId);
    const memberships = await membershipsOf(db, hit.user.id);
    if (!memberships.some((m) => m.id === id)) throw forbidden(MSG.noEnterprise);
    await setSessionEnterprise(db, hit.session.id, id);
    return ok(await userView(db, hit.user, id));
  });
}
