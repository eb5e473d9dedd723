import { createRequire } from "node:module";
import { LINK_HREF, looksLikeHtml, textToHtml } from "../../core/rich-text";

// a CommonJS package whose named exports Node's ESM loader cannot see: required as CommonJS
const { FilterXSS, escapeAttrValue, friendlyAttrValue, parseAttr } = createRequire(import.meta.url)(
  "xss",
) as typeof import("xss");

/** Pictures the mall serves itself (an upload, a seeded asset) or any https address. */
const IMAGE_SRC =
  /^(\/files\/[a-f0-9]{32}\.(png|jpg|gif|webp)|\/assets\/(?!.*\.\.)[\w\-/.]+\.(png|jpg|jpeg|gif|webp|svg)|https:\/\/[^\s"'<>\\]+)$/i;

/** The tags the goods editor writes (src/web/admin/rich-text-editor.tsx), each with the attributes it may keep. */
const ALLOWED: Record<string, string[]> = {
  p: [],
  br: [],
  h2: [],
  h3: [],
  h4: [],
  strong: [],
  b: [],
  em: [],
  i: [],
  u: [],
  s: [],
  blockquote: [],
  ul: [],
  ol: ["start"],
  li: [],
  hr: [],
  a: ["href", "title", "target"],
  img: ["src", "alt", "title"],
};

/** Blocks the editor does not write, kept as the nearest block it does so their text stays apart (an imported `<div>`). */
const NEAREST: Record<string, string> = {
  h1: "h2",
  h5: "h4",
  h6: "h4",
  div: "p",
  section: "p",
  article: "p",
  header: "p",
  footer: "p",
  tr: "p",
  pre: "p",
};

/** The attributes of an opening tag as written (`<a href="x" onclick="y">`), values unescaped. */
function attributesOf(tag: string, html: string): Record<string, string> {
  const inner = html.slice(tag.length + 1, html.endsWith("/>") ? -2 : -1);
  const out: Record<string, string> = {};
  parseAttr(inner, (name, value) => {
    out[name.toLowerCase()] = friendlyAttrValue(value).trim();
    return "";
  });
  return out;
}

const attr = (name: string, value: string) => ` ${name}="${escapeAttrValue(value)}"`;

/**
 * A link keeps an allowed address and always opens without handing the mall's window over or lending the
 * shop's ranking (rel="noopener nofollow"); a picture keeps an allowed source or goes altogether.
 */
function linkOrImage(tag: string, html: string, closing: boolean): string | undefined {
  if (tag === "a") {
    if (closing) return "</a>";
    const a = attributesOf(tag, html);
    const href = a.href && LINK_HREF.test(a.href) ? attr("href", a.href) : "";
    const title = a.title ? attr("title", a.title) : "";
    const target = a.target === "_blank" ? attr("target", "_blank") : "";
    return `<a${href}${title}${target} rel="noopener nofollow">`;
  }
  if (tag === "img") {
    if (closing) return "";
    const a = attributesOf(tag, html);
    if (!a.src || !IMAGE_SRC.test(a.src)) return "";
    return `<img${attr("src", a.src)}${a.alt ? attr("alt", a.alt) : ""}${a.title ? attr("title", a.title) : ""}>`;
  }
  return undefined;
}

const filter = new FilterXSS({
  whiteList: ALLOWED,
  stripIgnoreTag: true,
  // a script or style is dropped with what it holds, never left as text
  stripIgnoreTagBody: ["script", "style", "noscript", "iframe", "object", "template", "textarea", "select"],
  css: false,
  onTag: (tag, html, info) => {
    const closing = info.isClosing ?? false;
    if (NEAREST[tag]) return closing ? `</${NEAREST[tag]}>` : `<${NEAREST[tag]}>`;
    // a table's cells read as one line each row, apart
    if (tag === "td" || tag === "th") return closing ? " " : "";
    return linkOrImage(tag, html, closing);
  },
});

/** Whether HTML says nothing: no text but spaces and no picture (an emptied editor's `<p></p>`). */
const saysNothing = (html: string) =>
  !/<img\s/i.test(html) &&
  html
    .replace(/<[^>]*>/g, "")
    .replace(/&nbsp;|&#160;|\u00a0/g, "")
    .trim() === "";

/**
 * What a `richtext` field stores: the sent HTML cut down to what the editor writes (any other tag, every
 * attribute not listed, scripts and styles with their content, pictures from elsewhere, unsafe links go).
 * Plain text (an imported sheet's cell) is taken as paragraphs; HTML that says nothing is stored as nothing.
 */
export function sanitizeRichText(input: string): string {
  const html = looksLikeHtml(input) ? filter.process(input) : textToHtml(input);
  return saysNothing(html) ? "" : html.trim();
}
