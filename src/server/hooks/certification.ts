import { and, eq, ne } from "drizzle-orm";
import { enterprises } from "../db/schema";
import { col, type OpContext, type Row } from "../operations/context";
import { recordMoves } from "../operations/moves";
import { dailyNumber } from "./daily-number";
import { grantBusinessRole } from "./business-role";
import type { ResourceHooks } from "./types";
import { now } from "../clock";

/** An approval replaces the enterprise's earlier approval of the same kind, so the directory lists it once. */
async function supersedeEarlier(ctx: OpContext, row: Row) {
  const { tx, table } = ctx;
  const earlier = (await tx
    .update(table)
    .set({ status: "superseded", updatedAt: now() })
    .where(
      and(
        eq(col(table, "enterpriseId"), row.enterpriseId as number),
        eq(col(table, "systemId"), row.systemId as number),
        eq(col(table, "role"), row.role as number),
        eq(col(table, "status"), "approved"),
        ne(col(table, "id"), row.id),
      ),
    )
    .returning()) as Row[];
  await recordMoves(ctx, earlier, { name: "supersede", label: "被新认证替代", from: () => "approved", to: "superseded" });
}

/**
 * Certification beyond config (docs/procurement.md): numbered RZ<yyyymmdd><seq> under the enterprise's
 * registered name, and an approval that gives the applying enterprise the role and retires its earlier one.
 */
export const certificationHooks: ResourceHooks = {
  async beforeCreate(ctx, values) {
    values.applyNo = await dailyNumber(ctx, "applyNo", "RZ");
    const [e] = await ctx.tx.select({ name: enterprises.name }).from(enterprises).where(eq(enterprises.id, ctx.caller.enterpriseId));
    values.companyName = e?.name ?? null;
  },
  async beforeAction(ctx, action, rows) {
    if (action !== "approve") return;
    for (const row of rows) {
      await grantBusinessRole(ctx, row.enterpriseId as number, row.role as number);
      await supersedeEarlier(ctx, row);
    }
  },
};
