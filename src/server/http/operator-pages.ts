import type { FastifyRequest } from "fastify";
import { inOperatorConsole } from "../../core/operator-console";
import { loadSessionCaller } from "../auth/session-caller";
import { SESSION_COOKIE } from "../auth/session";
import type { Db } from "../db/client";

/**
 * Whether a page of the operator console is asked for by someone logged in who does not act for the platform
 * enterprise: its endpoints refuse them (403), so the page says the same rather than 200 around a screen that
 * cannot load. A visitor with no session gets the page, which sends them to log in.
 */
export async function operatorPageRefused(db: Db, req: FastifyRequest): Promise<boolean> {
  if (!inOperatorConsole(req.url.split("?")[0]!)) return false;
  const caller = await loadSessionCaller(db, req.cookies[SESSION_COOKIE]);
  return caller !== null && !caller.enterprise?.isPlatform;
}
