import { and, count, eq, ne } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { membershipsOf } from "../auth/grants";
import { hashPassword, verifyPassword } from "../auth/password";
import { SESSION_COOKIE, requireSession } from "../auth/session";
import { enterprises, memberships, sessions, users } from "../db/schema";
import { ok } from "../http/errors";
import { UPLOAD_NAME } from "../files/images";
import { atPath, type AccountDeps } from "./deps";
import { failIf, inputOf, raw, text } from "./input";
import { emailProblem, nameProblem, passwordProblem } from "./rules";

/** The personal centre: profile, avatar, password and the current enterprise's details. */
export function registerProfileRoutes(app: FastifyInstance, d: AccountDeps) {
  const at = atPath(d.product);
  const { db } = d;

  /** Profile fields beyond `user.get` (whose shape the wire contract fixes). */
  app.get(at("usercenter.user.info.get"), async (req) => {
    const { user } = await requireSession(db, req.cookies[SESSION_COOKIE]);
    const { id, login, name, phone, image, gender, email, realNameState, createdAt } = user;
    return ok({ id, login, name, phone, image, gender, email, realNameState, createdAt });
  });

  app.post(at("usercenter.user.update.info"), async (req) => {
    const { user } = await requireSession(db, req.cookies[SESSION_COOKIE]);
    const input = inputOf(req);
    const name = text(input.name);
    const email = text(input.email);
    const gender = input.gender === undefined || input.gender === null ? user.gender : Number(input.gender);
    failIf({
      name: nameProblem(name),
      email: emailProblem(email),
      gender: ![0, 1, 2].includes(gender) && "请选择性别",
    });
    await db
      .update(users)
      .set({ name, email: email || null, gender })
      .where(eq(users.id, user.id));
    return ok({ name, email: email || null, gender });
  });

  /** Saves an uploaded image (the name the upload returned) as the avatar. */
  app.post(at("usercenter.user.update.photo"), async (req) => {
    const { user } = await requireSession(db, req.cookies[SESSION_COOKIE]);
    const image = text(inputOf(req).image);
    failIf({ image: (!UPLOAD_NAME.test(image) || !(await d.files.has(image))) && "请先上传头像图片" });
    await db.update(users).set({ image }).where(eq(users.id, user.id));
    return ok({ image });
  });

  /** Old password + new one; every other session of the account ends. */
  app.post(at("usercenter.login.pwd.update"), async (req) => {
    const { user, session } = await requireSession(db, req.cookies[SESSION_COOKIE]);
    const input = inputOf(req);
    const oldPassword = raw(input.oldPassword);
    const password = raw(input.password);
    failIf({ oldPassword: !oldPassword && "请输入原密码", password: passwordProblem(password) });
    failIf({ oldPassword: !(await verifyPassword(oldPassword, user.passwordHash)) && "原密码错误" });
    failIf({ password: oldPassword === password && "新密码不能与原密码相同" });
    await db
      .update(users)
      .set({ passwordHash: await hashPassword(password) })
      .where(eq(users.id, user.id));
    await db.delete(sessions).where(and(eq(sessions.userId, user.id), ne(sessions.id, session.id)));
    return ok(null);
  });

  /** The enterprise the session acts for, or null for a personal account. */
  app.get(at("usercenter.org.detail.get"), async (req) => {
    const { user, session } = await requireSession(db, req.cookies[SESSION_COOKIE]);
    const mine = (await membershipsOf(db, user.id)).find((m) => m.id === session.enterpriseId);
    if (!mine) return ok(null);
    const [ent] = await db.select().from(enterprises).where(eq(enterprises.id, mine.id));
    const [members] = await db.select({ n: count() }).from(memberships).where(eq(memberships.enterpriseId, mine.id));
    return ok({
      id: mine.id,
      name: mine.name,
      creditCode: ent?.creditCode ?? null,
      isAdmin: mine.isAdmin,
      businessRole: mine.businessRole,
      memberCount: members?.n ?? 0,
      createdAt: ent?.createdAt ?? null,
    });
  });
}
