import { and, asc, count, desc, eq, getTableName, ilike, inArray, ne, or, sql, type SQL } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { Db } from "../db/client";
import { prepared } from "../db/prepared";
import { channels, mallCategories, resourceTables, shops } from "../db/schema";

const kinds = resourceTables.shopClassify!;
import { goods, publicGoods, publicGoodsPage, selectGoods } from "./goods-view";
import { rangeNames } from "../regions/china-regions";
import { invalid } from "../http/errors";
import { SEARCH_CAP, searchMatch, searchPlan } from "./goods-search";
import { idInput, mallRoute, parse, zPage } from "./route";
import { withSchemePrices } from "./scheme-prices";
import { pricedSkus, skusOfGoods } from "./skus";

const searchSchema = z.object({
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
type Search = z.infer<typeof searchSchema>;

const list = (csv: string) =>
  csv
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);

// the category menu's entries, read on every category list: built once
const categoryAt = (db: Db) =>
  db
    .select()
    .from(mallCategories)
    .where(
      and(eq(mallCategories.systemId, sql.placeholder("systemId")), eq(mallCategories.axis, sql.placeholder("axis"))),
    )
    .prepare("mall_category_at");

/** What a category menu entry picks: the goods filed at its path or below it (src/core/category-axis.ts); null for no entry. */
type CategoryPick = { axis: string } | null;

/** The category menu's `axis` (id path) of the caller's portal. */
async function categoryPick(db: Db, systemId: number, axis: string): Promise<CategoryPick> {
  const [cat] = await prepared(db, "mall_category_at", categoryAt).execute({ systemId, axis });
  return cat ? { axis: cat.axis } : null;
}

/** Goods at the path or under it; `under` is the path's prefix for its descendants (1-5-%). */
const atOrUnder = (axis: unknown, under: unknown) =>
  sql`(${goods.categoryAxis} = ${axis} or ${goods.categoryAxis} like ${under})`;
const underOf = (axis: string) => `${axis}-%`;

const categoryMatch = (pick: CategoryPick): SQL => (pick ? atOrUnder(pick.axis, underOf(pick.axis)) : sql`false`);

/**
 * A list's filters: the category menu's pick apart (the plain list takes it as parameters of a prepared statement),
 * every other one as its condition. A filter added here joins `conds`, which a prepared list never serves.
 */
async function filtersOf(
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
const allOf = (f: { conds: (SQL | undefined)[]; category?: CategoryPick }) =>
  f.category === undefined ? f.conds : [...f.conds, categoryMatch(f.category)];

/** The rows `where` picks, counted no further than `limit`. */
async function countUpTo(db: Db, where: SQL, limit: number): Promise<number> {
  const capped = db.select({ one: sql`1` }).from(goods).where(where).limit(limit).as("capped");
  const [{ n }] = (await db.select({ n: count() }).from(capped)) as [{ n: number }];
  return Number(n);
}

/** How far a goods list counts: 500 pages of 20, more than any buyer pages through. */
export const TOTAL_CAP = 10_000;

/** Each order is one index read forwards or backwards (migration 0035): equal prices go by id both ways. */
const ORDER = {
  default: [desc(goods.onSaleAt), desc(goods.id)],
  price_asc: [asc(goods.price), asc(goods.id)],
  price_desc: [desc(goods.price), desc(goods.id)],
  new: [desc(goods.id)],
};
const pastCap = (cap: number) => `最多可查看前${cap}件货品，请输入更准确的搜索词或选择分类`;

const shopSearchInput = z.object({ search: z.string().max(60).optional(), ...zPage });
const recommendInput = z.object({
  id: z.coerce.number().int().optional(),
  shopId: z.coerce.number().int().optional(),
  category: z.string().max(20).optional(),
  pageSize: z.coerce.number().int().min(1).max(20).default(8),
});

/** The enterprises of the portal's approved shops, whose goods the mall lists. */
const portalSellers = (db: Db) =>
  db
    .select({ id: shops.enterpriseId })
    .from(shops)
    .where(and(eq(shops.systemId, sql.placeholder("systemId")), eq(shops.audit, 1)))
    .prepare("mall_sellers");
/** The enterprise of one approved shop, for the shop's own list. */
const shopSeller = (db: Db) =>
  db
    .select({ id: shops.enterpriseId })
    .from(shops)
    .where(
      and(eq(shops.systemId, sql.placeholder("systemId")), eq(shops.audit, 1), eq(shops.id, sql.placeholder("shopId"))),
    )
    .prepare("mall_shop_seller");

/** The lists a prepared statement serves: no filter, or a category menu entry's (any level). */
type PlainShape = "all" | "axis";

/** The shape's conditions, its values as placeholders: the portal's on-sale goods of the sellers, in the picked categories. */
const plainWhere = (shape: PlainShape) =>
  and(
    eq(goods.systemId, sql.placeholder("systemId")),
    eq(goods.status, "on_sale"),
    sql`${goods.enterpriseId} = any(${sql.placeholder("sellers")})`,
    shape === "all" ? undefined : atOrUnder(sql.placeholder("axis"), sql.placeholder("under")),
  )!;

/** One page of the list in `sort`: the page's ids from the list index, then only those rows read whole. */
const plainPage = (sort: Search["sort"], shape: PlainShape) => (db: Db) => {
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
const plainCount = (shape: PlainShape) => (db: Db) => {
  const capped = db
    .select({ one: sql`1` })
    .from(goods)
    .where(plainWhere(shape))
    .limit(sql.placeholder("upTo"))
    .as("capped");
  return db.select({ n: count() }).from(capped).prepare(`mall_list_count_${shape}`);
};

/** Goods and shop search, navigation facets, goods detail and recommendations of the public mall. */
export function registerCatalogRoutes(app: FastifyInstance, db: Db, product: string) {
  mallRoute(app, db, product, "goodsSearch", async (p, c) => {
    const q = parse(searchSchema, p);
    const text = q.search?.trim();
    const cap = text ? SEARCH_CAP : TOTAL_CAP;
    // pages go as far as the total counts: a deeper offset would read rows no pager links to
    if ((q.pageNum - 1) * q.pageSize >= cap) throw invalid({ pageNum: pastCap(cap) }, pastCap(cap));
    // the approved shops' enterprises first (a small table): the goods are then picked and counted by one index in
    // list order, without a join the planner would answer by sorting a whole portal's goods
    const sellers = (
      await (q.shopId
        ? prepared(db, "mall_shop_seller", shopSeller).execute({ systemId: c.systemId, shopId: q.shopId })
        : prepared(db, "mall_sellers", portalSellers).execute({ systemId: c.systemId }))
    ).map((s) => s.id);
    const filters = await filtersOf(db, c.systemId, { ...q, shopId: undefined, planned: true });
    const offset = (q.pageNum - 1) * q.pageSize;
    // the plain list and a category menu entry's (any order, any page, one shop or all) are the mall's busiest
    // calls: their statements are built once per shape
    if (!text && filters.conds.length === 0) {
      const pick = filters.category;
      const shape: PlainShape = pick === undefined ? "all" : "axis";
      // no such entry on this portal: a path that files no goods
      const axis = pick?.axis ?? "-";
      const at = {
        systemId: c.systemId,
        sellers,
        axis,
        under: underOf(axis),
        limit: q.pageSize,
        offset,
        upTo: cap + 1,
      };
      const rows = await prepared(db, `mall_list_${q.sort}_${shape}`, plainPage(q.sort, shape)).execute(at);
      const n = Number((await prepared(db, `mall_list_count_${shape}`, plainCount(shape)).execute(at))[0]!.n);
      return { list: rows, total: Math.min(n, cap), totalCapped: n > cap, pageNum: q.pageNum, pageSize: q.pageSize };
    }
    // the sellers as one array parameter, as the prepared lists take them: a portal's thousands of shops would be as
    // many parameters in each of the search's statements, and drizzle renders each one
    const base = and(
      eq(goods.systemId, c.systemId),
      eq(goods.status, "on_sale"),
      sql`${goods.enterpriseId} = any(${sql.param(sellers)})`,
      ...allOf(filters),
    )!;
    const plan = text ? await searchPlan(db, base, text) : undefined;
    // the page's ids first, from the index alone where the filter allows; then only those rows are read whole
    const page = db
      .select({ pageId: goods.id })
      .from(goods)
      .where(and(base, plan?.page))
      .orderBy(...ORDER[q.sort])
      .limit(q.pageSize)
      .offset(offset)
      .as("page");
    const rows = await selectGoods(db)
      .innerJoin(page, eq(page.pageId, goods.id))
      .where(eq(shops.audit, 1))
      .orderBy(...ORDER[q.sort]);
    // count no further than a buyer pages: beyond the cap the total says so (totalCapped) instead of counting on; a
    // search whose sample already tells the total is not counted again
    const n = plan?.known ?? (await countUpTo(db, and(base, plan?.count)!, cap + 1));
    return {
      list: rows,
      total: Math.min(Number(n), cap),
      totalCapped: Number(n) > cap,
      pageNum: q.pageNum,
      pageSize: q.pageSize,
    };
  });

  mallRoute(app, db, product, "goodsNavigation", async (p, c) => {
    const q = parse(searchSchema, p);
    const where = publicGoods(
      c.systemId,
      ...allOf(await filtersOf(db, c.systemId, { ...q, category: undefined, brand: undefined })),
    );
    const cats = await db
      .select({ value: goods.category, n: count() })
      .from(goods)
      .innerJoin(shops, and(eq(shops.enterpriseId, goods.enterpriseId), eq(shops.systemId, goods.systemId)))
      .where(where)
      .groupBy(goods.category)
      .orderBy(desc(count()));
    const brands = await db
      .select({ value: goods.brand, n: count() })
      .from(goods)
      .innerJoin(shops, and(eq(shops.enterpriseId, goods.enterpriseId), eq(shops.systemId, goods.systemId)))
      .where(and(where, q.category ? eq(goods.category, q.category) : undefined))
      .groupBy(goods.brand)
      .orderBy(desc(count()))
      .limit(16);
    return {
      categories: cats.map((r) => ({ name: r.value, count: Number(r.n) })),
      brands: brands.filter((b) => b.value).map((r) => ({ name: r.value, count: Number(r.n) })),
    };
  });

  // a column inside the subquery renders unqualified and would name the goods' own enterprise: qualify the shop's
  const shop = (column: string) => sql.raw(`"${getTableName(shops)}"."${column}"`);
  const shopGoodsCount = sql<number>`(select count(*) from goods g where g.enterprise_id = ${shop("enterprise_id")} and g.system_id = ${shop("system_id")} and g.status = 'on_sale')::int`;

  mallRoute(app, db, product, "shopSearch", async (p, c) => {
    const q = parse(shopSearchInput, p);
    const where = and(
      eq(shops.systemId, c.systemId),
      eq(shops.audit, 1),
      q.search?.trim() ? ilike(shops.name, `%${q.search.trim()}%`) : undefined,
    );
    const rows = await db
      .select({
        id: shops.id,
        name: shops.name,
        logo: shops.logo,
        intro: shops.intro,
        region: shops.region,
        shopSort: shops.shopSort,
        goodsCount: shopGoodsCount,
      })
      .from(shops)
      .where(where)
      .orderBy(asc(shops.id))
      .limit(q.pageSize)
      .offset((q.pageNum - 1) * q.pageSize);
    const [{ n }] = (await db.select({ n: count() }).from(shops).where(where)) as [{ n: number }];
    return { list: rows, total: Number(n), pageNum: q.pageNum, pageSize: q.pageSize };
  });

  mallRoute(app, db, product, "goodsDetail", async (p, c) => {
    const { id } = parse(idInput, p);
    // the goods as the mall shows it and what its page adds, read once
    const { view, texts, gallery, attributes } = await publicGoodsPage(db, c.systemId, id);
    const [g] = await withSchemePrices(db, c.systemId, c.enterprise, [view]);
    // each SKU with its tiers and, for a buyer a price scheme names, its scheme price
    const skus = (await pricedSkus(db, c.systemId, c.enterprise, g!, await skusOfGoods(db, id))).map(
      ({ parentId: _p, position: _n, tierQty1: _a, tierPrice1: _b, tierQty2: _c, tierPrice2: _d, ...s }) => s,
    );
    const pictures = [g!.image, ...gallery].filter((x): x is string => !!x);
    return {
      ...g!,
      ...texts,
      gallery: [...new Set(pictures)],
      skus,
      deliveryRange: rangeNames(g!.deliveryRegions),
      attributes,
    };
  });

  mallRoute(app, db, product, "recommend", async (p, c) => {
    const q = parse(recommendInput, p);
    const rows = await selectGoods(db)
      .where(
        publicGoods(
          c.systemId,
          q.id ? ne(goods.id, q.id) : undefined,
          q.shopId ? eq(shops.id, q.shopId) : undefined,
          q.category ? eq(goods.category, q.category) : undefined,
        ),
      )
      .orderBy(desc(goods.stock))
      .limit(q.pageSize);
    return { list: rows };
  });
}
