import type { FieldRule } from "../../src/core/field-rules";
import { applies, type FieldDef } from "../../src/core/fields";
import { creditCodeCheck } from "../../src/core/check-digits";
import { seededTitle } from "../../src/server/db/seed/dictionaries";

let serial = 0;

/** Where dates that need not lie ahead start (June 2027, far enough that a month back is still ahead; a field's position adds days). */
const FIXED_DAYS = Date.UTC(2027, 5, 1);

/**
 * What a line's ref or refs field holds where a test fills one (`floors`' goods): the ids of rows the caller may
 * see, or on a form the option to pick. Refs are the caller's business: by default a line's ref fails as a row's does.
 */
/**
 * A registration number no other call made, with its check character: for a field a rule keeps one of per tenant (a
 * seller's one credit line per buyer code), where the two real codes validValue gives would collide on the second row.
 */
export function freshCreditCode(): string {
  serial += 1;
  const first17 = `91370702${String((Date.now() * 100 + serial) % 1_000_000_000).padStart(9, "0")}`;
  return first17 + creditCodeCheck(first17);
}

export type LineRefs = (child: string, field: FieldDef) => unknown;
const noLineRefs: LineRefs = (_child, field) => {
  throw new Error(`ref field "${field.label}" takes existing rows' ids: pick them, do not invent them`);
};

/**
 * A valid wire value for a field, from its declaration alone (refs are the caller's business; `lineRefs` fills
 * those of lines). `index` is the field's position, so later dates follow earlier ones; `variant` 1 gives a
 * different valid value for an edit. A field type without a case here fails loudly.
 */
export function validValue(field: FieldDef, index: number, variant = 0, lineRefs: LineRefs = noLineRefs): unknown {
  serial += 1;
  if (field.examples?.length) return field.examples[variant % field.examples.length];
  // a path of the mall's category tree holds the database's ids: picked on a form, left out of a payload (the server files it)
  if (field.tree && field.type === "text") return null;
  if (field.pickFrom) return seededTitle(field.pickFrom, serial + variant);
  const clamp = (n: number) => Math.min(Math.max(field.min ?? n, n), field.max ?? n);
  switch (field.type) {
    case "text":
    case "textarea": {
      // a registration number holds its check character: two real ones per scheme
      if (field.checksum)
        return (
          field.checksum === "creditCode"
            ? ["91350100M000100Y43", "91370702MA3C6LY01N"]
            : ["11010519491231002X", "370702199001010039"]
        )[variant % 2];
      if (field.pattern)
        throw new Error(
          `text field "${field.label}" has a shape (${field.pattern.source}) no made-up text has: declare examples`,
        );
      const text = `${variant ? "改" : "测"}${field.label.replace(/[()（）%]/g, "")}${serial}`;
      return text.slice(-(field.max ?? 100));
    }
    case "richtext":
      // what the editor writes for a typed line: one paragraph, kept by the server's sanitiser as it is
      return `<p>${variant ? "改" : "测"}${field.label.replace(/[()（）%]/g, "")}${serial}</p>`;
    case "image":
      return `/uploads/sample-${serial}.png`;
    case "images":
      // as many pictures as the variant's turn (one, then two), each an address an upload answers
      return Array.from({ length: 1 + variant }, (_, i) => `/uploads/sample-${serial}-${i + 1}.png`);
    case "file":
      // shaped as the upload endpoint names a PDF; the server checks the shape, the download its presence
      return `${String(serial).padStart(32, "0")}.pdf`;
    case "phone":
      return `13${7 + variant}${String(10_000_000 + ((serial * 7919 + Date.now()) % 89_999_999)).slice(0, 8)}`;
    case "int":
      return clamp(5 + variant * 3);
    case "money":
      return clamp(12.5 + variant * 6.25);
    case "decimal":
      return clamp(3.25 + variant * 4.5);
    case "enum":
      return field.options![variant % field.options!.length]!.value;
    case "bool":
      return variant === 0;
    case "date":
      // a date that must lie ahead is some days after today (and after the fixed days below, which a field
      // may have to follow), so it never expires
      if (field.future)
        return new Date(Math.max(Date.now(), FIXED_DAYS) + (1 + index + variant) * 86_400_000)
          .toISOString()
          .slice(0, 10);
      // a day that may not lie ahead is some weeks back, the variant a week further, both before any fixed day
      if (field.past) return new Date(Date.now() - (30 + variant * 7 - index) * 86_400_000).toISOString().slice(0, 10);
      // later fields get later days, so an end never precedes its start; the variant moves a month back
      return new Date(FIXED_DAYS + index * 86_400_000 - variant * 30 * 86_400_000).toISOString().slice(0, 10);
    case "datetime":
      // a deadline that must lie ahead is some days after today, so these values never expire; the variant moves
      // three hours on, still before the next field's day (an edited start stays before an unedited end)
      if (field.future)
        return new Date(
          Math.max(Math.ceil(Date.now() / 3_600_000) * 3_600_000, FIXED_DAYS) +
            (1 + index) * 86_400_000 +
            variant * 3 * 3_600_000,
        ).toISOString();
      if (field.past) return new Date(Date.now() - (30 + variant * 7 - index) * 86_400_000).toISOString();
      // later fields get later days; the variant moves three hours on, still before the next field's day
      return new Date(FIXED_DAYS + index * 86_400_000 + (2 + variant * 3) * 3_600_000).toISOString();
    case "tags":
      // tags of the platform's bid tree (migration 0030), which every database holds
      return variant === 0 ? ["quality.report"] : ["quality.licence", "pay.monthly"];
    case "place":
      // a district, then (for an edit) a county-level city under a grouping that full names skip
      return variant === 0 ? "山东省潍坊市寒亭区" : field.level ? "河南省济源市" : "河北省保定市定州市";
    case "regions":
      // a whole province, then (for an edit) a city beside another province where the field picks cities
      return variant === 0 ? ["370000"] : field.level === "province" ? ["130000", "410000"] : ["130600", "410000"];
    case "ref":
    case "refs":
      throw new Error(`ref field "${field.label}" takes existing rows' ids: pick them, do not invent them`);
    case "picks":
      throw new Error(
        `picks field "${field.label}" takes the row's own line ids: leave it out (all lines) or read them from the row`,
      );
    case "lines":
      // one line, or two for an edit, so an edit both changes a line and adds one
      return Array.from({ length: Math.max(field.min ?? 1, 1 + variant) }, (_, i) =>
        validLine(field, i, variant, lineRefs),
      );
    default:
      throw new Error(
        `no valid value for field type "${(field as FieldDef).type}": teach tests/helpers/field-values.ts this type`,
      );
  }
}

/**
 * A valid answer to an action's form: every field's valid value, except lines to pick (an award's lines),
 * left out so the server picks all of the row's lines, as it does for any caller that names none.
 */
export const validActionForm = (form: Record<string, FieldDef> | undefined): Record<string, unknown> =>
  Object.fromEntries(
    Object.entries(form ?? {}).flatMap(([k, f], i) => (f.type === "picks" ? [] : [[k, validValue(f, i)]])),
  );

/**
 * One valid line of a `lines` field. Choices differ from line to line (a shop lists each category once, one floor
 * shows goods and the next a kind), other values alternate between two variants; refs come from `lineRefs`; a
 * field for another case than the line's is left out, as the form leaves that cell.
 */
export function validLine(
  field: FieldDef,
  line: number,
  variant = 0,
  lineRefs: LineRefs = noLineRefs,
): Record<string, unknown> {
  const value = (k: string, f: FieldDef, i: number) => {
    if (f.type === "ref" || f.type === "refs") return lineRefs(k, f);
    if (f.type === "enum" && !f.examples?.length) return f.options![(line + variant * 3) % f.options!.length]!.value;
    return validValue(f, i + line, (variant + line) % 2);
  };
  const out = Object.fromEntries(
    Object.entries(field.lines!)
      .filter(([, f]) => !f.when)
      .map(([k, f], i) => [k, value(k, f, i)]),
  );
  for (const [i, [k, f]] of Object.entries(field.lines!).entries())
    if (f.when && applies(f, out)) out[k] = value(k, f, i);
  return Object.fromEntries(
    Object.keys(field.lines!)
      .filter((k) => k in out)
      .map((k) => [k, out[k]]),
  );
}

/**
 * A value that breaks exactly this rule and no rule before it, plus the other-field values the
 * break needs (an end before its start).
 */
export function breakingValue(
  rule: FieldRule,
  field: FieldDef,
  row: Record<string, unknown>,
  lineRefs: LineRefs = noLineRefs,
): { value: unknown; others?: Record<string, unknown> } {
  switch (rule.kind) {
    case "required":
      return { value: null };
    case "maxLength":
      return { value: "长".repeat(rule.limit + 1) };
    case "minLength":
      return { value: "短".repeat(rule.limit - 1) };
    case "pattern":
      return { value: "12345" };
    case "checksum":
      // what the scheme checks first (an ID number's birth date): the 13th month; else the right shape, the wrong last character
      if (rule.first) return { value: "110101199013071239" };
      return { value: rule.scheme === "creditCode" ? "91370702MA3C6LY01A" : "110105194912310021" };
    case "min":
      return { value: rule.limit - 1 };
    case "max":
      return { value: rule.limit + 1 };
    case "places": {
      const base = Math.max(field.min ?? 1, 1);
      return { value: Number(`${Math.floor(base)}.${"3".repeat(rule.limit + 1)}`) };
    }
    case "future":
      return { value: field.type === "date" ? "2020-01-01" : "2020-01-01T02:00:00.000Z" };
    case "past": {
      // a week ahead, whatever the day: ahead of today in China and everywhere else
      const ahead = new Date(Date.now() + 7 * 86_400_000);
      return { value: field.type === "date" ? ahead.toISOString().slice(0, 10) : ahead.toISOString() };
    }
    case "minCount":
      return { value: Array.from({ length: rule.limit - 1 }, (_, i) => validLine(field, i, 0, lineRefs)) };
    case "maxCount":
      if (field.type === "images")
        return { value: Array.from({ length: rule.limit + 1 }, (_, i) => `/uploads/sample-${i + 1}.png`) };
      return { value: Array.from({ length: rule.limit + 1 }, (_, i) => validLine(field, i, 0, lineRefs)) };
    case "after": {
      const bound = row[rule.other] ?? validValue(field, 1);
      const time = new Date(String(bound)).getTime() - (rule.strict ? 0 : 86_400_000);
      const value = field.type === "date" ? new Date(time).toISOString().slice(0, 10) : new Date(time).toISOString();
      return { value, others: { [rule.other]: bound } };
    }
  }
}
