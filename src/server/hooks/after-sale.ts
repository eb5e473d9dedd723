import { and, eq, inArray } from "drizzle-orm";
import { afterSaleLines, orderLines, orders } from "../db/schema";
import { moveOrder, refundToBuyer, type Order } from "../mall/order-moves";
import { giveSkuStock } from "../mall/skus";
import { keepInvoiceAmount } from "../mall/invoice-amount";
import { giveBackBudget } from "../approval/budget";
import type { ResourceHooks } from "./types";
import { applyForAfterSale } from "./after-sale-apply";

/**
 * What the seller's decisions on an after-sale do beyond its state (docs/seller.md): a refund credits the
 * buyer's enterprise balance, a return's goods go back to stock, and a refund of an order not yet shipped closes
 * it (its stock and coupon released); an open invoice request of the order drops to what is left. Each runs once: the move only happens from the state it starts from, and
 * the ledger holds one refund per after-sale. The buyer's application is checked against its order first.
 */
export const afterSaleHooks: ResourceHooks = {
  beforeCreate: applyForAfterSale,
  async afterAction(ctx, _action, rows) {
    for (const row of rows) {
      if (row.status !== "refunded") continue;
      const [order] = (await ctx.tx
        .select()
        .from(orders)
        .where(eq(orders.id, row.orderId as number))) as Order[];
      // the budget first, as every move that takes it: a refund gives back to the month the order was charged to
      await giveBackBudget(ctx.tx, "mallOrder", order!.id, Number(row.amount));
      await refundToBuyer(ctx.tx, order!, row.id, Number(row.amount));
      await keepInvoiceAmount(ctx.tx, order!.id);
      if (row.kind === "return") {
        const returned = await ctx.tx.select().from(afterSaleLines).where(eq(afterSaleLines.parentId, row.id));
        const ids = returned.map((l) => l.orderLineId as number);
        const sold = ids.length
          ? await ctx.tx
              .select()
              .from(orderLines)
              .where(and(eq(orderLines.parentId, order!.id), inArray(orderLines.id, ids)))
          : [];
        for (const l of returned) {
          const line = sold.find((s) => s.id === l.orderLineId);
          if (line)
            await giveSkuStock(ctx.tx, line.skuId as number | null, line.goodsId as number, l.quantity as number);
        }
      }
      if (order!.status === "paid")
        await moveOrder(
          ctx.tx,
          order!,
          "refund",
          "seller",
          { userId: ctx.caller.userId, enterpriseId: ctx.caller.enterpriseId },
          `售后单${String(row.afterSaleNo)}退款`,
        );
    }
  },
};
