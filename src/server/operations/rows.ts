import type { Resource } from "../../core/define-resource";
import { columnEntries, isNumeric } from "../../core/fields";
import type { Row } from "./context";

/**
 * A database row as the wire contract shows it: id, the declared fields, timestamps as ISO strings,
 * numbers as numbers. Tenant columns and server-only columns are never sent; lines come with the detail
 * (operations/lines.ts), not with list rows.
 */
export function toApiRow(r: Resource, row: Row): Record<string, unknown> {
  const out: Record<string, unknown> = { id: row.id };
  for (const [key, field] of columnEntries(r.fields)) {
    const v = row[key];
    if (v === null || v === undefined) out[key] = null;
    else if (v instanceof Date) out[key] = v.toISOString();
    else if (isNumeric(field.type) || field.type === "ref") out[key] = Number(v);
    else if (field.type === "refs" || field.type === "picks") out[key] = (v as unknown[]).map(Number);
    else out[key] = v;
  }
  out.createdAt = row.createdAt instanceof Date ? row.createdAt.toISOString() : row.createdAt;
  out.updatedAt = row.updatedAt instanceof Date ? row.updatedAt.toISOString() : row.updatedAt;
  return out;
}
