import { and, asc, eq, ne } from "drizzle-orm";
import type { Exec } from "../client";
import { resourceLinesTables, resourceTables, shops } from "../schema";
import { insertBid } from "./mall-bids";
import { PORTALS } from "./portals";

const { bidQuote, certification, factory, goods } = resourceTables;
const quoteLines = resourceLinesTables.bidQuote!.lines!;
const DAY = 86_400_000;

/**
 * A mall bid on the home page (竞价专区) of every portal but YYN (whose bids are mall-bids.ts): the portal's
 * certified purchaser asks for goods one of the portal's shops sells, and that shop has offered its goods, so
 * the 竞价专区 lists an open bid and its newest offer.
 */
export async function seedPortalBids(tx: Exec) {
  for (const portal of PORTALS.filter((p) => !p.isDefault)) {
    const [buyer] = await tx
      .select()
      .from(certification)
      .where(
        and(
          eq(certification.systemId, portal.systemId),
          eq(certification.role, 1),
          eq(certification.status, "approved"),
        ),
      )
      .orderBy(asc(certification.id))
      .limit(1);
    if (!buyer) throw new Error(`[seed] portal ${portal.platType} has no certified purchaser for its mall bids`);
    const [shop] = await tx
      .select()
      .from(shops)
      .where(and(eq(shops.systemId, portal.systemId), eq(shops.audit, 1), ne(shops.enterpriseId, buyer.enterpriseId)))
      .orderBy(asc(shops.id))
      .limit(1);
    const [offered] = (await tx
      .select()
      .from(goods)
      .where(
        and(
          eq(goods.enterpriseId, shop!.enterpriseId),
          eq(goods.systemId, portal.systemId),
          eq(goods.status, "on_sale"),
        ),
      )
      .orderBy(asc(goods.id))
      .limit(1)) as Record<string, any>[];
    const [place] = await tx
      .select()
      .from(factory)
      .where(eq(factory.enterpriseId, buyer.enterpriseId))
      .orderBy(asc(factory.id))
      .limit(1);
    const quantity = offered!.unit === "吨" || offered!.unit === "头" || offered!.unit === "套" ? 10 : 200;
    const budget = Math.round(Number(offered!.price) * 1.02 * 100) / 100;
    const { bid, lines } = await insertBid(
      tx,
      {
        enterpriseId: buyer.enterpriseId,
        systemId: portal.systemId,
        title: `${String(offered!.subCategory ?? offered!.category)}竞价采购`,
        category: offered!.category,
        factoryId: place!.id,
        deadline: new Date(Date.now() + 6 * DAY),
        contact: buyer.contact,
        phone: buyer.phone,
        remark: "要求提供产品合格证及检验报告，货到验收合格后付款。",
        status: "bidding",
        createdAt: new Date(Date.now() - 2 * DAY),
      },
      [[String(offered!.name), String(offered!.spec ?? ""), quantity, String(offered!.unit), budget]],
    );
    const unitPrice = Math.round(Number(offered!.price) * 0.98 * 100) / 100;
    const [quote] = await tx
      .insert(bidQuote)
      .values({
        enterpriseId: shop!.enterpriseId,
        systemId: portal.systemId,
        offerNo: `JJ20261127${portal.systemId}01`,
        bidId: bid.id,
        deliveryDate: new Date(Date.now() + 12 * DAY).toISOString().slice(0, 10),
        totalAmount: Math.round(unitPrice * quantity * 100) / 100,
        remark: "含税含运费送到收货地点，随货附检验报告。",
        status: "submitted",
        createdAt: new Date(Date.now() - DAY),
      } as never)
      .returning();
    await tx.insert(quoteLines).values({
      parentId: quote!.id,
      position: 0,
      sourceLineId: lines[0]!.id,
      goodsName: lines[0]!.goodsName,
      spec: lines[0]!.spec,
      quantity,
      unit: lines[0]!.unit,
      goodsId: offered!.id,
      unitPrice,
      supplyQuantity: quantity,
    } as never);
  }
}
