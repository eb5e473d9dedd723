import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { membershipsOf } from "../auth/grants";
import { clearFailures } from "../auth/lockout";
import { createSession, loadSession, SESSION_COOKIE, setSessionCookie } from "../auth/session";
import { userView } from "../auth/user-view";
import { users } from "../db/schema";
import { ok } from "../http/errors";
import { ACCOUNT_LOOKUPS, hit, LOGIN_FAILURES, refuseWhenExhausted, tally } from "../http/rate-limit";
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

  /**
   * "find bo by login": the portals an account may use. Only its own session learns them; anyone else is answered
   * null, as for a login no account has, so the call tells no stranger which phones have accounts. Rationed as the
   * other lookups by login are.
   */
  app.post(at("usercenter.bo.find.by.login"), async (req) => {
    await hit(db, ACCOUNT_LOOKUPS, req.ip, d.clock());
    const login = text(inputOf(req).login);
    failIf({ login: !login && "请输入手机号/账号" });
    const own = await loadSession(db, req.cookies[SESSION_COOKIE]);
    const mine = own && (own.user.login === login || own.user.phone === login);
    return ok(mine ? { tags: own.user.tags } : null);
  });
}
