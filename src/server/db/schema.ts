import { integer } from "drizzle-orm/pg-core";
import { resources } from "../../../resources";
import { auction as auctionDef } from "../../../resources/auction";
import { bid as bidDef } from "../../../resources/bid";
import { bidOrder as bidOrderDef } from "../../../resources/bid-order";
import { employee as employeeDef } from "../../../resources/employee";
import { factory as factoryDef } from "../../../resources/factory";
import { goods as goodsDef } from "../../../resources/goods";
import { role as roleDef } from "../../../resources/role";
import { shopClassify as shopClassifyDef } from "../../../resources/shop-classify";
import { resourceTable, type ResourceTable } from "./resource-tables";

export type { ResourceTable };

export * from "./account-tables";

/*
 * One generated table per resource. drizzle-kit only sees top-level exports, so each resource
 * is named here once; `resourceTables` below fails start-up if one is forgotten.
 */
export const goods = resourceTable(goodsDef);
export const shopClassify = resourceTable(shopClassifyDef);
export const bid = resourceTable(bidDef);
export const bidOrder = resourceTable(bidOrderDef);
/** Employees carry the account they are linked to (by phone), which is how roles reach a user. */
export const employee = resourceTable(employeeDef, { userId: integer("user_id") });
export const role = resourceTable(roleDef);
export const factory = resourceTable(factoryDef);
export const auction = resourceTable(auctionDef);

const byName = { goods, shopClassify, bid, bidOrder, employee, role, factory, auction };

/** Table of every resource, keyed by resource name. */
export const resourceTables: Record<string, ResourceTable> = (() => {
  const missing = resources.filter((r) => !(r.name in byName)).map((r) => r.name);
  if (missing.length) {
    throw new Error(
      `No table for resource(s) ${missing.join(", ")}: export resourceTable(<def>) from src/server/db/schema.ts and run npm run db:generate`,
    );
  }
  return byName;
})();
