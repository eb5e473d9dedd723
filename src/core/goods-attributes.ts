import { applies, type FieldDef } from "./fields";

export interface ShownAttribute {
  label: string;
  value: string;
}

type Fields = Record<string, FieldDef>;
const attributeFieldsOf = new WeakMap<Fields, [string, FieldDef][]>();

/**
 * The fields declared for some categories only (a 兽药's 批准文号), found once per declaration: every goods page
 * asks, and a goods has some seventy fields.
 */
export function categoryAttributeFields(fields: Fields): [string, FieldDef][] {
  let found = attributeFieldsOf.get(fields);
  if (!found)
    attributeFieldsOf.set(fields, (found = Object.entries(fields).filter(([, f]) => f.when?.field === "category")));
  return found;
}

/**
 * 类目属性 as a buyer reads them on the goods page: the category attributes that hold for this row's category and
 * are filled, with an option's label for a choice.
 */
export function categoryAttributes(fields: Fields, row: Record<string, unknown>): ShownAttribute[] {
  return categoryAttributeFields(fields)
    .filter(([, f]) => applies(f, row))
    .flatMap(([key, f]) => {
      const value = row[key];
      if (value === null || value === undefined || value === "") return [];
      return [
        {
          label: f.label,
          value:
            f.type === "enum" ? (f.options?.find((o) => o.value === value)?.label ?? String(value)) : String(value),
        },
      ];
    });
}
