import { and, count, desc, eq, inArray, notInArray, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { Db } from "../db/client";
import { favorites, goodsLooks, shops } from "../db/schema";
import { invalid } from "../http/errors";
import { goods, goodsColumns, publicGoodsById } from "./goods-view";
import { mallRoute, parse, zId, zPage, type Buyer, type MallCaller } from "./route";
import { now } from "../clock";

/** How many goods a buyer's 浏览记录 keeps: the newest visits; an older one drops off as a new one comes. */
export const LOOKS_KEPT = 100;

const pageSchema = z.object(zPage);
const lookDelSchema = z.object({
  goodsIds: z.array(zId).max(LOOKS_KEPT).optional(),
  all: z.boolean().optional(),
});

/** A goods of the buyer's list as a card, and whether it can still be bought here (a goods taken off sale stays listed, greyed). */
const shelfColumns = { ...goodsColumns, onSale: sql<boolean>`(${goods.status} = 'on_sale' and ${shops.audit} = 1)` };

/** The buyer's rows of `table` (favourites, looks) on this portal's goods, newest first, a page of them with the total. */
async function shelfPage(
  db: Db,
  c: MallCaller,
  table: typeof favorites | typeof goodsLooks,
  at: typeof favorites.createdAt | typeof goodsLooks.lookedAt,
  payload: unknown,
) {
  const q = parse(pageSchema, payload);
  const user = (c as Buyer).user.id;
  const mine = and(eq(table.userId, user), eq(goods.systemId, c.systemId));
  const shopOf = and(eq(shops.enterpriseId, goods.enterpriseId), eq(shops.systemId, goods.systemId));
  const list = await db
    .select({ ...shelfColumns, at })
    .from(table)
    .innerJoin(goods, eq(goods.id, table.goodsId))
    .innerJoin(shops, shopOf)
    .where(mine)
    .orderBy(desc(at), desc(table.id))
    .limit(q.pageSize)
    .offset((q.pageNum - 1) * q.pageSize);
  // counted over the same rows as listed: the buyer's, of goods with a shop on this portal
  const [{ n }] = (await db
    .select({ n: count() })
    .from(table)
    .innerJoin(goods, eq(goods.id, table.goodsId))
    .innerJoin(shops, shopOf)
    .where(mine)) as [{ n: number }];
  return { list, total: Number(n), pageNum: q.pageNum, pageSize: q.pageSize };
}

const lookAddInput = z.object({ goodsId: zId });

/** 我的收藏 and 浏览记录: the goods a buyer keeps and the goods it looked at, in its personal area. */
export function registerShelfRoutes(app: FastifyInstance, db: Db, product: string) {
  mallRoute(app, db, product, "favoriteList", (p, c) => shelfPage(db, c, favorites, favorites.createdAt, p));

  mallRoute(app, db, product, "lookAdd", async (p, c) => {
    const { goodsId } = parse(lookAddInput, p);
    await publicGoodsById(db, c.systemId, goodsId);
    const user = (c as Buyer).user.id;
    await db.transaction(async (tx) => {
      await tx
        .insert(goodsLooks)
        .values({ userId: user, goodsId })
        .onConflictDoUpdate({ target: [goodsLooks.userId, goodsLooks.goodsId], set: { lookedAt: now() } });
      const kept = tx
        .select({ id: goodsLooks.id })
        .from(goodsLooks)
        .where(eq(goodsLooks.userId, user))
        .orderBy(desc(goodsLooks.lookedAt), desc(goodsLooks.id))
        .limit(LOOKS_KEPT);
      await tx.delete(goodsLooks).where(and(eq(goodsLooks.userId, user), notInArray(goodsLooks.id, kept)));
    });
    return { goodsId };
  });

  mallRoute(app, db, product, "lookList", (p, c) => shelfPage(db, c, goodsLooks, goodsLooks.lookedAt, p));

  mallRoute(app, db, product, "lookDel", async (p, c) => {
    const { goodsIds, all } = parse(lookDelSchema, p);
    if (!all && !goodsIds?.length) throw invalid({ goodsIds: "请选择要删除的浏览记录" });
    const user = (c as Buyer).user.id;
    // 清空 empties this portal's history only: another portal's visits are its own list
    const here = db.select({ id: goods.id }).from(goods).where(eq(goods.systemId, c.systemId));
    const removed = await db
      .delete(goodsLooks)
      .where(and(eq(goodsLooks.userId, user), inArray(goodsLooks.goodsId, all ? here : goodsIds!)))
      .returning({ goodsId: goodsLooks.goodsId });
    return { removed: removed.length };
  });
}
