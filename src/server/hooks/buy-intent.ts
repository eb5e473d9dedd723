import { and, eq } from "drizzle-orm";
import { quoteValidUntil } from "../../core/flows/buy-intent";
import type { buyIntent } from "../../../resources/buy-intent";
import { membershipsOf } from "../auth/grants";
import type { Db } from "../db/client";
import { buyPurposes, resourceTables, shops, users } from "../db/schema";
import { invalid, notFound } from "../http/errors";
import { undelivered } from "../mall/goods-view";
import { placeOrders } from "../mall/order-submit";
import type { Buyer } from "../mall/route";
import type { OpContext } from "../operations/context";
import { written, type StoredRow } from "./declared-rows";
import type { ResourceHooks } from "./types";

type Intent = StoredRow<typeof buyIntent> & { userId: number };
const goods = resourceTables.goods!;

/** The caller as the mall's order placing knows a buyer: the user and the enterprise it acts for. */
async function buyerOf(ctx: OpContext): Promise<Buyer> {
  const { tx, caller, registry } = ctx;
  const [user] = await tx.select().from(users).where(eq(users.id, caller.userId));
  const enterprise = (await membershipsOf(tx as Db, caller.userId)).find((m) => m.id === caller.enterpriseId) ?? null;
  if (!user) throw notFound();
  return {
    systemId: caller.systemId,
    user: { id: user.id, name: user.name, phone: user.phone },
    enterprise,
    tags: [caller.systemId],
    registry,
  };
}

/**
 * The goods' delivery range and shop when an intent is sent; a reply's validity from the moment it is given; and 下单
 * at the reply's price, to the address the intent gave, placed as the mall places any order, in the move's
 * transaction: of two racing 下单 the second finds the row ordered, and an order that cannot be placed (sold out)
 * leaves the intent quoted.
 */
export const buyIntentHooks: ResourceHooks = {
  async beforeCreate(ctx, values) {
    const [g] = await ctx.tx
      .select()
      .from(goods)
      .where(eq(goods.id, Number(values.goodsId)));
    const outside = undelivered(g?.deliveryRegions as string[] | null, String(values.region));
    if (outside) throw invalid({ region: `该商品不配送至${outside}` }, `该商品不配送至${outside}`);
    const [shop] = await ctx.tx
      .select({ id: shops.id, name: shops.name })
      .from(shops)
      .where(and(eq(shops.enterpriseId, Number(values.enterpriseId)), eq(shops.systemId, Number(values.systemId))));
    if (!shop) throw notFound();
    Object.assign(values, { shopId: shop.id, shopName: shop.name });
  },
  async afterAction(ctx, action, rows) {
    for (const row of rows as Intent[]) {
      if (action === "quote") {
        // the quote action's form asks for the days (required there), so a quoted row holds them
        const validUntil = quoteValidUntil(row.updatedAt, row.validDays!);
        await ctx.tx
          .update(buyPurposes)
          .set(written<typeof buyIntent>({ validUntil }))
          .where(eq(buyPurposes.id, row.id));
        row.validUntil = validUntil;
      }
      if (action === "order") {
        const price = Number(row.quotePrice);
        const [order] = await placeOrders(
          ctx.tx,
          {
            // one order per intent: a retried 下单 finds it instead of ordering twice
            submitKey: `buyintent-${row.id}`,
            address: { name: row.contact!, phone: row.phone!, region: row.region!, detail: row.address! },
            goodsId: row.goodsId!,
            skuId: row.skuId ?? undefined,
            quantity: row.quantity!,
          },
          await buyerOf(ctx),
          false,
          { price, note: `买家按采购意向报价下单，单价 ¥${price.toFixed(2)}` },
        );
        await ctx.tx
          .update(buyPurposes)
          .set(written<typeof buyIntent>({ orderId: order!.id }))
          .where(eq(buyPurposes.id, row.id));
        row.orderId = order!.id;
      }
    }
  },
};
