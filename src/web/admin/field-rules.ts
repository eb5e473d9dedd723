import type { Rule } from "antd/es/form";
import { isNumeric, isTextual, type FieldDef } from "../../core/fields";

const picks = (f: FieldDef) => f.type === "enum" || f.type === "ref" || f.type === "date" || f.type === "datetime";

/** antd rules from the field declaration, with Chinese messages; the server re-checks with 422s. */
export function rulesFor(f: FieldDef): Rule[] {
  const rules: Rule[] = [];
  if (f.required) {
    rules.push({ required: true, whitespace: isTextual(f.type), message: `${picks(f) ? "请选择" : "请输入"}${f.label}` });
  }
  if (isTextual(f.type)) {
    if (f.max !== undefined) rules.push({ max: f.max, message: `${f.label}不能超过${f.max}个字` });
    if (f.min !== undefined) rules.push({ min: f.min, message: `${f.label}至少${f.min}个字` });
  }
  if (isNumeric(f.type)) {
    if (f.min !== undefined) rules.push({ type: "number", min: f.min, message: `${f.label}不能小于${f.min}` });
    if (f.max !== undefined) rules.push({ type: "number", max: f.max, message: `${f.label}不能大于${f.max}` });
  }
  return rules;
}
