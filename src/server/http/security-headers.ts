import type { FastifyInstance, FastifyReply } from "fastify";

/**
 * The app's Content-Security-Policy. Scripts come from this origin only (the built index.html loads one
 * module script and has no inline script). Styles allow 'unsafe-inline' because antd writes its CSS-in-JS
 * into <style> tags at run time. Images also from data: and blob: (previews of a picked file, antd icons) and
 * https: (a goods description may show an image by its https address, src/server/validation/rich-text.ts); API calls and the live auction stream go to this origin. No page may frame the app (clickjacking).
 */
export const APP_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join("; ");

/** An uploaded file is shown as a document of its own that can run nothing and reach nothing. */
export const FILE_CSP = "default-src 'none'; sandbox";

/** A year; without includeSubDomains: a portal's subdomain that is not served over HTTPS stays reachable. */
export const HSTS = "max-age=31536000";

/** What every answer carries; X-Frame-Options for browsers that predate frame-ancestors. */
export const SECURITY_HEADERS = {
  "content-security-policy": APP_CSP,
  "x-content-type-options": "nosniff",
  "x-frame-options": "DENY",
  "referrer-policy": "strict-origin-when-cross-origin",
} as const;

/**
 * Sets SECURITY_HEADERS on every answer, and HSTS on those that came over HTTPS; a route that set its own CSP
 * (uploaded files) keeps it. A route that writes the raw response itself (the live auction stream) passes
 * SECURITY_HEADERS to its writeHead.
 */
export function installSecurityHeaders(app: FastifyInstance) {
  app.addHook("onSend", async (req, reply, payload) => {
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) if (!reply.hasHeader(name)) reply.header(name, value);
    // over HTTPS (the socket's, or a trusted proxy's X-Forwarded-Proto) the browser is told to stay on it; over
    // plain HTTP the header would mean nothing, and a client's own X-Forwarded-Proto is not believed
    if (req.protocol === "https") reply.header("strict-transport-security", HSTS);
    return payload;
  });
}

/**
 * An uploaded file's own headers: the sandboxing CSP, and inline (images, shown in the page) or attachment
 * (anything else, saved rather than opened) with its name.
 */
export function fileHeaders(
  reply: FastifyReply,
  disposition: "inline" | "attachment",
  filename: string,
  asciiName = "file",
): FastifyReply {
  return reply
    .header("content-security-policy", FILE_CSP)
    .header("x-content-type-options", "nosniff")
    .header(
      "content-disposition",
      `${disposition}; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(filename)}`,
    );
}

/**
 * TRUST_PROXY: whom to believe about the client's address and scheme (X-Forwarded-For / -Proto). Unset: no
 * one, the socket's peer is the client. `true` trusts every hop (only behind a proxy that overwrites the
 * headers), a number that many hops, anything else a comma-separated list of proxy addresses or CIDRs.
 */
export function trustProxyOf(value: string | undefined): TrustProxy {
  const v = value?.trim() ?? "";
  if (!v || v === "false" || v === "0") return false;
  if (v === "true") return true;
  if (/^\d+$/.test(v)) {
    const hops = Number(v);
    return (_address: string, hop: number) => hop < hops;
  }
  return v
    .split(",")
    .map((a) => a.trim())
    .filter(Boolean);
}

/** What Fastify's trustProxy takes. */
export type TrustProxy = boolean | string[] | ((address: string, hop: number) => boolean);
