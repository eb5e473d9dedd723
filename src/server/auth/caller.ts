import type { FastifyRequest } from "fastify";
import { can, type Check } from "../../core/permissions";
import type { Db } from "../db/client";
import { MSG, forbidden, notFound, unauthorized } from "../http/errors";
import { portalBySystemId } from "../portal/lookup";
import type { Caller } from "../operations/context";
import { grantsOf } from "./grants";
import { SESSION_COOKIE } from "./session";
import { loadSessionCaller } from "./session-caller";

export const DEFAULT_SYSTEM_ID = 56;

/** The portal a request is for: the `systemId` header, 56 when missing. NaN when malformed. */
export function systemIdOf(req: FastifyRequest): number {
  const raw = req.headers.systemid;
  const v = Array.isArray(raw) ? raw[0] : raw;
  if (v === undefined || v === "") return DEFAULT_SYSTEM_ID;
  return /^\d+$/.test(v) ? Number(v) : Number.NaN;
}

/**
 * The guard of every resource endpoint: logged in (401), on a portal the user's tags allow (403),
 * acting for an enterprise they still belong to (403), holding the menu or button (403).
 */
export async function resolveCaller(
  db: Db,
  req: FastifyRequest,
  check: Check,
  o: { platformOnly?: string } = {},
): Promise<Caller> {
  // the session, its user and the membership it acts for in one prepared read: every guarded call asks it
  const hit = await loadSessionCaller(db, req.cookies[SESSION_COOKIE]);
  if (!hit) throw unauthorized();
  const systemId = systemIdOf(req);
  if (!hit.user.tags.includes(systemId)) throw forbidden(MSG.portal);
  const membership = hit.enterprise ?? undefined;
  if (!membership) throw forbidden(MSG.noEnterprise);
  // the platform's own rows: saying whose they are tells more than a missing grant would
  if (o.platformOnly && !membership.isPlatform) throw forbidden(o.platformOnly);
  const grants = await grantsOf(db, hit.user.id, membership, { systemId, resources: req.server.registry.resources });
  if (!can(grants, check)) throw forbidden("menu" in check ? MSG.menu : MSG.button);
  return { userId: hit.user.id, enterpriseId: membership.id, systemId, grants, isPlatform: membership.isPlatform };
}

/**
 * Who reads through an audience's endpoints: anyone on the portal of the `systemId` header when the
 * audience is public, else a logged-in user. Readers hold no grants: the audience's row filter alone
 * decides what they see.
 */
export async function resolveReader(db: Db, req: FastifyRequest, audience: { anonymous?: boolean }): Promise<Caller> {
  const systemId = systemIdOf(req);
  if (!Number.isInteger(systemId) || !(await portalBySystemId(db, systemId))) throw notFound();
  const hit = await loadSessionCaller(db, req.cookies[SESSION_COOKIE]);
  if (!audience.anonymous) {
    if (!hit) throw unauthorized();
    // a members-only audience reads only on portals the user may log in to, as every guarded endpoint
    if (!hit.user.tags.includes(systemId)) throw forbidden(MSG.portal);
  }
  // the reader's enterprise only ever narrows what it reads (others=1 leaves its own rows out), never widens it
  return {
    userId: hit?.user.id ?? 0,
    enterpriseId: hit?.enterprise?.id ?? 0,
    systemId,
    grants: { admin: false, menus: [], buttons: [] },
  };
}
