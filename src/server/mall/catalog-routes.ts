import { and, asc, count, desc, eq, getTableName, ilike, ne, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Db } from "../db/client";
import { prepared } from "../db/prepared";
import { shops } from "../db/schema";
import { goods, publicGoods, publicGoodsPage, selectGoods } from "./goods-view";
import { offeredCreates } from "../../core/readable-source";
import { rangeNames } from "../regions/china-regions";
import { invalid } from "../http/errors";
import { SEARCH_CAP, searchPlan } from "./goods-search";
import { idInput, mallRoute, parse } from "./route";
import { withSchemePrices } from "./scheme-prices";
import { pricedSkus, skusOfGoods } from "./skus";
import {
  TOTAL_CAP,
  searchSchema,
  underOf,
  filtersOf,
  allOf,
  countUpTo,
  ORDER,
  pastCap,
  shopSearchInput,
  recommendInput,
  portalSellers,
  shopSeller,
  PlainShape,
  plainPage,
  plainCount,
} from "./catalog-queries";

export { TOTAL_CAP } from "./catalog-queries";

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
      // what a buyer may ask of this goods beside buying it (申请样品), from the owner audiences that create from one;
      // nothing of its own enterprise's, which the create refuses
      offers: c.enterprise?.id === g!.enterpriseId ? [] : offeredCreates(c.registry, "goods", { ...g! }),
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
