import { inArray } from "drizzle-orm";
import { requiredMessage } from "../../core/field-rules";
import { col, visibleWhere, type OpContext } from "./context";
import type { ImportProblem } from "./import";

/** One data row of an import as read: its sheet row number, its natural key as typed, the wire values of its cells. */
export interface ReadRow {
  row: number;
  key: string;
  values: Record<string, unknown>;
}

/** Rows of the file that say the same thing twice: a key on several rows, or the default flag on several rows. */
export function fileProblems(ctx: OpContext, keyName: string, rows: ReadRow[]): ImportProblem[] {
  const { resource } = ctx;
  const keyLabel = resource.fields[keyName]!.label;
  const out: ImportProblem[] = [];
  const byKey = new Map<string, number[]>();
  for (const r of rows) {
    if (r.key === "")
      out.push({
        row: r.row,
        column: keyLabel,
        message: `${requiredMessage(resource.fields[keyName]!)}，导入按它匹配已有的${resource.label}`,
      });
    else byKey.set(r.key, [...(byKey.get(r.key) ?? []), r.row]);
  }
  for (const [key, at] of byKey) {
    if (at.length < 2) continue;
    for (const row of at)
      out.push({
        row,
        column: keyLabel,
        message: `${keyLabel}“${key}”在第${at.join("、")}行重复，同一${keyLabel}只能出现一次`,
      });
  }
  const flag = resource.onePer?.flag;
  const marked = flag === undefined ? [] : rows.filter((r) => r.values[flag] === true).map((r) => r.row);
  if (marked.length > 1) {
    const label = resource.fields[flag!]!.label;
    for (const row of marked)
      out.push({ row, column: label, message: `${label}只能有一条，第${marked.join("、")}行都填了“是”` });
  }
  return out;
}

/**
 * The caller's rows holding each key, read under the tenant's own filter so that another enterprise's row with
 * the same key is never matched: key → ids (more than one id is a key the tenant already holds twice).
 */
export async function rowsByKey(ctx: OpContext, keyName: string, keys: string[]): Promise<Map<string, number[]>> {
  const { tx, table, resource, caller } = ctx;
  const out = new Map<string, number[]>();
  if (!keys.length) return out;
  const keyColumn = col(table, keyName);
  const found = (await tx
    .select({ id: col(table, "id"), key: keyColumn })
    .from(table)
    .where(visibleWhere(resource, table, caller, inArray(keyColumn, keys)))) as { id: number; key: unknown }[];
  for (const { id, key } of found)
    out.set(
      String(key),
      [...(out.get(String(key)) ?? []), id].sort((a, b) => a - b),
    );
  return out;
}
