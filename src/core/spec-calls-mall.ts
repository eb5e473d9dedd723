/** The spec §7 calls of the mall a buyer sees: cart and orders, the portal, shops and goods. */
import type { SpecSection } from "./spec-calls";

export const CART_AND_ORDERS: SpecSection = {
  title: "购物车与订单 (Cart and orders)",
  rows: [
    { words: "GET rest/cart/list", calls: ["rest/cart/list"], screen: "/shopCart" },
    { words: "POST rest/cart/del", calls: ["rest/cart/del"], screen: "/shopCart" },
    { words: "POST rest/cart/edit.quantity", calls: ["rest/cart/edit.quantity"], screen: "/shopCart" },
    { words: "POST {product}.sc.orderNums.list/1.0", calls: ["sc.orderNums.list"], screen: "/order" },
    {
      words: "POST {product}.sc.selcartgoodscount/1.0",
      calls: ["sc.selcartgoodscount"],
      screen: "商城页头进货车角标",
    },
    { words: "POST updcart", calls: ["updcart"], screen: "/goodInfo, /shopCart" },
    {
      words: "order init, save, save.pay, cancel, update.status (商城订单)",
      calls: [
        "sc.order.init",
        "sc.order.save",
        "sc.order.save.pay",
        "sc.order.cancel",
        "sc.order.update.status",
        "sc.order.pay",
        "sc.order.list",
        "sc.order.detail",
      ],
      screen: "/orderSubmit, /order, /orderParticulars",
    },
  ],
};

export const START_AND_PORTAL: SpecSection = {
  title: "启动与门户 (Start-up and portal)",
  rows: [
    {
      words: "POST api/member/getPlatformTypeByUrl",
      calls: ["api/member/getPlatformTypeByUrl"],
      screen: "启动时识别门户",
    },
    {
      words: "GET {product}.etpbase.bid.sys.permission.user.menu.list/5.0",
      calls: ["etpbase.bid.sys.permission.user.menu.list"],
      screen: "招标采购菜单",
    },
    { words: "portal.floor.list", calls: ["portal.floor.list"], screen: "/ 首页楼层" },
    { words: "portal.model.goods.list", calls: ["portal.model.goods.list"], screen: "/ 首页楼层商品" },
    { words: "portal.channel.list", calls: ["portal.channel.list"], screen: "/ 首页频道" },
    { words: "portal.item.name.get", calls: ["portal.item.name.get"], screen: "/list?axis= 面包屑（类目路径）" },
    {
      words: "portal.news.content.get",
      calls: ["portal.news.content.get"],
      screen: "/news?id= 资讯正文及上一篇、下一篇",
    },
    { words: "news.column.list", calls: ["news.column.list"], screen: "/ 首页资讯" },
    { words: "news.bulletin.list", calls: ["news.bulletin.list"], screen: "/ 首页公告" },
    {
      words: "bulletin.content.get",
      calls: ["bulletin.content.get"],
      decision: "只返回资讯正文，供接口调用方使用；资讯页用 portal.news.content.get（同一正文另附上一篇、下一篇）",
    },
    { words: "message.list (ticker)", calls: ["message.list"], screen: "首页滚动消息" },
    { words: "message.content.get", calls: ["message.content.get"], screen: "消息详情" },
    { words: "notice.column.list", calls: ["notice.column.list"], screen: "/introduction" },
    { words: "notice.content.list", calls: ["notice.content.list"], screen: "/introduction" },
    { words: "notice.content.detail.get", calls: ["notice.content.detail.get"], screen: "/introduction?id=" },
    { words: "getPortalDomain (application_type, domain)", calls: ["portal.domain.get"], screen: "启动" },
    { words: "getUserInfo", calls: ["user.info.get"], screen: "页头用户" },
    { words: "getUserBo", calls: ["user.bo.get"], screen: "页头业务标签" },
    { words: "getEnterpriseInfo (id)", calls: ["enterprise.info.get"], screen: "页脚运营方" },
    { words: "getEnterpriseList (source = system id)", calls: ["enterprise.list"], screen: "切换企业" },
    {
      words: "upSertmember",
      decision:
        "不单独提供：会员（用户与企业成员）由注册 usercenter.org.register 与员工管理 etpbase.bidemp.* 写入，无外部会员系统需要同步",
    },
    {
      words: "scPlatformUrl (pcurl, platformtype)",
      decision: "不单独提供：门户地址由 api/member/getPlatformTypeByUrl 与 portal.domain.get 返回",
    },
    { words: "getServiceList (id)", calls: ["portal.service.list"], screen: "页头客服中心" },
    { words: "GET user.get", calls: ["user.get"], screen: "启动、页头" },
    {
      words: "enterprise get; enterprise list v5",
      calls: ["enterprise.info.get", "enterprise.list"],
      screen: "页头、切换企业",
    },
    { words: "ad list by code; advertising channel list", calls: ["portal.ad.list"], screen: "/ 轮播与广告位" },
    { words: "item category list", calls: ["portal.item.category.list"], screen: "/ 类目导航" },
    {
      words: "menulist v3; role check v2; user button list, user menu list",
      calls: ["etpbase.permission.user.menu.list", "etpbase.permission.user.btn.list"],
      screen: "管理后台菜单与按钮权限",
    },
    { words: "customer service list", calls: ["portal.service.list"], screen: "页头客服中心" },
    {
      words: "bid sys plate info; platform url POST; platform list v2",
      decision: "不单独提供：门户（板块）信息由 api/member/getPlatformTypeByUrl、portal.domain.get 一次返回",
    },
  ],
};

export const SHOP_AND_GOODS: SpecSection = {
  title: "商城商品与店铺 (Shop and goods)",
  rows: [
    { words: "GET {product}.sc.querygoodslist.list", calls: ["sc.querygoodslist.list"], screen: "/list" },
    { words: "GET queryshoplist.list", calls: ["sc.queryshoplist.list"], screen: "/shopList" },
    { words: "GET querygoods.navigation", calls: ["sc.querygoods.navigation"], screen: "/list 筛选" },
    { words: "POST sc.queryshop.decoration.get", calls: ["sc.queryshop.decoration.get"], screen: "/store" },
    { words: "POST querygoods.recommend.list", calls: ["sc.querygoods.recommend.list"], screen: "/goodInfo 推荐" },
    { words: "POST coupon.shopIndexCoup.list/2.0", calls: ["sc.coupon.shopIndexCoup.list"], screen: "/store 优惠券" },
    { words: "POST coupon.fetchCoup.check", calls: ["sc.coupon.fetchCoup.check"], screen: "/store 领取优惠券" },
    { words: "isHaveShop GET", calls: ["sc.isHaveShop"], screen: "卖家中心入口" },
    {
      words: "isSetUpShop POST; isopenshop POST",
      calls: ["sc.shopapply.my.list"],
      screen: "/setUpStore",
      decision: "开店状态由开店申请列表回答，未另设两个判断调用",
    },
    { words: "querySingleShop; queryshop POST", calls: ["sc.queryshop"], screen: "/store" },
    { words: "querygoods POST", calls: ["sc.querygoods"], screen: "/goodInfo" },
    { words: "addbuypurpose POST (body)", calls: ["sc.addbuypurpose"], screen: "/goodInfo 提交采购意向" },
    {
      words: "goods name",
      calls: ["sc.querygoods"],
      screen: "/goodInfo 标题与面包屑",
      decision:
        "不单独提供：商品名称随商品详情 sc.querygoods 返回（服务端渲染的商品页已带名称），一个只取名称的调用只会多一次往返",
    },
    { words: "freight amount", calls: ["sc.goods.freight.amount"], screen: "/goodInfo 运费" },
    {
      words: "goods look (browse history)",
      calls: ["sc.goods.look.add", "sc.goods.look.list", "sc.goods.look.del"],
      screen: "/goodInfo 记录浏览；/manage/order/history 浏览记录",
    },
    {
      words: "favorite query, add, del",
      calls: ["sc.favorite.query", "sc.favorite.add", "sc.favorite.del", "sc.favorite.list"],
      screen: "/goodInfo 收藏；/manage/order/favorite 我的收藏",
    },
    {
      words: "user coupon list",
      calls: ["sc.coupon.user.list"],
      screen: "/orderSubmit 优惠券；/manage/order/coupon 我的优惠券",
    },
    { words: "applet sku id GET", decision: "不提供：小程序不在本产品范围；规格 id 随 sc.querygoods 返回" },
  ],
};
