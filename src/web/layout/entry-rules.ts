import { can, type Grants } from "../../core/permissions";

/** The menu path the seller-center entry is checked against with can() (docs/mall.md, "Entry checks"). */
export const SELLER_CENTER_MENU = "/manage/seller/goods";
export const NO_VIEW = "您没有查看权限，请联系管理员";
export const NOT_ADMIN = "您不是该企业管理员，请联系企业管理员开店或注册新企业";
export const SWITCH_FOR_SHOP = "请切换企业身份进行开店";
export const NEED_ENTERPRISE = "请先切换企业身份";

export interface EntryUser {
  grants: Grants;
  enterprise: { isAdmin: boolean } | null;
}
export interface MyShop {
  shopId: number;
  audit: number;
  shopSort: "PUBLIC" | "ORDER_GOODS" | "ENTER_SHOP";
  externalUrl: string | null;
}

/** Where an entry leads: a path in the app, an outside site, or a message instead. */
export type Entry = { go: string } | { external: string } | { message: string };

export const loginFirst = (here: string): Entry => ({ go: `/login?retUrl=${encodeURIComponent(here)}` });

/**
 * 我的商城: login first. Personal accounts and enterprise administrators see their orders; an employee
 * acting for an enterprise needs a role that grants at least one menu there (no role, no view).
 */
export function myMallEntry(user: EntryUser | null, here: string): Entry {
  if (!user) return loginFirst(here);
  if (user.enterprise && !user.grants.admin && user.grants.menus.length === 0) return { message: NO_VIEW };
  return { go: "/manage/order/index" };
}

/**
 * 卖家中心 (spec §4–§6): login; an enterprise identity; the seller-center menu; then by the shop:
 * approved PUBLIC → the seller console, ORDER_GOODS / ENTER_SHOP → their outside site, no shop → opening,
 * anything else → the shop status page with its audit value.
 */
export function sellerCenterEntry(user: EntryUser | null, shop: MyShop | null, here: string): Entry {
  if (!user) return loginFirst(here);
  if (!user.enterprise) return { message: NEED_ENTERPRISE };
  if (!can(user.grants, { menu: SELLER_CENTER_MENU })) return { message: NO_VIEW };
  if (!shop) return { go: "/setUpStore" };
  if (shop.shopSort !== "PUBLIC")
    return shop.externalUrl ? { external: shop.externalUrl } : { message: "该店铺在外部系统管理，请联系平台客服" };
  if (shop.audit === 1) return { go: SELLER_CENTER_MENU };
  return { go: `/setUpStore/shopStatus?audit=${shop.audit}` };
}

/** 免费开店: login; an enterprise identity; its administrator. */
export function openShopEntry(user: EntryUser | null, here: string): Entry {
  if (!user) return loginFirst(here);
  if (!user.enterprise) return { message: SWITCH_FOR_SHOP };
  if (!user.enterprise.isAdmin) return { message: NOT_ADMIN };
  return { go: "/setUpStore" };
}

/** Spec §9 maintenance window of the order-goods entry, China time (UTC+8), YYN only. */
export const MAINTENANCE = {
  from: Date.parse("2025-06-29T12:00:00+08:00"),
  to: Date.parse("2025-07-01T06:00:00+08:00"),
};
export const MAINTENANCE_TEXT =
  "订货系统正在升级维护，维护时间为2025年6月29日12:00至2025年7月1日06:00，给您带来不便敬请谅解，请稍后访问。";

export const inMaintenance = (platType: string, now = Date.now()) =>
  platType === "YYN" && now >= MAINTENANCE.from && now < MAINTENANCE.to;
