import { useSelect } from "@refinedev/antd";
import { Select, type SelectProps } from "antd";
import type { FieldDef } from "../../core/fields";
import { useRegistry } from "../registry-context";

/**
 * Picks a text among the titles a `pickFrom` source offers (单位 among the portal's enabled units), searched on the
 * page since every entry is loaded. A value no longer offered (a retired unit) still shows as held.
 */
export function CatalogueSelect({ field, ...rest }: { field: FieldDef } & SelectProps) {
  const registry = useRegistry();
  const source = field.pickFrom!;
  const target = registry.byName(source.resource);
  const { query } = useSelect({
    resource: target.name,
    optionLabel: target.titleField as never,
    optionValue: target.titleField as never,
    filters: Object.entries(source.where ?? {}).map(([k, value]) => ({ field: k, operator: "eq" as const, value })),
    pagination: { mode: "off" },
    meta: { audience: source.via },
  });
  const titles = (query.data?.data ?? []).map((r) => String((r as Record<string, unknown>)[target.titleField]));
  const held = typeof rest.value === "string" && rest.value && !titles.includes(rest.value) ? [rest.value] : [];
  return (
    <Select
      allowClear
      showSearch
      loading={query.isLoading}
      options={[...titles, ...held].map((t) => ({ value: t, label: t }))}
      placeholder={field.placeholder ?? `请选择${field.label}`}
      {...rest}
    />
  );
}
