/**
 * The one rule telling a `richtext` value sent as HTML from plain text (a sheet's cell, an API caller's text):
 * it holds at least one tag (`<p>`, `</li>`, `<br/>`).
 */
export const HTML_TAG = /<\/?[a-z][a-z0-9]*(\s[^>]*)?\/?>/i;

export const looksLikeHtml = (s: string) => HTML_TAG.test(s);

/** Text set inside HTML as it reads. */
export const escapeText = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/**
 * Plain text as the editor would hold it: escaped, blank lines parting paragraphs, single line breaks kept as
 * breaks. Migration 0023 turned the descriptions typed before 商品详情 was rich text into HTML by this rule.
 */
export function textToHtml(text: string): string {
  return text
    .replace(/\r\n?/g, "\n")
    .split(/\n[ \t\u3000]*\n\s*/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => `<p>${escapeText(p).replace(/\n/g, "<br>")}</p>`)
    .join("");
}

/** Where a link may lead: out (http, https, mail, phone) or to a page of the mall itself ("/list?search=…", never "//host"). */
export const LINK_HREF = /^(https?:\/\/[^\s"'<>\\]+|mailto:[^\s"'<>\\]+|tel:[\d+\-() ]+|\/(?!\/)[^\s"'<>\\]*)$/i;
