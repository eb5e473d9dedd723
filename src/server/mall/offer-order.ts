import { eq } from "drizzle-orm";
import type { Exec } from "../db/client";
import { enterprises, resourceTables, users } from "../db/schema";
import { agreedOrder } from "./agreed-order";
import type { Order } from "./order-moves";

type Row = Record<string, any>;

/**
 * The mall order the accepted lines of a bid offer become (docs/mall-bids.md): for each line the offering
 * seller's goods at the offered unit price and quantity, delivered to the bid's 收货地点, made by the buyer who
 * accepted.
 */
export async function orderFromOffer(
  tx: Exec,
  offer: Row,
  accepted: Row[],
  bid: Row,
  buyer: { userId: number; enterpriseId: number; systemId: number },
): Promise<Order> {
  const factories = resourceTables.factory!;
  const [place] = (await tx.select().from(factories).where(eq(factories.id, bid.factoryId))) as Row[];
  const [buyerUser] = await tx.select({ name: users.name }).from(users).where(eq(users.id, buyer.userId));
  const [buyerEnterprise] = await tx
    .select({ name: enterprises.name })
    .from(enterprises)
    .where(eq(enterprises.id, buyer.enterpriseId));
  return agreedOrder(tx, {
    systemId: buyer.systemId,
    sellerEnterpriseId: offer.enterpriseId,
    lines: accepted.map((l) => ({
      goodsId: l.goodsId,
      quantity: Number(l.supplyQuantity),
      price: Number(l.unitPrice),
    })),
    buyer: { userId: buyer.userId, enterpriseId: buyer.enterpriseId, name: buyerEnterprise?.name ?? "" },
    receiver: { name: bid.contact, phone: bid.phone, region: place?.region ?? "", address: place?.address ?? "" },
    remark: `竞价单「${bid.title}」接受报价 ${offer.offerNo}`,
    submitKey: `bid-quote-${offer.id}`,
    by: { userId: buyer.userId, enterpriseId: buyer.enterpriseId, note: `接受竞价报价 ${offer.offerNo} 生成订单` },
    refuse: {
      noShop: "报价企业的商城店铺未开通或已关闭，无法生成订单",
      noStock: "报价商品库存不足，无法生成订单，请联系报价企业",
    },
    // accepting spends the enterprise's money: beyond the accepting employee's rule the order waits for approval
    gated: {
      requester: { user: { id: buyer.userId, name: buyerUser?.name ?? "" }, enterprise: { id: buyer.enterpriseId } },
      source: "bidOffer",
    },
  });
}
