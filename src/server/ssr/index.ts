import { existsSync } from "node:fs";
import { pathToFileURL } from "node:url";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { render as Render } from "../../web/ssr/entry-server";
import { registry } from "../../../resources";
import { consoleSources, SSR_PAGES } from "../../web/ssr/pages";
import { looksLikePhone } from "../../web/ssr/phone-guess";
import { SESSION_COOKIE } from "../auth/session";
import { buildFiles, type BuildFiles } from "./build-files";
import { inProcessCall } from "./in-process-call";
import { pageHtml } from "./page-html";

export type PageRender = typeof Render;

const REPORT_PATHS = new Set(registry.resources.flatMap((r) => Object.values(r.reports ?? {}).map((x) => x.path)));
const hasSession = (req: FastifyRequest) => (req.headers.cookie ?? "").includes(`${SESSION_COOKIE}=`);

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
    const page = SSR_PAGES[path];
    // a console without a session sends its visitor to the login page: the browser does that
    const console = page ? undefined : hasSession(req) ? consoleSources(path, (p) => REPORT_PATHS.has(p)) : undefined;
    const sources = page ? [page] : console;
    if (!sources) return false;
    try {
      files ??= buildFiles(webRoot);
      const href = `${req.protocol}://${req.host}${req.url}`;
      const rendered = await render({
        url: req.url,
        href,
        product,
        call: inProcessCall(app, req),
        console: !!console,
        phone: looksLikePhone(req.headers),
      });
      if (!rendered) return false;
      // the page may name the logged-in buyer: no shared cache keeps it
      reply
        .type("text/html; charset=utf-8")
        .header("cache-control", "private, no-cache")
        .send(pageHtml(files, sources, rendered));
      return true;
    } catch (error) {
      req.log.error({ err: error }, `server render of ${path} failed; sending the client-rendered page`);
      return false;
    }
  };
}
