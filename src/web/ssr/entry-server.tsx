import { AsyncLocalStorage } from "node:async_hooks";
import { StyleProvider, createCache, extractStyle } from "@ant-design/cssinjs";
import dayjs from "dayjs";
import "dayjs/locale/zh-cn";
import { dehydrate } from "@tanstack/react-query";
import { prerenderToNodeStream } from "react-dom/static";
import { StaticRouter } from "react-router";
import { MALL, mallPath } from "../../core/mall-endpoints";
import { AppShell } from "../App";
import { AdminServicesContext, QUERY_DEFAULTS, adminServices } from "../admin/admin-services";
import { setRenderingPortal, type Portal } from "../portal";
import { loadSite, loadWho } from "../portal/startup";
import type { ApiRequest, Envelope, HttpClient } from "../providers/http";
import { createIdentity } from "../providers/identity";
import { answerKey, type AnswerSource, type Preloaded } from "./preload";
import { serverQueryClient } from "./server-query-client";
import { PhoneGuess } from "./phone-guess";

dayjs.locale("zh-cn");

// the portal of the render in progress, per request: renders of several portals run at once
const renderingPortal = new AsyncLocalStorage<Portal>();
setRenderingPortal(() => renderingPortal.getStore());

/** One API call made in process by the server, with the page's portal headers (none before the portal is known). */
export type ServerCall = (req: ApiRequest, portal: Portal | undefined) => Promise<Envelope>;

export interface RenderedPage {
  /** The app's markup for inside #root. */
  html: string;
  /** antd's styles for exactly this markup, as <style> tags for the head. */
  styles: string;
  preloaded: Preloaded;
}

/** The answers of one page render: each mall call made once, in process, its promise kept for React's use(). */
function serverSource(
  http: HttpClient,
  product: string,
  boot: AnswerSource["boot"],
): AnswerSource & { settled: Record<string, unknown> } {
  const pending = new Map<string, Promise<unknown>>();
  const settled: Record<string, unknown> = {};
  return {
    boot,
    settled,
    peek: (key, payload) => settled[answerKey(key, payload)],
    drop: () => undefined,
    load(key, payload) {
      const k = answerKey(key, payload);
      let p = pending.get(k);
      if (!p) {
        const e = MALL[key];
        const url = mallPath(e, product);
        // a call that fails (a visitor asking a login-only call) renders its loading state; the browser asks again
        p = http
          .request(
            e.payload === "params" ? { method: e.http, url, params: payload } : { method: e.http, url, data: payload },
          )
          .then(
            (body) => (settled[k] = body.data),
            () => undefined,
          );
        pending.set(k, p);
      }
      return p;
    },
  };
}

async function text(stream: NodeJS.ReadableStream): Promise<string> {
  let out = "";
  for await (const chunk of stream)
    out += typeof chunk === "string" ? chunk : Buffer.from(chunk as Uint8Array).toString("utf8");
  return out;
}

/**
 * Renders one mall or console page as the browser's first render will: the same start-up (portal, user), the same
 * components, the data they ask for fetched through `call` and waited for, antd's CSS collected on the way.
 */
export async function render({
  url,
  href,
  product,
  call,
  console: isConsole = false,
  phone = false,
}: {
  url: string;
  href: string;
  product: string;
  call: ServerCall;
  /** A console page: Refine's queries are asked in process and waited for, and their cache goes into the page. */
  console?: boolean;
  /** The server's guess that the screen is a phone's (src/web/ssr/phone-guess.ts). */
  phone?: boolean;
}): Promise<RenderedPage | null> {
  let portal: Portal | undefined;
  const http: HttpClient = { request: <T,>(req: ApiRequest) => call(req, portal) as Promise<Envelope<T>> };
  const site = await loadSite(http, product, href, (p) => (portal = p));
  portal = site.portal;
  const identity = createIdentity(http, product);
  const who = await loadWho(http, product, identity);
  // a console's visitor whose session has ended is sent to the login page, which the browser does
  if (isConsole && !who.user) return null;
  const source = serverSource(http, product, { site, who });
  const queries = isConsole ? serverQueryClient(QUERY_DEFAULTS) : undefined;
  const cache = createCache();
  const { prelude } = await renderingPortal.run(portal, () =>
    prerenderToNodeStream(
      <StyleProvider cache={cache}>
        <AdminServicesContext value={queries ? adminServices(http, identity, queries) : null}>
          <PhoneGuess value={phone}>
            <StaticRouter location={url}>
              <AppShell answers={source} />
            </StaticRouter>
          </PhoneGuess>
        </AdminServicesContext>
      </StyleProvider>,
      // every boundary inline, in place: an outlined one is revealed by an inline script, which the CSP refuses
      { progressiveChunkSize: Number.POSITIVE_INFINITY },
    ),
  );
  const html = await text(prelude);
  // a mall page below a shell's root (the auction hall at /goodsbidding) asked Refine nothing: it stays client-rendered
  if (queries && queries.getQueryCache().getAll().length === 0) return null;
  const preloaded: Preloaded = { site, who, answers: source.settled, phone };
  if (queries) preloaded.queries = dehydrate(queries);
  return { html, styles: asStyleFile(extractStyle(cache)), preloaded };
}

/**
 * antd's styles as the browser should take them: already there, like a CSS file's. extractStyle marks its record of
 * the rendered styles' paths with an attribute; seeing it, antd in the browser reads each style's text back from its
 * tag and, as each component mounts, looks the tag up among the head's and compares the text again (hundreds of
 * serialisations of ~240 KB of CSS in the hydration's commit: 12–20 ms, 50–80 ms on a mid-range phone). Without the
 * mark the record is read the same way (the rule's content) and the styles count as a file's: nothing is re-read.
 */
export const asStyleFile = (styles: string) =>
  styles.replace('<style data-ant-cssinjs-cache-path="data-ant-cssinjs-cache-path">', "<style data-style-paths>");
