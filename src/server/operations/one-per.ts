import { and, eq, ne } from "drizzle-orm";
import { col, tenantWhere, type OpContext, type Row } from "./context";

/** A row just written holding the resource's `onePer` flag takes it from the tenant's other rows, so one holds it at most. */
export async function keepOnePer({ tx, table, resource, caller }: OpContext, row: Row) {
  const flag = resource.onePer?.flag;
  if (flag === undefined || row[flag] !== true) return;
  await tx
    .update(table)
    .set({ [flag]: false } as never)
    .where(and(tenantWhere(resource, table, caller), ne(col(table, "id"), row.id), eq(col(table, flag), true)));
}
