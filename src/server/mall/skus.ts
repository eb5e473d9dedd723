import { and, asc, eq, sql, type SQL } from "drizzle-orm";
import type { Db, Exec } from "../db/client";
import { prepared, statement } from "../db/prepared";
import { resourceLinesTables, resourceTables } from "../db/schema";
import { invalid } from "../http/errors";
import { tiersOf, type Tier } from "../../core/sku-price";
import { schemePrices } from "./scheme-prices";

/** The SKUs of goods: the `skus` lines of the goods resource. */
export const goodsSkus = resourceLinesTables.goods!.skus!;

export type Sku = {
  id: number;
  parentId: number;
  position: number;
  spec: string;
  code: string | null;
  price: number;
  stock: number;
  tierQty1: number | null;
  tierPrice1: number | null;
  tierQty2: number | null;
  tierPrice2: number | null;
};

/** The SKUs of each goods, in the seller's order. */
export async function skusOf(tx: Exec, goodsIds: number[]): Promise<Map<number, Sku[]>> {
  const out = new Map<number, Sku[]>(goodsIds.map((id) => [id, []]));
  if (!goodsIds.length) return out;
  const rows = (await prepared(tx, "mall_skus_of", skusOfGoodsIds).execute({ goodsIds })) as unknown as Sku[];
  for (const r of rows) out.get(r.parentId)!.push(r);
  return out;
}

// asked by every cart add and order submit
const skusOfGoodsIds = (db: Db) =>
  db
    .select()
    .from(goodsSkus)
    .where(sql`${goodsSkus.parentId} = any(${sql.placeholder("goodsIds")})`)
    .orderBy(asc(goodsSkus.parentId), asc(goodsSkus.position))
    .prepare("mall_skus_of");

/** One goods' SKUs in order, for its page: the read every goods page makes, built once. */
export async function skusOfGoods(db: Db, goodsId: number): Promise<Sku[]> {
  return (await prepared(db, "goods_page_skus", goodsPageSkus).execute({ goodsId })) as unknown as Sku[];
}

const goodsPageSkus = (db: Db) =>
  db
    .select()
    .from(goodsSkus)
    .where(eq(goodsSkus.parentId, sql.placeholder("goodsId")))
    .orderBy(asc(goodsSkus.position))
    .prepare("goods_page_skus");

/**
 * The SKU a buyer names for a goods. A goods of one spec needs no choice (older clients and links send none);
 * one of several asks for it, and a SKU of another goods is refused.
 */
export async function pickSku(tx: Exec, goodsId: number, skuId: number | undefined): Promise<Sku> {
  const list = (await skusOf(tx, [goodsId])).get(goodsId)!;
  if (skuId === undefined) {
    if (list.length === 1) return list[0]!;
    throw invalid({ skuId: "请选择规格" }, "请选择规格");
  }
  const sku = list.find((s) => s.id === skuId);
  if (!sku) throw invalid({ skuId: "该规格不存在或已删除" }, "该规格不存在或已删除");
  return sku;
}

/** What a goods row needs for the buyer's price scheme (src/server/mall/scheme-prices.ts). */
type Seller = { enterpriseId: number; category: string };

/**
 * A priced SKU for this buyer: its tiers, and its scheme price where a price scheme names the buyer; the unit
 * price of a quantity is the lower of the tier it reaches and the scheme price.
 */
export type PricedSku = Sku & { tiers: Tier[]; schemePrice?: number; schemeName?: string };

export async function pricedSkus(
  tx: Exec,
  systemId: number,
  buyer: { name: string } | null,
  goods: Seller & { id: number },
  list: Sku[],
): Promise<PricedSku[]> {
  const schemed = await schemePrices(
    tx,
    systemId,
    buyer,
    list.map((s) => ({
      id: s.id,
      enterpriseId: goods.enterpriseId,
      category: goods.category,
      price: Number(s.price),
      code: s.code,
    })),
  );
  return list.map((s) => {
    const p = schemed.get(s.id);
    return {
      ...s,
      price: Number(s.price),
      tiers: tiersOf(s),
      ...(p ? { schemePrice: p.price, schemeName: p.schemeName } : {}),
    };
  });
}

export { unitPrice } from "../../core/sku-price";

/** What an order line copies from the goods whose stock it took. */
export interface TakenGoods {
  name: string;
  unit: string | null;
  image: string | null;
  /** Its 商品类目, whose VAT rate the line keeps. */
  category: string;
}

/**
 * Takes `quantity` off a goods' total and then off its SKU, in one statement, the goods row locked first as every
 * move that takes both. `scope` says which goods may sell (a cart order: on sale on its portal; an agreed deal: the
 * seller's). Null when either has not that many left; the caller refuses and its rollback undoes the goods' part.
 * From here to the commit the goods row stays locked: one round trip instead of two keeps that short for the next
 * buyer of a popular goods.
 */
export async function takeStock(
  tx: Exec,
  line: { goodsId: number; skuId: number; quantity: number },
  scope: StockScope,
): Promise<TakenGoods | null> {
  const values = { ...line, ...scope };
  const res =
    "systemId" in scope
      ? await prepared(tx, "mall_take_stock_on_sale", takeOnSale).execute(values)
      : await prepared(tx, "mall_take_stock_of_seller", takeOfSeller).execute(values);
  return res.rows[0] ?? null;
}

/** Which goods may sell: a cart order's, on sale on its portal; an agreed deal's, the seller's own. */
export type StockScope = { systemId: number } | { enterpriseId: number };

// every order line sends one: built once per scope
const takeWhere = (scope: SQL) => {
  const goods = resourceTables.goods!;
  const [goodsId, skuId, quantity] = (["goodsId", "skuId", "quantity"] as const).map((k) => sql.placeholder(k));
  return sql`with g as (
      update ${goods} set stock = stock - ${quantity}
      where ${goods.id} = ${goodsId} and ${goods.stock} >= ${quantity} and ${scope} returning name, unit, image, category
    ), k as (
      update ${goodsSkus} set stock = stock - ${quantity}
      where id = ${skuId} and parent_id = ${goodsId} and stock >= ${quantity} and exists (select 1 from g) returning id
    )
    select g.name, g.unit, g.image, g.category from g, k`;
};
const takeOnSale = statement<TakenGoods>(
  takeWhere(
    sql`${resourceTables.goods!.systemId} = ${sql.placeholder("systemId")} and ${resourceTables.goods!.status} = 'on_sale'`,
  ),
);
const takeOfSeller = statement<TakenGoods>(
  takeWhere(sql`${resourceTables.goods!.enterpriseId} = ${sql.placeholder("enterpriseId")}`),
);

/** Gives `quantity` back to a SKU (when it still exists) and to its goods' total: a cancel, a return. */
export async function giveSkuStock(tx: Exec, skuId: number | null, goodsId: number, quantity: number) {
  const goods = resourceTables.goods!;
  await tx
    .update(goods)
    .set({ stock: sql`${goods.stock} + ${quantity}` } as never)
    .where(eq(goods.id, goodsId));
  if (skuId !== null)
    await tx
      .update(goodsSkus)
      .set({ stock: sql`${goodsSkus.stock} + ${quantity}` } as never)
      .where(and(eq(goodsSkus.id, skuId), eq(goodsSkus.parentId, goodsId)));
}
