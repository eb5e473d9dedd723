import { and, eq, getTableColumns, inArray, ne, or, isNull, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { Resource } from "../../core/define-resource";
import type { Grants } from "../../core/permissions";
import type { Exec } from "../db/client";
import { resourceTables, type ResourceTable } from "../db/schema";

/** Who is calling: taken only from the session and the systemId header, never from the payload. */
export interface Caller {
  userId: number;
  enterpriseId: number;
  systemId: number;
  grants: Grants;
}

/** Everything an operation or hook needs about the resource it works on. */
export interface OpContext {
  tx: Exec;
  caller: Caller;
  resource: Resource;
  table: ResourceTable;
}

export type Row = Record<string, unknown> & { id: number };

export const tableOf = (r: Resource): ResourceTable => resourceTables[r.name]!;

/** A column of a generated table by its JS key. */
export function col(table: ResourceTable, key: string): PgColumn {
  const c = (getTableColumns(table) as Record<string, PgColumn>)[key];
  if (!c) throw new Error(`table ${table} has no column ${key}`);
  return c;
}

export const hasColumn = (table: ResourceTable, key: string) => key in getTableColumns(table);

/** Tenant condition of a resource for a caller, per its `tenant` scope. */
export function tenantWhere(r: Resource, table: ResourceTable, caller: Caller): SQL {
  const conds: SQL[] = [];
  if (r.tenant !== "system") conds.push(eq(col(table, "enterpriseId"), caller.enterpriseId));
  if (r.tenant !== "enterprise") conds.push(eq(col(table, "systemId"), caller.systemId));
  return and(...conds)!;
}

/** Tenant column values a new row gets. */
export function tenantValues(r: Resource, caller: Caller): Record<string, number> {
  return {
    ...(r.tenant !== "system" ? { enterpriseId: caller.enterpriseId } : {}),
    ...(r.tenant !== "enterprise" ? { systemId: caller.systemId } : {}),
  };
}

/** Rows in a soft-deleted state are gone for every API purpose. */
export function notDeleted(r: Resource, table: ResourceTable): SQL | undefined {
  const state = r.flow?.deletedState;
  if (state === undefined) return undefined;
  const c = col(table, r.flow!.field);
  return or(isNull(c), ne(c, state));
}

/** The visible rows of a caller: tenant scope plus not deleted. */
export const visibleWhere = (r: Resource, table: ResourceTable, caller: Caller, ...more: (SQL | undefined)[]) =>
  and(tenantWhere(r, table, caller), notDeleted(r, table), ...more)!;

/** Loads rows by id within the caller's tenant; any id missing (or foreign) is a 404. */
export async function loadOwned(ctx: OpContext, ids: number[]): Promise<Row[]> {
  const { tx, resource, table, caller } = ctx;
  const rows = (await tx
    .select()
    .from(table)
    .where(visibleWhere(resource, table, caller, inArray(col(table, "id"), ids)))) as Row[];
  return rows;
}
