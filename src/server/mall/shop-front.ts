import { and, asc, desc, eq, inArray, or } from "drizzle-orm";
import { resourceByName } from "../../../resources";
import type { MallGoods } from "../../core/mall-goods";
import { contentOf, type DecorationContent, type ShopFront } from "../../core/shop-decoration";
import type { Exec } from "../db/client";
import { resourceLinesTables, resourceTables, shopDecorations, shopNavs } from "../db/schema";
import { toApiRow } from "../operations/rows";
import type { Row } from "../operations/context";
import { goods, publicGoods, selectGoods } from "./goods-view";

const kinds = resourceTables.shopClassify!;
const decoration = resourceByName("shopDecoration");
const lineTables = resourceLinesTables.shopDecoration!;
/** Goods a kind's floor shows: the newest few, as the shop's own goods list would open. */
const KIND_FLOOR_GOODS = 8;

export type FrontShop = { id: number; enterpriseId: number; systemId: number };
type Shop = FrontShop;
type Decoration = Row & { enterpriseId: number; systemId: number };

/** The lines of one lines field of a decoration row, in order, as the API shapes them. */
async function linesOf(tx: Exec, key: string, parentId: number) {
  const table = lineTables[key]!;
  const shape = { ...decoration, fields: decoration.fields[key]!.lines! };
  const rows = (await tx
    .select()
    .from(table)
    .where(eq(table.parentId, parentId))
    .orderBy(asc(table.position))) as Row[];
  return rows.map((r) => toApiRow(shape, r));
}

/** The shop's navigation entries as the seller has them now, in their order. */
export const navRowsOf = async (tx: Exec, d: { enterpriseId: number; systemId: number }): Promise<Row[]> =>
  (await tx
    .select()
    .from(shopNavs)
    .where(and(eq(shopNavs.enterpriseId, d.enterpriseId), eq(shopNavs.systemId, d.systemId)))
    .orderBy(asc(shopNavs.sort), asc(shopNavs.id))) as Row[];

/** The draft of a decoration row: its fields and lines, and the shop's navigation entries as they stand. */
export async function draftContent(tx: Exec, row: Decoration): Promise<DecorationContent> {
  const api = {
    ...toApiRow(decoration, row),
    banners: await linesOf(tx, "banners", row.id),
    floors: await linesOf(tx, "floors", row.id),
  };
  return contentOf(api, await navRowsOf(tx, row));
}

/** A shop's decoration row (there is one per shop). */
export async function decorationOf(tx: Exec, shop: Shop): Promise<Decoration | undefined> {
  const [row] = await tx
    .select()
    .from(shopDecorations)
    .where(
      and(
        eq(shopDecorations.shopId, shop.id),
        eq(shopDecorations.enterpriseId, shop.enterpriseId),
        eq(shopDecorations.systemId, shop.systemId),
      ),
    );
  return row as Decoration | undefined;
}

/** The visible kinds among `ids` of the shop's, by id. */
async function visibleKinds(tx: Exec, shop: Shop, ids: number[]) {
  if (!ids.length) return new Map<number, string>();
  const rows = await tx
    .select({ id: kinds.id, name: kinds.name })
    .from(kinds)
    .where(
      and(
        inArray(kinds.id, ids),
        eq(kinds.enterpriseId, shop.enterpriseId),
        eq(kinds.systemId, shop.systemId),
        eq(kinds.visible, true),
      ),
    );
  return new Map(rows.map((k) => [k.id, k.name as string]));
}

/** On-sale goods of the shop among `ids`, by id: goods taken off sale, deleted or of another shop are not shown. */
async function shopGoods(tx: Exec, shop: Shop, ids: number[]) {
  if (!ids.length) return new Map<number, MallGoods>();
  const rows = await selectGoods(tx).where(
    publicGoods(shop.systemId, eq(goods.enterpriseId, shop.enterpriseId), inArray(goods.id, ids)),
  );
  return new Map(rows.map(({ enterpriseId: _e, status: _s, code: _c, ...g }) => [g.id, g as MallGoods]));
}

/** The newest on-sale goods of a kind and the kinds under it. */
async function kindGoods(tx: Exec, shop: Shop, kindId: number) {
  const under = tx
    .select({ id: kinds.id })
    .from(kinds)
    .where(
      and(
        eq(kinds.visible, true),
        eq(kinds.enterpriseId, shop.enterpriseId),
        or(eq(kinds.id, kindId), eq(kinds.parentId, kindId)),
      ),
    );
  const rows = await selectGoods(tx)
    .where(publicGoods(shop.systemId, eq(goods.enterpriseId, shop.enterpriseId), inArray(goods.shopClassifyId, under)))
    .orderBy(desc(goods.onSaleAt), desc(goods.id))
    .limit(KIND_FLOOR_GOODS);
  return rows.map(({ enterpriseId: _e, status: _s, code: _c, ...g }) => g as MallGoods);
}

/** What a shop without a published decoration shows: its own name and goods, in the default colour. */
export const plainFront = (): ShopFront => ({
  preview: false,
  publishedAt: null,
  color: String(decoration.fields.theme!.default),
  slogan: null,
  notice: null,
  banners: [],
  featured: [],
  floors: [],
  nav: [],
});

/**
 * A decoration's content as the shop front shows it: goods and kinds named, what is no longer on sale or visible
 * left out (a floor left empty too), each navigation entry turned into the page it opens.
 */
export async function shopFront(
  tx: Exec,
  shop: Shop,
  content: DecorationContent,
  o: { preview: boolean; publishedAt: string | null },
): Promise<ShopFront> {
  const list = `/storeInfo/goodList?shopId=${shop.id}`;
  const named = await visibleKinds(
    tx,
    shop,
    [...content.floors.map((f) => f.kindId), ...content.nav.map((n) => n.kindId)].filter(
      (k): k is number => k !== null,
    ),
  );
  const picked = await shopGoods(tx, shop, [...content.featured, ...content.floors.flatMap((f) => f.goodsIds)]);
  const pick = (ids: number[]) => ids.map((id) => picked.get(id)).filter((g): g is MallGoods => g !== undefined);
  const floors = await Promise.all(
    content.floors.map(async (f) =>
      f.source === "kind"
        ? {
            title: f.title,
            more: f.kindId !== null && named.has(f.kindId) ? `${list}&kindId=${f.kindId}` : null,
            goods: f.kindId !== null && named.has(f.kindId) ? await kindGoods(tx, shop, f.kindId) : [],
          }
        : { title: f.title, more: null, goods: pick(f.goodsIds) },
    ),
  );
  const nav = content.nav.flatMap((n) => {
    if (n.target === "all") return [{ label: n.label, href: list }];
    if (n.target === "link" && n.link) return [{ label: n.label, href: n.link }];
    if (n.target === "kind" && n.kindId !== null && named.has(n.kindId))
      return [{ label: n.label, href: `${list}&kindId=${n.kindId}` }];
    return [];
  });
  return {
    ...o,
    color: content.theme,
    slogan: content.slogan,
    notice: content.notice,
    banners: content.banners,
    featured: pick(content.featured),
    floors: floors.filter((f) => f.goods.length > 0),
    nav,
  };
}
