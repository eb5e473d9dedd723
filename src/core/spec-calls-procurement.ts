/** The spec §7 calls of procurement: bids in the mall and tendering. */
import type { SpecSection } from "./spec-calls";

export const MALL_BIDS: SpecSection = {
  title: "商城竞价 (Bids in the mall, sc)",
  rows: [
    { words: "bid list GET", calls: ["sc.bid.list"], screen: "/tendering/list" },
    { words: "update POST (body)", calls: ["sc.bid.update"], screen: "/tendering/add?id=" },
    { words: "delete POST", calls: ["sc.bid.delete"], screen: "/tendering/list" },
    { words: "add POST (body)", calls: ["sc.bid.add"], screen: "/tendering/add" },
    { words: "detail GET", calls: ["sc.bid.detail"], screen: "/tendering/detail" },
    { words: "home offer list", calls: ["sc.bid.home.list"], screen: "/ 竞价专区" },
    {
      words: "bid offer list",
      calls: ["sc.bid.bid.offer.list", "sc.bid.bid.offer.detail"],
      screen: "/tendering/detail, /tendering/offer/detail",
    },
    { words: "buyer bid list GET", calls: ["sc.bid.list"], screen: "/tendering/list" },
    {
      words: "offer add and update POST",
      calls: ["sc.bid.offer.add", "sc.bid.offer.update"],
      screen: "/tendering/offer/add",
    },
    { words: "offer list GET", calls: ["sc.bid.offer.list"], screen: "/tendering/offer/list" },
    {
      words: "bid status update POST",
      calls: [
        "sc.bid.status.update",
        "sc.bid.resume",
        "sc.bid.publish",
        "sc.bid.offer.status.update",
        "sc.bid.offer.status.accept",
      ],
      screen: "/tendering/list, /tendering/detail",
    },
    { words: "bid finish POST", calls: ["sc.bid.finish"], screen: "/tendering/list" },
    {
      words: "business add and update POST; business list GET",
      calls: ["sc.bid.business.add", "sc.bid.business.update", "sc.bid.business.list"],
      screen: "/tendering/business",
    },
    {
      words: "business audit get, add and update POST (body)",
      calls: [
        "sc.bid.business.audit.get",
        "sc.bid.business.audit.add",
        "sc.bid.business.audit.update",
        "sc.bid.business.audit.list",
      ],
      screen: "/operation/bidBusinessAudit",
    },
    {
      words: "category list POST",
      calls: ["portal.item.category.list"],
      screen: "/tendering/add 商品类目",
      decision: "竞价与商城共用商品类目",
    },
    {
      words: "bid tag list and tree POST",
      calls: ["sc.bid.tag.list", "sc.bid.tag.tree"],
      screen: "/tendering/add 竞价标签",
    },
  ],
};

export const TENDERING: SpecSection = {
  title: "招标采购 (Tendering, etpbase)",
  rows: [
    {
      words: "Bid tag list; goods list; basics list (versions 1, 2, 3)",
      calls: ["sc.bid.tag.tree", "trading.goods.list"],
      screen: "/tendering/bids/add",
      decision: "标签树与商品列表共用，基础数据随资源声明",
    },
    {
      words: "bidorder save and update, paged list, publish, detail, delete, set hang status",
      calls: [
        "etpbase.bidorder.save",
        "etpbase.bidorder.update",
        "etpbase.bidorder.page.list",
        "etpbase.bidorder.publish",
        "etpbase.bidorder.detail",
        "etpbase.bidorder.delete",
        "etpbase.bidorder.hang.set",
        "etpbase.bidorder.hang.cancel",
      ],
      screen: "/tendering/bids/*",
    },
    {
      words: "quote list; manual offer status",
      calls: [
        "etpbase.bidorder.quote.list",
        "etpbase.bidorder.manual.offer.status",
        "etpbase.bidorder.manual.offer.reject",
      ],
      screen: "/tendering/bids/detail",
    },
    {
      words: "quotation order; upload contract",
      calls: ["etpbase.order.save", "etpbase.order.upload.contract"],
      screen: "/tendering/bids/offer/detail, 招标订单",
    },
    {
      words: "supplier area list",
      calls: ["etpbase.supplier.area.list", "etpbase.supplier.area.info"],
      screen: "/entProcurement/supplier",
    },
    {
      words: "business audit list and info",
      calls: ["etpbase.business.audit.list", "etpbase.business.audit.info"],
      screen: "/operation 认证审核",
    },
    {
      words: "order list, detail, init, save, save.pay, cancel, update.status",
      calls: [
        "etpbase.order.list",
        "etpbase.order.detail",
        "etpbase.order.init",
        "etpbase.order.save",
        "etpbase.order.save.pay",
        "etpbase.order.cancel",
        "etpbase.order.update.status",
      ],
      screen: "招标订单管理",
    },
    {
      words: "bidemp list, add and update",
      calls: ["etpbase.bidemp.list", "etpbase.bidemp.add", "etpbase.bidemp.update"],
      screen: "员工管理",
    },
    {
      words: "permission role list, add, update and delete",
      calls: [
        "etpbase.permission.role.list",
        "etpbase.permission.role.add",
        "etpbase.permission.role.update",
        "etpbase.permission.role.delete",
      ],
      screen: "角色管理",
    },
    {
      words: "role menu list, menu list, btn list, role btn list and update",
      calls: [
        "etpbase.permission.role.grant.list",
        "etpbase.permission.role.grant.save",
        "etpbase.permission.menu.list",
        "etpbase.permission.user.btn.list",
      ],
      screen: "角色管理 菜单与按钮权限",
    },
    {
      words: "page show info and change",
      calls: ["etpbase.page.show.info", "etpbase.page.show.change"],
      screen: "每个生成列表的“列设置”（招标、订单、商品、员工等管理列表）",
      decision: "按用户与列表保存要隐藏的列，在任一门户、企业下打开同一列表都一样；标题列与操作列不可隐藏",
    },
    {
      words: "report analysis and collect",
      calls: [
        "etpbase.report.analysis.active",
        "etpbase.report.analysis.increase",
        "etpbase.report.analysis.offer",
        "etpbase.report.collect",
      ],
      screen: "数据分析",
    },
    {
      words: "template select org goods",
      calls: ["trading.goods.list"],
      screen: "/tendering/bids/add 采购明细“从商品选择”",
      decision: "招标、询价的采购明细从本企业的商品中勾选带入（lines 字段的 pick），带入名称、规格与单位后可改",
    },
    { words: "offer finish", calls: ["etpbase.bidorder.finish"], screen: "/tendering/bids/list 结束报价" },
    { words: "order log list", calls: ["etpbase.order.log.list"], screen: "招标订单详情 操作记录" },
    {
      words: "third sync",
      calls: [
        "etpbase.webhook.list",
        "etpbase.webhook.detail",
        "etpbase.webhook.add",
        "etpbase.webhook.update",
        "etpbase.webhook.enable",
        "etpbase.webhook.disable",
        "etpbase.webhook.secret.rotate",
        "etpbase.webhook.delivery.list",
        "etpbase.webhook.delivery.detail",
        "etpbase.webhook.delivery.replay",
      ],
      screen: "数据推送设置, 推送日志",
      decision: "向企业配置的地址推送招标与订单事件（签名 webhook，失败按退避重试），见 docs/webhooks.md",
    },
    {
      words: "factory page list, delete batch, add, update, export, import",
      calls: [
        "etpbase.factory.page.list",
        "etpbase.factory.delete.batch",
        "etpbase.factory.add",
        "etpbase.factory.update",
        "etpbase.factory.export",
        "etpbase.factory.import",
      ],
      screen: "收货地点管理",
    },
    { words: "mini-program QR code", decision: "不提供：小程序不在本产品范围" },
  ],
};
