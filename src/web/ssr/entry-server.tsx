import { StyleProvider, createCache, extractStyle } from "@ant-design/cssinjs";
import dayjs from "dayjs";
import "dayjs/locale/zh-cn";
import { prerenderToNodeStream } from "react-dom/static";
import { StaticRouter } from "react-router";
import { MALL, mallPath } from "../../core/mall-endpoints";
import { AppShell } from "../App";
import type { Portal } from "../portal";
import { loadSite, loadWho } from "../portal/startup";
import type { ApiRequest, Envelope, HttpClient } from "../providers/http";
import { createIdentity } from "../providers/identity";
import { answerKey, type AnswerSource, type Preloaded } from "./preload";

dayjs.locale("zh-cn");

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
 * Renders one mall page as the browser's first render will: the same start-up (portal, user), the same
 * components, the data they ask for fetched through `call` and waited for, antd's CSS collected on the way.
 */
export async function render({
  url,
  href,
  product,
  call,
}: {
  url: string;
  href: string;
  product: string;
  call: ServerCall;
}): Promise<RenderedPage> {
  let portal: Portal | undefined;
  const http: HttpClient = { request: <T,>(req: ApiRequest) => call(req, portal) as Promise<Envelope<T>> };
  const site = await loadSite(http, product, href, (p) => (portal = p));
  portal = site.portal;
  const who = await loadWho(http, product, createIdentity(http, product));
  const source = serverSource(http, product, { site, who });
  const cache = createCache();
  const { prelude } = await prerenderToNodeStream(
    <StyleProvider cache={cache}>
      <StaticRouter location={url}>
        <AppShell answers={source} />
      </StaticRouter>
    </StyleProvider>,
    // every boundary inline, in place: an outlined one is revealed by an inline script, which the CSP refuses
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const html = await text(prelude);
  return { html, styles: extractStyle(cache), preloaded: { site, who, answers: source.settled } };
}
