import { z } from "zod";
import { enumIsNumeric, MAX_REFS, MAX_REGIONS, MAX_TAGS, type FieldDef } from "../../core/fields";
import { TAG_CODE } from "../../core/tag-trees";
import { DOCUMENT_NAME } from "../files/documents";
import { normalRange, placeName, placeProblem, rangeProblem } from "../regions/china-regions";
import { sanitizeRichText } from "./rich-text";

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Numbers may arrive as numeric strings (query strings, some form widgets). */
const toNumber = (v: unknown) => (typeof v === "string" && v.trim() !== "" && !Number.isNaN(Number(v)) ? Number(v) : v);
const toBool = (v: unknown) => (v === "true" || v === "1" ? true : v === "false" || v === "0" ? false : v);

const validDate = (s: string) => {
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
};

/** The largest id a row (an integer column) can have: a bigger one names no row and must not reach the database. */
export const MAX_ID = 2_147_483_647;

/** One row's id: a positive integer, sent as a number or a numeric string. */
const rowId = (label: string) =>
  z.preprocess(
    toNumber,
    z
      .number({ error: `${label}的取值无效` })
      .int(`${label}的取值无效`)
      .positive(`${label}的取值无效`)
      .max(MAX_ID, `${label}的取值无效`),
  );

/** Ids of rows (or of the row's own lines), each once in the order picked; a single id (a query's filter) is a list of one. */
const idList = (label: string, max: number, unit: string) =>
  z
    .preprocess((v) => (Array.isArray(v) ? v : [v]), z.array(rowId(label)).max(max, `${label}最多选${max}${unit}`))
    .transform((ids) => [...new Set(ids)]);

const built = new WeakMap<FieldDef, z.ZodType>();
const bounds = new WeakMap<FieldDef, z.ZodType>();

/**
 * The zod schema that turns one present, non-blank wire value into the field's type. Lengths, ranges,
 * patterns and cross-field bounds are the shared rules of src/core/field-rules.ts, checked afterwards. Built once
 * per field: zod compiles a schema on its first parse, which per request cost more than the parse.
 */
/** An image a row shows is one uploaded here or a seeded asset, never another host's (a tracking pixel, a forged proof). */
const onThisSite = (v: string) => !/^([a-z][\w+.-]*:|\/\/)/i.test(v);

export function fieldSchema(field: FieldDef): z.ZodType {
  let s = built.get(field);
  if (!s) built.set(field, (s = buildFieldSchema(field)));
  return s;
}

/** A bound of a range filter on the field (its From or To): the field's type without its own min and max. */
export function boundSchema(field: FieldDef): z.ZodType {
  let s = bounds.get(field);
  if (!s) bounds.set(field, (s = buildFieldSchema({ ...field, min: undefined, max: undefined })));
  return s;
}

function buildFieldSchema(field: FieldDef): z.ZodType {
  const { label } = field;
  switch (field.type) {
    case "text":
    case "textarea":
    case "phone":
      return z.preprocess(
        (v) => (typeof v === "number" ? String(v) : v),
        z.string({ error: `${label}必须是文字` }).trim(),
      );
    case "richtext": {
      // sanitised here, so every way in (form, API, sheet import) stores only what the editor writes; sanitising is
      // not done for what is far past the limit, which the length rule then refuses as it stands
      const limit = (field.max ?? 20_000) * 4;
      return z
        .string({ error: `${label}必须是文字` })
        .transform((html) => (html.length > limit ? html : sanitizeRichText(html)));
    }
    case "image":
      return z
        .string({ error: `${label}必须是图片地址` })
        .trim()
        .max(field.max ?? 255, `${label}的图片地址过长`)
        .refine(onThisSite, `${label}须为上传的图片`);
    case "images":
      // the addresses the uploads answered, in the order arranged; how many is a shared rule (maxCount)
      return z.preprocess(
        (v) => (Array.isArray(v) ? v : [v]),
        z.array(
          z
            .string({ error: `${label}必须是图片地址` })
            .trim()
            .min(1, `${label}必须是图片地址`)
            .max(500, `${label}的图片地址过长`)
            .refine(onThisSite, `${label}须为上传的图片`),
        ),
      );
    case "file":
      return z
        .string({ error: `${label}须为上传的PDF文件` })
        .trim()
        .regex(DOCUMENT_NAME, `${label}须为上传的PDF文件`);
    case "regions":
      // codes of the region data; a query's filter sends one, or several joined by commas
      return z
        .preprocess(
          (v) => (Array.isArray(v) ? v : typeof v === "string" ? v.split(",").filter(Boolean) : [v]),
          z
            .array(z.string({ error: `${label}须为地区编码` }).trim())
            .max(field.max ?? MAX_REGIONS, `${label}最多选${field.max ?? MAX_REGIONS}个地区`),
        )
        .superRefine((codes, ctx) => {
          const problem = rangeProblem(label, codes, field.level);
          if (problem) ctx.addIssue({ code: "custom", message: problem });
        })
        .transform(normalRange);
    case "place":
      // an address's words (山东潍坊) or a pick; stored as the region data writes it, deep enough for the field
      return z
        .string({ error: `请选择${label}` })
        .trim()
        .superRefine((text, ctx) => {
          const problem = placeProblem(label, text, field.level);
          if (problem) ctx.addIssue({ code: "custom", message: problem });
        })
        .transform(placeName);
    case "tags":
      // codes of the field's tag tree; which exist is checked against the tree (operations/refs.ts)
      return z
        .preprocess(
          (v) => (Array.isArray(v) ? v : typeof v === "string" ? v.split(",").filter(Boolean) : [v]),
          z
            .array(
              z
                .string({ error: `${label}须为标签编码` })
                .trim()
                .regex(TAG_CODE, `${label}须为标签编码`),
            )
            .max(field.max ?? MAX_TAGS, `${label}最多选${field.max ?? MAX_TAGS}个`),
        )
        .transform((codes) => [...new Set(codes)]);
    case "int":
    case "money":
    case "decimal":
      return z.preprocess(
        toNumber,
        z.number({ error: `${label}必须是数字` }).refine(Number.isFinite, `${label}必须是数字`),
      );
    case "ref":
      return rowId(label);
    case "refs":
      return idList(label, field.max ?? MAX_REFS, "个");
    case "picks":
      // ids of the row's own lines; which ones exist is checked against the row (operations/picks.ts)
      return idList(label, field.max ?? 100, "项");
    case "enum": {
      const values = (field.options ?? []).map((o) => o.value);
      const s = z.any().refine((v) => values.includes(v), `${label}的取值无效`);
      return enumIsNumeric(field) ? z.preprocess(toNumber, s) : s;
    }
    case "bool":
      return z.preprocess(toBool, z.boolean({ error: `${label}的取值无效` }));
    case "date":
      return z
        .string({ error: `${label}格式不正确，应为YYYY-MM-DD` })
        .refine((s) => DATE.test(s) && validDate(s), `${label}格式不正确，应为YYYY-MM-DD`);
    case "datetime":
      return z
        .string({ error: `${label}格式不正确` })
        .refine(
          (s) => /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}/.test(s) && !Number.isNaN(new Date(s.replace(" ", "T")).getTime()),
          `${label}格式不正确`,
        )
        .transform((s) => new Date(s.replace(" ", "T")));
    case "lines":
      throw new Error(`field ${label} holds lines: parsePayload checks them line by line`);
  }
}
