import { eq, or } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { hashPassword } from "../auth/password";
import { sessions, users } from "../db/schema";
import { invalid, ok } from "../http/errors";
import { ACCOUNT_LOOKUPS, hit } from "../http/rate-limit";
import { CODE_GONE, sendCode, TICKET_GONE, useTicket, verifyCode } from "../sms/codes";
import { atPath, type AccountDeps } from "./deps";
import { failIf, inputOf, raw, text } from "./input";
import { codeProblem, maskPhone, passwordProblem } from "./rules";

/** Password recovery: check name → send SMS to the account's phone → verify → set password. */
export function registerRetrieveRoutes(app: FastifyInstance, d: AccountDeps) {
  const at = atPath(d.product);
  const { db } = d;

  /** The account behind a login or phone, if any. */
  const find = async (login: string) => {
    failIf({ login: !login && "请输入手机号/账号" });
    return (await db.select({ id: users.id, phone: users.phone }).from(users).where(or(eq(users.login, login), eq(users.phone, login))).limit(1))[0];
  };

  /** The account behind a login or phone, which must have a phone to receive the code. */
  const account = async (login: string) => {
    const user = await find(login);
    failIf({ login: !user && "账号不存在" });
    failIf({ login: !user!.phone && "该账号未绑定手机号，请联系客服找回密码" });
    return user as { id: number; phone: string };
  };

  app.post(at("usercenter.retrieve.name.check"), async (req) => {
    await hit(db, ACCOUNT_LOOKUPS, req.ip, d.clock());
    const user = await account(text(inputOf(req).login));
    return ok({ phone: maskPhone(user.phone) });
  });

  app.post(at("usercenter.retrieve.sms.send"), async (req) => {
    await hit(db, ACCOUNT_LOOKUPS, req.ip, d.clock());
    const user = await account(text(inputOf(req).login));
    await sendCode(d, { phone: user.phone, purpose: "retrieve", client: req.ip, field: "code" });
    return ok({ phone: maskPhone(user.phone) });
  });

  /**
   * The later steps name the account again. An account that does not exist, or has no phone, is answered as one
   * with no code sent or no ticket: these calls tell no one which phones have accounts, and are rationed as the
   * lookups are, so guessing codes or tickets across accounts runs into the limit too.
   */
  const known = async (login: string) => {
    const user = await find(login);
    return user?.phone ? (user as { id: number; phone: string }) : undefined;
  };

  app.post(at("usercenter.retrieve.sms.verify"), async (req) => {
    await hit(db, ACCOUNT_LOOKUPS, req.ip, d.clock());
    const input = inputOf(req);
    const code = text(input.code);
    failIf({ code: codeProblem(code) });
    const user = await known(text(input.login));
    if (!user) throw invalid({ code: CODE_GONE }, CODE_GONE);
    return ok({ ticket: await verifyCode(d, user.phone, "retrieve", code) });
  });

  /** The new password ends every session of the account and lifts a login lock. */
  app.post(at("usercenter.retrieve.pwd.set"), async (req) => {
    await hit(db, ACCOUNT_LOOKUPS, req.ip, d.clock());
    const input = inputOf(req);
    const password = raw(input.password);
    failIf({ password: passwordProblem(password) });
    const user = await known(text(input.login));
    if (!user) throw invalid({ password: TICKET_GONE }, TICKET_GONE);
    await useTicket(d, user.phone, "retrieve", text(input.ticket), "password");
    await db.update(users).set({ passwordHash: await hashPassword(password), failedLogins: 0, failedSince: null, lockedUntil: null }).where(eq(users.id, user.id));
    await db.delete(sessions).where(eq(sessions.userId, user.id));
    return ok(null);
  });
}
