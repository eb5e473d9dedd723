import { and, eq, notInArray } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { SESSION_COOKIE, requireSession } from "../auth/session";
import { systemIdOf } from "../auth/caller";
import { membershipsOf } from "../auth/grants";
import { realNameApplications, users } from "../db/schema";
import { ok } from "../http/errors";
import { atPath, type AccountDeps } from "./deps";
import { failIf, inputOf, text } from "./input";
import {
  REALNAME,
  certificationRoles,
  certifiedFor,
  latestCertification,
  latestRealName,
  maskId,
  standingOf,
} from "./realname-standing";
import { idCardProblem, nameProblem } from "./rules";

/** An uploaded picture as the upload answered it (`/files/<32 hex>.png`), or a bundled demo picture. */
const PHOTO = /^(\/files\/)?[0-9a-f]{32}\.(png|jpe?g|gif|webp)$|^\/assets\/[\w/-]+\.(svg|png|jpe?g)$/;
const photoProblem = (v: string, side: string) =>
  !v ? `请上传身份证${side}照片` : !PHOTO.test(v) ? `身份证${side}照片须为上传的图片` : undefined;

type Application = typeof realNameApplications.$inferSelect;

/** The person's application as the person reads it: the ID number masked, the decision and its reason. */
const shown = (a: Application | undefined, fallback: number) => ({
  realName: a?.realName ?? null,
  idCard: maskId(a?.idCard ?? null),
  idCardFront: a?.idCardFront ?? null,
  idCardBack: a?.idCardBack ?? null,
  state: a ? standingOf(a.status) : fallback,
  reason: a?.status === "rejected" ? a.reason : null,
  submittedAt: a?.createdAt ?? null,
  auditedAt: a?.auditedAt ?? null,
});

/**
 * Real-name check (docs/accounts.md): a person sends a name, a GB 11643 ID number and both sides of the ID card;
 * the application waits (state 1) in the platform operator's queue of the portal it was sent on, who verifies it
 * (2) or turns it down with a reason (3), after which the person may send a corrected one. A verified identity
 * cannot be changed.
 */
export function registerRealNameRoutes(app: FastifyInstance, d: AccountDeps) {
  const at = atPath(d.product);
  const { db } = d;
  const person = (req: FastifyRequest) => requireSession(db, req.cookies[SESSION_COOKIE]);

  app.get(at("usercenter.realname.get"), async (req) => {
    const { user } = await person(req);
    return ok(shown(await latestRealName(db, user.id), user.realNameState));
  });

  app.get(at("usercenter.realname.state"), async (req) => {
    const { user } = await person(req);
    const latest = await latestRealName(db, user.id);
    return ok({ state: user.realNameState, reason: latest?.status === "rejected" ? latest.reason : null });
  });

  app.post(at("usercenter.realname.update"), async (req) => {
    const { user } = await person(req);
    const input = inputOf(req);
    const realName = text(input.realName);
    const idCard = text(input.idCard).toUpperCase();
    const idCardFront = text(input.idCardFront);
    const idCardBack = text(input.idCardBack);
    failIf({ realName: user.realNameState === REALNAME.verified && "已完成实名认证，不可修改" });
    failIf({ realName: user.realNameState === REALNAME.pending && "实名认证正在审核中，请等待审核结果" });
    failIf({
      realName: nameProblem(realName, "真实姓名"),
      idCard: idCardProblem(idCard),
      idCardFront: photoProblem(idCardFront, "人像面"),
      idCardBack: photoProblem(idCardBack, "国徽面"),
    });
    const systemId = systemIdOf(req);
    const saved = await db.transaction(async (tx) => {
      // only a person neither waiting nor verified moves to waiting: of two racing submissions one lands
      const moved = await tx
        .update(users)
        .set({ realNameState: REALNAME.pending })
        .where(and(eq(users.id, user.id), notInArray(users.realNameState, [REALNAME.pending, REALNAME.verified])))
        .returning({ id: users.id });
      failIf({ realName: !moved.length && "实名认证正在审核中，请等待审核结果" });
      const [row] = await tx
        .insert(realNameApplications)
        .values({
          userId: user.id,
          systemId: Number.isInteger(systemId) ? systemId : 56,
          realName,
          idCard,
          idCardFront,
          idCardBack,
        })
        .returning();
      return row;
    });
    return ok(shown(saved, REALNAME.pending));
  });

  /**
   * The caller's latest audit results (spec "audit.lasted"): its own real name, and the certification of the
   * enterprise it acts for on this portal, each with the operator's reason when turned down.
   */
  app.post(at("usercenter.audit.lasted"), async (req) => {
    const { user, session } = await person(req);
    const latest = await latestRealName(db, user.id);
    const member =
      session.enterpriseId === null
        ? undefined
        : (await membershipsOf(db, user.id)).find((m) => m.id === session.enterpriseId);
    const systemId = systemIdOf(req);
    const cert = member && !member.isPlatform ? await latestCertification(db, member.id, systemId) : undefined;
    return ok({
      // what gated actions ask (docs/accounts.md): a verified real name, or an approved certification of the enterprise
      certified: await certifiedFor(db, { userId: user.id, enterpriseId: member?.id ?? null, systemId }),
      realName: latest
        ? {
            state: standingOf(latest.status),
            status: latest.status,
            reason: latest.status === "rejected" ? latest.reason : null,
            submittedAt: latest.createdAt,
            auditedAt: latest.auditedAt,
          }
        : null,
      // each kind of certification's standing on this portal, for the screens that need one (报价, 发布)
      roles:
        member && !member.isPlatform ? await certificationRoles(db, member.id, systemId) : { "1": null, "2": null },
      enterprise: cert
        ? {
            id: cert.row.id,
            applyNo: cert.row.applyNo,
            role: cert.row.role,
            status: cert.row.status,
            reason: cert.reason,
            submittedAt: cert.row.createdAt,
            auditedAt: cert.auditedAt,
          }
        : null,
    });
  });
}
