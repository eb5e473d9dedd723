import { and, eq, ne } from "drizzle-orm";
import { col, tenantWhere } from "../operations/context";
import type { ResourceHooks } from "./types";

/** One default delivery place per enterprise: marking a factory default clears the others. */
export const factoryHooks: ResourceHooks = {
  async afterWrite({ tx, table, resource, caller }, row) {
    if (row.isDefault !== true) return;
    await tx
      .update(table)
      .set({ isDefault: false } as never)
      .where(and(tenantWhere(resource, table, caller), ne(col(table, "id"), row.id), eq(col(table, "isDefault"), true)));
  },
};
