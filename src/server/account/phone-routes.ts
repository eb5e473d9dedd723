import { and, eq, ne, or } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { SESSION_COOKIE, requireSession } from "../auth/session";
import { users } from "../db/schema";
import { ok } from "../http/errors";
import { sendCode, ticketValid, useTicket, verifyCode } from "../sms/codes";
import { atPath, type AccountDeps } from "./deps";
import { failIf, inputOf, text } from "./input";
import { codeProblem, maskPhone, phoneProblem } from "./rules";

const STEP_ONE = "请先验证原手机号";

/** Phone change: a code on the old phone gives a ticket; with it, a code on the new phone rebinds. */
export function registerPhoneRoutes(app: FastifyInstance, d: AccountDeps) {
  const at = atPath(d.product);
  const { db } = d;

  const caller = async (req: FastifyRequest) => {
    const { user } = await requireSession(db, req.cookies[SESSION_COOKIE]);
    failIf({ code: !user.phone && "当前账号未绑定手机号，请联系客服" });
    return user as typeof user & { phone: string };
  };

  app.post(at("usercenter.phone.old.sms.send"), async (req) => {
    const user = await caller(req);
    await sendCode(d, { phone: user.phone, purpose: "phoneOld", client: req.ip, field: "code" });
    return ok({ phone: maskPhone(user.phone) });
  });

  app.post(at("usercenter.phone.old.sms.verify"), async (req) => {
    const user = await caller(req);
    const code = text(inputOf(req).code);
    failIf({ code: codeProblem(code) });
    return ok({ ticket: await verifyCode(d, user.phone, "phoneOld", code) });
  });

  const newPhoneProblem = async (phone: string, userId: number) => {
    const problem = phoneProblem(phone);
    if (problem) return problem;
    const [other] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(or(eq(users.phone, phone), eq(users.login, phone)), ne(users.id, userId)))
      .limit(1);
    return other ? "该手机号已被其他账号使用" : undefined;
  };

  app.post(at("usercenter.phone.new.sms.send"), async (req) => {
    const user = await caller(req);
    const input = inputOf(req);
    const phone = text(input.phone);
    failIf({ phone: await newPhoneProblem(phone, user.id) });
    failIf({ phone: phone === user.phone && "新手机号不能与原手机号相同" });
    failIf({ phone: !(await ticketValid(d, user.phone, "phoneOld", text(input.ticket))) && STEP_ONE });
    await sendCode(d, { phone, purpose: "phoneNew", client: req.ip });
    return ok(null);
  });

  /** Binds the new phone; an account whose login was its old phone now logs in with the new one. */
  app.post(at("usercenter.phone.new.sms.verify"), async (req) => {
    const user = await caller(req);
    const input = inputOf(req);
    const phone = text(input.phone);
    const code = text(input.code);
    const ticket = text(input.ticket);
    failIf({ phone: await newPhoneProblem(phone, user.id), code: codeProblem(code) });
    failIf({ phone: !(await ticketValid(d, user.phone, "phoneOld", ticket)) && STEP_ONE });
    await verifyCode(d, phone, "phoneNew", code);
    await useTicket(d, user.phone, "phoneOld", ticket, "phone");
    await db
      .update(users)
      .set({ phone, ...(user.login === user.phone ? { login: phone } : {}) })
      .where(eq(users.id, user.id));
    return ok({ phone });
  });
}
