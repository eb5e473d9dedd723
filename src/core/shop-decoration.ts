import type { MallGoods } from "./mall-goods";

/**
 * A shop front's decoration as the seller chose it, goods and kinds by id: the draft read off the seller's rows,
 * or the version 发布 kept (`shopDecoration.published`). The mall names the goods and kinds when it shows one, so
 * goods taken off sale since drop out while the choice stays as published.
 */
export interface DecorationContent {
  theme: string;
  slogan: string | null;
  notice: string | null;
  banners: { image: string; link: string | null }[];
  featured: number[];
  floors: { title: string; source: string; goodsIds: number[]; kindId: number | null }[];
  nav: { label: string; target: string; kindId: number | null; link: string | null }[];
}

/** The published version: the content, and when it was published. */
export type PublishedDecoration = DecorationContent & { publishedAt: string };

type Fields = Record<string, unknown>;
const text = (v: unknown) => (v === undefined || v === null || v === "" ? null : String(v));
const ids = (v: unknown) => (Array.isArray(v) ? v.map(Number) : []);
const id = (v: unknown) => (v === undefined || v === null ? null : Number(v));

/** The content of a decoration row as the API sends it (lines included) and of the shop's navigation rows, in order. */
export function contentOf(row: Fields, nav: Fields[]): DecorationContent {
  const lines = (key: string) => (Array.isArray(row[key]) ? (row[key] as Fields[]) : []);
  return {
    theme: String(row.theme),
    slogan: text(row.slogan),
    notice: text(row.notice),
    banners: lines("banners").map((b) => ({ image: String(b.image), link: text(b.link) })),
    featured: ids(row.featured),
    // a floor keeps only what its kind of content uses, as the form does
    floors: lines("floors").map((l) => ({
      title: String(l.title),
      source: String(l.source),
      goodsIds: l.source === "goods" ? ids(l.goodsIds) : [],
      kindId: l.source === "kind" ? id(l.kindId) : null,
    })),
    nav: nav.map((n) => ({
      label: String(n.label),
      target: String(n.target),
      kindId: n.target === "kind" ? id(n.kindId) : null,
      link: n.target === "link" ? text(n.link) : null,
    })),
  };
}

/** What the shop front shows (sc.queryshop.decoration.get): the content with goods and kinds resolved. */
export interface ShopFront {
  /** The draft, answered only to the shop's own staff who asked for a preview; otherwise the published version. */
  preview: boolean;
  /** When the version shown was published; null for a draft or a shop that never published. */
  publishedAt: string | null;
  color: string;
  slogan: string | null;
  notice: string | null;
  banners: { image: string; link: string | null }[];
  featured: MallGoods[];
  floors: { title: string; more: string | null; goods: MallGoods[] }[];
  /** Entries after 店铺首页; none means the front lists 全部货品 and the shop's kinds. */
  nav: { label: string; href: string }[];
}
