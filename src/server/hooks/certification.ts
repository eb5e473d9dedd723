import { dailyNumber } from "./daily-number";
import { grantBusinessRole } from "./business-role";
import type { ResourceHooks } from "./types";

/**
 * Certification beyond config (docs/procurement.md): numbered RZ<yyyymmdd><seq>, and an approval that gives
 * the applying enterprise the role.
 */
export const certificationHooks: ResourceHooks = {
  async beforeCreate(ctx, values) {
    values.applyNo = await dailyNumber(ctx, "applyNo", "RZ");
  },
  async beforeAction(ctx, action, rows) {
    if (action === "approve") for (const row of rows) await grantBusinessRole(ctx, row.enterpriseId as number, row.role as number);
  },
};
