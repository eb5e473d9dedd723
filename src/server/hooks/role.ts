import { inArray, sql } from "drizzle-orm";
import { employee, roleGrants } from "../db/schema";
import type { ResourceHooks } from "./types";

/** Deleting a role takes its grants and assignments with it (one name per enterprise is the resource's `unique`). */
export const roleHooks: ResourceHooks = {
  async beforeDelete({ tx }, rows) {
    const ids = rows.map((r) => r.id);
    await tx.delete(roleGrants).where(inArray(roleGrants.roleId, ids));
    // the employees holding it hold it no more
    for (const id of ids)
      await tx
        .update(employee)
        .set({ roleIds: sql`array_remove(${employee.roleIds}, ${id})` } as never)
        .where(sql`${id} = any(${employee.roleIds})`);
  },
};
