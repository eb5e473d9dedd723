import { integer, jsonb, varchar } from "drizzle-orm/pg-core";
import { resources } from "../../../resources";
import { linesTablesOf, resourceTable, type ExtraColumns, type ResourceTable } from "./resource-tables";

export type { ResourceTable };

// Hand-written table modules: add one `export *` line per module; drizzle-kit and the server see them all.
export * from "./account-tables";
export * from "./mall-tables";
export * from "./portal-tables";
export * from "./move-tables";
export * from "./sms-tables";
export * from "./message-tables";

/** Server-only columns beyond a resource's declared fields, keyed by resource name. */
const serverColumns: Record<string, () => ExtraColumns> = {
  /** Employees carry the account they are linked to (by phone), which is how roles reach a user. */
  employee: () => ({ userId: integer("user_id") }),
  shop: () => ({
    /** The outside site an ORDER_GOODS / ENTER_SHOP shop is run from; the seller-center entry opens it. */
    externalUrl: varchar("external_url", { length: 255 }),
    /** Banner, colours and featured goods of the shop front. */
    decoration: jsonb("decoration").$type<ShopDecoration>(),
  }),
};

export type ShopDecoration = { banner?: string; color?: string; slogan?: string; featured?: number[] };

/** One generated table per resource, keyed by resource name: a new resource file needs no edit here. */
export const resourceTables: Record<string, ResourceTable> = Object.fromEntries(
  resources.map((r) => [r.name, resourceTable(r, serverColumns[r.name]?.() ?? {})]),
);

/** The child tables of `lines` fields, keyed by resource name, then field. */
export const resourceLinesTables: Record<string, Record<string, ResourceTable>> = Object.fromEntries(
  resources.map((r) => [r.name, linesTablesOf(r, resourceTables[r.name]!)]),
);

/** Tables the server's own code queries by name (grants, role assignment). */
export const employee = resourceTables.employee;
export const role = resourceTables.role;
/** Shops: the `shop` resource's table, which the mall joins goods and orders to. */
export const shops = resourceTables.shop!;
