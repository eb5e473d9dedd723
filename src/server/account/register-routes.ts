import { linkNewAccount } from "../operations/person-link";
import { eq, or } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { systemIdOf } from "../auth/caller";
import { hashPassword } from "../auth/password";
import { SESSION_COOKIE, requireSession } from "../auth/session";
import { userView } from "../auth/user-view";
import { enterprises, memberships, sessions, users } from "../db/schema";
import { forbidden, ok } from "../http/errors";
import { ACCOUNT_LOOKUPS, hit } from "../http/rate-limit";
import { sendCode, useTicket, verifyCode } from "../sms/codes";
import { atPath, type AccountDeps } from "./deps";
import { failIf, inputOf, raw, text } from "./input";
import { registrationSwitches } from "./portal-switches";
import { applyAtRegistration } from "./registration-applications";
import { enterpriseFields } from "../../core/account-fields";
import { fieldProblem } from "../validation/declared";
import { codeProblem, nameProblem, passwordProblem, phoneProblem } from "./rules";
import { bindCreditLines } from "../credit/bind-lines";

const CLOSED = "当前平台未开放注册";
const ENT_CLOSED = "当前平台未开放企业注册";
const TAKEN = "该手机号已注册，请直接登录";

/**
 * Personal registration (reg.sms.send → reg.sms.verify → reg.setpwd) and enterprise registration
 * (org.register), each only where the portal's switch is open.
 */
export function registerRegistrationRoutes(app: FastifyInstance, d: AccountDeps) {
  const at = atPath(d.product);
  const { db } = d;

  const phoneTaken = async (phone: string) =>
    (
      await db
        .select({ id: users.id })
        .from(users)
        .where(or(eq(users.phone, phone), eq(users.login, phone)))
        .limit(1)
    ).length > 0;

  const requireOpen = async (systemId: number) => {
    if (!(await registrationSwitches(db, systemId)).openRegistry) throw forbidden(CLOSED);
  };

  /**
   * The code goes to every well-formed phone, one with an account too, and the answer is the same: whether a phone
   * has an account is told by reg.sms.verify, to whoever shows the code sent to it (docs/security.md).
   */
  app.post(at("usercenter.reg.sms.send"), async (req) => {
    await requireOpen(systemIdOf(req));
    const phone = text(inputOf(req).phone);
    failIf({ phone: phoneProblem(phone) });
    await hit(db, { ...ACCOUNT_LOOKUPS, field: "phone" }, req.ip, d.clock());
    await sendCode(d, { phone, purpose: "reg", client: req.ip });
    return ok(null);
  });

  /** The code proves the phone: only then is its holder told that it has an account already, and sent to log in. */
  app.post(at("usercenter.reg.sms.verify"), async (req) => {
    await requireOpen(systemIdOf(req));
    const input = inputOf(req);
    const phone = text(input.phone);
    const code = text(input.code);
    failIf({ phone: phoneProblem(phone), code: codeProblem(code) });
    await hit(db, { ...ACCOUNT_LOOKUPS, field: "code" }, req.ip, d.clock());
    const ticket = await verifyCode(d, phone, "reg", code);
    failIf({ phone: (await phoneTaken(phone)) && TAKEN });
    return ok({ ticket });
  });

  /** Creates the account: login and phone are the phone number, tags the portal registered on. */
  app.post(at("usercenter.reg.setpwd"), async (req) => {
    const systemId = systemIdOf(req);
    await requireOpen(systemId);
    const input = inputOf(req);
    const phone = text(input.phone);
    const name = text(input.name);
    const password = raw(input.password);
    failIf({ phone: phoneProblem(phone), name: nameProblem(name, "用户名称"), password: passwordProblem(password) });
    // the ticket first: without one, this call must not tell whether the phone has an account
    await useTicket(d, phone, "reg", text(input.ticket));
    const passwordHash = await hashPassword(password);
    const [user] = await db
      .insert(users)
      .values({ login: phone, phone, name, passwordHash, tags: [systemId] })
      .onConflictDoNothing()
      .returning({ id: users.id, login: users.login, name: users.name });
    failIf({ phone: !user && TAKEN });
    // rows that named this phone (an enterprise's invitation) wait for the person from the first login
    await db.transaction((tx) => linkNewAccount(tx, app.registry, user!.id, phone));
    return ok(user);
  });

  /**
   * A logged-in user founds an enterprise and becomes its administrator; the session acts for it. The business role
   * it registers as is only applied for (docs/accounts.md): the certifications wait for the operator.
   */
  app.post(at("usercenter.org.register"), async (req) => {
    const systemId = systemIdOf(req);
    const hit = await requireSession(db, req.cookies[SESSION_COOKIE]);
    if (!(await registrationSwitches(db, systemId)).openEnterpriseRegistry) throw forbidden(ENT_CLOSED);
    const input = inputOf(req);
    const name = text(input.name);
    const creditCode = text(input.creditCode).toUpperCase();
    const businessRole = Number(input.businessRole);
    failIf({
      name: fieldProblem(enterpriseFields, "name", name),
      creditCode: fieldProblem(enterpriseFields, "creditCode", creditCode),
      businessRole: fieldProblem(enterpriseFields, "businessRole", input.businessRole),
    });
    const [sameName] = await db
      .select({ id: enterprises.id })
      .from(enterprises)
      .where(eq(enterprises.name, name))
      .limit(1);
    const [sameCode] = await db
      .select({ id: enterprises.id })
      .from(enterprises)
      .where(eq(enterprises.creditCode, creditCode))
      .limit(1);
    failIf({ name: !!sameName && "该企业名称已注册", creditCode: !!sameCode && "该统一社会信用代码已注册" });
    const enterpriseId = await db.transaction(async (tx) => {
      const [ent] = await tx
        .insert(enterprises)
        .values({ name, creditCode })
        .onConflictDoNothing()
        .returning({ id: enterprises.id });
      failIf({ name: !ent && "该企业名称已注册" });
      await tx.insert(memberships).values({ userId: hit.user.id, enterpriseId: ent!.id, isAdmin: true, businessRole });
      await bindCreditLines(tx, { id: ent!.id, name, creditCode });
      const application = {
        role: businessRole,
        creditCode,
        licenseImage: input.licenseImage,
        categories: input.categories,
        contact: hit.user.name,
        phone: hit.user.phone,
      };
      await applyAtRegistration(
        tx,
        app.registry,
        { userId: hit.user.id, enterpriseId: ent!.id, systemId },
        application,
      );
      // founding an enterprise on a portal opens that portal to its administrator
      if (!hit.user.tags.includes(systemId))
        await tx
          .update(users)
          .set({ tags: [...hit.user.tags, systemId] })
          .where(eq(users.id, hit.user.id));
      await tx.update(sessions).set({ enterpriseId: ent!.id }).where(eq(sessions.id, hit.session.id));
      return ent!.id;
    });
    const [user] = await db.select().from(users).where(eq(users.id, hit.user.id));
    return ok(await userView(db, user!, enterpriseId));
  });
}
