import { and, eq, getTableColumns, sql, type SQL } from "drizzle-orm";
import type { Db, Exec } from "../db/client";
import { prepared } from "../db/prepared";
import { resourceTables, shops } from "../db/schema";
import { notFound } from "../http/errors";
import type { MallGoods } from "../../core/mall-goods";
import { categoryAttributeFields, categoryAttributes } from "../../core/goods-attributes";
import { resourceByName } from "../../../resources";
import { isGrouping, placeOf, rangeCovers, regionOf } from "../regions/china-regions";

export const goods = resourceTables.goods!;

/** The columns a buyer sees of a goods row, with its shop. */
export const goodsColumns = {
  id: goods.id,
  name: goods.name,
  code: goods.code,
  category: goods.category,
  subCategory: goods.subCategory,
  brand: goods.brand,
  spec: goods.spec,
  unit: goods.unit,
  price: goods.price,
  marketPrice: goods.marketPrice,
  stock: goods.stock,
  minOrder: goods.minOrder,
  orderMultiple: goods.orderMultiple,
  image: goods.image,
  status: goods.status,
  freightMode: goods.freightMode,
  freight: goods.freight,
  freightFreeFrom: goods.freightFreeFrom,
  freightFirstQty: goods.freightFirstQty,
  freightFirst: goods.freightFirst,
  freightNextQty: goods.freightNextQty,
  freightNext: goods.freightNext,
  deliveryRegions: goods.deliveryRegions,
  enterpriseId: goods.enterpriseId,
  shopId: shops.id,
  shopName: shops.name,
  shopLogo: shops.logo,
};

/** The card plus what the server checks before showing or selling it. */
export type GoodsView = MallGoods & { status: string; enterpriseId: number };

/** On-sale goods of the portal whose shop is approved: what the public mall may show. */
export const publicGoods = (systemId: number, ...more: (SQL | undefined)[]) =>
  and(eq(goods.systemId, systemId), eq(goods.status, "on_sale"), eq(shops.audit, 1), ...more);

/** Goods joined to the shop of its enterprise on the same portal. */
export function selectGoods(tx: Exec) {
  return tx
    .select(goodsColumns)
    .from(goods)
    .innerJoin(shops, and(eq(shops.enterpriseId, goods.enterpriseId), eq(shops.systemId, goods.systemId)));
}

/** One public goods row of this portal, or 404 (another portal's goods is a 404 too). */
export async function publicGoodsById(tx: Exec, systemId: number, id: number): Promise<GoodsView> {
  const [row] = await prepared(tx, "public_goods_by_id", goodsById).execute({ systemId, id });
  if (!row) throw notFound();
  return row as GoodsView;
}

// every cart add asks it: built once
const goodsById = (db: Db) =>
  selectGoods(db)
    .where(publicGoods(sql.placeholder("systemId") as unknown as number, eq(goods.id, sql.placeholder("id"))))
    .prepare("public_goods_by_id");

/**
 * What the goods page shows beyond the card: the seller's texts, the gallery, and the category attributes with the
 * field that picks them (src/core/goods-attributes.ts), all named by the goods declaration.
 */
const goodsFields = resourceByName("goods").fields;
const columnsOf = (keys: string[]) => {
  const columns = getTableColumns(goods);
  return Object.fromEntries(keys.map((key) => [key, columns[key]!]));
};
const pageColumns = {
  texts: {
    description: goods.description,
    origin: goods.origin,
    shelfLife: goods.shelfLife,
    manufacturer: goods.manufacturer,
  },
  gallery: goods.gallery,
  attributes: columnsOf(categoryAttributeFields(goodsFields).flatMap(([key, f]) => [key, f.when!.field])),
};

/** A public goods as its page shows it, in one read: the card, the page's texts, gallery and 类目属性; 404 as above. */
export async function publicGoodsPage(db: Db, systemId: number, id: number) {
  const [hit] = await prepared(db, "public_goods_page", goodsPage).execute({ systemId, id });
  if (!hit) throw notFound();
  return {
    view: hit.view as GoodsView,
    texts: hit.texts,
    gallery: (hit.gallery as string[] | null) ?? [],
    attributes: categoryAttributes(goodsFields, hit.attributes),
  };
}

// every goods page (and its server render) reads this: built once
const goodsPage = (db: Db) =>
  db
    .select({ view: goodsColumns, ...pageColumns })
    .from(goods)
    .innerJoin(shops, and(eq(shops.enterpriseId, goods.enterpriseId), eq(shops.systemId, goods.systemId)))
    .where(publicGoods(sql.placeholder("systemId") as unknown as number, eq(goods.id, sql.placeholder("id"))))
    .prepare("public_goods_page");

/**
 * Where a goods does not go, for a written address (河北省保定市定州市): undefined when its delivery range holds
 * the address's province or city, else the place named as far as the range needs (河北省, 河南省洛阳市).
 */
export function undelivered(range: string[] | null | undefined, address: string): string | undefined {
  if (!range?.length) return undefined;
  const place = placeOf(address);
  if (rangeCovers(range, place)) return undefined;
  const depth = Math.max(...range.map((c) => regionOf(c)?.depth ?? 1));
  const named = place.filter((r) => !isGrouping(r)).slice(0, depth);
  return named.length ? named.map((r) => r.name).join("") : address;
}
