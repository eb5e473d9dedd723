import { useSelect } from "@refinedev/antd";
import type { CrudFilter } from "@refinedev/core";
import { Select, type SelectProps } from "antd";
import type { DefaultOptionType } from "antd/es/select";
import type { ReactNode } from "react";
import type { FieldDef } from "../../core/fields";
import { useRegistry } from "../registry-context";

/** The field's declared choices as list filters: only rows the server would accept are offered. */
const choiceFilters = (choices: FieldDef["choices"]): CrudFilter[] =>
  Object.entries(choices?.where ?? {}).map(([field, value]) =>
    value === null ? { field, operator: "null", value: true } : { field, operator: "eq", value },
  );

type Row = Record<string, unknown> & { id: number };

/** Options named by `title` with `description` under each, searched by both. */
const describedOptions = (rows: Row[] | undefined, title: string, description: string) =>
  (rows ?? []).map((r) => {
    const label = String(r[title] ?? r.id);
    const text = r[description] == null ? "" : String(r[description]);
    return { value: r.id, label, title: label, description: text, search: `${label} ${text}`.toLowerCase() };
  });

/**
 * Picks a row of another resource by its title field (or `titleBy`), several for a refs field. A unique ref (`holder` names it) offers only rows no
 * other row holds; the row already chosen is fetched by id, so an edit screen still names it.
 */
export function RefSelect({ field, holder, ...rest }: { field: FieldDef; holder?: string } & SelectProps) {
  const registry = useRegistry();
  const target = registry.byName(field.ref!);
  const params = { ...(field.via ? { others: 1 } : {}), ...(field.unique && holder ? { unheldBy: holder } : {}) };
  const { selectProps, query } = useSelect({
    resource: target.name,
    optionLabel: (field.titleBy ?? target.titleField) as never,
    optionValue: "id" as never,
    filters: choiceFilters(field.choices),
    pagination: { mode: "off" },
    // a ref via an audience picks among other enterprises' rows that audience reads (tenders open for quotes)
    meta: { ...(field.via ? { audience: field.via } : {}), params },
    defaultValue: rest.value as never,
  });
  // a refs field's max (推荐商品最多12个) stops the picker, as the server would refuse more
  const many =
    field.type === "refs"
      ? {
          mode: "multiple" as const,
          maxTagCount: "responsive" as const,
          ...(field.max !== undefined ? { maxCount: field.max } : {}),
        }
      : {};
  const described = field.describeBy
    ? describedOptions(query.data?.data as Row[] | undefined, field.titleBy ?? target.titleField, field.describeBy)
    : undefined;
  return (
    <Select
      {...selectProps}
      {...many}
      {...(described
        ? {
            // every row is loaded (pagination off): search the title and the description on the page
            options: described,
            onSearch: undefined,
            filterOption: (input: string, o?: DefaultOptionType) =>
              String(o?.search ?? "").includes(input.trim().toLowerCase()),
            optionRender: (o: { label?: ReactNode; data: DefaultOptionType }) => (
              <div className="ref-option">
                <div>{o.label}</div>
                {o.data.description ? <div className="ref-option-description">{String(o.data.description)}</div> : null}
              </div>
            ),
          }
        : {})}
      allowClear
      showSearch
      placeholder={field.placeholder ?? `请选择${target.label}`}
      {...rest}
    />
  );
}
