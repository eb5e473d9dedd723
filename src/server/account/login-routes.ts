import { eq, or } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { membershipsOf } from "../auth/grants";
import { clearFailures } from "../auth/lockout";
import { createSession, setSessionCookie } from "../auth/session";
import { userView } from "../auth/user-view";
import { users } from "../db/schema";
import { ok } from "../http/errors";
import { LOGIN_FAILURES, refuseWhenExhausted, tally } from "../http/rate-limit";
import { sendCode, verifyCode } from "../sms/codes";
import { atPath, type AccountDeps } from "./deps";
import { failIf, inputOf, text } from "./input";
import { codeProblem, phoneProblem } from "./rules";

/** Login by SMS code, and the business object (tags) of an account looked up by its login. */
export function registerSmsLoginRoutes(app: FastifyInstance, d: AccountDeps) {
  const at = atPath(d.product);
  const { db } = d;
  const byPhone = async (phone: string) => (await db.select().from(users).where(eq(users.phone, phone)).limit(1))[0];

  /**
   * Spec: "SMS login send POST (params)": the phone travels in the query string. A phone no account has gets
   * the same answer (limits included) and simply no message, so the call does not tell which phones have accounts.
   */
  app.post(at("usercenter.login.sms.send"), async (req) => {
    const phone = text(inputOf(req).phone);
    failIf({ phone: phoneProblem(phone) });
    await sendCode(d, { phone, purpose: "login", client: req.ip, deliver: !!(await byPhone(phone)) });
    return ok(null);
  });

  app.post(at("usercenter.login.sms"), async (req, reply) => {
    const input = inputOf(req);
    const phone = text(input.phone);
    const code = text(input.code);
    failIf({ phone: phoneProblem(phone), code: codeProblem(code) });
    const now = d.clock();
    await refuseWhenExhausted(db, LOGIN_FAILURES, req.ip, now);
    // an unknown phone was never sent a code: it fails here as a wrong or missing code does
    await verifyCode(d, phone, "login", code).catch(async (error) => {
      await tally(db, LOGIN_FAILURES, req.ip, now);
      throw error;
    });
    const user = await byPhone(phone);
    failIf({ code: !user && "验证码已失效，请重新获取" });
    // owning the phone proves the account: a password lock ends here too
    await clearFailures(db, user!.id);
    const first = (await membershipsOf(db, user!.id))[0];
    const session = await createSession(db, user!.id, first?.id ?? null);
    setSessionCookie(reply, session.id);
    return ok(await userView(db, user!, session.enterpriseId));
  });

  /** "find bo by login": the portals an account may use, so the portal gate can answer before login. */
  app.post(at("usercenter.bo.find.by.login"), async (req) => {
    const login = text(inputOf(req).login);
    failIf({ login: !login && "请输入手机号/账号" });
    const [user] = await db.select({ tags: users.tags }).from(users).where(or(eq(users.login, login), eq(users.phone, login))).limit(1);
    return ok(user ? { tags: user.tags } : null);
  });
}
