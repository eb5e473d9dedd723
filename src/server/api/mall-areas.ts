/**
 * The reference's group of a MALL call, by the family its key belongs to (`orderPay` → 订单): the keys are
 * named by family, so a new call lands in its group unasked; a key of no family is listed under 商城.
 */
const FAMILIES: [prefix: string, area: string][] = [
  ["cart", "商城·进货车"],
  ["order", "商城·订单"],
  ["auction", "商城·竞拍"],
  ["bid", "商城·竞价"],
  ["address", "商城·买家"],
  ["balance", "商城·买家"],
  ["myCoupons", "商城·买家"],
  ["favorite", "商城·买家"],
  ["myShop", "商城·买家"],
  ["myMessages", "商城·消息"],
  ["message", "商城·消息"],
  ["goods", "商城·商品与店铺"],
  ["shop", "商城·商品与店铺"],
  ["recommend", "商城·商品与店铺"],
  ["fetchCoupon", "商城·商品与店铺"],
  ["freight", "商城·商品与店铺"],
  ["deliveryCheck", "商城·商品与店铺"],
  ["childAreas", "商城·地区"],
  ["floor", "商城·首页内容"],
  ["model", "商城·首页内容"],
  ["channel", "商城·首页内容"],
  ["ad", "商城·首页内容"],
  ["category", "商城·首页内容"],
  ["news", "商城·资讯与公告"],
  ["notice", "商城·资讯与公告"],
];

export const mallArea = (key: string): string => FAMILIES.find(([prefix]) => key.startsWith(prefix))?.[1] ?? "商城";
