import type { LogicalFilter } from "@refinedev/core";
import type { Resource } from "../../core/define-resource";
import { chinaDayStart } from "../../core/field-rules";
import { columnEntries, enumIsNumeric, isNumeric, optionLabel, type FieldDef } from "../../core/fields";

/** One filter a link opened the list with, and how it reads to the user (库存 ≤ 10). */
export interface LinkedFilter {
  filter: LogicalFilter;
  text: string;
}

const valueOf = (f: FieldDef, raw: string): string | number =>
  isNumeric(f.type) || (f.type === "enum" && enumIsNumeric(f)) ? Number(raw) : raw;

/**
 * The filters a link puts in a list's query (`?status=paid`, `?stockTo=10`): a field's value, or its bounds as
 * `<field>From` / `<field>To`, the names the list endpoint takes. A number elsewhere (a dashboard) opens the list
 * it counts this way. Keys that name no field are left alone.
 */
export function linkedFilters(r: Resource, query: URLSearchParams, now = Date.now()): LinkedFilter[] {
  const out: LinkedFilter[] = [];
  for (const [key, f] of columnEntries(r.fields)) {
    const exact = query.get(key);
    if (exact !== null && exact !== "")
      out.push({
        filter: { field: key, operator: "eq", value: valueOf(f, exact) },
        text: `${f.label}：${optionLabel(f, valueOf(f, exact)) ?? exact}`,
      });
    for (const [suffix, operator, sign] of [
      ["From", "gte", "≥"],
      ["To", "lte", "≤"],
    ] as const) {
      const bound = query.get(`${key}${suffix}`);
      if (bound !== null && bound !== "")
        out.push({ filter: { field: key, operator, value: valueOf(f, bound) }, text: `${f.label} ${sign} ${bound}` });
    }
  }
  // the row's creation time, as a link says it: `today`, `-30d` (the last 30 days, today included) or a date; days
  // are China's wherever the browser is, as the dashboard that links here counts them
  const from = query.get("createdAtFrom");
  if (from) {
    const label = r.created ?? "创建时间";
    const days = /^-(\d+)d$/.exec(from);
    const value = from === "today" || days ? chinaDayStart(now, days ? Number(days[1]) - 1 : 0) : from;
    out.push({
      filter: { field: "createdAt", operator: "gte", value },
      text: from === "today" ? `${label}：今日` : days ? `${label}：近${days[1]}天` : `${label} ≥ ${from}`,
    });
  }
  return out;
}
