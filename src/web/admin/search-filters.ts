import type { CrudFilter } from "@refinedev/core";
import type { Dayjs } from "dayjs";
import { searchFields, type Resource } from "../../core/define-resource";
import { isTextual } from "../../core/fields";

const isRange = (t: string) => t === "date" || t === "datetime";

/** Search form values → Refine filters: text contains, dates as ranges, everything else equals. */
export function searchToFilters(r: Resource, values: Record<string, unknown>): CrudFilter[] {
  return searchFields(r).map(([name, f]): CrudFilter => {
    const value = values[name];
    if (isRange(f.type)) {
      const range = value as [Dayjs, Dayjs] | undefined;
      const fmt = (d: Dayjs, end: boolean) =>
        f.type === "date" ? d.format("YYYY-MM-DD") : (end ? d.endOf("day") : d.startOf("day")).toISOString();
      return {
        field: name,
        operator: "between",
        value: range ? [fmt(range[0], false), fmt(range[1], true)] : undefined,
      };
    }
    const trimmed = typeof value === "string" ? value.trim() : value;
    return {
      field: name,
      operator: isTextual(f.type) || f.type === "place" ? "contains" : "eq",
      value: trimmed === "" ? undefined : trimmed,
    };
  });
}

const blank = (v: unknown) => v === undefined || v === null || v === "" || (Array.isArray(v) && v.length === 0);
const valueOf = (filters: CrudFilter[], field: string, operator: string) =>
  filters.find((x) => "field" in x && x.field === field && x.operator === operator)?.value;

/**
 * Whether a search asks for what the list already holds: every searched field has the value the list was last
 * asked with (an empty box and no filter are alike). 查询 pressed then has to ask the server again itself.
 */
export function sameSearch(next: CrudFilter[], current: CrudFilter[]): boolean {
  return next.every((x) => {
    if (!("field" in x)) return false;
    const was = valueOf(current, x.field, x.operator);
    return blank(x.value) ? blank(was) : JSON.stringify(x.value) === JSON.stringify(was);
  });
}
