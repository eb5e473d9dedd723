import { eq } from "drizzle-orm";
import { LAST_BATCH, batchValid, licenceKindOf } from "../../core/traceability";
import { resourceTables } from "../db/schema";
import { invalid } from "../http/errors";
import type { OpContext, Row } from "../operations/context";
import type { Values } from "../validation/payload";
import { goodsWithValidBatch } from "./goods-trace";
import type { ResourceHooks } from "./types";
import { chinaToday } from "../../core/field-rules";
import { nowMs } from "../clock";

const goods = resourceTables.goods!;

/**
 * An on-sale regulated goods keeps at least one batch in its validity (it could not go on sale without one): a
 * change or removal that would leave it none is refused until the goods is off sale or has another batch.
 */
async function keepsOneValid(ctx: OpContext, batch: Row, after?: Values) {
  const today = chinaToday(nowMs());
  if (!batchValid(batch, today)) return;
  if (
    after &&
    batchValid(
      {
        productionDate: after.productionDate ?? batch.productionDate,
        expiryDate: after.expiryDate ?? batch.expiryDate,
      },
      today,
    )
  )
    return;
  const [g] = await ctx.tx
    .select({ id: goods.id, status: goods.status, category: goods.category })
    .from(goods)
    .where(eq(goods.id, batch.goodsId as number));
  if (!g || g.status !== "on_sale" || !licenceKindOf(g.category)) return;
  if (!(await goodsWithValidBatch(ctx.tx, [g.id], batch.id)).has(g.id)) throw invalid(undefined, LAST_BATCH);
}

export const goodsBatchHooks: ResourceHooks = {
  async beforeUpdate(ctx, values, current) {
    await keepsOneValid(ctx, current, values);
  },
  async beforeDelete(ctx, rows) {
    for (const row of rows) await keepsOneValid(ctx, row);
  },
};
