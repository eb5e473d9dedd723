import { Readable } from "node:stream";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { FastifyInstance } from "fastify";

const COMPRESSIBLE = /javascript|css|html|svg|json|text\//;
const HASHED = /^\/assets\/.+-[A-Za-z0-9_-]{8}\.(js|css)$/;
const MAX_CACHE = 400;

async function bufferOf(payload: unknown): Promise<Buffer | null> {
  if (Buffer.isBuffer(payload)) return payload;
  if (typeof payload === "string") return Buffer.from(payload);
  if (payload instanceof Readable) {
    const parts: Buffer[] = [];
    for await (const chunk of payload) parts.push(Buffer.from(chunk));
    return Buffer.concat(parts);
  }
  return null;
}

/**
 * Buyers open the mall on rural mobile networks: the built web app (JS, CSS, HTML, SVG) leaves
 * brotli- or gzip-compressed, compressed once per file and kept in memory, and hashed bundles are
 * cached by the browser for a year. API answers are left alone (small, and not cacheable).
 */
export function compressStatic(app: FastifyInstance) {
  const cache = new Map<string, Buffer>();
  app.addHook("onSend", async (req, reply, payload) => {
    const path = req.url.split("?")[0]!;
    if (req.method !== "GET" || path.startsWith("/gw/") || reply.statusCode !== 200) return payload;
    if (HASHED.test(path)) reply.header("cache-control", "public, max-age=31536000, immutable");
    if (!COMPRESSIBLE.test(String(reply.getHeader("content-type") ?? ""))) return payload;
    const accept = String(req.headers["accept-encoding"] ?? "");
    const encoding = /\bbr\b/.test(accept) ? "br" : /\bgzip\b/.test(accept) ? "gzip" : null;
    if (!encoding || reply.getHeader("content-encoding")) return payload;
    const body = await bufferOf(payload);
    if (!body || body.length < 1024) return body ?? payload;
    // only a file (it has an etag) is the same body next time; a server-rendered page is made per request
    const etag = reply.getHeader("etag");
    const key = etag ? `${encoding}:${path}:${etag}` : undefined;
    let packed = key ? cache.get(key) : undefined;
    if (!packed) {
      // a page made per request is packed faster than a file packed once
      packed =
        encoding === "br"
          ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: key ? 9 : 5 } })
          : gzipSync(body, { level: key ? 9 : 6 });
      if (key) {
        if (cache.size >= MAX_CACHE) cache.delete(cache.keys().next().value!);
        cache.set(key, packed);
      }
    }
    reply.header("content-encoding", encoding);
    reply.header("vary", "accept-encoding");
    reply.removeHeader("content-length");
    return packed;
  });
}
