import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import { MALL, mallPath, type MallKey } from "../../core/mall-endpoints";
import type { Registry } from "../../core/registry";
import { systemIdOf } from "../auth/caller";
import type { MembershipView } from "../auth/grants";
import { SESSION_COOKIE } from "../auth/session";
import { loadSessionCaller } from "../auth/session-caller";
import type { Db } from "../db/client";
import { MSG, forbidden, invalid, ok, unauthorized } from "../http/errors";
import { checkPurchaseGrant } from "./purchase-grant";

/** Who calls a mall endpoint: the portal always, the buyer when logged in. */
export interface MallCaller {
  systemId: number;
  user: { id: number; name: string; phone: string | null } | null;
  /** The enterprise the session acts for, when the user is bound to one. */
  enterprise: MembershipView | null;
  /** Business tags of the user: the portals they may use. */
  tags: number[];
  /** The app's resources (createApp's registry), which the caller's grants are scoped to. */
  registry: Registry;
}
export type Buyer = MallCaller & { user: NonNullable<MallCaller["user"]> };

type Payload = Record<string, unknown>;
type Handler = (payload: Payload, caller: MallCaller) => Promise<unknown>;

export async function callerOf(db: Db, req: FastifyRequest): Promise<MallCaller> {
  const systemId = systemIdOf(req);
  if (Number.isNaN(systemId)) throw invalid({ systemId: "门户标识不正确" });
  const hit = await loadSessionCaller(db, req.cookies[SESSION_COOKIE]);
  const registry = req.server.registry;
  if (!hit) return { systemId, user: null, enterprise: null, tags: [], registry };
  const { tags, ...user } = hit.user;
  return { systemId, user, enterprise: hit.enterprise, tags, registry };
}

/** Whether the caller's business tags include the portal: a logged-in non-member still browses it as a visitor. */
export const isMember = (caller: MallCaller): boolean => !!caller.user && caller.tags.includes(caller.systemId);

/** A logged-in user, member of the portal or not (401 otherwise). */
export function requireUser(caller: MallCaller): Buyer {
  if (!caller.user) throw unauthorized();
  return caller as Buyer;
}

/** A logged-in buyer on a portal their business tags allow (401 / 403 otherwise). */
export function requireBuyer(caller: MallCaller): Buyer {
  const c = requireUser(caller);
  if (!isMember(c)) throw forbidden(MSG.portal);
  return c;
}

/** Registers one MALL endpoint: method and path from the catalogue, payload per its `payload`. */
export function mallRoute(app: FastifyInstance, db: Db, product: string, key: MallKey, handler: Handler) {
  const e = MALL[key];
  app.route({
    method: e.http,
    url: `/gw/${mallPath(e, product)}`,
    handler: async (req) => {
      const raw = e.payload === "params" ? req.query : req.body;
      const payload = raw && typeof raw === "object" && !Array.isArray(raw) ? (raw as Payload) : {};
      const caller = await callerOf(db, req);
      if (e.login) (e.joins ? requireUser : requireBuyer)(caller);
      if (e.grant) await checkPurchaseGrant(db, caller, e.grant);
      return ok(await handler(payload, caller));
    },
  });
}

/** Parses a payload with zod; problems become a 422 with one message per field. */
export function parse<S extends z.ZodType>(schema: S, payload: unknown): z.infer<S> {
  const r = schema.safeParse(payload);
  if (r.success) return r.data;
  const errors: Record<string, string> = {};
  for (const issue of r.error.issues) errors[String(issue.path[0] ?? "_")] ??= issue.message;
  throw invalid(errors);
}

export const zId = z.coerce.number({ error: "请选择记录" }).int().positive({ error: "请选择记录" });
/** A call that names one record by `id`: built once, as every schema a request parses (zod compiles each on first use). */
export const idInput = z.object({ id: zId });
export const zPage = {
  pageNum: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
};
/** `ids=1,2,3` in a query string or an array in a body. */
export const zIds = z.preprocess(
  (v) => (typeof v === "string" ? v.split(",").filter(Boolean) : typeof v === "number" ? [v] : v),
  z.array(z.coerce.number().int().positive()).min(1, { error: "请选择货品" }).max(200),
);
