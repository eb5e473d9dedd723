import { and, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { freightText, goodsFreight } from "../../core/freight";
import type { Db } from "../db/client";
import { favorites } from "../db/schema";
import { rangeNames } from "../regions/china-regions";
import { publicGoodsById, undelivered } from "./goods-view";
import { addressFields } from "../../core/address-fields";
import { orderFields } from "../../core/order-fields";
import { zField } from "../validation/declared";
import { mallRoute, parse, zId } from "./route";
import { pickSku, pricedSkus, skusOf, unitPrice } from "./skus";

const zGoods = z.object({ goodsId: zId });
const freightSchema = z.object({
  goodsId: zId,
  skuId: zId.optional(),
  quantity: zField<number>({ ...orderFields.quantity, required: false, default: 1 }),
});

const deliveryCheckInput = z.object({ goodsId: zId, region: zField<string>(addressFields.region) });

/** Goods-page side calls: favourites, freight, delivery range (buy intents are the buyIntent resource's buyer audience). */
export function registerGoodsExtraRoutes(app: FastifyInstance, db: Db, product: string) {
  mallRoute(app, db, product, "favoriteQuery", async (p, c) => {
    const { goodsId } = parse(zGoods, p);
    if (!c.user) return { favorite: false };
    const [row] = await db
      .select()
      .from(favorites)
      .where(and(eq(favorites.userId, c.user.id), eq(favorites.goodsId, goodsId)));
    return { favorite: !!row };
  });

  mallRoute(app, db, product, "favoriteAdd", async (p, c) => {
    const { goodsId } = parse(zGoods, p);
    await publicGoodsById(db, c.systemId, goodsId);
    await db.insert(favorites).values({ userId: c.user!.id, goodsId }).onConflictDoNothing();
    return { favorite: true };
  });

  mallRoute(app, db, product, "favoriteDel", async (p, c) => {
    const { goodsId } = parse(zGoods, p);
    await db.delete(favorites).where(and(eq(favorites.userId, c.user!.id), eq(favorites.goodsId, goodsId)));
    return { favorite: false };
  });

  // what the goods' rule charges for a quantity of one SKU (the first when none is named), at the price the order will take
  mallRoute(app, db, product, "freight", async (p, c) => {
    const { goodsId, skuId, quantity } = parse(freightSchema, p);
    const g = await publicGoodsById(db, c.systemId, goodsId);
    const own =
      skuId === undefined ? (await skusOf(db, [goodsId])).get(goodsId)![0] : await pickSku(db, goodsId, skuId);
    const [sku] = own ? await pricedSkus(db, c.systemId, c.enterprise, g, [own]) : [];
    const amount = Math.round((sku ? unitPrice(sku, quantity) : Number(g.price)) * quantity * 100) / 100;
    return {
      goodsId,
      skuId: sku?.id ?? null,
      quantity,
      amount,
      freightMode: g.freightMode ?? "free",
      freight: goodsFreight(g, { quantity, amount }),
      rule: freightText(g, g.unit),
    };
  });

  mallRoute(app, db, product, "deliveryCheck", async (p, c) => {
    const { goodsId, region } = parse(deliveryCheckInput, p);
    const g = await publicGoodsById(db, c.systemId, goodsId);
    return { deliverable: !undelivered(g.deliveryRegions, region), regions: rangeNames(g.deliveryRegions) };
  });
}
