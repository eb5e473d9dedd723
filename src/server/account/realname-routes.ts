import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { SESSION_COOKIE, requireSession } from "../auth/session";
import { users } from "../db/schema";
import { ok } from "../http/errors";
import { atPath, type AccountDeps } from "./deps";
import { failIf, inputOf, text } from "./input";
import { idCardProblem, nameProblem } from "./rules";

export const REALNAME = { none: 0, pending: 1, verified: 2 } as const;

const maskId = (id: string | null) => (id ? `${id.slice(0, 3)}***********${id.slice(-4)}` : null);

/**
 * Real-name check. There is no identity-verification service in this environment: a name plus an ID
 * number with a valid GB 11643 checksum and birth date is verified at once (state 2). A real service
 * would set 1 (pending) here and 2 from its callback.
 */
export function registerRealNameRoutes(app: FastifyInstance, d: AccountDeps) {
  const at = atPath(d.product);
  const { db } = d;

  app.get(at("usercenter.realname.get"), async (req) => {
    const { user } = await requireSession(db, req.cookies[SESSION_COOKIE]);
    return ok({ realName: user.realName, idCard: maskId(user.idCard), state: user.realNameState });
  });

  app.get(at("usercenter.realname.state"), async (req) => {
    const { user } = await requireSession(db, req.cookies[SESSION_COOKIE]);
    return ok({ state: user.realNameState });
  });

  app.post(at("usercenter.realname.update"), async (req) => {
    const { user } = await requireSession(db, req.cookies[SESSION_COOKIE]);
    const input = inputOf(req);
    const realName = text(input.realName);
    const idCard = text(input.idCard).toUpperCase();
    failIf({ realName: user.realNameState === REALNAME.verified && "已完成实名认证，不可修改" });
    failIf({ realName: nameProblem(realName, "真实姓名"), idCard: idCardProblem(idCard) });
    await db.update(users).set({ realName, idCard, realNameState: REALNAME.verified }).where(eq(users.id, user.id));
    return ok({ realName, idCard: maskId(idCard), state: REALNAME.verified });
  });
}
