import { gzipSync } from "node:zlib";

/**
 * The scripts a page loads to start: its module script and the chunks it modulepreloads (a server-rendered page
 * lists those in an inert template, fetched once it is painted: src/web/main.tsx).
 */
export async function initialJs(origin: string, path = "/") {
  const html = await (await fetch(`${origin}${path}`)).text();
  const srcs = [
    ...html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g),
    ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g),
  ].map((m) => m[1]!);
  let raw = 0;
  let gzip = 0;
  for (const src of new Set(srcs)) {
    const body = Buffer.from(await (await fetch(new URL(src, origin))).arrayBuffer());
    raw += body.length;
    gzip += gzipSync(body, { level: 9 }).length;
  }
  return { files: new Set(srcs).size, raw, gzip };
}
