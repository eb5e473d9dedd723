import dayjs, { type Dayjs } from "dayjs";
import type { FormItemProps } from "antd";
import type { FieldDef } from "../../core/fields";

/**
 * Form.Item props that keep wire values on the form: date pickers hold dayjs, the form holds
 * `YYYY-MM-DD` or ISO strings, so submit and server errors need no conversion.
 */
export function itemValueProps(f: FieldDef): Partial<FormItemProps> {
  if (f.type === "bool") return { valuePropName: "checked" };
  if (f.type === "date" || f.type === "datetime") {
    return {
      getValueProps: (v: unknown) => ({ value: v ? dayjs(v as string) : undefined }),
      normalize: (d: Dayjs | null) => (d ? (f.type === "date" ? d.format("YYYY-MM-DD") : d.toISOString()) : null),
    };
  }
  return {};
}
