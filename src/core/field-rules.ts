import { CHECK_FIRST, CHECKSUMS, type ChecksumScheme } from "./check-digits";
import { isNumeric, isTextual, type FieldDef } from "./fields";
import { PHONE_PATTERNS, phoneKindOf, phoneMessage } from "./phone-rules";

/** Decimal places a number type keeps on the wire and in the database. */
export const PLACES: Partial<Record<FieldDef["type"], number>> = { int: 0, money: 2, decimal: 3 };

/**
 * One check of one field, with the Chinese message both the form and the server's 422 show. The
 * browser form and the server validate with the same list, so neither accepts what the other refuses.
 */
export type FieldRule = { message: string } & (
  | { kind: "required" }
  | { kind: "maxLength"; limit: number }
  | { kind: "minLength"; limit: number }
  | { kind: "pattern"; pattern: RegExp }
  | { kind: "checksum"; scheme: ChecksumScheme; first?: true }
  | { kind: "min"; limit: number }
  | { kind: "max"; limit: number }
  | { kind: "places"; limit: number }
  | { kind: "after"; other: string; strict: boolean }
  | { kind: "future" }
  | { kind: "past" }
  | { kind: "minCount"; limit: number }
  | { kind: "maxCount"; limit: number }
);

const patterns = new Map<string, RegExp>();
/** A declared pattern compiled once (rules are built per form render). */
const patternOf = (source: string) => {
  if (!patterns.has(source)) patterns.set(source, new RegExp(source));
  return patterns.get(source)!;
};

/** Fields chosen from a list or a calendar ask to be picked (请选择), the rest to be typed (请输入). */
const picked = (f: FieldDef) =>
  !!f.pickFrom ||
  ["enum", "ref", "refs", "picks", "regions", "place", "tags", "date", "datetime", "bool"].includes(f.type);

/** Pictures and documents are uploaded, never typed (请上传身份证人像面照片). */
const uploaded: FieldDef["type"][] = ["image", "images", "file"];

export const requiredMessage = (f: FieldDef) =>
  `${f.type === "lines" ? "请添加" : uploaded.includes(f.type) ? "请上传" : picked(f) ? "请选择" : "请输入"}${f.label}`;

/** Every rule of one field of a resource, in the order a form reports them. */
export function fieldRules(fields: Record<string, FieldDef>, name: string): FieldRule[] {
  const f = fields[name]!;
  const { label } = f;
  const rules: FieldRule[] = [];
  if (f.required) rules.push({ kind: "required", message: requiredMessage(f) });
  // an image or file holds the name the upload answered, never typed: its shape is a wire check, not a form rule
  if (isTextual(f.type) && f.type !== "image" && f.type !== "file") {
    if (f.min !== undefined && f.min > 0)
      rules.push({ kind: "minLength", limit: f.min, message: `${label}不能少于${f.min}个字` });
    // a richtext value is HTML: its formatting counts towards the limit, so the message says characters, not words
    const tooLong =
      f.type === "richtext" ? `${label}内容过长，连同格式不能超过${f.max}个字符` : `${label}不能超过${f.max}个字`;
    if (f.max !== undefined) rules.push({ kind: "maxLength", limit: f.max, message: tooLong });
  }
  if (f.type === "phone")
    rules.push({ kind: "pattern", pattern: PHONE_PATTERNS[phoneKindOf(f)], message: phoneMessage(label) });
  if (f.checksum) {
    const scheme = CHECKSUMS[f.checksum];
    rules.push({ kind: "pattern", pattern: scheme.shape, message: `${label}${scheme.shapeMessage}` });
    const first = CHECK_FIRST[f.checksum];
    if (first) rules.push({ kind: "checksum", scheme: f.checksum, first: true, message: `${label}${first.says}` });
    rules.push({ kind: "checksum", scheme: f.checksum, message: `${label}校验位不正确` });
  }
  if (f.pattern && isTextual(f.type))
    rules.push({ kind: "pattern", pattern: patternOf(f.pattern.source), message: f.pattern.message });
  if (isNumeric(f.type)) {
    const places = PLACES[f.type]!;
    rules.push({
      kind: "places",
      limit: places,
      message: places === 0 ? `${label}必须是整数` : `${label}最多${places}位小数`,
    });
    if (f.min !== undefined) rules.push({ kind: "min", limit: f.min, message: `${label}不能小于${f.min}` });
    if (f.max !== undefined) rules.push({ kind: "max", limit: f.max, message: `${label}不能大于${f.max}` });
  }
  if (f.type === "images" && f.max !== undefined)
    rules.push({ kind: "maxCount", limit: f.max, message: `${label}最多${f.max}张` });
  if (f.type === "lines") {
    if (f.min !== undefined && f.min > 1)
      rules.push({ kind: "minCount", limit: f.min, message: `${label}至少${f.min}行` });
    if (f.max !== undefined) rules.push({ kind: "maxCount", limit: f.max, message: `${label}最多${f.max}行` });
  }
  if (f.future) rules.push({ kind: "future", message: `${label}必须晚于当前时间` });
  if (f.past) rules.push({ kind: "past", message: `${label}不能晚于今天` });
  const bound = f.after ?? f.notBefore;
  if (bound) {
    const other = fields[bound]!.label;
    const strict = f.after !== undefined;
    rules.push({
      kind: "after",
      other: bound,
      strict,
      message: strict ? `${label}必须晚于${other}` : `${label}不能早于${other}`,
    });
  }
  return rules;
}

const decimalsOf = (n: number) => {
  const [, fraction = ""] = String(n).split(".");
  return /e-/.test(String(n)) ? Infinity : fraction.length;
};

/** Milliseconds of a date or datetime value as either side holds it (a Date, an ISO or YYYY-MM-DD string). */
const timeOf = (v: unknown) =>
  v instanceof Date ? v.getTime() : typeof v === "string" ? new Date(v.replace(" ", "T")).getTime() : NaN;

/** Today's date in China (UTC+8, no daylight saving), as YYYY-MM-DD. */
export const chinaToday = (now = Date.now()) => new Date(now + 8 * 3_600_000).toISOString().slice(0, 10);

/** The instant China's day began `back` days before today's (0: today's midnight in China), as ISO. */
export const chinaDayStart = (now = Date.now(), back = 0) =>
  new Date(Date.parse(`${chinaToday(now)}T00:00:00+08:00`) - back * 86_400_000).toISOString();

/** Nothing entered: no value, only spaces, or no lines. */
export const isBlank = (v: unknown) =>
  v === undefined || v === null || (typeof v === "string" && v.trim() === "") || (Array.isArray(v) && v.length === 0);

/**
 * Whether a present value passes a rule; `row` holds the other fields (form values, or the stored row
 * merged with the update). Blank values are the `required` rule's business only. `now` (epoch ms) is when
 * `future` and `past` are judged: the server passes its clock, which a test may move.
 */
export function passes(rule: FieldRule, value: unknown, row: Record<string, unknown>, now = Date.now()): boolean {
  if (rule.kind === "required") return !isBlank(value);
  if (isBlank(value)) return true;
  switch (rule.kind) {
    case "maxLength":
      return String(value).trim().length <= rule.limit;
    case "minLength":
      return String(value).trim().length >= rule.limit;
    case "pattern":
      return rule.pattern.test(String(value).trim());
    case "checksum":
      return (rule.first ? CHECK_FIRST[rule.scheme]! : CHECKSUMS[rule.scheme]).valid(String(value).trim());
    case "min":
      return Number(value) >= rule.limit;
    case "max":
      return Number(value) <= rule.limit;
    case "places":
      return decimalsOf(Number(value)) <= rule.limit;
    case "future":
      // a date is ahead when it is China's today or later (at 00:30 in Beijing, yesterday's date is past); a datetime when it is later than now
      return typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value)
        ? timeOf(value) >= new Date(chinaToday(now)).getTime()
        : timeOf(value) > now;
    case "past":
      // today is China's today wherever the reader is: a goods made this morning in Shandong is not of the future
      return timeOf(typeof value === "string" ? value.slice(0, 10) : value) <= new Date(chinaToday(now)).getTime();
    case "minCount":
      return Array.isArray(value) && value.length >= rule.limit;
    case "maxCount":
      return Array.isArray(value) && value.length <= rule.limit;
    case "after": {
      const other = row[rule.other];
      if (isBlank(other)) return true;
      const [mine, theirs] = [timeOf(value), timeOf(other)];
      return rule.strict ? mine > theirs : mine >= theirs;
    }
  }
}

/** The first message of the rules a value breaks, or undefined when it passes them all. */
export function firstProblem(
  rules: FieldRule[],
  value: unknown,
  row: Record<string, unknown>,
  now = Date.now(),
): string | undefined {
  return rules.find((rule) => !passes(rule, value, row, now))?.message;
}
