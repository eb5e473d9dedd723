import { enumIsNumeric, MAX_REFS, MAX_REGIONS, MAX_TAGS, type FieldDef } from "../../core/fields";
import type { Resource } from "../../core/define-resource";

/** A JSON Schema (OpenAPI 3.1 dialect), kept loose: the generator only writes it. */
export type Schema = Record<string, unknown>;

const id: Schema = { type: "integer", minimum: 1, description: "记录 id" };
const choices = (f: FieldDef) => (f.options ?? []).map((o) => `${o.value}=${o.label}`).join("，");

/** Bounds the server's field rules hold: a length for text, a value for numbers, a count for lists. */
function bounds(f: FieldDef, kind: "length" | "value" | "items"): Schema {
  const [lo, hi] =
    kind === "length"
      ? ["minLength", "maxLength"]
      : kind === "value"
        ? ["minimum", "maximum"]
        : ["minItems", "maxItems"];
  return { ...(f.min !== undefined ? { [lo]: f.min } : {}), ...(f.max !== undefined ? { [hi]: f.max } : {}) };
}

/** How one field travels on the wire, as the validator (server/validation/field-schema.ts) accepts it. */
export function fieldSchema(f: FieldDef): Schema {
  const described = (s: Schema): Schema => ({ ...s, title: f.label });
  switch (f.type) {
    case "text":
    case "textarea":
    case "phone":
    case "richtext":
      return described({
        type: "string",
        ...bounds(f, "length"),
        ...(f.type === "richtext" ? { contentMediaType: "text/html" } : {}),
      });
    case "image":
      return described({ type: "string", maxLength: f.max ?? 255, description: "上传接口返回的图片地址" });
    case "images":
      return described({ type: "array", items: { type: "string" }, description: "上传接口返回的图片地址，按展示顺序" });
    case "file":
      return described({ type: "string", description: "上传接口返回的 PDF 文件名" });
    case "regions":
      return described({
        type: "array",
        items: { type: "string" },
        maxItems: f.max ?? MAX_REGIONS,
        description: "地区编码（省、市或区县）",
      });
    case "place":
      return described({
        type: "string",
        maxLength: f.max ?? 60,
        description: "地区全称，省市区县依次相连（如 山东省潍坊市寒亭区），取自 childAreas 的地区数据",
      });
    case "tags":
      return described({
        type: "array",
        items: { type: "string" },
        maxItems: f.max ?? MAX_TAGS,
        description: `标签编码${f.tree ? `（${f.tree} 标签树）` : ""}`,
      });
    case "int":
      return described({ type: "integer", ...bounds(f, "value") });
    case "money":
    case "decimal":
      return described({
        type: "number",
        ...bounds(f, "value"),
        ...(f.type === "money" ? { description: "金额（元）" } : {}),
      });
    case "ref":
      return described({ ...id, description: `${f.ref} 的 id` });
    case "refs":
      return described({ type: "array", items: id, maxItems: f.max ?? MAX_REFS, description: `${f.ref} 的 id` });
    case "picks":
      return described({
        type: "array",
        items: id,
        ...(f.max !== undefined ? { maxItems: f.max } : {}),
        description: `本记录 ${f.picks} 明细行的 id`,
      });
    case "enum":
      return described({
        type: enumIsNumeric(f) ? "integer" : "string",
        enum: (f.options ?? []).map((o) => o.value),
        description: choices(f),
      });
    case "bool":
      return described({ type: "boolean" });
    case "date":
      return described({ type: "string", format: "date" });
    case "datetime":
      return described({ type: "string", format: "date-time", description: "YYYY-MM-DD HH:mm[:ss] 或 ISO 8601" });
    case "lines":
      return described({ type: "array", items: objectOf(f.lines ?? {}, "create"), ...bounds(f, "items") });
  }
}

/** The fields a create or an update accepts: form fields the server does not set itself. */
const writable = (f: FieldDef) => f.form && !f.readonly;

/** An object of fields; on create the required ones are required (a `when` field only when it applies, so not here). */
export function objectOf(fields: Record<string, FieldDef>, mode: "create" | "update" | "read"): Schema {
  const entries = Object.entries(fields).filter(([, f]) => (mode === "read" ? true : writable(f)));
  const required = mode === "create" ? entries.filter(([, f]) => f.required && !f.when).map(([k]) => k) : [];
  return {
    type: "object",
    properties: Object.fromEntries(entries.map(([k, f]) => [k, fieldSchema(f)])),
    ...(required.length ? { required } : {}),
  };
}

/** A row as the server answers it: id, the fields (only an audience's, when read through one) and the times. */
export function rowSchema(r: Resource, only?: readonly string[]): Schema {
  const fields = only ? Object.fromEntries(only.filter((k) => r.fields[k]).map((k) => [k, r.fields[k]!])) : r.fields;
  const body = objectOf(fields, "read");
  return {
    ...body,
    properties: {
      id,
      ...(body.properties as Schema),
      createdAt: { type: "string", format: "date-time" },
      updatedAt: { type: "string", format: "date-time" },
    },
  };
}

const TEXTUAL = new Set(["text", "textarea", "richtext", "phone", "place"]);
const RANGED = new Set(["int", "money", "decimal", "date", "datetime"]);

/**
 * The query of a list (operations/list.ts): a page, a sort, and a filter per stored field — text by
 * substring, lists by containing, numbers and dates also by an inclusive `…From`/`…To` range.
 */
export function listQuery(r: Resource, only?: readonly string[]): Schema {
  const filters = Object.entries(r.fields).filter(([k, f]) => f.type !== "lines" && (!only || only.includes(k)));
  const filter = ([k, f]: [string, FieldDef]): [string, Schema][] => {
    const how = TEXTUAL.has(f.type)
      ? "包含"
      : f.type === "refs" || f.type === "picks" || f.type === "regions" || f.type === "tags"
        ? "含有"
        : "等于";
    // a text filter matches a substring, so the field's length rules do not bind it
    const shape = TEXTUAL.has(f.type) ? { type: "string", title: f.label } : fieldSchema(f);
    const one: [string, Schema] = [k, { ...shape, description: `筛选，${how}${f.options ? `（${choices(f)}）` : ""}` }];
    if (!RANGED.has(f.type)) return [one];
    const bound = { ...fieldSchema({ ...f, min: undefined, max: undefined }) };
    return [
      one,
      [`${k}From`, { ...bound, description: `筛选，${f.label}不小于` }],
      [`${k}To`, { ...bound, description: `筛选，${f.label}不大于` }],
    ];
  };
  return {
    type: "object",
    properties: {
      pageNum: { type: "integer", minimum: 1, default: 1, description: "页码" },
      pageSize: { type: "integer", minimum: 1, default: r.pageSize ?? 20, description: "每页条数（最多 200）" },
      sortField: { type: "string", description: "排序字段" },
      sortOrder: { type: "string", enum: ["asc", "desc"], description: "排序方向" },
      ids: { type: "string", description: "只列这些 id（逗号分隔）" },
      ...Object.fromEntries(filters.flatMap(filter)),
    },
  };
}

export const pageOf = (row: Schema): Schema => ({
  type: "object",
  properties: {
    list: { type: "array", items: row },
    total: { type: "integer" },
    pageNum: { type: "integer" },
    pageSize: { type: "integer" },
  },
  required: ["list", "total", "pageNum", "pageSize"],
});

export const idPayload: Schema = { type: "object", properties: { id }, required: ["id"] };
export const idsPayload: Schema = {
  type: "object",
  properties: { ids: { type: "array", items: id, minItems: 1 } },
  required: ["ids"],
};
