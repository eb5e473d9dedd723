import { applies, type FieldDef } from "./fields";

export interface ShownAttribute {
  label: string;
  value: string;
}

/**
 * 类目属性 as a buyer reads them on the goods page: the fields declared for some categories only (a 兽药's 批准文号),
 * those that hold for this row's category and are filled, with an option's label for a choice.
 */
export function categoryAttributes(fields: Record<string, FieldDef>, row: Record<string, unknown>): ShownAttribute[] {
  return Object.entries(fields)
    .filter(([, f]) => f.when?.field === "category" && applies(f, row))
    .flatMap(([key, f]) => {
      const value = row[key];
      if (value === null || value === undefined || value === "") return [];
      return [{ label: f.label, value: f.type === "enum" ? (f.options?.find((o) => o.value === value)?.label ?? String(value)) : String(value) }];
    });
}
