import { and, eq, sql } from "drizzle-orm";
import { auctionBids } from "../db/schema";
import { invalid } from "../http/errors";
import { auctions, contenders, type AuctionRow } from "../auctions/bids";
import { crownNext } from "../auctions/close-job";
import { AUCTION_CHANNEL } from "../auctions/live";
import { orderForWinner } from "../auctions/order";
import { goods } from "../mall/goods-view";
import type { OpContext } from "../operations/context";
import type { Values } from "../validation/payload";
import type { ResourceHooks } from "./types";

/** The row again, held until the transaction ends: a bid racing a cancel or an edit waits for it. */
async function locked(ctx: OpContext, id: number): Promise<AuctionRow> {
  const [row] = (await ctx.tx.select().from(auctions).where(eq(auctions.id, id)).for("update")) as AuctionRow[];
  return row!;
}

/** The lot against its goods, on create and on edit. (A reserve at or below the start price simply never bites.) */
async function checkLot(ctx: OpContext, v: Values) {
  const [g] = await ctx.tx
    .select({ stock: goods.stock, status: goods.status })
    .from(goods)
    .where(eq(goods.id, Number(v.goodsId)));
  if (g && Number(v.quantity) > Number(g.stock)) throw invalid({ quantity: `竞拍数量不能超过商品库存（${g.stock}）` });
}

/**
 * The auction's rules beyond its declaration (docs/auctions.md): no edit once bid on, a cancel only
 * before the first bid, passing a win on only to a bidder still in the running, and 生成订单 making the order.
 */
export const auctionHooks: ResourceHooks = {
  async beforeCreate(ctx, values) {
    values.currentPrice = values.startPrice;
    await checkLot(ctx, values);
  },
  async beforeUpdate(ctx, values, current) {
    const row = await locked(ctx, current.id);
    // the engine refuses an edit once the start has passed (flow.editableUntil); a bid cannot come sooner, but the lock makes sure
    if (Number(row.bidCount) > 0) throw invalid({ startTime: "竞拍已开始，不能修改" }, "竞拍已开始，不能修改");
    const next = { ...row, ...values };
    await checkLot(ctx, next);
    values.currentPrice = next.startPrice;
  },
  async beforeAction(ctx, action, rows) {
    for (const r of rows) {
      const row = await locked(ctx, r.id);
      if (action === "cancel" && Number(row.bidCount) > 0)
        throw invalid({ status: "已有企业出价，不能取消" }, "已有企业出价，不能取消");
      if (action === "discard") {
        const others = (await contenders(ctx.tx, row)).filter((b) => b.enterpriseId !== row.winnerEnterpriseId);
        if (!others.length)
          throw invalid(
            { status: "没有其他达到保留价的出价企业，请选择流拍" },
            "没有其他达到保留价的出价企业，请选择流拍",
          );
      }
    }
  },
  async afterAction(ctx, action, rows) {
    for (const row of rows) {
      if (action === "discard") {
        await ctx.tx
          .update(auctionBids)
          .set({ passedOver: 1 })
          .where(and(eq(auctionBids.auctionId, row.id), eq(auctionBids.enterpriseId, Number(row.winnerEnterpriseId))));
        await crownNext(ctx.tx, row as AuctionRow);
      }
      if (action === "submitOrder") {
        const order = await orderForWinner(ctx.tx, row as AuctionRow, {
          userId: ctx.caller.userId,
          enterpriseId: ctx.caller.enterpriseId,
        });
        await ctx.tx
          .update(auctions)
          .set({ orderNo: order.orderNo } as never)
          .where(eq(auctions.id, row.id));
      }
      // open auction pages show the new state at once
      await ctx.tx.execute(sql`select pg_notify(${AUCTION_CHANNEL}, ${String(row.id)})`);
    }
  },
};
