import { ep, endpointPath, type EndpointDef } from "./endpoint";
import { PURCHASE_GRANTS, type PurchaseGrant } from "./purchase-grants";

/** A mall call: its wire shape, what it does (for docs/mall.md), and whether it needs a logged-in buyer. */
export interface MallEndpoint extends EndpointDef {
  label: string;
  /** 401 for anonymous callers; 403 on a portal outside the user's business tags, unless `joins`. */
  login?: boolean;
  /** Made by a logged-in user who is not yet a member of the portal: joining it (src/server/portal/join-routes.ts). */
  joins?: boolean;
  /** A bare path the spec names without product or version (`updcart`). */
  bare?: boolean;
  /** The payload key naming a row the caller must own (its order, its enterprise's message); any other answers 404. */
  owns?: { key: string; row: "order" | "message" };
  /** Answers a `text/event-stream` that stays open (one JSON message per change) instead of one JSON envelope. */
  stream?: boolean;
  /** The purchase code an employee acting for an enterprise must hold (403 otherwise); see purchase-grants.ts. */
  grant?: PurchaseGrant;
}

type Options = Pick<MallEndpoint, "login" | "joins" | "bare" | "owns" | "stream" | "grant">;
const m = (label: string, e: EndpointDef, o: Options = {}): MallEndpoint => ({ label, ...e, ...o });
const own = (key: string, row: NonNullable<MallEndpoint["owns"]>["row"]): Options => ({
  login: true,
  owns: { key, row },
});
const buyer = { login: true };

/**
 * Every public-mall call, declared once: the server registers a route per entry and the web services
 * call them by key. Names follow spec §7; where the spec names a call only by its work, the name is
 * coined in the same family (`sc.order.save`).
 */
export const MALL = {
  // cart (spec §7 "Cart and orders")
  cartList: m("进货车列表", ep.get("rest/cart/list"), buyer),
  cartDel: m("删除进货车货品", ep.post("rest/cart/del", { payload: "params" }), buyer),
  cartQuantity: m("修改货品数量", ep.post("rest/cart/edit.quantity"), buyer),
  cartUpdate: m("加入进货车 / 勾选货品", { ...ep.post("updcart") }, { ...buyer, bare: true }),
  // the header badge: 0 for a visitor and for a logged-in person who has not joined the portal
  cartCount: m("进货车货品数", ep.post("sc.selcartgoodscount", { payload: "params" })),
  orderNums: m("各状态订单数", ep.post("sc.orderNums.list"), buyer),
  // orders
  orderInit: m("确认订单数据", ep.post("sc.order.init"), buyer),
  orderSave: m("提交订单", ep.post("sc.order.save"), buyer),
  orderSavePay: m("提交并支付订单", ep.post("sc.order.save.pay"), { ...buyer, grant: "pay" }),
  orderPay: m("支付订单", ep.post("sc.order.pay"), { ...own("id", "order"), grant: "pay" }),
  orderCancel: m("取消订单", ep.post("sc.order.cancel"), own("id", "order")),
  orderStatus: m("更新订单状态", ep.post("sc.order.update.status"), own("id", "order")),
  orderList: m("我的订单", ep.get("sc.order.list"), buyer),
  orderDetail: m("订单详情", ep.get("sc.order.detail"), own("id", "order")),
  // an order made without an address (a won auction) waits for the buyer to choose one (src/core/order-address.ts)
  orderAddress: m("确认订单收货地址", ep.post("sc.order.address.update"), own("id", "order")),
  myCoupons: m("我的优惠券", ep.get("sc.coupon.user.list"), buyer),
  addressList: m("收货地址列表", ep.get("sc.address.list"), buyer),
  addressSave: m("保存收货地址", ep.post("sc.address.save"), buyer),
  // 列设置 of the generated lists: a user's own choice of columns (spec "page show info and change")
  pageShowInfo: m("列表显示设置", ep.get("etpbase.page.show.info"), buyer),
  pageShowChange: m("修改列表显示设置", ep.post("etpbase.page.show.change"), buyer),
  balance: m("企业余额", ep.get("sc.balance.get"), buyer),
  // a logged-in non-member joins a portal of open registration: its system id is added to their business tags
  portalJoin: m("加入门户(开放注册)", ep.post("portal.member.join"), { login: true, joins: true }),
  // portal content (spec §7 "Portal calls")
  floorList: m("首页楼层", ep.get("portal.floor.list")),
  modelGoods: m("楼层商品", ep.get("portal.model.goods.list")),
  channelList: m("频道列表", ep.get("portal.channel.list")),
  adList: m("广告位列表", ep.get("portal.ad.list")),
  categoryList: m("商品类目", ep.get("portal.item.category.list")),
  // a category's name and the path above it, by id or by axis (1-5-12): a shared /list link names its category
  itemName: m("类目名称", ep.get("portal.item.name.get")),
  messageList: m("滚动公告", ep.get("message.list")),
  messageContent: m("站内消息内容", ep.get("message.content.get")),
  newsColumns: m("资讯栏目", ep.get("news.column.list")),
  newsList: m("资讯列表", ep.get("news.bulletin.list")),
  newsContent: m("资讯内容", ep.get("bulletin.content.get")),
  // an article with the one before and after it in its column, for 上一篇 / 下一篇 under it
  portalNewsContent: m("资讯正文及上下篇", ep.get("portal.news.content.get")),
  noticeColumns: m("公告栏目", ep.get("notice.column.list")),
  noticeList: m("公告列表", ep.get("notice.content.list")),
  noticeDetail: m("公告详情", ep.get("notice.content.detail.get")),
  // shop and goods (spec §7 "Shop and goods")
  goodsSearch: m("搜索商品", ep.get("sc.querygoodslist.list")),
  shopSearch: m("搜索店铺", ep.get("sc.queryshoplist.list")),
  goodsNavigation: m("搜索导航(类目、品牌)", ep.get("sc.querygoods.navigation")),
  goodsDetail: m("商品详情", ep.post("sc.querygoods")),
  shopDetail: m("店铺信息", ep.post("sc.queryshop")),
  shopDecoration: m("店铺装修", ep.post("sc.queryshop.decoration.get")),
  shopKinds: m("店铺分类(店铺首页)", ep.get("sc.queryshop.kinds")),
  recommend: m("推荐商品", ep.post("sc.querygoods.recommend.list")),
  // 为您推荐 on the home page: tags from the buyer's orders and browsing, the portal's popular ones for a visitor
  recommendTags: m("推荐标签", ep.get("dsjapi.recommend.taginfo.list", { version: "1.1" })),
  shopCoupons: m("店铺优惠券", ep.post("sc.coupon.shopIndexCoup.list", { version: "2.0" })),
  fetchCoupon: m("领取优惠券", ep.post("sc.coupon.fetchCoup.check"), buyer),
  // mall bids (spec §7 "Bids in the mall", home offer list): open bids and the latest offers, no prices of offers
  bidHome: m("首页竞价与最新报价", ep.get("sc.bid.home.list")),
  // the 竞价标签 a bid names (spec §7 "bid tag list and tree POST"): platform data, the same on every portal
  bidTagList: m("竞价标签列表", ep.post("sc.bid.tag.list")),
  bidTagTree: m("竞价标签树", ep.post("sc.bid.tag.tree")),
  favoriteQuery: m("是否已收藏", ep.post("sc.favorite.query")),
  favoriteAdd: m("收藏商品", ep.post("sc.favorite.add"), buyer),
  favoriteDel: m("取消收藏", ep.post("sc.favorite.del"), buyer),
  favoriteList: m("我的收藏", ep.get("sc.favorite.list"), buyer),
  // goods look (spec §7 "Shop and goods"): the goods page records a visit; 浏览记录 lists and forgets them
  lookAdd: m("记录浏览商品", ep.post("sc.goods.look.add"), buyer),
  lookList: m("浏览记录", ep.get("sc.goods.look.list"), buyer),
  lookDel: m("删除浏览记录", ep.post("sc.goods.look.del"), buyer),
  freight: m("运费金额", ep.post("sc.goods.freight.amount")),
  deliveryCheck: m("配送范围校验", ep.post("trading.goods.delivery.range.check")),
  // trace list (spec §7 "Shop and goods"): the goods page's 质量追溯, a goods' batches and its shop's licence
  goodsTrace: m("商品追溯批次", ep.get("sc.goods.trace.list")),
  // China's provinces, cities and districts for every region picker (spec §7 Account "child areas POST")
  childAreas: m("下级地区（省、市、区县）", ep.post("usercenter.child.areas")),
  myShop: m("我的店铺(卖家中心入口)", ep.get("sc.isHaveShop"), buyer),
  // auctions (spec §7 "Auctions"): the hall and an auction's page are public, bidding needs an enterprise buyer
  auctionHall: m("竞拍大厅", ep.get("sc.auction.hall.list")),
  auctionInfo: m("竞拍详情(买家)", ep.get("sc.auction.info")),
  auctionRank: m("出价排名", ep.get("sc.auction.rank.list")),
  auctionRecords: m("出价记录", ep.get("sc.auction.record.list")),
  auctionMyBids: m("我的出价", ep.get("sc.auction.my.record.list"), buyer),
  auctionBid: m("出价", ep.post("sc.auction.bid"), { ...buyer, grant: "auctionBid" }),
  // the seller's list of who bid, with the person to call (403 to anyone else)
  auctionBuyers: m("出价企业(卖家)", ep.get("sc.auction.buyer.list"), buyer),
  auctionLive: m("竞拍实时推送(Server-Sent Events)", ep.get("sc.auction.live"), { stream: true }),
  // in-site messages to the caller's enterprise (an audit's outcome)
  myMessages: m("我的消息", ep.get("sc.message.my.list"), buyer),
  messageRead: m("消息标为已读", ep.post("sc.message.my.read"), own("id", "message")),
  // the header's unread count, live (src/server/mall/message-live.ts)
  messageLive: m("未读消息数实时推送(Server-Sent Events)", ep.get("sc.message.my.live"), { login: true, stream: true }),
} satisfies Record<string, MallEndpoint>;

export type MallKey = keyof typeof MALL;

/** Path below the API base: `agri.sc.querygoodslist.list/1.0`, `rest/cart/list`, `updcart`. */
export const mallPath = (e: MallEndpoint, product?: string): string => (e.bare ? e.name : endpointPath(e, product));

/** The markdown table of docs/mall.md, generated so the catalogue never drifts from this file. */
export function mallCatalogue(product?: string): string {
  const rows = Object.entries(MALL).map(
    ([key, e]) =>
      `| ${e.label} | \`${key}\` | ${e.http} | \`/gw/${mallPath(e, product)}\` | ${e.payload} | ${e.login ? "登录" : "公开"}${e.grant ? `，企业员工需 \`${PURCHASE_GRANTS[e.grant].code}\`` : ""} |`,
  );
  return ["| call | key | method | path | payload | access |", "|---|---|---|---|---|---|", ...rows].join("\n");
}
