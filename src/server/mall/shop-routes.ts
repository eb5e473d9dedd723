import { and, asc, count, desc, eq, getTableName, gte, isNotNull, isNull, lt, or, sql, type SQL } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { Db } from "../db/client";
import { coupons, portals, resourceTables, shops, userCoupons } from "../db/schema";

const kinds = resourceTables.shopClassify!;
import { invalid, notFound } from "../http/errors";
import { goods } from "./goods-view";
import { inValidity } from "./order-coupons";
import { mallRoute, parse, zId, zPage, type MallCaller } from "./route";
import { decorationOf, draftContent, plainFront, shopFront, type FrontShop } from "./shop-front";
import { can } from "../../core/permissions";
import { requiredCheck } from "../../core/required-check";
import type { PublishedDecoration } from "../../core/shop-decoration";
import { grantsOf } from "../auth/grants";
import { now as clockNow } from "../clock";

const zShop = z.object({ shopId: zId });

async function publicShop(db: Db, c: MallCaller, shopId: number) {
  const [shop] = await db
    .select()
    .from(shops)
    .where(and(eq(shops.id, shopId), eq(shops.systemId, c.systemId), eq(shops.audit, 1)));
  if (!shop) throw notFound();
  return shop as typeof shop & FrontShop;
}

/** Whether the caller acts for the shop's enterprise and may read its decoration (the 店铺装修 menu). */
async function decorates(db: Db, c: MallCaller, shop: { enterpriseId: number }) {
  if (!c.user || c.enterprise?.id !== shop.enterpriseId || !c.tags.includes(c.systemId)) return false;
  return can(
    await grantsOf(db, c.user.id, c.enterprise, { systemId: c.systemId, resources: c.registry.resources }),
    requiredCheck(c.registry.byName("shopDecoration"), "get"),
  );
}

const fetchCouponInput = z.object({ couponId: zId });
const myCouponsInput = z.object({
  state: z.enum(["unused", "used", "expired"], { error: "优惠券状态不正确" }).default("unused"),
  ...zPage,
});

const shopDecorationInput = zShop.extend({
  preview: z.preprocess((v) => v === true || v === 1 || v === "1" || v === "true", z.boolean()),
});

/** Shop fronts (info, decoration, coupons) and the caller's own shop for the seller-center entry. */
export function registerShopRoutes(app: FastifyInstance, db: Db, product: string) {
  mallRoute(app, db, product, "shopDetail", async (p, c) => {
    const shop = await publicShop(db, c, parse(zShop, p).shopId);
    const [{ n }] = (await db
      .select({ n: count() })
      .from(goods)
      .where(
        and(eq(goods.enterpriseId, shop.enterpriseId), eq(goods.systemId, c.systemId), eq(goods.status, "on_sale")),
      )) as [{ n: number }];
    const { enterpriseId: _e, externalUrl: _x, ...rest } = shop;
    return { ...rest, goodsCount: Number(n) };
  });

  // the shop's visible kinds as its front lists them: top level in order, each with its own kinds and goods on sale
  mallRoute(app, db, product, "shopKinds", async (p, c) => {
    const shop = await publicShop(db, c, parse(zShop, p).shopId);
    const rows = await db
      .select({
        id: kinds.id,
        name: kinds.name,
        parentId: kinds.parentId,
        goodsCount: sql<number>`(select count(*) from ${goods} where ${goods.shopClassifyId} = ${sql.raw(`"${getTableName(kinds)}"."id"`)} and ${goods.status} = 'on_sale')::int`,
      })
      .from(kinds)
      .where(and(eq(kinds.enterpriseId, shop.enterpriseId), eq(kinds.systemId, c.systemId), eq(kinds.visible, true)))
      .orderBy(asc(kinds.sort), asc(kinds.id));
    const top = rows.filter((k) => k.parentId === null);
    return top.map((k) => {
      const children = rows.filter((x) => x.parentId === k.id);
      return {
        ...k,
        goodsCount: Number(k.goodsCount) + children.reduce((s, x) => s + Number(x.goodsCount), 0),
        children,
      };
    });
  });

  // the published decoration, always; the draft only to the shop's own staff who may decorate it and ask for it
  mallRoute(app, db, product, "shopDecoration", async (p, c) => {
    const q = parse(shopDecorationInput, p);
    const shop = await publicShop(db, c, q.shopId);
    const row = await decorationOf(db, shop);
    if (row && q.preview && (await decorates(db, c, shop)))
      return shopFront(db, shop, await draftContent(db, row), { preview: true, publishedAt: null });
    const published = row?.published as PublishedDecoration | null | undefined;
    return published
      ? shopFront(db, shop, published, { preview: false, publishedAt: published.publishedAt })
      : plainFront();
  });

  mallRoute(app, db, product, "shopCoupons", async (p, c) => {
    const shop = await publicShop(db, c, parse(zShop, p).shopId);
    // what the shop hands out now: coupons being issued (发放中) and in their validity
    const rows = (
      await db
        .select()
        .from(coupons)
        .where(and(eq(coupons.shopId, shop.id), eq(coupons.status, "active")))
        .orderBy(asc(coupons.minAmount), asc(coupons.id))
    ).filter((r) => inValidity(r as never));
    const mine = c.user
      ? await db.select({ couponId: userCoupons.couponId }).from(userCoupons).where(eq(userCoupons.userId, c.user.id))
      : [];
    return {
      list: rows.map((r) => {
        const held = mine.filter((m) => m.couponId === r.id).length;
        // 已领取 once the buyer holds as many as it may
        return {
          id: r.id,
          title: r.title,
          kind: r.kind,
          amount: r.amount,
          rate: r.rate,
          maxDiscount: r.maxDiscount,
          minAmount: r.minAmount,
          startAt: r.startAt,
          endAt: r.endAt,
          perUser: r.perUser,
          left: r.total - r.taken,
          fetched: held >= r.perUser,
          held,
        };
      }),
    };
  });

  // the spec: the check "returns data and msg" — the page shows msg whatever the outcome
  mallRoute(app, db, product, "fetchCoupon", async (p, c) => {
    const { couponId } = parse(fetchCouponInput, p);
    return db.transaction(async (tx) => {
      // the coupon row is locked first: one buyer's parallel fetches queue here and count each other
      const [coupon] = await tx
        .select({
          id: coupons.id,
          perUser: coupons.perUser,
          status: coupons.status,
          startAt: coupons.startAt,
          endAt: coupons.endAt,
        })
        .from(coupons)
        .innerJoin(shops, eq(shops.id, coupons.shopId))
        .where(and(eq(coupons.id, couponId), eq(shops.systemId, c.systemId)))
        .for("update", { of: coupons });
      if (!coupon) throw notFound();
      if (coupon.status !== "active" || !inValidity(coupon as never))
        throw invalid({ couponId: "优惠券已停止发放" }, "优惠券已停止发放");
      const had = await tx
        .select({ id: userCoupons.id })
        .from(userCoupons)
        .where(and(eq(userCoupons.couponId, couponId), eq(userCoupons.userId, c.user!.id)));
      if (had.length >= coupon.perUser) {
        const msg = coupon.perUser > 1 ? `该优惠券每人限领${coupon.perUser}张，您已领完` : "您已领取过该优惠券";
        throw invalid({ couponId: msg }, msg);
      }
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

  // 我的优惠券: what the buyer fetched on this portal, by whether it can still be used
  mallRoute(app, db, product, "myCoupons", async (p, c) => {
    const q = parse(myCouponsInput, p);
    const now = clockNow();
    const states: Record<string, SQL> = {
      unused: and(isNull(userCoupons.orderId), or(isNull(coupons.endAt), gte(coupons.endAt, now)))!,
      used: isNotNull(userCoupons.orderId),
      expired: and(isNull(userCoupons.orderId), lt(coupons.endAt, now))!,
    };
    const base = and(eq(userCoupons.userId, c.user!.id), eq(shops.systemId, c.systemId));
    const from = () =>
      db
        .select({ n: count() })
        .from(userCoupons)
        .innerJoin(coupons, eq(coupons.id, userCoupons.couponId))
        .innerJoin(shops, eq(shops.id, coupons.shopId));
    const counts = Object.fromEntries(
      await Promise.all(
        Object.entries(states).map(
          async ([k, w]) => [k, Number(((await from().where(and(base, w))) as [{ n: number }])[0].n)] as const,
        ),
      ),
    );
    const list = await db
      .select({
        id: userCoupons.id,
        couponId: coupons.id,
        title: coupons.title,
        kind: coupons.kind,
        amount: coupons.amount,
        rate: coupons.rate,
        maxDiscount: coupons.maxDiscount,
        minAmount: coupons.minAmount,
        endAt: coupons.endAt,
        usedAt: userCoupons.usedAt,
        orderId: userCoupons.orderId,
        fetchedAt: userCoupons.createdAt,
        shopId: shops.id,
        shopName: shops.name,
      })
      .from(userCoupons)
      .innerJoin(coupons, eq(coupons.id, userCoupons.couponId))
      .innerJoin(shops, eq(shops.id, coupons.shopId))
      .where(and(base, states[q.state]))
      .orderBy(desc(userCoupons.id))
      .limit(q.pageSize)
      .offset((q.pageNum - 1) * q.pageSize);
    return { list, total: counts[q.state], counts, pageNum: q.pageNum, pageSize: q.pageSize };
  });

  mallRoute(app, db, product, "myShop", async (_p, c) => {
    if (!c.enterprise) return { enterprise: null, shop: null };
    const [shop] = await db
      .select()
      .from(shops)
      .where(and(eq(shops.enterpriseId, c.enterprise.id), eq(shops.systemId, c.systemId)));
    return {
      enterprise: c.enterprise,
      shop: shop
        ? {
            shopId: shop.id,
            name: shop.name,
            audit: shop.audit,
            shopSort: shop.shopSort,
            externalUrl: await outsideSiteOf(db, shop.shopSort, shop.externalUrl, c.systemId),
          }
        : null,
    };
  });
}

/** Where an ORDER_GOODS / ENTER_SHOP shop is run: its own address, else the one its portal runs such shops from. */
async function outsideSiteOf(
  db: Db,
  shopSort: string | null,
  own: string | null,
  systemId: number,
): Promise<string | null> {
  if (own || shopSort === "PUBLIC") return own;
  const [portal] = await db
    .select({ orderGoodsUrl: portals.orderGoodsUrl, enterShopUrl: portals.enterShopUrl })
    .from(portals)
    .where(eq(portals.systemId, systemId));
  if (shopSort === "ORDER_GOODS") return portal?.orderGoodsUrl ?? null;
  if (shopSort === "ENTER_SHOP") return portal?.enterShopUrl ?? null;
  return null;
}
