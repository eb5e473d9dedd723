/**
 * The goods list's queries (src/server/mall/catalog-routes.ts): the search payload, its filters as SQL, the capped
 * counts, the orders, and the prepared statements that serve an unfiltered list or a category menu entry.
 */
import { and, asc, count, desc, eq, inArray, or, sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../db/client";
import { prepared } from "../db/prepared";
import { channels, mallCategories, resourceTables, shops } from "../db/schema";

import { goods, selectGoods } from "./goods-view";
import { searchMatch } from "./goods-search";
import { zPage } from "./route";

export const kinds = resourceTables.shopClassify!;

export const searchSchema = z.object({
  search: z.string().max(60).optional(),
  axis: z.string().max(40).optional(),
  name: z.string().max(40).optional(),
  channelId: z.coerce.number().int().optional(),
  channelSearchId: z.coerce.number().int().optional(),
  category: z.string().max(20).optional(),
  brand: z.string().max(40).optional(),
  shopId: z.coerce.number().int().optional(),
  /** A kind of the shop: its goods, and those of the kinds under it. */
  kindId: z.coerce.number().int().optional(),
  priceFrom: z.coerce.number().min(0).optional(),
  priceTo: z.coerce.number().min(0).optional(),
  sort: z.enum(["default", "price_asc", "price_desc", "new"]).default("default"),
  ...zPage,
});
export type Search = z.infer<typeof searchSchema>;

export const list = (csv: string) =>
  csv
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);

// the category menu's entries, read on every category list: built once
export const categoryAt = (db: Db) =>
  db
    .select()
    .from(mallCategories)
    .where(
      and(eq(mallCategories.systemId, sql.placeholder("systemId")), eq(mallCategories.axis, sql.placeholder("axis"))),
    )
    .prepare("mall_category_at");

/** What a category menu entry picks: the goods filed at its path or below it (src/core/category-axis.ts); null for no entry. */
export type CategoryPick = { axis: string } | null;

/** The category menu's `axis` (id path) of the caller's portal. */
export async function categoryPick(db: Db, systemId: number, axis: string): Promise<CategoryPick> {
  const [cat] = await prepared(db, "mall_category_at", categoryAt).execute({ systemId, axis });
  return cat ? { axis: cat.axis } : null;
}

/** Goods at the path or under it; `under` is the path's prefix for its descendants (1-5-%). */
export const atOrUnder = (axis: unknown, under: unknown) =>
  sql`(${goods.categoryAxis} = ${axis} or ${goods.categoryAxis} like ${under})`;
export const underOf = (axis: string) => `${axis}-%`;

export const categoryMatch = (pick: CategoryPick): SQL =>
  pick ? atOrUnder(pick.axis, underOf(pick.axis)) : sql`false`;

/**
 * A list's filters: the category menu's pick apart (the plain list takes it as parameters of a prepared statement),
 * every other one as its condition. A filter added here joins `conds`, which a prepared list never serves.
 */
export async function filtersOf(
  db: Db,
  systemId: number,
  q: Search & { planned?: boolean },
): Promise<{ conds: (SQL | undefined)[]; category?: CategoryPick }> {
  const out: (SQL | undefined)[] = [];
  const text = q.search?.trim();
  // the search text is planned by the list itself (goods-search.ts); the facets match it plainly
  if (text && !q.planned) out.push(searchMatch(text));
  const category = q.axis ? await categoryPick(db, systemId, q.axis) : undefined;
  const channelId = q.channelId ?? q.channelSearchId;
  if (channelId) {
    const [ch] = await db
      .select()
      .from(channels)
      .where(and(eq(channels.id, channelId), eq(channels.systemId, systemId)));
    out.push(
      ch && list(ch.scBackIds).length ? inArray(goods.category, list(ch.scBackIds)) : ch ? undefined : sql`false`,
    );
  }
  if (q.category) out.push(eq(goods.category, q.category));
  if (q.brand) out.push(eq(goods.brand, q.brand));
  if (q.shopId) out.push(eq(shops.id, q.shopId));
  if (q.kindId)
    out.push(
      inArray(
        goods.shopClassifyId,
        db
          .select({ id: kinds.id })
          .from(kinds)
          .where(and(eq(kinds.visible, true), or(eq(kinds.id, q.kindId), eq(kinds.parentId, q.kindId)))),
      ),
    );
  if (q.priceFrom !== undefined) out.push(sql`${goods.price} >= ${q.priceFrom}`);
  if (q.priceTo !== undefined) out.push(sql`${goods.price} <= ${q.priceTo}`);
  return { conds: out, category };
}

/** Every condition of the filters, the category's among them. */
export const allOf = (f: { conds: (SQL | undefined)[]; category?: CategoryPick }) =>
  f.category === undefined ? f.conds : [...f.conds, categoryMatch(f.category)];

/** The rows `where` picks, counted no further than `limit`. */
export async function countUpTo(db: Db, where: SQL, limit: number): Promise<number> {
  const capped = db.select({ one: sql`1` }).from(goods).where(where).limit(limit).as("capped");
  const [{ n }] = (await db.select({ n: count() }).from(capped)) as [{ n: number }];
  return Number(n);
}

/** How far a goods list counts: 500 pages of 20, more than any buyer pages through. */
export const TOTAL_CAP = 10_000;

/** Each order is one index read forwards or backwards (migration 0035): equal prices go by id both ways. */
export const ORDER = {
  default: [desc(goods.onSaleAt), desc(goods.id)],
  price_asc: [asc(goods.price), asc(goods.id)],
  price_desc: [desc(goods.price), desc(goods.id)],
  new: [desc(goods.id)],
};
export const pastCap = (cap: number) => `最多可查看前${cap}件货品，请输入更准确的搜索词或选择分类`;

export const shopSearchInput = z.object({ search: z.string().max(60).optional(), ...zPage });
export const recommendInput = z.object({
  id: z.coerce.number().int().optional(),
  shopId: z.coerce.number().int().optional(),
  category: z.string().max(20).optional(),
  pageSize: z.coerce.number().int().min(1).max(20).default(8),
});

/** The enterprises of the portal's approved shops, whose goods the mall lists. */
export const portalSellers = (db: Db) =>
  db
    .select({ id: shops.enterpriseId })
    .from(shops)
    .where(and(eq(shops.systemId, sql.placeholder("systemId")), eq(shops.audit, 1)))
    .prepare("mall_sellers");
/** The enterprise of one approved shop, for the shop's own list. */
export const shopSeller = (db: Db) =>
  db
    .select({ id: shops.enterpriseId })
    .from(shops)
    .where(
      and(eq(shops.systemId, sql.placeholder("systemId")), eq(shops.audit, 1), eq(shops.id, sql.placeholder("shopId"))),
    )
    .prepare("mall_shop_seller");

/** The lists a prepared statement serves: no filter, or a category menu entry's (any level). */
export type PlainShape = "all" | "axis";

/** The shape's conditions, its values as placeholders: the portal's on-sale goods of the sellers, in the picked categories. */
export const plainWhere = (shape: PlainShape) =>
  and(
    eq(goods.systemId, sql.placeholder("systemId")),
    eq(goods.status, "on_sale"),
    sql`${goods.enterpriseId} = any(${sql.placeholder("sellers")})`,
    shape === "all" ? undefined : atOrUnder(sql.placeholder("axis"), sql.placeholder("under")),
  )!;

/** One page of the list in `sort`: the page's ids from the list index, then only those rows read whole. */
export const plainPage = (sort: Search["sort"], shape: PlainShape) => (db: Db) => {
  const page = db
    .select({ pageId: goods.id })
    .from(goods)
    .where(plainWhere(shape))
    .orderBy(...ORDER[sort])
    .limit(sql.placeholder("limit"))
    .offset(sql.placeholder("offset"))
    .as("page");
  return selectGoods(db)
    .innerJoin(page, eq(page.pageId, goods.id))
    .where(eq(shops.audit, 1))
    .orderBy(...ORDER[sort])
    .prepare(`mall_list_${sort}_${shape}`);
};

/** The list's total, counted no further than `upTo`. */
export const plainCount = (shape: PlainShape) => (db: Db) => {
  const capped = db
    .select({ one: sql`1` })
    .from(goods)
    .where(plainWhere(shape))
    .limit(sql.placeholder("upTo"))
    .as("capped");
  return db.select({ n: count() }).from(capped).prepare(`mall_list_count_${shape}`);
};
