import { z } from "zod";
import { enumIsNumeric, type FieldDef } from "../../core/fields";

/** Mainland mobile (13800000001) or landline (0536-1234567, 010-12345678-123). */
const PHONE = /^(1[3-9]\d{9}|0\d{2,3}-?\d{7,8}(-\d{1,6})?)$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Numbers may arrive as numeric strings (query strings, some form widgets). */
const toNumber = (v: unknown) => (typeof v === "string" && v.trim() !== "" && !Number.isNaN(Number(v)) ? Number(v) : v);
const toBool = (v: unknown) => (v === "true" || v === "1" ? true : v === "false" || v === "0" ? false : v);

const decimals = (n: number) => (String(n).split(".")[1] ?? "").length;

function numberSchema(field: FieldDef, places: number | 0) {
  const { label } = field;
  let s = z.number({ error: `${label}必须是数字` }).refine(Number.isFinite, `${label}必须是数字`);
  if (places === 0) s = s.refine(Number.isInteger, `${label}必须是整数`);
  else s = s.refine((n) => decimals(n) <= places, `${label}最多${places}位小数`);
  if (field.min !== undefined) s = s.refine((n) => n >= field.min!, `${label}不能小于${field.min}`);
  if (field.max !== undefined) s = s.refine((n) => n <= field.max!, `${label}不能大于${field.max}`);
  return z.preprocess(toNumber, s);
}

function textSchema(field: FieldDef) {
  const { label } = field;
  let s = z.string({ error: `${label}必须是文字` }).trim();
  if (field.max !== undefined) s = s.max(field.max, `${label}不能超过${field.max}个字`);
  if (field.min !== undefined) s = s.min(field.min, `${label}不能少于${field.min}个字`);
  if (field.type === "phone") s = s.regex(PHONE, `${label}格式不正确`);
  return z.preprocess((v) => (typeof v === "number" ? String(v) : v), s);
}

const validDate = (s: string) => {
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
};

/** The zod schema of one present, non-blank value of a field; blanks are handled by the caller. */
export function fieldSchema(field: FieldDef): z.ZodType {
  const { label } = field;
  switch (field.type) {
    case "text":
    case "textarea":
    case "phone":
    case "image":
      return textSchema(field);
    case "int":
      return numberSchema(field, 0);
    case "money":
      return numberSchema(field, 2);
    case "decimal":
      return numberSchema(field, 3);
    case "ref":
      return z.preprocess(toNumber, z.number({ error: `${label}的取值无效` }).int(`${label}的取值无效`).positive(`${label}的取值无效`));
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
        .refine((s) => /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}/.test(s) && !Number.isNaN(new Date(s.replace(" ", "T")).getTime()), `${label}格式不正确`)
        .transform((s) => new Date(s.replace(" ", "T")));
  }
}
