import { useSelect } from "@refinedev/antd";
import type { CrudFilter } from "@refinedev/core";
import { Select, type SelectProps } from "antd";
import { resourceByName } from "../../../resources";
import type { FieldDef } from "../../core/fields";

/** The field's declared choices as list filters: only rows the server would accept are offered. */
const choiceFilters = (choices: FieldDef["choices"]): CrudFilter[] =>
  Object.entries(choices?.where ?? {}).map(([field, value]) =>
    value === null ? { field, operator: "null", value: true } : { field, operator: "eq", value },
  );

/** Picks a row of another resource by its title field. */
export function RefSelect({ field, ...rest }: { field: FieldDef } & SelectProps) {
  const target = resourceByName(field.ref!);
  const { selectProps } = useSelect({
    resource: target.name,
    optionLabel: target.titleField as never,
    optionValue: "id" as never,
    filters: choiceFilters(field.choices),
    pagination: { mode: "off" },
    // a ref via an audience picks among other enterprises' rows that audience reads (tenders open for quotes)
    ...(field.via ? { meta: { audience: field.via, params: { others: 1 } } } : {}),
  });
  return <Select {...selectProps} allowClear showSearch placeholder={field.placeholder ?? `请选择${target.label}`} {...rest} />;
}
