import type { FieldDef } from "../../core/fields";

const NUMERIC = new Set(["int", "money", "decimal", "ref"]);
const TEXTUAL = new Set(["text", "textarea", "phone", "place", "date", "datetime"]);

/**
 * The values a form starts from that its address names (`/goodspurchase/add?goodsId=3&skuId=7` picks SKU 7): each
 * of `keys` the query holds, read as its field's type; a number that is not one, or a type an address cannot
 * carry (lines, images), is left for the person to fill.
 */
export function queryValues(
  fields: Record<string, FieldDef>,
  keys: readonly string[],
  query: URLSearchParams,
): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const k of keys) {
    const raw = query.get(k);
    const f = fields[k];
    if (raw === null || raw === "" || !f) continue;
    const numericEnum = f.type === "enum" && typeof f.options?.[0]?.value === "number";
    if (NUMERIC.has(f.type) || numericEnum) {
      const n = Number(raw);
      if (Number.isFinite(n)) values[k] = n;
    } else if (f.type === "bool") values[k] = raw === "true" || raw === "1";
    else if (TEXTUAL.has(f.type) || f.type === "enum") values[k] = raw;
  }
  return values;
}
