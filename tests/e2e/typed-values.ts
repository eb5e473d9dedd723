/** The values a browser test types into a form, and the text each reads as once shown. */

/** The zone every browser in these tests runs in, so typed and shown times agree. */
export const ZONE = "Asia/Shanghai";

/** `YYYY-MM-DD HH:mm:ss` of an instant in ZONE, as the date picker takes it. */
export function zoned(iso: string): string {
  const two = "2-digit" as const;
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone: ZONE,
    year: "numeric",
    month: two,
    day: two,
    hour: two,
    minute: two,
    second: two,
    hourCycle: "h23",
  }).formatToParts(new Date(iso));
  const p = Object.fromEntries(parts.map((x) => [x.type, x.value]));
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}:${p.second}`;
}

export const money = new Intl.NumberFormat("zh-CN", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** A tiny valid PNG (1×1, green), for image fields. */
export const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

/** A minimal PDF (one empty page), for file fields. */
export const PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
);

/** The text an HTML value reads as (`<p>测商品详情3</p>` → 测商品详情3); plain text (a rule's too-long value) as it is. */
export const htmlText = (value: unknown) =>
  String(value ?? "")
    .replace(/<[^>]*>/g, "")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&");

/** What one field holds after the test set it: the wire value and the text the show screen prints. */
export interface Held {
  value: unknown;
  shown: string;
}
