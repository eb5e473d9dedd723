import { and, eq, ne } from "drizzle-orm";
import { col, type OpContext, type Row } from "../operations/context";
import { recordMoves } from "../operations/moves";
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
  await recordMoves(ctx, earlier, {
    name: "supersede",
    label: "被新认证替代",
    from: () => "approved",
    to: "superseded",
  });
}

/** An approval gives the applying enterprise the role and retires its earlier one (docs/procurement.md). */
export const certificationHooks: ResourceHooks = {
  async beforeAction(ctx, action, rows) {
    if (action !== "approve") return;
    for (const row of rows) {
      await grantBusinessRole(ctx, row.enterpriseId as number, row.role as number);
      await supersedeEarlier(ctx, row);
    }
  },
};
