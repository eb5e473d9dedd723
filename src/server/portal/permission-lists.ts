import type { FastifyInstance, FastifyRequest } from "fastify";
import { holdableBy } from "../../core/define-resource";
import { PLATFORM_TYPES, platformTypeOf, type PlatformType } from "../../core/permissions";
import { resolveCaller, systemIdOf } from "../auth/caller";
import { grantsOf, membershipsOf } from "../auth/grants";
import { SESSION_COOKIE, loadSession } from "../auth/session";
import type { Db } from "../db/client";
import { MSG, forbidden, invalid, ok, unauthorized } from "../http/errors";
import { catalogueTree } from "./catalogue-tree";
import { callUrl, type CallName } from "../../core/calls";

const SYSTEM_OF = Object.fromEntries(Object.entries(PLATFORM_TYPES).map(([id, type]) => [type, Number(id)])) as Record<
  PlatformType,
  number
>;

/** `platform_type` from the query, else the platform type of the `systemId` header; unknown → 422. */
function platformOf(req: FastifyRequest): PlatformType {
  const raw = (req.query as Record<string, unknown> | undefined)?.platform_type;
  if (raw === undefined || raw === "") {
    const p = platformTypeOf(systemIdOf(req));
    if (!p) throw invalid({ platform_type: "平台类型不存在" });
    return p;
  }
  const p = String(raw).toUpperCase() as PlatformType;
  if (!(p in SYSTEM_OF)) throw invalid({ platform_type: "平台类型不存在" });
  return p;
}

/**
 * What the logged-in user holds on a platform type: needs a session (401) used on a portal its
 * business tags allow (403); a user without an enterprise identity simply holds nothing.
 */
async function userGrants(db: Db, req: FastifyRequest, platform: PlatformType) {
  const hit = await loadSession(db, req.cookies[SESSION_COOKIE]);
  if (!hit) throw unauthorized();
  if (!hit.user.tags.includes(systemIdOf(req))) throw forbidden(MSG.portal);
  const membership = (await membershipsOf(db, hit.user.id)).find((m) => m.id === hit.session.enterpriseId);
  return {
    grants: await grantsOf(db, hit.user.id, membership, {
      systemId: SYSTEM_OF[platform],
      resources: req.server.registry.resources,
    }),
    holdable: holdableBy(req.server.registry.resources, !!membership?.isPlatform),
  };
}

/** Menu and button permission lists per platform type (spec §6), and the grantable catalogue for role editing. */
export function registerPermissionLists(app: FastifyInstance, db: Db, product: string) {
  const at = (name: CallName) => callUrl(product, name);

  const menuList = async (req: FastifyRequest) => {
    const platform = platformOf(req);
    const { grants, holdable } = await userGrants(db, req, platform);
    const menus = catalogueTree(holdable, platform, grants).filter((m) => m.held && m.menu !== false);
    return ok(menus.map(({ path, label, shell, group, order }) => ({ path, name: label, shell, group, order })));
  };
  // the spec's call, and the user menu list of the tendering console (same answer)
  app.get(at("etpbase.bid.sys.permission.user.menu.list"), menuList);
  app.get(at("etpbase.permission.user.menu.list"), menuList);

  app.get(at("etpbase.permission.user.btn.list"), async (req) => {
    const platform = platformOf(req);
    const { grants, holdable } = await userGrants(db, req, platform);
    const buttons = catalogueTree(holdable, platform, grants).flatMap((m) => m.buttons.filter((b) => b.held));
    return ok(buttons.map(({ code, label }) => ({ code, name: label })));
  });

  /** Everything a role may be granted on a platform type, marked with what the caller holds (role editor). */
  app.get(at("etpbase.permission.menu.list"), async (req) => {
    const platform = platformOf(req);
    const caller = await resolveCaller(db, req, { menu: app.registry.byName("role").menu.path });
    // an enterprise's roles are granted its own screens, never the platform's (数据字典)
    return ok(catalogueTree(holdableBy(app.registry.resources, !!caller.isPlatform), platform, caller.grants));
  });
}
