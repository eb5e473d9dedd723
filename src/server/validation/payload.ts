import type { Resource } from "../../core/define-resource";
import { fieldRules, firstProblem, isBlank, requiredMessage, type FieldRule } from "../../core/field-rules";
import { applies, type FieldDef } from "../../core/fields";
import { invalid, type ApiError } from "../http/errors";
import { fieldSchema } from "./field-schema";
import { nowMs } from "../clock";

const rulesCache = new WeakMap<FieldDef, FieldRule[]>();
/** What a payload is checked against: a resource, or a declared field set of a hand-written form (src/server/validation/declared.ts). */
type Declared = Pick<Resource, "fields">;

const rulesOf = (resource: Declared, key: string) => {
  const field = resource.fields[key]!;
  let r = rulesCache.get(field);
  if (!r) rulesCache.set(field, (r = fieldRules(resource.fields, key).filter((rule) => rule.kind !== "required")));
  return r;
};

export type Values = Record<string, unknown>;

/**
 * Validates a create or update payload against the resource's fields and returns the column
 * values to write. Readonly fields, tenant columns and unknown keys are dropped, as the wire
 * contract says. On create, omitted fields take their default; on update, only sent keys change,
 * and cross-field bounds are checked against `current` for the keys not sent.
 * Throws one 422 carrying every field's first problem, so nothing is written.
 */
export function parsePayload(
  resource: Declared,
  body: unknown,
  mode: "create" | "update",
  current: Values = {},
): Values {
  if (body === null || typeof body !== "object" || Array.isArray(body)) throw invalid({}, "请求数据格式不正确");
  const input = body as Values;
  const out: Values = {};
  const errors: Record<string, string> = {};
  const writable = Object.entries(resource.fields).filter(([, field]) => !field.readonly);
  for (const [key, field] of writable) {
    const present = key in input;
    if (mode === "update" && !present) continue;
    const raw = input[key];
    const blank = () => {
      // whether a conditional field is required is known once the whole row is (below)
      if (field.required && !field.when) errors[key] = requiredMessage(field);
      // no lines is an empty list, never null: the save then removes the row's lines
      else if (field.type === "lines") out[key] = [];
      else if (mode === "create" && field.default !== undefined) out[key] = field.default;
      else if (present) out[key] = null;
    };
    if (isBlank(raw)) {
      blank();
      continue;
    }
    if (field.type === "lines") {
      const lines = parseLines(key, field, raw, errors);
      if (lines) out[key] = lines;
      continue;
    }
    const parsed = fieldSchema(field).safeParse(raw);
    if (!parsed.success) errors[key] = parsed.error.issues[0]?.message ?? `${field.label}的取值无效`;
    // what says nothing once parsed (an emptied editor's <p></p>) is blank
    else if (isBlank(parsed.data)) blank();
    // a fixed field may be sent back unchanged (the edit form does), never changed
    else if (mode === "update" && field.fixed && key in current && String(parsed.data) !== String(current[key]))
      errors[key] = `${field.label}创建后不能修改`;
    else out[key] = parsed.data;
  }
  const row = { ...current, ...out };
  for (const [key, field] of writable) {
    if (!field.when) continue;
    if (!applies(field, row)) {
      // what was typed for the other case means nothing for this one: it is cleared, never kept as a rule
      delete errors[key];
      if (mode === "create" || key in current) out[key] = row[key] = field.type === "lines" ? [] : null;
    } else if (field.required && isBlank(row[key]) && !errors[key]) errors[key] = requiredMessage(field);
  }
  for (const [key, field] of writable) {
    if (field.when && !applies(field, row)) continue;
    const bound = field.after ?? field.notBefore;
    const touched = key in out || (bound !== undefined && bound in out);
    if (errors[key] || !touched || field.type === "lines") continue;
    const problem = firstProblem(rulesOf(resource, key), row[key], row, nowMs());
    if (problem) errors[key] = problem;
  }
  if (Object.keys(errors).length) throw invalid(errors);
  return out;
}

/** A line as parsed: its field values, and its id when it is one already saved. */
export type Line = Values & { id?: number; sourceLineId?: number };

/**
 * The lines of a `lines` field: an array of objects, each checked like a row of the line fields (errors
 * keyed `lines.0.quantity`, which the form puts on that cell); a line keeps its id when it sends one.
 */
function parseLines(key: string, field: FieldDef, raw: unknown, errors: Record<string, string>): Line[] | undefined {
  if (!Array.isArray(raw) || raw.some((l) => l === null || typeof l !== "object" || Array.isArray(l))) {
    errors[key] = `${field.label}格式不正确`;
    return undefined;
  }
  // the count first: 10 000 lines are refused before any is read
  const problem = firstProblem(
    fieldRules({ [key]: field }, key).filter((r) => r.kind !== "required"),
    raw,
    {},
  );
  if (problem) {
    errors[key] = problem;
    return undefined;
  }
  const lineFields = { fields: field.lines ?? {} };
  const lines: Line[] = [];
  const seen = new Set<number>();
  raw.forEach((input: Values, i) => {
    let line: Line | undefined;
    try {
      line = parsePayload(lineFields, input, "create");
    } catch (e) {
      for (const [k, m] of Object.entries((e as ApiError).errors ?? {})) errors[`${key}.${i}.${k}`] = m;
    }
    // a sent id must be a saved line's, once: a bad one would silently turn an edit into a new line
    if (input.id !== undefined && input.id !== null && input.id !== "") {
      const id = typeof input.id === "number" || typeof input.id === "string" ? Number(input.id) : NaN;
      if (!Number.isInteger(id) || id <= 0 || seen.has(id)) errors[key] = `第${i + 1}行的明细编号无效，请刷新后重试`;
      else {
        seen.add(id);
        if (line) line.id = id;
      }
    }
    // lines that answer another row's lines say which one each answers; lines.ts checks it is one of them
    if (field.from) {
      const source = Number(input.sourceLineId);
      if (!Number.isInteger(source) || source <= 0) errors[key] = `第${i + 1}行的明细编号无效，请刷新后重试`;
      else if (line) line.sourceLineId = source;
    }
    if (line) lines.push(line);
  });
  return lines;
}

/** Defaults of readonly fields (counters and the like) for a new row. */
export function readonlyDefaults(resource: Resource): Values {
  return Object.fromEntries(
    Object.entries(resource.fields)
      .filter(([, f]) => f.readonly && f.default !== undefined)
      .map(([k, f]) => [k, f.default]),
  );
}
