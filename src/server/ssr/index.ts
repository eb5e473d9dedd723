import { existsSync } from "node:fs";
import { pathToFileURL } from "node:url";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { render as Render } from "../../web/ssr/entry-server";
import { SSR_PAGES } from "../../web/ssr/pages";
import { buildFiles, type BuildFiles } from "./build-files";
import { inProcessCall } from "./in-process-call";
import { pageHtml } from "./page-html";

export type PageRender = typeof Render;

/** The server-render bundle built beside the web app (`npm run build`: dist-ssr/entry-server.js), if there is one. */
export async function loadPageRender(entry: string): Promise<PageRender | undefined> {
  if (!existsSync(entry)) return undefined;
  return ((await import(pathToFileURL(entry).href)) as { render: PageRender }).render;
}

/**
 * Mall pages leave the server rendered (docs/first-load.md): sends the page for a path of SSR_PAGES, or says it
 * did not when the path is not one (the caller sends the plain index.html). A page whose render fails is logged and
 * sent as the plain index.html too: the browser renders it as before.
 */
export function pageRenderer(
  app: FastifyInstance,
  { webRoot, render, product }: { webRoot: string; render: PageRender; product: string },
) {
  let files: BuildFiles | undefined;
  // whether it sent the page: a reply is thenable and awaits to nothing, so it is never the answer itself
  return async (req: FastifyRequest, reply: FastifyReply): Promise<boolean> => {
    const path = req.url.split("?")[0]!;
    const source = SSR_PAGES[path];
    if (!source) return false;
    try {
      files ??= buildFiles(webRoot);
      const href = `${req.protocol}://${req.host}${req.url}`;
      const page = await render({ url: req.url, href, product, call: inProcessCall(app, req) });
      // the page may name the logged-in buyer: no shared cache keeps it
      reply
        .type("text/html; charset=utf-8")
        .header("cache-control", "private, no-cache")
        .send(pageHtml(files, source, page));
      return true;
    } catch (error) {
      req.log.error({ err: error }, `server render of ${path} failed; sending the client-rendered page`);
      return false;
    }
  };
}
