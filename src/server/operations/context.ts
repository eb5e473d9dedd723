import { and, eq, getTableColumns, inArray, ne, or, isNull, sql, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { AudienceDef, Resource } from "../../core/define-resource";
import type { Grants } from "../../core/permissions";
import type { Registry } from "../../core/registry";
import type { Exec } from "../db/client";
import type { ResourceTable } from "../db/resource-tables";
import { resourceTables } from "../db/table-store";
import type { ServerRegistry } from "../registry";
import { ownColumnOf } from "../../core/user-rows";

/** Who is calling: taken only from the session and the systemId header, never from the payload. */
export interface Caller {
  userId: number;
  enterpriseId: number;
  systemId: number;
  grants: Grants;
  /** Acting for the platform enterprise (the operator), which alone reads platform audiences. */
  isPlatform?: boolean;
}

/** Everything an operation or hook needs about the resource it works on. */
export interface OpContext {
  tx: Exec;
  caller: Caller;
  /** The resource as this call sees it: an audience's read sees only the audience's fields. */
  resource: Resource;
  table: ResourceTable;
  /** Set when reading as an audience: rows come from its filter instead of the caller's tenant. */
  audience?: AudienceDef;
  /** The app's resources, hooks and reports (createApp's `resources`): other resources are found here. */
  registry: ServerRegistry;
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
  // a person's own rows: nobody else, and no one logged out, reads them
  if (r.tenant === "user")
    return and(
      caller.userId > 0 ? eq(col(table, "userId"), caller.userId) : sql`false`,
      eq(col(table, "systemId"), caller.systemId),
    )!;
  const conds: SQL[] = [];
  if (r.tenant !== "system") conds.push(eq(col(table, "enterpriseId"), caller.enterpriseId));
  if (r.tenant !== "enterprise") conds.push(eq(col(table, "systemId"), caller.systemId));
  return and(...conds)!;
}

/** Tenant column values a new row gets. */
export function tenantValues(r: Resource, caller: Caller): Record<string, number> {
  if (r.tenant === "user") return { userId: caller.userId, systemId: caller.systemId };
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

/**
 * An audience's rows: of the reader's portal, in one of the audience's states and `where` values, not
 * deleted; for an `ownerOf` audience, only rows whose referenced row belongs to the reader (quotes on its own
 * tenders); for an `inviteOnly` one, a row inviting anyone only for those invited and its owner; for a
 * platform audience, nothing unless the reader acts for the platform; for a person audience, the reader's own,
 * for an owner audience the reader's own on the reader's portal, for an assignee audience the rows of the reader's
 * enterprise naming the reader for their state, and for a partyOf audience the rows naming the reader's enterprise.
 */
export function audienceWhere(
  r: Resource,
  table: ResourceTable,
  audience: AudienceDef,
  reader: Caller,
  registry: Registry,
): SQL {
  if (audience.assignee) return assigneeWhere(r, table, audience, reader);
  if (audience.partyOf !== undefined) return partyWhere(r, table, audience, reader);
  const column = ownColumnOf(audience);
  if (column !== undefined) {
    // a person's own rows, wherever they are: nobody else (and no one logged out) reads them
    const own = reader.userId > 0 ? eq(col(table, column), reader.userId) : sql`false`;
    const portal = audience.owner ? eq(col(table, "systemId"), reader.systemId) : undefined;
    return and(own, portal, inArray(col(table, r.flow!.field), audience.states), notDeleted(r, table))!;
  }
  const mine = audience.ownerOf === undefined ? undefined : ownedRefWhere(r, table, audience.ownerOf, reader, registry);
  // a platform audience is the operator's alone: anyone else reads nothing
  if (audience.platform && !reader.isPlatform) return sql`false`;
  const where = Object.entries(audience.where ?? {}).map(([k, values]) => inArray(col(table, k), values));
  const invited =
    audience.inviteOnly === undefined ? undefined : invitedWhere(r, table, audience.inviteOnly, reader, registry);
  return and(
    eq(col(table, "systemId"), reader.systemId),
    inArray(col(table, r.flow!.field), audience.states),
    notDeleted(r, table),
    mine,
    invited,
    ...where,
  )!;
}

/**
 * Rows of the reader's enterprise naming the reader as the person their current state waits for (an approval at its
 * first level names its first approver): per state the audience reads, that state and the column `byState` names.
 */
function assigneeWhere(r: Resource, table: ResourceTable, audience: AudienceDef, reader: Caller): SQL {
  if (reader.userId <= 0) return sql`false`;
  const state = col(table, r.flow!.field);
  const waiting = audience.states.map((s) =>
    and(eq(state, s), eq(col(table, audience.assignee!.byState[String(s)]!), reader.userId)),
  );
  return and(tenantWhere(r, table, reader), or(...waiting), notDeleted(r, table))!;
}

/**
 * Rows naming the reader's enterprise in the audience's `partyOf` column (a statement to its buyer), on the reader's
 * portal for rows that belong to one, in the audience's states and `where` values: a person acting for no enterprise
 * reads none.
 */
function partyWhere(r: Resource, table: ResourceTable, audience: AudienceDef, reader: Caller): SQL {
  if (reader.enterpriseId <= 0) return sql`false`;
  return and(
    eq(col(table, audience.partyOf!), reader.enterpriseId),
    r.tenant === "enterpriseSystem" ? eq(col(table, "systemId"), reader.systemId) : undefined,
    inArray(col(table, r.flow!.field), audience.states),
    notDeleted(r, table),
    ...Object.entries(audience.where ?? {}).map(([k, values]) => inArray(col(table, k), values)),
  )!;
}

/** The row invites no one, is the reader's own, or lists a row of the reader's enterprise in `key`. */
function invitedWhere(r: Resource, table: ResourceTable, key: string, reader: Caller, registry: Registry): SQL {
  // the full declaration: an audience's view of the resource leaves the invitation out
  const target = tableOf(registry.byName(registry.byName(r.name).fields[key]!.ref!));
  const list = col(table, key);
  return or(
    isNull(list),
    sql`cardinality(${list}) = 0`,
    eq(col(table, "enterpriseId"), reader.enterpriseId),
    sql`exists (select 1 from ${target} where ${col(target, "id")} = any(${list}) and ${col(target, "enterpriseId")} = ${reader.enterpriseId})`,
  )!;
}

/** `key` points at a visible row of the reader's tenant. */
function ownedRefWhere(r: Resource, table: ResourceTable, key: string, reader: Caller, registry: Registry): SQL {
  const target = registry.byName(r.fields[key]!.ref!);
  const owner = tableOf(target);
  return sql`${col(table, key)} in (select ${col(owner, "id")} from ${owner} where ${visibleWhere(target, owner, reader)})`;
}

/** The rows this call may read: the audience's when reading as one, else the caller's tenant. */
export const readableWhere = (ctx: OpContext, ...more: (SQL | undefined)[]) =>
  ctx.audience
    ? and(audienceWhere(ctx.resource, ctx.table, ctx.audience, ctx.caller, ctx.registry), ...more)!
    : visibleWhere(ctx.resource, ctx.table, ctx.caller, ...more);

/** The resource as an audience sees it: only its fields, so nothing else is sent, filtered or sorted on. */
export const seenBy = (r: Resource, audience: AudienceDef): Resource => ({
  ...r,
  fields: Object.fromEntries(Object.entries(r.fields).filter(([k]) => audience.fields.includes(k))),
});

/** Loads rows by id among those the call may read; any id missing (or foreign) is a 404. */
export async function loadOwned(ctx: OpContext, ids: number[]): Promise<Row[]> {
  const { tx, table } = ctx;
  return (await tx
    .select()
    .from(table)
    .where(readableWhere(ctx, inArray(col(table, "id"), ids)))) as Row[];
}
