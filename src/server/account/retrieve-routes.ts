import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { hashPassword } from "../auth/password";
import { sessions, users } from "../db/schema";
import { invalid, ok } from "../http/errors";
import { ACCOUNT_LOOKUPS, hit } from "../http/rate-limit";
import { CODE_GONE, sendCode, TICKET_GONE, useTicket, verifyCode } from "../sms/codes";
import { atPath, type AccountDeps } from "./deps";
import { failIf, inputOf, raw, text } from "./input";
import { MOBILE } from "../../core/phone-rules";
import { codeProblem, maskPhone, passwordProblem } from "./rules";

/** Password recovery: check name → send SMS to the account's phone → verify → set password. */
export function registerRetrieveRoutes(app: FastifyInstance, d: AccountDeps) {
  const at = atPath(d.product);
  const { db } = d;

  /**
   * The account a login names: by its phone when the login is a phone number, otherwise by its login name. A phone
   * typed in is answered alike whether an account has it or not (the code goes out only when one does); a login name
   * is told apart, because a person recovering by name must learn which phone to watch (docs/security.md).
   */
  const find = async (login: string) => {
    failIf({ login: !login && "请输入手机号/账号" });
    const byPhone = MOBILE.test(login);
    const [user] = await db
      .select({ id: users.id, phone: users.phone })
      .from(users)
      .where(byPhone ? eq(users.phone, login) : eq(users.login, login))
      .limit(1);
    return { byPhone, user: user?.phone ? (user as { id: number; phone: string }) : undefined, named: !!user };
  };

  /** Where the code goes and what the page shows: the phone typed, or the named account's phone. */
  const target = async (login: string) => {
    const { byPhone, user, named } = await find(login);
    if (byPhone) return { phone: login, user };
    failIf({ login: !named && "账号不存在" });
    failIf({ login: !user && "该账号未绑定手机号，请联系客服找回密码" });
    return { phone: user!.phone, user };
  };

  app.post(at("usercenter.retrieve.name.check"), async (req) => {
    await hit(db, ACCOUNT_LOOKUPS, req.ip, d.clock());
    const { phone } = await target(text(inputOf(req).login));
    return ok({ phone: maskPhone(phone) });
  });

  app.post(at("usercenter.retrieve.sms.send"), async (req) => {
    await hit(db, ACCOUNT_LOOKUPS, req.ip, d.clock());
    const { phone, user } = await target(text(inputOf(req).login));
    // a phone no account has goes through every step and limit of a real send, and no message leaves
    await sendCode(d, { phone, purpose: "retrieve", client: req.ip, field: "code", deliver: !!user });
    return ok({ phone: maskPhone(phone) });
  });

  /**
   * The later steps name the account again. A phone is checked against the code sent to it, whether an account has
   * it or not, so a wrong code reads the same for both; an unknown name, or one with no phone, is answered as an
   * account with no code sent or no ticket. Rationed as the lookups are, so guessing codes or tickets across
   * accounts runs into the limit too.
   */
  app.post(at("usercenter.retrieve.sms.verify"), async (req) => {
    await hit(db, ACCOUNT_LOOKUPS, req.ip, d.clock());
    const input = inputOf(req);
    const code = text(input.code);
    failIf({ code: codeProblem(code) });
    const login = text(input.login);
    const { byPhone, user } = await find(login);
    if (!byPhone && !user) throw invalid({ code: CODE_GONE }, CODE_GONE);
    return ok({ ticket: await verifyCode(d, byPhone ? login : user!.phone, "retrieve", code) });
  });

  /** The new password ends every session of the account and lifts a login lock. */
  app.post(at("usercenter.retrieve.pwd.set"), async (req) => {
    await hit(db, ACCOUNT_LOOKUPS, req.ip, d.clock());
    const input = inputOf(req);
    const password = raw(input.password);
    failIf({ password: passwordProblem(password) });
    const { user } = await find(text(input.login));
    if (!user) throw invalid({ password: TICKET_GONE }, TICKET_GONE);
    await useTicket(d, user.phone, "retrieve", text(input.ticket), "password");
    await db
      .update(users)
      .set({ passwordHash: await hashPassword(password), failedLogins: 0, failedSince: null, lockedUntil: null })
      .where(eq(users.id, user.id));
    await db.delete(sessions).where(eq(sessions.userId, user.id));
    return ok(null);
  });
}
