import { asc } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Db } from "./db/client";
import { portals } from "./db/schema";
import { ok } from "./http/errors";

/** Host name of a portal URL such as `http://ay.localhost:3000/index`; bare hosts work too. */
function hostOf(url: string): string {
  try {
    return new URL(url.includes("://") ? url : `http://${url}`).hostname.toLowerCase();
  } catch {
    return "";
  }
}

/** The origin picks the portal; unknown origins (127.0.0.1, localhost) fall to the default YYN. */
export function registerPortalRoutes(app: FastifyInstance, db: Db) {
  app.post("/gw/api/member/getPlatformTypeByUrl", async (req) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const host = hostOf(String(body.pcurl ?? ""));
    const all = await db.select().from(portals).orderBy(asc(portals.systemId));
    const portal = all.find((p) => p.domain === host) ?? all.find((p) => p.isDefault) ?? all[0];
    if (!portal) return ok(null);
    return ok({
      systemId: portal.systemId,
      platformType: portal.platType,
      platType: portal.platType,
      name: portal.name,
      domain: portal.domain,
      platformPurpose: portal.platformPurpose,
    });
  });
}
