import { and, desc, eq, gte, sql } from "drizzle-orm";
import type { Exec } from "../db/client";
import { addresses, enterpriseMessages, orderLines, orders, shops, users } from "../db/schema";
import { invalid } from "../http/errors";
import { goods } from "../mall/goods-view";
import { logOrderMove, type Order } from "../mall/order-moves";
import { skusOf, takeSkuStock } from "../mall/skus";
import type { AuctionRow } from "./bids";

const round = (n: number) => Math.round(n * 100) / 100;
const orderNo = () => `${new Date().toISOString().replace(/\D/g, "").slice(0, 14)}${Math.floor(Math.random() * 1e6).toString().padStart(6, "0")}`;

/**
 * 生成订单 of a matched auction: an ordinary mall order of the winner's enterprise at the seller's shop, the
 * lot at the winning unit price, unpaid — the winner pays, the seller ships, both through the order flow
 * (src/server/mall/order-moves.ts). Stock is reserved as for any order (a cancel gives it back). The submit
 * key is the auction's, so the unique (buyer, key, shop) index lets one order exist per auction whatever races.
 */
export async function orderForWinner(tx: Exec, a: AuctionRow, by: { userId: number; enterpriseId: number }): Promise<Order> {
  if (!a.winnerUserId || !a.winnerEnterpriseId) throw invalid({ status: "本场竞拍没有中标企业" }, "本场竞拍没有中标企业");
  const [shop] = await tx.select().from(shops).where(and(eq(shops.enterpriseId, a.enterpriseId), eq(shops.systemId, a.systemId), eq(shops.audit, 1)));
  if (!shop) throw invalid({ status: "店铺未开通或已关闭，不能生成订单" }, "店铺未开通或已关闭，不能生成订单");
  const quantity = Number(a.quantity);
  const price = Number(a.winnerPrice);
  // the lot comes out of the goods' stock like any sale: the first spec that holds it all
  const sku = (await skusOf(tx, [a.goodsId])).get(a.goodsId)!.find((s) => Number(s.stock) >= quantity);
  const [g] = sku
    ? await tx.update(goods).set({ stock: sql`${goods.stock} - ${quantity}` } as never).where(and(eq(goods.id, a.goodsId), gte(goods.stock, quantity))).returning()
    : [];
  if (!sku || !g || !(await takeSkuStock(tx, sku.id, a.goodsId, quantity))) throw invalid({ status: "商品库存不足，不能生成订单" }, "商品库存不足，不能生成订单");
  const [winner] = await tx.select().from(users).where(eq(users.id, a.winnerUserId));
  const [address] = await tx.select().from(addresses).where(eq(addresses.userId, a.winnerUserId)).orderBy(desc(addresses.isDefault), desc(addresses.id)).limit(1);
  const amount = round(price * quantity);
  const [order] = (await tx
    .insert(orders)
    .values({
      orderNo: orderNo(),
      systemId: a.systemId,
      buyerUserId: a.winnerUserId,
      buyerEnterpriseId: a.winnerEnterpriseId,
      buyerName: a.winnerName,
      shopId: shop.id,
      enterpriseId: a.enterpriseId,
      status: "unpaid",
      goodsAmount: amount,
      freight: 0,
      discount: 0,
      total: amount,
      receiverName: address?.name ?? winner?.name ?? null,
      receiverPhone: address?.phone ?? winner?.phone ?? null,
      receiverRegion: address?.region ?? null,
      receiverAddress: address?.detail ?? null,
      remark: `竞拍成交：${a.title}`,
      submitKey: `auction-${a.id}`,
    } as never)
    .returning()) as Order[];
  await tx.insert(orderLines).values({
    parentId: order!.id,
    position: 0,
    goodsId: a.goodsId,
    skuId: sku.id,
    name: g.name,
    spec: sku.spec,
    unit: g.unit,
    image: g.image,
    price,
    quantity,
    amount,
  } as never);
  await logOrderMove(tx, order!, { action: "save", from: null, to: "unpaid", ...by, note: `竞拍「${a.title}」成交，卖家生成订单` });
  await tx.insert(enterpriseMessages).values({
    enterpriseId: a.winnerEnterpriseId,
    systemId: a.systemId,
    title: "竞拍成交订单待付款",
    body: `您在「${a.title}」中标，成交单价 ¥${price.toFixed(2)}，订单 ${order!.orderNo} 已生成，请及时付款。`,
    link: `/orderParticulars?id=${order!.id}`,
  });
  return order!;
}
