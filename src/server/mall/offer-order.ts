import { and, eq, gte, sql } from "drizzle-orm";
import type { Exec } from "../db/client";
import { enterprises, orderLines, orders, resourceTables, shops } from "../db/schema";
import { invalid } from "../http/errors";
import { goods } from "./goods-view";
import { logOrderMove, type Order } from "./order-moves";
import { skusOf, takeSkuStock } from "./skus";

type Row = Record<string, any>;
const round = (n: number) => Math.round(n * 100) / 100;

/**
 * The mall order an accepted bid offer becomes (docs/mall-bids.md): unpaid, with the offering seller's shop, one
 * line of the offered goods at the offered unit price and quantity, delivered to the bid's 收货地点. It then
 * lives the ordinary order flow (src/core/flows/order.ts): the buyer pays or cancels it under 我的订单, the
 * seller ships it from its order list. The stock is reserved as a cart order's is, so a cancel gives it back.
 */
export async function orderFromOffer(tx: Exec, offer: Row, bid: Row, buyer: { userId: number; enterpriseId: number; systemId: number }): Promise<Order> {
  const quantity = Number(offer.quantity);
  const [shop] = await tx.select().from(shops).where(and(eq(shops.enterpriseId, offer.enterpriseId), eq(shops.systemId, buyer.systemId), eq(shops.audit, 1)));
  if (!shop) throw invalid(undefined, "报价企业的商城店铺未开通或已关闭，无法生成订单");
  const [g] = await tx
    .update(goods)
    .set({ stock: sql`${goods.stock} - ${quantity}` })
    .where(and(eq(goods.id, offer.goodsId), eq(goods.enterpriseId, offer.enterpriseId), gte(goods.stock, quantity)))
    .returning();
  const sku = (await skusOf(tx, [offer.goodsId])).get(offer.goodsId)?.find((s) => s.stock >= quantity);
  if (!g || !sku || !(await takeSkuStock(tx, sku.id, offer.goodsId, quantity))) throw invalid(undefined, "报价商品库存不足，无法生成订单，请联系报价企业");
  const factories = resourceTables.factory!;
  const [place] = (await tx.select().from(factories).where(eq(factories.id, bid.factoryId))) as Row[];
  const [buyerEnterprise] = await tx.select({ name: enterprises.name }).from(enterprises).where(eq(enterprises.id, buyer.enterpriseId));
  const price = Number(offer.unitPrice);
  const amount = round(price * quantity);
  const [order] = (await tx
    .insert(orders)
    .values({
      orderNo: `${new Date().toISOString().replace(/\D/g, "").slice(0, 14)}${String(offer.id % 1e6).padStart(6, "0")}`,
      systemId: buyer.systemId,
      buyerUserId: buyer.userId,
      buyerEnterpriseId: buyer.enterpriseId,
      buyerName: buyerEnterprise?.name ?? "",
      shopId: shop.id,
      enterpriseId: shop.enterpriseId,
      status: "unpaid",
      goodsAmount: amount,
      freight: 0,
      discount: 0,
      total: amount,
      receiverName: bid.contact,
      receiverPhone: bid.phone,
      receiverRegion: place?.region ?? "",
      receiverAddress: place?.address ?? "",
      remark: `竞价单「${bid.title}」接受报价 ${offer.offerNo}`,
      // one order per offer: a second accept of the same offer stops at the unique index
      submitKey: `bid-quote-${offer.id}`,
    } as never)
    .returning()) as Order[];
  await tx.insert(orderLines).values({
    parentId: order!.id,
    position: 0,
    goodsId: g.id,
    skuId: sku.id,
    name: g.name,
    spec: sku.spec,
    unit: g.unit,
    image: g.image,
    price,
    quantity,
    amount,
  } as never);
  await logOrderMove(tx, order!, { action: "save", from: null, to: "unpaid", userId: buyer.userId, enterpriseId: buyer.enterpriseId, note: `接受竞价报价 ${offer.offerNo} 生成订单` });
  return order!;
}
