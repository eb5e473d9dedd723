import type { FastifyInstance } from "fastify";
import { membershipsOf } from "../auth/grants";
import { SESSION_COOKIE, loadSession } from "../auth/session";
import type { Db } from "../db/client";
import { ok } from "../http/errors";
import { callUrl, type CallName } from "../../core/calls";

/**
 * The shell's user calls (spec §3 "User info", "User business object", "Business info"). Anonymous
 * callers get `data: null`, so start-up never fails for a visitor.
 */
export function registerPortalUserRoutes(app: FastifyInstance, db: Db, product: string) {
  const at = (name: CallName) => callUrl(product, name);

  /** getUserInfo: id and image (the client prefixes the file host). */
  app.get(at("user.info.get"), async (req) => {
    const hit = await loadSession(db, req.cookies[SESSION_COOKIE]);
    if (!hit) return ok(null);
    const { id, name, image, phone } = hit.user;
    return ok({ id, name, image, phone });
  });

  /** getUserBo: business tags (system ids of the portals the user may use) and the business info role. */
  app.get(at("user.bo.get"), async (req) => {
    const hit = await loadSession(db, req.cookies[SESSION_COOKIE]);
    if (!hit) return ok(null);
    const membership = (await membershipsOf(db, hit.user.id)).find((m) => m.id === hit.session.enterpriseId);
    return ok({
      userId: hit.user.id,
      tags: hit.user.tags,
      businessInfo: membership
        ? { role: membership.businessRole, enterpriseId: membership.id, enterpriseName: membership.name }
        : null,
    });
  });
}
