import type { z } from "zod";
import type { Resource } from "../../core/define-resource";
import type { FieldDef } from "../../core/fields";
import { invalid } from "../http/errors";
import { fieldSchema } from "./field-schema";

const schemaCache = new WeakMap<FieldDef, z.ZodType>();
const schemaOf = (field: FieldDef) => {
  let s = schemaCache.get(field);
  if (!s) schemaCache.set(field, (s = fieldSchema(field)));
  return s;
};

const isBlank = (v: unknown) => v === undefined || v === null || (typeof v === "string" && v.trim() === "");

export type Values = Record<string, unknown>;

/**
 * Validates a create or update payload against the resource's fields and returns the column
 * values to write. Readonly fields, tenant columns and unknown keys are dropped, as the wire
 * contract says. On create, omitted fields take their default; on update, only sent keys change.
 * Throws one 422 carrying every field's first problem, so nothing is written.
 */
export function parsePayload(resource: Resource, body: unknown, mode: "create" | "update"): Values {
  if (body === null || typeof body !== "object" || Array.isArray(body)) throw invalid({}, "请求数据格式不正确");
  const input = body as Values;
  const out: Values = {};
  const errors: Record<string, string> = {};
  for (const [key, field] of Object.entries(resource.fields)) {
    if (field.readonly) continue;
    const present = key in input;
    if (mode === "update" && !present) continue;
    const raw = input[key];
    if (isBlank(raw)) {
      if (field.required) errors[key] = `${field.label}不能为空`;
      else if (mode === "create" && field.default !== undefined) out[key] = field.default;
      else if (present) out[key] = null;
      continue;
    }
    const parsed = schemaOf(field).safeParse(raw);
    if (parsed.success) out[key] = parsed.data;
    else errors[key] = parsed.error.issues[0]?.message ?? `${field.label}的取值无效`;
  }
  if (Object.keys(errors).length) throw invalid(errors);
  return out;
}

/** Defaults of readonly fields (counters and the like) for a new row. */
export function readonlyDefaults(resource: Resource): Values {
  return Object.fromEntries(
    Object.entries(resource.fields)
      .filter(([, f]) => f.readonly && f.default !== undefined)
      .map(([k, f]) => [k, f.default]),
  );
}
