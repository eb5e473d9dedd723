import type { FastifyInstance, FastifyRequest } from "fastify";
import { SESSION_COOKIE, requireSession } from "../auth/session";
import { systemIdOf } from "../auth/caller";
import { membershipsOf } from "../auth/grants";
import { ok } from "../http/errors";
import { atPath, type AccountDeps } from "./deps";
import {
  certificationRoles,
  certifiedFor,
  latestCertification,
  latestRealName,
  maskId,
  standingOf,
  type RealNameRow,
} from "./realname-standing";

/** The person's application as the person reads it: the ID number masked, the decision and its reason. */
const shown = (a: RealNameRow | undefined, fallback: number) => ({
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
 * What the personal center reads of the real-name check (docs/accounts.md): the person's newest application and the
 * account's standing, none (0), waiting (1), verified (2) or turned down (3). Sending one, and the operator's
 * decision, are the declared resource's (resources/real-name.ts).
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
