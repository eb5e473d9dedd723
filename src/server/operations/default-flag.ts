import { and, eq, ne } from "drizzle-orm";
import { col, tenantWhere, type OpContext, type Row } from "./context";

/** A row just written holding the resource's `defaultFlag` takes it from the tenant's other rows, so one holds it at most. */
export async function keepOneDefault({ tx, table, resource, caller }: OpContext, row: Row) {
  const flag = resource.defaultFlag;
  if (flag === undefined || row[flag] !== true) return;
  await tx
    .update(table)
    .set({ [flag]: false } as never)
    .where(and(tenantWhere(resource, table, caller), ne(col(table, "id"), row.id), eq(col(table, flag), true)));
}
