import { formFields, type Resource } from "./define-resource";
import { fieldRules } from "./field-rules";
import type { FieldDef } from "./fields";
import { importKeyOf } from "./import-checks";
import { PHONE_HINTS, phoneKindOf } from "./phone-rules";

/** One line of an import template's 填写说明: the column, whether it must be filled, and every rule it must meet. */
export interface ColumnRule {
  column: string;
  required: "必填" | "选填";
  rule: string;
}

const PLACE_DEPTH = { province: "省", city: "市" } as const;

/** How a cell of the field's type is written; `labelOf` names the resource a ref points to. */
function howToFill(f: FieldDef, labelOf: (resource: string) => string): string {
  switch (f.type) {
    case "enum":
      return `填写其中之一：${f.options!.map((o) => o.label).join("、")}`;
    case "ref":
      return `填写已有${labelOf(f.ref!)}的名称`;
    case "refs":
      return `填写${labelOf(f.ref!)}的名称，多个用“、”隔开`;
    case "regions":
      return "填写省、市名称，多个用“、”隔开，如 山东省、河南省郑州市；留空为全国";
    case "place":
      return f.level
        ? `填写省、市、区县全称，至少到${PLACE_DEPTH[f.level]}，如 山东省潍坊市`
        : "填写省、市、区县全称，必须到区县一级，如 山东省潍坊市寒亭区";
    case "tags":
      return `填写${f.label}名称，多个用“、”隔开`;
    case "bool":
      return "填写 是 或 否；留空时新增的取默认值，已有的不改动";
    case "date":
      return "日期，格式 YYYY-MM-DD，如 2026-12-01";
    case "datetime":
      return "时间（北京时间），格式 YYYY-MM-DD HH:mm，如 2026-12-01 10:00";
    case "int":
      return "整数";
    case "money":
      return "金额，最多2位小数";
    case "decimal":
      return "数字，最多3位小数";
    case "phone":
      return PHONE_HINTS[phoneKindOf(f)];
    default:
      return "文字";
  }
}

/** The field's own rules in a cell's words; the type's shape (phone, decimals) is already said by howToFill. */
function limits(r: Resource, key: string): string[] {
  return fieldRules(r.fields, key).flatMap((rule) => {
    switch (rule.kind) {
      case "maxLength":
        return [`不超过${rule.limit}个字`];
      case "minLength":
        return [`不少于${rule.limit}个字`];
      case "min":
        return [`不小于${rule.limit}`];
      case "max":
        return [`不大于${rule.limit}`];
      case "required":
      case "places":
        return [];
      case "pattern":
        return r.fields[key]!.type === "phone" ? [] : [rule.message];
      default:
        return [rule.message];
    }
  });
}

/** What the key column does to the rows already there, and what an import leaves alone: the dialog says it too. */
export function importNote(r: Resource): string {
  const key = importKeyOf(r);
  const label = key === undefined ? "" : r.fields[key]!.label;
  return `按“${label}”匹配：${label}与已有${r.label}相同的更新该条，新的${label}新增一条，表格中没有的${r.label}保持不变；同一${label}在表格中只能出现一次。`;
}

/** Every column of the import template with its rules, in the form's order; the file's 填写说明 sheet lists them. */
export function columnRules(r: Resource, labelOf: (resource: string) => string): ColumnRule[] {
  const key = r.endpoints.import ? importKeyOf(r) : undefined;
  return formFields(r).map(([k, f]) => {
    const isKey = k === key;
    const parts = [howToFill(f, labelOf), ...limits(r, k)];
    if (f.when)
      parts.push(
        `仅当${r.fields[f.when.field]?.label ?? f.when.field}为${f.when.in.map((v) => r.fields[f.when!.field]?.options?.find((o) => o.value === v)?.label ?? String(v)).join("、")}时填写`,
      );
    if (k === r.onePer?.flag) parts.push(`只能有一条为“是”，填“是”的一条取代原来的${f.label}`);
    if (isKey) parts.unshift(`导入时必填，用于匹配已有${r.label}：与已有${f.label}相同则更新该条，否则新增`);
    return { column: f.label, required: f.required || isKey ? "必填" : "选填", rule: parts.join("；") };
  });
}
