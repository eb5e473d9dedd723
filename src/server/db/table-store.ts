import type { Resource } from "../../core/define-resource";
import {
  linesTablesOf,
  resourceTable,
  type ExtraColumns,
  type ExtraIndexes,
  type ResourceTable,
} from "./resource-tables";

/**
 * Every generated table by resource name: the app's (schema.ts adds them with their server-only columns) and
 * those of any other registry an app is made with (a test's fixture resources, added by createApp).
 */
export const resourceTables: Record<string, ResourceTable> = {};

/** The child tables of `lines` fields, keyed by resource name, then field. */
export const resourceLinesTables: Record<string, Record<string, ResourceTable>> = {};

const tablesOf = new Map<string, Resource>();

/**
 * Generates the tables of resources not seen yet; a resource seen before keeps its tables. Two different
 * declarations of one name would share a table name, so that is refused.
 */
export function addResourceTables(
  resources: readonly Resource[],
  columns: Record<string, () => ExtraColumns> = {},
  indexes: Record<string, ExtraIndexes> = {},
) {
  for (const r of resources) {
    const seen = tablesOf.get(r.name);
    if (seen === r) continue;
    if (seen) throw new Error(`two resources are named "${r.name}": their tables would clash`);
    tablesOf.set(r.name, r);
    resourceTables[r.name] = resourceTable(r, columns[r.name]?.() ?? {}, indexes[r.name]);
    resourceLinesTables[r.name] = linesTablesOf(r, resourceTables[r.name]!);
  }
}
