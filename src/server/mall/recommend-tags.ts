import { and, count, desc, eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { Db } from "../db/client";
import { goodsLooks, orderLines, orders, shops } from "../db/schema";
import { goods, publicGoods } from "./goods-view";
import { mallRoute, parse, type MallCaller } from "./route";

/** A goods' tag: its 细分类目 where it has one (蛋鸡饲料), else its category (饲料), which the mall's search matches. */
const tagOf = sql<string>`coalesce(nullif(${goods.subCategory}, ''), ${goods.category})`;

/** Why a tag is offered: what the buyer ordered, what it looked at, or what the portal's buyers order most. */
export type TagReason = "ordered" | "looked" | "popular";

// an ordered line says more of what a buyer needs than a look at a goods page
const WEIGHT = { ordered: 3, looked: 1 } as const;

/**
 * 为您推荐 on the home page (spec §7 `dsjapi.recommend.taginfo.list/1.1`): the tags of what the buyer ordered and
 * looked at on this portal, heaviest first; then, for a visitor or a buyer with little history, the tags the
 * portal's buyers order most. Only tags with goods on sale here are offered, so each one finds something.
 */
export async function recommendTags(
  db: Db,
  c: MallCaller,
  size: number,
): Promise<{ tag: string; reason: TagReason }[]> {
  const onSale = new Set(
    (
      await db
        .selectDistinct({ tag: tagOf })
        .from(goods)
        .innerJoin(shops, and(eq(shops.enterpriseId, goods.enterpriseId), eq(shops.systemId, goods.systemId)))
        .where(publicGoods(c.systemId))
    ).map((r) => r.tag),
  );
  const score = new Map<string, { weight: number; reason: TagReason }>();
  const add = (rows: { tag: string; n: number }[], reason: keyof typeof WEIGHT) => {
    for (const { tag, n } of rows) {
      const was = score.get(tag);
      const weight = (was?.weight ?? 0) + Number(n) * WEIGHT[reason];
      // the tag reads as ordered when ordering weighs most in it
      score.set(tag, { weight, reason: !was || Number(n) * WEIGHT[reason] > was.weight ? reason : was.reason });
    }
  };
  if (c.user) {
    add(
      await db
        .select({ tag: tagOf, n: count() })
        .from(orderLines)
        .innerJoin(orders, eq(orders.id, orderLines.parentId))
        .innerJoin(goods, eq(goods.id, orderLines.goodsId))
        .where(and(eq(orders.buyerUserId, c.user.id), eq(orders.systemId, c.systemId)))
        .groupBy(tagOf),
      "ordered",
    );
    add(
      await db
        .select({ tag: tagOf, n: count() })
        .from(goodsLooks)
        .innerJoin(goods, eq(goods.id, goodsLooks.goodsId))
        .where(and(eq(goodsLooks.userId, c.user.id), eq(goods.systemId, c.systemId)))
        .groupBy(tagOf),
      "looked",
    );
  }
  const own = [...score]
    .filter(([tag]) => onSale.has(tag))
    .sort((a, b) => b[1].weight - a[1].weight || a[0].localeCompare(b[0], "zh"));
  const out = own.slice(0, size).map(([tag, s]) => ({ tag, reason: s.reason }));
  if (out.length < size) {
    const popular = await db
      .select({ tag: tagOf, n: count() })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.parentId))
      .innerJoin(goods, eq(goods.id, orderLines.goodsId))
      .where(eq(orders.systemId, c.systemId))
      .groupBy(tagOf)
      .orderBy(desc(count()), tagOf);
    // then whatever else is on sale, so a new portal with no orders yet still offers its kinds of goods
    const rest = [...popular.map((p) => p.tag), ...[...onSale].sort((a, b) => a.localeCompare(b, "zh"))];
    for (const tag of rest) {
      if (out.length >= size) break;
      if (onSale.has(tag) && !out.some((o) => o.tag === tag)) out.push({ tag, reason: "popular" });
    }
  }
  return out;
}

const recommendTagsInput = z.object({
  size: z.coerce
    .number({ error: "数量须为数字" })
    .int()
    .min(1, { error: "数量至少为1" })
    .max(20, { error: "数量最多为20" })
    .default(8),
});

export function registerRecommendTagRoutes(app: FastifyInstance, db: Db, product: string) {
  mallRoute(app, db, product, "recommendTags", async (p, c) => {
    const { size } = parse(recommendTagsInput, p);
    return { list: await recommendTags(db, c, size) };
  });
}
