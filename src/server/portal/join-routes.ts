import { and, eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { registrationSwitches } from "../account/portal-switches";
import type { Db } from "../db/client";
import { users } from "../db/schema";
import { MSG, forbidden, notFound } from "../http/errors";
import { mallRoute } from "../mall/route";

/**
 * Joining a portal (docs/portals.md "Joining a portal"): a logged-in person who is not a member of a portal of open
 * registration becomes one by adding its system id to their business tags — what registering on that portal would
 * have given them. A portal of closed registration adds its members itself: it refuses with the gate's message.
 */
export function registerPortalJoinRoutes(app: FastifyInstance, db: Db, product: string) {
  mallRoute(app, db, product, "portalJoin", async (_p, c) => {
    const portal = await registrationSwitches(db, c.systemId);
    if (!portal.known) throw notFound();
    if (!portal.openRegistry) throw forbidden(MSG.portal);
    // one statement, so two tabs joining at once add the tag once
    const [row] = await db
      .update(users)
      .set({ tags: sql`array_append(${users.tags}, ${c.systemId}::integer)` })
      .where(and(eq(users.id, c.user!.id), sql`not (${c.systemId}::integer = any(${users.tags}))`))
      .returning({ tags: users.tags });
    const tags = row?.tags ?? [...c.tags];
    return { systemId: c.systemId, joined: !!row, tags };
  });
}
