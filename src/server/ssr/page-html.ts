import type { RenderedPage } from "../../web/ssr/entry-server";
import { PRELOADED_ID } from "../../web/ssr/contract";
import type { BuildFiles } from "./build-files";

const escapeHtml = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
/** JSON inside a data block: no `</script>` or `<!--` can end or alter it. */
const jsonBlock = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
/** The app's entry (vite.config.ts), whose chunk and CSS every page needs. */
const APP_SOURCE = "src/web/boot.tsx";
const STYLESHEET = /<link rel="stylesheet"[^>]*href="([^"]+)"[^>]*>/g;

/**
 * The page as sent: the built index.html with the rendered markup in #root, the data it was rendered from in a
 * JSON block (the browser hydrates from it), the app's code listed in an inert template (fetched once the page
 * is painted, src/web/main.tsx), and all the CSS the first paint needs inlined, so painting waits
 * for no other request: antd's extracted styles first (the app's own CSS overrides them), then the app's CSS.
 * The app's and the screen's CSS also stay named by a disabled <link>: Vite's chunk loader sees it there
 * and does not fetch it again when their chunks load.
 */
export function pageHtml(files: BuildFiles, source: string | readonly string[], page: RenderedPage): string {
  const { enterprise } = page.preloaded.site;
  const inline = (href: string) => `<style data-href="${href}">${files.read(href)}</style>`;
  const known = new Set([...files.template.matchAll(/href="([^"]+)"/g)].map((m) => m[1]));
  // the screen's chunks and the app's own (imported by main.tsx once the page is painted), each after what it imports
  // and the app's last: main.tsx runs them in this order, one a task, and the app's chunk hydrates the page
  const sources = [...(typeof source === "string" ? [source] : source), APP_SOURCE];
  const screenCss = [...new Set(sources.flatMap((s) => files.cssOf(s)))].filter((href) => !known.has(href));
  const code = [...new Set(sources.flatMap((s) => files.chunksOf(s)))]
    .map((href) => `<link rel="modulepreload" crossorigin href="${href}">`)
    .join("");
  const head = [
    ...screenCss.map((href) => `${inline(href)}<link rel="stylesheet" crossorigin href="${href}" disabled>`),
    enterprise.icon
      ? `<link rel="icon" href="${escapeHtml(enterprise.icon)}"${enterprise.icon.endsWith(".svg") ? ' type="image/svg+xml"' : ""}>`
      : "",
  ].join("");
  const title = `<title>${escapeHtml(enterprise.titleCh || "农牧商城")}</title>`;
  // the code to fetch once the page and its pictures are on screen: inert until main.tsx puts it in the head
  const root = `<div id="root">${page.html}</div><script type="application/json" id="${PRELOADED_ID}">${jsonBlock(page.preloaded)}</script><template id="mall-code">${code}</template>`;
  // function replacements throughout: the inserted text may hold `$` patterns that a string replacement would expand
  return files.template
    .replace(/<title>[^<]*<\/title>/, () => title)
    .replace(/<meta name="viewport"[^>]*>/, (m) => `${m}${page.styles}`)
    .replace(STYLESHEET, (_, href: string) => inline(href))
    .replace(/<link rel="modulepreload"[^>]*>/g, "")
    .replace("</head>", () => `${head}</head>`)
    .replace('<div id="root"></div>', () => root);
}
