import { and, asc, count, eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { Db } from "../db/client";
import { coupons, shops, userCoupons } from "../db/schema";
import { invalid, notFound } from "../http/errors";
import { goods } from "./goods-view";
import { mallRoute, parse, zId, type MallCaller } from "./route";

const zShop = z.object({ shopId: zId });

async function publicShop(db: Db, c: MallCaller, shopId: number) {
  const [shop] = await db.select().from(shops).where(and(eq(shops.id, shopId), eq(shops.systemId, c.systemId), eq(shops.audit, 1)));
  if (!shop) throw notFound();
  return shop;
}

/** Shop fronts (info, decoration, coupons) and the caller's own shop for the seller-center entry. */
export function registerShopRoutes(app: FastifyInstance, db: Db, product: string) {
  mallRoute(app, db, product, "shopDetail", async (p, c) => {
    const shop = await publicShop(db, c, parse(zShop, p).shopId);
    const [{ n }] = (await db
      .select({ n: count() })
      .from(goods)
      .where(and(eq(goods.enterpriseId, shop.enterpriseId), eq(goods.systemId, c.systemId), eq(goods.status, "on_sale")))) as [{ n: number }];
    const { enterpriseId: _e, externalUrl: _x, ...rest } = shop;
    return { ...rest, goodsCount: Number(n) };
  });

  mallRoute(app, db, product, "shopDecoration", async (p, c) => {
    const shop = await publicShop(db, c, parse(zShop, p).shopId);
    return shop.decoration ?? {};
  });

  mallRoute(app, db, product, "shopCoupons", async (p, c) => {
    const shop = await publicShop(db, c, parse(zShop, p).shopId);
    const rows = await db.select().from(coupons).where(eq(coupons.shopId, shop.id)).orderBy(asc(coupons.amount));
    const mine = c.user ? await db.select({ couponId: userCoupons.couponId }).from(userCoupons).where(eq(userCoupons.userId, c.user.id)) : [];
    return { list: rows.map((r) => ({ ...r, left: r.total - r.taken, fetched: mine.some((m) => m.couponId === r.id) })) };
  });

  // the spec: the check "returns data and msg" — the page shows msg whatever the outcome
  mallRoute(app, db, product, "fetchCoupon", async (p, c) => {
    const { couponId } = parse(z.object({ couponId: zId }), p);
    return db.transaction(async (tx) => {
      const [coupon] = await tx
        .select({ id: coupons.id })
        .from(coupons)
        .innerJoin(shops, eq(shops.id, coupons.shopId))
        .where(and(eq(coupons.id, couponId), eq(shops.systemId, c.systemId)));
      if (!coupon) throw notFound();
      const [had] = await tx.select().from(userCoupons).where(and(eq(userCoupons.couponId, couponId), eq(userCoupons.userId, c.user!.id)));
      if (had) throw invalid({ couponId: "您已领取过该优惠券" }, "您已领取过该优惠券");
      const [taken] = await tx
        .update(coupons)
        .set({ taken: sql`${coupons.taken} + 1` })
        .where(and(eq(coupons.id, couponId), sql`${coupons.taken} < ${coupons.total}`))
        .returning();
      if (!taken) throw invalid({ couponId: "优惠券已被领完" }, "优惠券已被领完");
      await tx.insert(userCoupons).values({ couponId, userId: c.user!.id });
      return { fetched: true, msg: "领取成功" };
    });
  });

  mallRoute(app, db, product, "myShop", async (_p, c) => {
    if (!c.enterprise) return { enterprise: null, shop: null };
    const [shop] = await db.select().from(shops).where(and(eq(shops.enterpriseId, c.enterprise.id), eq(shops.systemId, c.systemId)));
    return {
      enterprise: c.enterprise,
      shop: shop ? { shopId: shop.id, name: shop.name, audit: shop.audit, shopSort: shop.shopSort, externalUrl: shop.externalUrl } : null,
    };
  });
}
