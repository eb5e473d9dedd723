import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  integer,
  numeric,
  pgSequence,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";

const created = { createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow() };
const money = (name: string) => numeric(name, { precision: 14, scale: 2, mode: "number" });

/** Mall categories, three levels; `axis` is the id path (`1-5-12`) the category menu links with. */
export const mallCategories = pgTable(
  "mall_categories",
  {
    id: serial("id").primaryKey(),
    systemId: integer("system_id").notNull(),
    parentId: integer("parent_id"),
    level: integer("level").notNull(),
    name: varchar("name", { length: 40 }).notNull(),
    axis: varchar("axis", { length: 40 }).notNull().default(""),
    /** Back-end goods categories (goods.category) this entry covers, comma separated. */
    scBackIds: varchar("sc_back_ids", { length: 120 }).notNull().default(""),
    sort: integer("sort").notNull().default(0),
  },
  (t) => [index("mall_categories_system_idx").on(t.systemId)],
);

/** Navigation channels: type 1 search, 2 channel page, 3 outside link. */
export const channels = pgTable("channels", {
  id: serial("id").primaryKey(),
  systemId: integer("system_id").notNull(),
  name: varchar("name", { length: 20 }).notNull(),
  channelType: integer("channel_type").notNull(),
  scBackIds: varchar("sc_back_ids", { length: 120 }).notNull().default(""),
  linkUrl: varchar("link_url", { length: 255 }),
  banner: varchar("banner", { length: 255 }),
  intro: text("intro"),
  sort: integer("sort").notNull().default(0),
});

/**
 * Editorial content of a portal, one row per piece: banners and ads, floors, news, notices and
 * ticker messages share title/body/image/link and differ by `kind`.
 */
export const mallContents = pgTable(
  "mall_contents",
  {
    id: serial("id").primaryKey(),
    systemId: integer("system_id").notNull(),
    kind: varchar("kind", { length: 12 }).$type<"banner" | "ad" | "floor" | "news" | "notice" | "message">().notNull(),
    /** Column (栏目) of news and notices; ad position code of ads. */
    column: varchar("column", { length: 30 }).notNull().default(""),
    title: varchar("title", { length: 120 }).notNull(),
    summary: varchar("summary", { length: 255 }),
    body: text("body"),
    image: varchar("image", { length: 255 }),
    linkUrl: varchar("link_url", { length: 255 }),
    /** Messages: 1 in-site, 2 outside link. Floors: goods category shown. */
    type: integer("type").notNull().default(1),
    goodsCategory: varchar("goods_category", { length: 20 }),
    sort: integer("sort").notNull().default(0),
    publishedAt: timestamp("published_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [index("mall_contents_system_kind_idx").on(t.systemId, t.kind)],
);

/** One cart line per buyer, portal and goods. */
export const cartItems = pgTable(
  "cart_items",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id").notNull(),
    systemId: integer("system_id").notNull(),
    goodsId: integer("goods_id").notNull(),
    /** The goods' SKU (goods_skus): a cart holds one line per SKU. */
    skuId: integer("sku_id").notNull(),
    quantity: integer("quantity").notNull(),
    selected: boolean("selected").notNull().default(true),
    ...created,
  },
  (t) => [
    uniqueIndex("cart_items_sku_uq").on(t.userId, t.systemId, t.skuId),
    index("cart_items_goods_idx").on(t.goodsId),
  ],
);

export type Address = { name: string; phone: string; region: string; detail: string };

export const addresses = pgTable("addresses", {
  id: serial("id").primaryKey(),
  userId: integer("user_id").notNull(),
  name: varchar("name", { length: 20 }).notNull(),
  phone: varchar("phone", { length: 20 }).notNull(),
  region: varchar("region", { length: 60 }).notNull(),
  detail: varchar("detail", { length: 120 }).notNull(),
  isDefault: boolean("is_default").notNull().default(false),
  ...created,
});

/** Prepaid balance of an enterprise; paying debits it with a conditional update (never below zero). */
export const enterpriseBalances = pgTable("enterprise_balances", {
  enterpriseId: integer("enterprise_id").primaryKey(),
  balance: money("balance").notNull().default(0),
});

/**
 * Every move of an enterprise's balance: a debit for a paid order (`pay`, once per order) or a credit for a
 * refunded after-sale (`refund`, once per after-sale); the unique indexes make a second one impossible.
 */
export const balanceEntries = pgTable(
  "balance_entries",
  {
    id: serial("id").primaryKey(),
    enterpriseId: integer("enterprise_id").notNull(),
    orderId: integer("order_id").notNull(),
    kind: varchar("kind", { length: 8 }).$type<"pay" | "refund">().notNull().default("pay"),
    afterSaleId: integer("after_sale_id"),
    /** Debits are positive, credits negative: the sum is what the enterprise spent. */
    amount: money("amount").notNull(),
    ...created,
  },
  (t) => [
    uniqueIndex("balance_entries_order_id_unique").on(t.orderId).where(sql`${t.kind} = 'pay'`),
    uniqueIndex("balance_entries_after_sale_uq").on(t.afterSaleId),
  ],
);

export const favorites = pgTable(
  "favorites",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id").notNull(),
    goodsId: integer("goods_id").notNull(),
    ...created,
  },
  (t) => [uniqueIndex("favorites_uq").on(t.userId, t.goodsId)],
);

/**
 * 浏览记录: a goods a buyer opened, one row per buyer and goods with its latest visit; the portal is the goods'
 * own (goods.systemId), so each portal's history lists its own goods.
 */
export const goodsLooks = pgTable(
  "goods_looks",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id").notNull(),
    goodsId: integer("goods_id").notNull(),
    lookedAt: timestamp("looked_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("goods_looks_uq").on(t.userId, t.goodsId),
    index("goods_looks_recent_idx").on(t.userId, t.lookedAt),
  ],
);

/** A coupon a buyer fetched (领取); `orderId` is the order using it (null: unused, or returned by a cancel). */
export const userCoupons = pgTable(
  "user_coupons",
  {
    id: serial("id").primaryKey(),
    couponId: integer("coupon_id").notNull(),
    userId: integer("user_id").notNull(),
    orderId: integer("order_id"),
    usedAt: timestamp("used_at", { withTimezone: true, mode: "date" }),
    ...created,
  },
  // a buyer may hold several of one coupon, up to its per-buyer limit (checked when fetching)
  (t) => [index("user_coupons_user_idx").on(t.couponId, t.userId)],
);

/**
 * Mall order numbers draw from this sequence: nextval never hands one value out twice, whatever the
 * concurrency or the number of app processes, so an order number cannot collide (a timestamp plus random digits could).
 */
export const mallOrderNoSeq = pgSequence("mall_order_no_seq", { startWith: 1 });
