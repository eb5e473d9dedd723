import type { FastifyInstance } from "fastify";
import type { Db } from "../db/client";
import { registerPortalJoinRoutes } from "./join-routes";
import { registerPermissionLists } from "./permission-lists";
import { registerPortalRoutes } from "./routes";
import { registerPortalUserRoutes } from "./user-routes";

/** Start-up, portal content, the shell's user calls, joining a portal and the per-platform permission lists. */
export function registerPortal(app: FastifyInstance, db: Db, product: string) {
  registerPortalRoutes(app, db, product);
  registerPortalUserRoutes(app, db, product);
  registerPortalJoinRoutes(app, db, product);
  registerPermissionLists(app, db, product);
}
