import type { FastifyReply, FastifyRequest } from "fastify";

const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);
/** The start-up portal lookup is a read-only form post sent before the portal (and its systemId) is known. */
const EXEMPT = new Set(["/gw/api/member/getPlatformTypeByUrl"]);

export const CSRF_REFUSED = { code: 403, msg: "非法请求" } as const;

/** Host (with port) of an Origin header, or "" when it is not a URL (`null` from sandboxed frames). */
function originHost(origin: string): string {
  try {
    return new URL(origin).host.toLowerCase();
  } catch {
    return "";
  }
}

/**
 * CSRF guard (onRequest): a state-changing call under /gw must carry the `systemId` header, which
 * only our own script sets (a cross-site form cannot, and a cross-site fetch with it needs a
 * preflight we never grant), and when the browser names its Origin it must be this host.
 */
export async function csrfGuard(req: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | void> {
  if (!STATE_CHANGING.has(req.method)) return;
  const path = req.url.split("?")[0]!;
  if (!path.startsWith("/gw/") || EXEMPT.has(path)) return;
  const systemId = req.headers.systemid;
  const origin = req.headers.origin;
  const host = (req.headers.host ?? "").toLowerCase();
  const foreign = origin !== undefined && originHost(origin) !== host;
  if (!systemId || foreign) return reply.status(403).send(CSRF_REFUSED);
}
