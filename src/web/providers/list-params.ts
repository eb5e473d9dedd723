import type { CrudFilter, CrudSort, Pagination } from "@refinedev/core";
import { SYSTEM_FIELDS, fileOf, type Resource } from "../../core/define-resource";

/** Most rows one list call may ask for (wire contract). */
export const MAX_PAGE_SIZE = 200;
const DEFAULT_PAGE_SIZE = 10;

const isEmpty = (v: unknown) => v === undefined || v === null || v === "" || (Array.isArray(v) && v.length === 0);

/** `pageNum`/`pageSize` from Refine's pagination; "off" and "client" fetch one big page. */
export function pageParams(p: Pagination | undefined, resource: Resource) {
  if (p?.mode === "off" || p?.mode === "client") return { pageNum: 1, pageSize: MAX_PAGE_SIZE };
  const pageSize = Math.min(p?.pageSize ?? resource.pageSize ?? DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE);
  return { pageNum: p?.currentPage ?? 1, pageSize };
}

/** The contract sorts by one field; the first sorter wins. */
export function sortParams(sorters: CrudSort[] | undefined): Record<string, string> {
  const first = sorters?.[0];
  return first ? { sortField: first.field, sortOrder: first.order } : {};
}

const SUPPORTED = "eq, contains, gte, lte, between, null, or in on id";

/**
 * Refine filters → contract params: eq/contains → `field`, gte → `fieldFrom`, lte → `fieldTo`,
 * between → both, null → `fieldNull=1`, `in` on id → `ids`. Empty values (a cleared search box) send nothing.
 */
export function filterParams(filters: CrudFilter[] | undefined, resource: Resource): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const at = `[${fileOf(resource)}]`;
  for (const filter of filters ?? []) {
    if (!("field" in filter)) {
      throw new Error(
        `${at} "${filter.operator}" filters are not supported by the list endpoint: use plain field filters (${SUPPORTED})`,
      );
    }
    const { field, operator, value } = filter;
    const known = field in resource.fields || (SYSTEM_FIELDS as readonly string[]).includes(field);
    if (!known)
      throw new Error(`${at} cannot filter on unknown field "${field}": declare it in fields or drop the filter`);
    if (operator === "null") {
      out[`${field}Null`] = 1;
      continue;
    }
    if (isEmpty(value)) continue;
    switch (operator) {
      case "eq":
      case "contains":
        out[field] = value;
        break;
      case "gte":
        out[`${field}From`] = value;
        break;
      case "lte":
        out[`${field}To`] = value;
        break;
      case "between": {
        const [from, to] = value as [unknown, unknown];
        if (!isEmpty(from)) out[`${field}From`] = from;
        if (!isEmpty(to)) out[`${field}To`] = to;
        break;
      }
      case "in":
        if (field !== "id")
          throw new Error(`${at} "in" works only on id (as ids), not on "${field}": use eq for one value`);
        out.ids = value;
        break;
      default:
        throw new Error(`${at} filter operator "${operator}" on "${field}" is not supported: use ${SUPPORTED}`);
    }
  }
  return out;
}
