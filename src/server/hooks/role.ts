import { inArray } from "drizzle-orm";
import { employeeRoles, roleGrants } from "../db/schema";
import type { ResourceHooks } from "./types";

/** Deleting a role takes its grants and assignments with it (one name per enterprise is the resource's `uniqueBy`). */
export const roleHooks: ResourceHooks = {
  async beforeDelete({ tx }, rows) {
    const ids = rows.map((r) => r.id);
    await tx.delete(roleGrants).where(inArray(roleGrants.roleId, ids));
    await tx.delete(employeeRoles).where(inArray(employeeRoles.roleId, ids));
  },
};
