import { desc, eq } from "drizzle-orm";
import type { Exec } from "../db/client";
import { addresses, enterpriseMessages } from "../db/schema";
import { invalid } from "../http/errors";
import { agreedOrder } from "../mall/agreed-order";
import type { Order } from "../mall/order-moves";
import type { AuctionRow } from "./bids";

/**
 * 生成订单 of a matched auction: the winner's order at the seller's shop, the lot at the winning unit price,
 * delivered to the winning bidder's default address (else its latest). A winner with no address gets an order
 * with none, which waits 待确认收货地址 (src/core/order-address.ts): the message asks it to choose one first.
 */
export async function orderForWinner(
  tx: Exec,
  a: AuctionRow,
  by: { userId: number; enterpriseId: number },
): Promise<Order> {
  if (!a.winnerUserId || !a.winnerEnterpriseId)
    throw invalid({ status: "本场竞拍没有中标企业" }, "本场竞拍没有中标企业");
  const [address] = await tx
    .select()
    .from(addresses)
    .where(eq(addresses.userId, a.winnerUserId))
    .orderBy(desc(addresses.isDefault), desc(addresses.id))
    .limit(1);
  const price = Number(a.winnerPrice);
  const order = await agreedOrder(tx, {
    systemId: a.systemId,
    sellerEnterpriseId: a.enterpriseId,
    lines: [{ goodsId: a.goodsId, quantity: Number(a.quantity), price }],
    buyer: { userId: a.winnerUserId, enterpriseId: a.winnerEnterpriseId, name: a.winnerName ?? "" },
    receiver: {
      name: address?.name ?? null,
      phone: address?.phone ?? null,
      region: address?.region ?? null,
      address: address?.detail ?? null,
    },
    remark: `竞拍成交：${a.title}`,
    submitKey: `auction-${a.id}`,
    by: { ...by, note: `竞拍「${a.title}」成交，卖家生成订单` },
    refuse: { noShop: "店铺未开通或已关闭，不能生成订单", noStock: "商品库存不足，不能生成订单" },
  });
  await tx.insert(enterpriseMessages).values({
    enterpriseId: a.winnerEnterpriseId,
    systemId: a.systemId,
    title: address ? "竞拍成交订单待付款" : "竞拍成交订单待确认收货地址",
    body: address
      ? `您在「${a.title}」中标，成交单价 ¥${price.toFixed(2)}，订单 ${order.orderNo} 已生成，请及时付款。`
      : `您在「${a.title}」中标，成交单价 ¥${price.toFixed(2)}，订单 ${order.orderNo} 已生成。您尚未设置收货地址，请在订单页选择收货地址后付款。`,
    link: `/orderParticulars?id=${order.id}`,
  });
  return order;
}
