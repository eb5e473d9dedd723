import { isIP } from "node:net";
import type { FastifyRequest } from "fastify";

const FORWARDING = ["x-forwarded-for", "forwarded", "x-real-ip"];

const loopback = (ip: string) => {
  const v4 = ip.startsWith("::ffff:") ? ip.slice(7) : ip;
  return ip === "::1" || (isIP(v4) === 4 && v4.startsWith("127."));
};

/**
 * Whether a request came from this machine itself: its client address (as TRUST_PROXY lets Fastify judge it) is a
 * loopback one. With no proxy trusted, a request that a proxy forwarded is never local, even though its socket
 * peer is the proxy on 127.0.0.1: whoever sent it may be anywhere.
 */
export function isLocalClient(req: FastifyRequest, proxyTrusted: boolean): boolean {
  if (!proxyTrusted && FORWARDING.some((h) => req.headers[h] !== undefined)) return false;
  return loopback(req.ip);
}
