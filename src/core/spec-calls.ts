/**
 * Every call spec §7 names, by its path or by its work, and what answers it here: our calls (names without
 * product and version, as docs/api.md lists them) and the screen that uses them, or the decision not to build it
 * yet and why. docs/spec-coverage.md is written from this list and the API reference (npm run docs:coverage);
 * tests/core/spec-coverage.test.ts fails when a named call is not a route or a row has neither calls nor a decision.
 */
export interface SpecCall {
  /** The spec's words for the call (its path where it gives one). */
  words: string;
  calls?: string[];
  screen?: string;
  /** Why there is no call, or what answers it instead. */
  decision?: string;
}

export type SpecSection = { title: string; rows: SpecCall[] };

export const SPEC_CALLS: SpecSection[] = [
  {
    title: "购物车与订单 (Cart and orders)",
    rows: [
      { words: "GET rest/cart/list", calls: ["rest/cart/list"], screen: "/shopCart" },
      { words: "POST rest/cart/del", calls: ["rest/cart/del"], screen: "/shopCart" },
      { words: "POST rest/cart/edit.quantity", calls: ["rest/cart/edit.quantity"], screen: "/shopCart" },
      { words: "POST {product}.sc.orderNums.list/1.0", calls: ["sc.orderNums.list"], screen: "/order" },
      { words: "POST {product}.sc.selcartgoodscount/1.0", calls: ["sc.selcartgoodscount"], screen: "商城页头进货车角标" },
      { words: "POST updcart", calls: ["updcart"], screen: "/goodInfo, /shopCart" },
      { words: "order init, save, save.pay, cancel, update.status (商城订单)", calls: ["sc.order.init", "sc.order.save", "sc.order.save.pay", "sc.order.cancel", "sc.order.update.status", "sc.order.pay", "sc.order.list", "sc.order.detail"], screen: "/orderSubmit, /order, /orderParticulars" },
    ],
  },
  {
    title: "启动与门户 (Start-up and portal)",
    rows: [
      { words: "POST api/member/getPlatformTypeByUrl", calls: ["api/member/getPlatformTypeByUrl"], screen: "启动时识别门户" },
      { words: "GET {product}.etpbase.bid.sys.permission.user.menu.list/5.0", calls: ["etpbase.bid.sys.permission.user.menu.list"], screen: "招标采购菜单" },
      { words: "portal.floor.list", calls: ["portal.floor.list"], screen: "/ 首页楼层" },
      { words: "portal.model.goods.list", calls: ["portal.model.goods.list"], screen: "/ 首页楼层商品" },
      { words: "portal.channel.list", calls: ["portal.channel.list"], screen: "/ 首页频道" },
      { words: "portal.item.name.get", calls: ["portal.item.name.get"], screen: "/list?axis= 面包屑（类目路径）" },
      { words: "portal.news.content.get", calls: ["portal.news.content.get"], screen: "/news?id= 资讯正文及上一篇、下一篇" },
      { words: "news.column.list", calls: ["news.column.list"], screen: "/ 首页资讯" },
      { words: "news.bulletin.list", calls: ["news.bulletin.list"], screen: "/ 首页公告" },
      { words: "bulletin.content.get", calls: ["bulletin.content.get"], decision: "只返回资讯正文，供接口调用方使用；资讯页用 portal.news.content.get（同一正文另附上一篇、下一篇）" },
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
      { words: "upSertmember", decision: "不单独提供：会员（用户与企业成员）由注册 usercenter.org.register 与员工管理 etpbase.bidemp.* 写入，无外部会员系统需要同步" },
      { words: "scPlatformUrl (pcurl, platformtype)", decision: "不单独提供：门户地址由 api/member/getPlatformTypeByUrl 与 portal.domain.get 返回" },
      { words: "getServiceList (id)", calls: ["portal.service.list"], screen: "页头客服中心" },
      { words: "GET user.get", calls: ["user.get"], screen: "启动、页头" },
      { words: "enterprise get; enterprise list v5", calls: ["enterprise.info.get", "enterprise.list"], screen: "页头、切换企业" },
      { words: "ad list by code; advertising channel list", calls: ["portal.ad.list"], screen: "/ 轮播与广告位" },
      { words: "item category list", calls: ["portal.item.category.list"], screen: "/ 类目导航" },
      { words: "menulist v3; role check v2; user button list, user menu list", calls: ["etpbase.permission.user.menu.list", "etpbase.permission.user.btn.list"], screen: "管理后台菜单与按钮权限" },
      { words: "customer service list", calls: ["portal.service.list"], screen: "页头客服中心" },
      { words: "bid sys plate info; platform url POST; platform list v2", decision: "不单独提供：门户（板块）信息由 api/member/getPlatformTypeByUrl、portal.domain.get 一次返回" },
    ],
  },
  {
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
      { words: "isSetUpShop POST; isopenshop POST", calls: ["sc.shopapply.my.list"], screen: "/setUpStore", decision: "开店状态由开店申请列表回答，未另设两个判断调用" },
      { words: "querySingleShop; queryshop POST", calls: ["sc.queryshop"], screen: "/store" },
      { words: "querygoods POST", calls: ["sc.querygoods"], screen: "/goodInfo" },
      { words: "addbuypurpose POST (body)", calls: ["sc.addbuypurpose"], screen: "/goodInfo 采购意向" },
      { words: "goods name", calls: ["sc.querygoods"], screen: "/goodInfo 标题与面包屑", decision: "不单独提供：商品名称随商品详情 sc.querygoods 返回（服务端渲染的商品页已带名称），一个只取名称的调用只会多一次往返" },
      { words: "freight amount", calls: ["sc.goods.freight.amount"], screen: "/goodInfo 运费" },
      { words: "goods look (browse history)", calls: ["sc.goods.look.add", "sc.goods.look.list", "sc.goods.look.del"], screen: "/goodInfo 记录浏览；/manage/order/history 浏览记录" },
      { words: "favorite query, add, del", calls: ["sc.favorite.query", "sc.favorite.add", "sc.favorite.del", "sc.favorite.list"], screen: "/goodInfo 收藏；/manage/order/favorite 我的收藏" },
      { words: "user coupon list", calls: ["sc.coupon.user.list"], screen: "/orderSubmit 优惠券；/manage/order/coupon 我的优惠券" },
      { words: "applet sku id GET", decision: "不提供：小程序不在本产品范围；规格 id 随 sc.querygoods 返回" },
    ],
  },
  {
    title: "账户 (Account)",
    rows: [
      { words: "usercenter.user.update.info", calls: ["usercenter.user.update.info"], screen: "/personal" },
      { words: "login.pwd.update", calls: ["usercenter.login.pwd.update"], screen: "/personal 修改密码" },
      { words: "user.update.photo", calls: ["usercenter.user.update.photo"], screen: "/personal 头像" },
      { words: "Phone rebind: old phone send / verify, new phone send / verify", calls: ["usercenter.phone.old.sms.send", "usercenter.phone.old.sms.verify", "usercenter.phone.new.sms.send", "usercenter.phone.new.sms.verify"], screen: "/personal 更换手机号" },
      { words: "Password recovery: check name, send SMS, verify SMS, set password", calls: ["usercenter.retrieve.name.check", "usercenter.retrieve.sms.send", "usercenter.retrieve.sms.verify", "usercenter.retrieve.pwd.set"], screen: "/retrievePassword" },
      { words: "Registration: reg.sms.send, reg.sms.verify, reg.setpwd, org.register", calls: ["usercenter.reg.sms.send", "usercenter.reg.sms.verify", "usercenter.reg.setpwd", "usercenter.org.register"], screen: "/register" },
      { words: "SMS login send POST (params)", calls: ["usercenter.login.sms.send", "usercenter.login.sms"], screen: "/login 短信登录" },
      { words: "find bo by login POST", calls: ["usercenter.bo.find.by.login"], screen: "/login" },
      { words: "GET fileUpload.upload.token.get", calls: ["fileUpload.upload.token.get", "fileUpload.upload"], screen: "所有上传控件" },
      { words: "POST sc.shopapply.get", calls: ["sc.shopapply.get"], screen: "/setUpStore" },
      { words: "POST queryShopAudit.get", calls: ["sc.queryShopAudit.get"], screen: "/setUpStore/shopStatus" },
      { words: "GET {host}.get (real-name check)", calls: ["usercenter.realname.get"], screen: "/personal/info 实名认证" },
      { words: "GET {host}.state", calls: ["usercenter.realname.state"], screen: "/personal/info 实名认证" },
      { words: "POST {host}.update", calls: ["usercenter.realname.update", "usercenter.realname.audit.list", "usercenter.realname.audit.approve", "usercenter.realname.audit.reject"], screen: "/personal/info 实名认证；/operation/realNameAudit 实名认证审核", decision: "提交后进入平台运营的审核队列（审核中），通过后为已认证，驳回时附原因并可重新提交" },
      { words: "audit.lasted", calls: ["usercenter.audit.lasted"], screen: "/setUpStore/shopCheck 开店前的认证检查", decision: "返回本人实名认证与当前企业在本门户最近一次企业认证的结果及驳回原因，并答是否已满足开店、大额支付所需的认证" },
      { words: "org.detail.get", calls: ["usercenter.org.detail.get"], screen: "企业信息" },
      { words: "dsjapi.recommend.taginfo.list/1.1", calls: ["dsjapi.recommend.taginfo.list"], screen: "/ 为您推荐" },
      { words: "org auth get POST (body)", calls: ["etpbase.business.audit.my.info"], screen: "/entProcurement/certifiedSupplier", decision: "企业认证由认证申请（certification）承担" },
      { words: "bo get POST", calls: ["user.bo.get"], screen: "页头业务标签" },
      { words: "business get", calls: ["user.get", "usercenter.audit.lasted"], screen: "页头业务身份、/setUpStore/shopCheck", decision: "企业的业务角色（采购商 1、供应商 2、两者 3）随 user.get 的 enterprise.businessRole 返回，其认证结果由 usercenter.audit.lasted 返回" },
      { words: "child areas POST", calls: ["usercenter.child.areas"], screen: "所有地区选择：收货地址、意向单地址、收货地点与店铺的所在地区（place 字段）、配送区域（regions 字段）" },
    ],
  },
  {
    title: "卖家商品管理 (Seller goods management, trading API)",
    rows: [
      { words: "shopClassify list by bo id; shopClassifyGoods update, list and add", calls: ["trading.shopClassify.list.byBoId", "trading.shopClassify.add", "trading.shopClassify.update", "trading.shopClassify.detail", "trading.shopClassify.delete"], screen: "/manage/seller/shopClassify" },
      { words: "dict item list", calls: ["sc.dict.item.list", "sc.dict.item.manage.list", "sc.dict.item.add", "sc.dict.item.update", "sc.dict.item.disable", "sc.dict.item.enable"], screen: "/operation/dict 数据字典（运营维护）；各表单的字典字段（f.dict）" },
      { words: "goods list; paged info; search goods list v3; default shop goods list; bo list by param", calls: ["trading.goods.list"], screen: "/manage/seller/goods" },
      { words: "modify; publish; detail", calls: ["trading.goods.modify", "trading.goods.publish", "trading.goods.detail"], screen: "/manage/seller/goods" },
      { words: "bo by category; goods count by type and category; attribute definitions by category; sub categories by parent id", decision: "不单独提供：类目属性随商品资源声明（按类目的 when 字段），类目树由 portal.item.category.list 返回" },
      { words: "file upload", calls: ["fileUpload.upload"], screen: "商品图片" },
      { words: "delivery range check and query", calls: ["trading.goods.delivery.range.check"], screen: "/goodInfo 配送至" },
      { words: "trace list", calls: ["sc.goods.trace.list", "trading.goods.batch.list", "trading.goods.batch.detail", "trading.goods.batch.add", "trading.goods.batch.modify", "trading.goods.batch.delete", "trading.goods.batch.export"], screen: "/goodInfo 质量追溯；/manage/seller/trace 批次追溯；商品详情的追溯批次", decision: "卖家登记商品批次（批次号、生产日期、产地、检验/检疫证明、有效期），商品页按批次链展示；兽药、疫苗、饲料、预混料、种畜禽须有有效批次与店铺相应许可证才能上架，见 docs/seller.md" },
      { words: "base goods status; status out; status on; delete", calls: ["openapi.goods.status.on", "openapi.goods.status.out", "openapi.goods.delete"], screen: "/manage/seller/goods 上架、下架、删除" },
      { words: "goods list with rebate", decision: "不提供：返利不在规格范围；会员价由价格方案 sc.priceScheme.* 提供" },
      { words: "Open APIs: goods modify, publish, detail for manage, publish and modify with status on, paged list", calls: ["trading.goods.modify", "trading.goods.publish", "trading.goods.detail", "trading.goods.list"], screen: "/manage/seller/goods", decision: "开放接口与 trading.goods.* 为同一套调用" },
      { words: "units", calls: ["sc.dict.item.list"], screen: "商品、拍卖、采购明细的单位", decision: "单位是数据字典中“计量单位”类型的项，由运营在 /operation/dict 维护" },
      { words: "manufacturers", calls: ["sc.manufacturer.list", "sc.manufacturer.manage.list", "sc.manufacturer.add", "sc.manufacturer.update"], screen: "/operation/manufacturer 生产厂家库；商品的生产厂家从中选择" },
      { words: "goods template", calls: ["sc.goods.template.list", "sc.goods.template.manage.list", "sc.goods.template.add", "sc.goods.template.update"], screen: "/operation/goodsTemplate 商品模板（运营维护）；/manage/seller/goods 新增商品的“套用商品模板”" },
      { words: "ranges", calls: ["trading.goods.delivery.range.check"], screen: "商品配送区域" },
      { words: "bidding goods list", calls: ["sc.auction.hall.list"], screen: "/goodsbidding" },
    ],
  },
  {
    title: "竞拍 (Auctions)",
    rows: [
      { words: "Seller match list", calls: ["sc.auction.seller.match.list"], screen: "/goodsbidding/auction" },
      { words: "record list", calls: ["sc.auction.record.list", "sc.auction.my.record.list"], screen: "/goodsbidding/detail" },
      { words: "discard match", calls: ["sc.auction.match.discard"], screen: "/goodsbidding/auction" },
      { words: "rank list", calls: ["sc.auction.rank.list"], screen: "/goodsbidding/detail" },
      { words: "order submit", calls: ["sc.auction.order.submit"], screen: "/goodsbidding/auction" },
      { words: "buyer list", calls: ["sc.auction.buyer.list"], screen: "/goodsbidding/detail（卖家）" },
      { words: "add", calls: ["sc.auction.add"], screen: "/goodsbidding/auction" },
    ],
  },
  {
    title: "商城竞价 (Bids in the mall, sc)",
    rows: [
      { words: "bid list GET", calls: ["sc.bid.list"], screen: "/tendering/list" },
      { words: "update POST (body)", calls: ["sc.bid.update"], screen: "/tendering/add?id=" },
      { words: "delete POST", calls: ["sc.bid.delete"], screen: "/tendering/list" },
      { words: "add POST (body)", calls: ["sc.bid.add"], screen: "/tendering/add" },
      { words: "detail GET", calls: ["sc.bid.detail"], screen: "/tendering/detail" },
      { words: "home offer list", calls: ["sc.bid.home.list"], screen: "/ 竞价专区" },
      { words: "bid offer list", calls: ["sc.bid.bid.offer.list", "sc.bid.bid.offer.detail"], screen: "/tendering/detail, /tendering/offer/detail" },
      { words: "buyer bid list GET", calls: ["sc.bid.list"], screen: "/tendering/list" },
      { words: "offer add and update POST", calls: ["sc.bid.offer.add", "sc.bid.offer.update"], screen: "/tendering/offer/add" },
      { words: "offer list GET", calls: ["sc.bid.offer.list"], screen: "/tendering/offer/list" },
      { words: "bid status update POST", calls: ["sc.bid.status.update", "sc.bid.resume", "sc.bid.publish", "sc.bid.offer.status.update", "sc.bid.offer.status.accept"], screen: "/tendering/list, /tendering/detail" },
      { words: "bid finish POST", calls: ["sc.bid.finish"], screen: "/tendering/list" },
      { words: "business add and update POST; business list GET", calls: ["sc.bid.business.add", "sc.bid.business.update", "sc.bid.business.list"], screen: "/tendering/business" },
      { words: "business audit get, add and update POST (body)", calls: ["sc.bid.business.audit.get", "sc.bid.business.audit.add", "sc.bid.business.audit.update", "sc.bid.business.audit.list"], screen: "/operation/bidBusinessAudit" },
      { words: "category list POST", calls: ["portal.item.category.list"], screen: "/tendering/add 商品类目", decision: "竞价与商城共用商品类目" },
      { words: "bid tag list and tree POST", calls: ["sc.bid.tag.list", "sc.bid.tag.tree"], screen: "/tendering/add 竞价标签" },
    ],
  },
  {
    title: "招标采购 (Tendering, etpbase)",
    rows: [
      { words: "Bid tag list; goods list; basics list (versions 1, 2, 3)", calls: ["sc.bid.tag.tree", "trading.goods.list"], screen: "/tendering/bids/add", decision: "标签树与商品列表共用，基础数据随资源声明" },
      { words: "bidorder save and update, paged list, publish, detail, delete, set hang status", calls: ["etpbase.bidorder.save", "etpbase.bidorder.update", "etpbase.bidorder.page.list", "etpbase.bidorder.publish", "etpbase.bidorder.detail", "etpbase.bidorder.delete", "etpbase.bidorder.hang.set", "etpbase.bidorder.hang.cancel"], screen: "/tendering/bids/*" },
      { words: "quote list; manual offer status", calls: ["etpbase.bidorder.quote.list", "etpbase.bidorder.manual.offer.status", "etpbase.bidorder.manual.offer.reject"], screen: "/tendering/bids/detail" },
      { words: "quotation order; upload contract", calls: ["etpbase.order.save", "etpbase.order.upload.contract"], screen: "/tendering/bids/offer/detail, 招标订单" },
      { words: "supplier area list", calls: ["etpbase.supplier.area.list", "etpbase.supplier.area.info"], screen: "/entProcurement/supplier" },
      { words: "business audit list and info", calls: ["etpbase.business.audit.list", "etpbase.business.audit.info"], screen: "/operation 认证审核" },
      { words: "order list, detail, init, save, save.pay, cancel, update.status", calls: ["etpbase.order.list", "etpbase.order.detail", "etpbase.order.init", "etpbase.order.save", "etpbase.order.save.pay", "etpbase.order.cancel", "etpbase.order.update.status"], screen: "招标订单管理" },
      { words: "bidemp list, add and update", calls: ["etpbase.bidemp.list", "etpbase.bidemp.add", "etpbase.bidemp.update"], screen: "员工管理" },
      { words: "permission role list, add, update and delete", calls: ["etpbase.permission.role.list", "etpbase.permission.role.add", "etpbase.permission.role.update", "etpbase.permission.role.delete"], screen: "角色管理" },
      { words: "role menu list, menu list, btn list, role btn list and update", calls: ["etpbase.permission.role.grant.list", "etpbase.permission.role.grant.save", "etpbase.permission.menu.list", "etpbase.permission.user.btn.list"], screen: "角色管理 菜单与按钮权限" },
      { words: "page show info and change", calls: ["etpbase.page.show.info", "etpbase.page.show.change"], screen: "每个生成列表的“列设置”（招标、订单、商品、员工等管理列表）", decision: "按用户与列表保存要隐藏的列，在任一门户、企业下打开同一列表都一样；标题列与操作列不可隐藏" },
      { words: "report analysis and collect", calls: ["etpbase.report.analysis.active", "etpbase.report.analysis.increase", "etpbase.report.analysis.offer", "etpbase.report.collect"], screen: "数据分析" },
      { words: "template select org goods", calls: ["trading.goods.list"], screen: "/tendering/bids/add 采购明细“从商品选择”", decision: "招标、询价的采购明细从本企业的商品中勾选带入（lines 字段的 pick），带入名称、规格与单位后可改" },
      { words: "offer finish", calls: ["etpbase.bidorder.finish"], screen: "/tendering/bids/list 结束报价" },
      { words: "order log list", calls: ["etpbase.order.log.list"], screen: "招标订单详情 操作记录" },
      { words: "third sync", calls: ["etpbase.webhook.list", "etpbase.webhook.detail", "etpbase.webhook.add", "etpbase.webhook.update", "etpbase.webhook.enable", "etpbase.webhook.disable", "etpbase.webhook.secret.rotate", "etpbase.webhook.delivery.list", "etpbase.webhook.delivery.detail", "etpbase.webhook.delivery.replay"], screen: "数据推送设置, 推送日志", decision: "向企业配置的地址推送招标与订单事件（签名 webhook，失败按退避重试），见 docs/webhooks.md" },
      { words: "factory page list, delete batch, add, update, export, import", calls: ["etpbase.factory.page.list", "etpbase.factory.delete.batch", "etpbase.factory.add", "etpbase.factory.update", "etpbase.factory.export", "etpbase.factory.import"], screen: "收货地点管理" },
      { words: "mini-program QR code", decision: "不提供：小程序不在本产品范围" },
    ],
  },
];

/** A call's name as the spec table writes it: the route's path without /gw/, product and version. */
export const callName = (url: string, product: string) =>
  url.replace(/^\/gw\//, "").replace(new RegExp(`^${product}\\.`), "").replace(/\/\d+(\.\d+)*$/, "");
