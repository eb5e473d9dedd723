import { and, asc, eq } from "drizzle-orm";
import type { Exec } from "../client";
import { favorites, goodsLooks, resourceTables } from "../schema";

const goods = resourceTables.goods!;
const HOUR = 3_600_000;

/**
 * 丰收's 我的收藏 and 浏览记录 on YYN: goods it keeps (one since taken off sale, shown 已下架) and goods it
 * looked at today, yesterday and last week, so both pages open on real content.
 */
export async function seedShelves(tx: Exec, userId: number) {
  const onSale = await tx
    .select({ id: goods.id })
    .from(goods)
    .where(and(eq(goods.systemId, 56), eq(goods.status, "on_sale")))
    .orderBy(asc(goods.id));
  const [gone] = await tx
    .select({ id: goods.id })
    .from(goods)
    .where(and(eq(goods.systemId, 56), eq(goods.status, "off_sale")))
    .orderBy(asc(goods.id))
    .limit(1);
  const now = Date.now();
  // every third goods, so the lists mix shops and categories
  const picks = onSale.filter((_, i) => i % 3 === 1).map((g) => g.id);
  const kept = [...picks.slice(0, 5), ...(gone ? [gone.id] : [])];
  await tx
    .insert(favorites)
    .values(kept.map((goodsId, i) => ({ userId, goodsId, createdAt: new Date(now - (i + 1) * 26 * HOUR) })));
  const hoursAgo = [0.5, 2, 5, 26, 30, 50, 170, 200];
  await tx
    .insert(goodsLooks)
    .values(
      hoursAgo.flatMap((h, i) =>
        picks[i + 1] ? [{ userId, goodsId: picks[i + 1]!, lookedAt: new Date(now - h * HOUR) }] : [],
      ),
    );
}
