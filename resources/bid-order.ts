import { defineResource } from "../src/core/define-resource";
import { ep } from "../src/core/endpoint";
import { f } from "../src/core/fields";
import { NOTICE_PAGE } from "../src/core/notice-pages";
import { GOODS_CATEGORIES, WANTED_GOODS } from "./options";

/** A move the suppliers who quoted must hear of (they may be waiting to quote again, or to be awarded). */
const toQuoters = (title: string) => ({ to: { answers: "bidOffer" }, title });

/** 招标/询价单 of the tendering module: platform_code XJ is an enquiry, anything else a tender. */
export const bidOrder = defineResource({
  name: "bidOrder",
  label: "招标询价单",
  titleField: "title",
  // a tender is published on one portal, to that portal's suppliers
  tenant: "enterpriseSystem",
  menu: {
    path: "/tendering/bids/list",
    shell: "tendering",
    order: 20,
    group: "招标管理",
    screens: { create: "/tendering/bids/add", edit: "/tendering/bids/add?id=:id", show: "/tendering/bids/detail?id=:id" },
  },
  fields: {
    orderNo: f.text("单号", { readonly: true, search: true }),
    platform_code: f.enum(
      "采购方式",
      [
        { value: "ZB", label: "招标", color: "purple" },
        { value: "XJ", label: "询价", color: "cyan" },
      ],
      { required: true, search: true, default: "ZB" },
    ),
    title: f.text("项目名称", { required: true, max: 80, search: true }),
    category: f.enum("商品类目", GOODS_CATEGORIES, { required: true, table: false, search: true }),
    lines: f.lines(
      "采购明细",
      {
        ...WANTED_GOODS,
        targetPrice: f.money("目标单价(元)"),
      },
      // goods the enterprise already keeps name, spec and unit as it knows them; anything else is typed
      { required: true, max: 50, pick: { from: "goods", fill: { goodsName: "name", spec: "spec", unit: "unit" } } },
    ),
    budgetAmount: f.money("预算金额(元)"),
    factoryId: f.ref("收货地点", "factory", { required: true }),
    quoteEnd: f.datetime("报价截止时间", { required: true, future: true }),
    // the window the goods are wanted in: from (optional) to the last day
    deliveryFrom: f.date("最早交货日期", { table: false }),
    deliveryDate: f.date("最晚交货日期", { table: false, notBefore: "deliveryFrom" }),
    payTerms: f.enum(
      "付款方式",
      [
        { value: "prepay", label: "款到发货" },
        { value: "cod", label: "货到付款" },
        { value: "month30", label: "月结30天" },
        { value: "acceptance", label: "银行承兑" },
      ],
      { table: false },
    ),
    invitedSuppliers: f.refs("邀请供应商", "certification", {
      via: "directory",
      titleBy: "companyName",
      describeBy: "categories",
      placeholder: "不选即向全部认证供应商公开，可按经营品类搜索",
    }),
    contact: f.text("联系人", { required: true, max: 20, table: false }),
    phone: f.phone("联系电话", { required: true, table: false }),
    remark: f.textarea("采购说明"),
    // the tender document (technical requirements, terms), read by the suppliers that may quote, logged in
    attachment: f.file("招标文件"),
    status: f.enum(
      "状态",
      [
        { value: "draft", label: "草稿", color: "default" },
        { value: "quoting", label: "报价中", color: "blue" },
        { value: "hung", label: "已挂起", color: "orange" },
        // the deadline has passed: no more quotes, the prices are open, the purchaser awards
        { value: "closed", label: "已截止", color: "gold" },
        { value: "finished", label: "已结束", color: "green" },
      ],
      { readonly: true, search: true },
    ),
  },
  flow: {
    field: "status",
    initial: "draft",
    editableIn: ["draft"],
    deletableIn: ["draft"],
    // a tender left 挂起 past its deadline closes too: nobody may quote on it any more either way
    timed: [{ name: "close", label: "报价截止", field: "quoteEnd", says: "报价已截止", from: ["quoting", "hung"], to: "closed", notify: { title: "「{title}」已截止报价，可以定标" } }],
  },
  endpoints: {
    list: ep.post("etpbase.bidorder.page.list"),
    get: ep.get("etpbase.bidorder.detail"),
    create: ep.post("etpbase.bidorder.save"),
    update: ep.post("etpbase.bidorder.update"),
    delete: ep.post("etpbase.bidorder.delete"),
    log: ep.get("etpbase.bidorder.log.list"),
    export: ep.get("etpbase.bidorder.export"),
  },
  actions: {
    publish: {
      label: "发布",
      endpoint: ep.post("etpbase.bidorder.publish"),
      from: ["draft"],
      to: "quoting",
      button: "bidOrder:publish",
      // a draft saved last week may be past its deadline now
      recheck: ["quoteEnd"],
    },
    hang: {
      label: "挂起",
      endpoint: ep.post("etpbase.bidorder.hang.set"),
      from: ["quoting"],
      to: "hung",
      button: "bidOrder:hang",
      confirm: "挂起后供应商将暂时无法报价，确定挂起吗？",
      notify: toQuoters("「{title}」已挂起，暂停报价"),
      form: {
        reason: f.textarea("挂起原因", {
          required: true,
          max: 200,
          placeholder: "如 采购需求调整，待重新确认数量",
          examples: ["采购需求调整，待重新确认数量"],
        }),
      },
    },
    resume: { label: "取消挂起", endpoint: ep.post("etpbase.bidorder.hang.cancel"), from: ["hung"], to: "quoting", button: "bidOrder:resume", notify: toQuoters("「{title}」已恢复报价") },
    extend: {
      label: "延长截止",
      endpoint: ep.post("etpbase.bidorder.deadline.extend"),
      from: ["quoting"],
      to: "quoting",
      button: "bidOrder:extend",
      notify: toQuoters("「{title}」的报价截止时间已延长"),
      // only while quotes are open (a closed tender's prices are open: extending would seal them again), and only later
      later: ["quoteEnd"],
      form: {
        quoteEnd: f.datetime("新的报价截止时间", { required: true, future: true }),
        reason: f.textarea("延期原因", {
          required: true,
          max: 200,
          placeholder: "如 部分供应商申请延期备货报价",
          examples: ["部分供应商申请延期备货报价"],
        }),
      },
    },
    finish: {
      label: "结束报价",
      endpoint: ep.post("etpbase.bidorder.finish"),
      from: ["quoting", "hung", "closed"],
      to: "finished",
      button: "bidOrder:finish",
      confirm: "结束后供应商不可再报价，确定结束吗？",
      notify: toQuoters("「{title}」已结束报价"),
    },
  },
  audiences: {
    public: {
      label: "公开",
      anonymous: true,
      endpoints: { list: ep.post("etpbase.bidorder.open.page.list"), get: ep.get("etpbase.bidorder.open.detail") },
      states: ["quoting", "hung", "closed", "finished"],
      // a tender inviting chosen suppliers is theirs alone to see and quote on
      inviteOnly: "invitedSuppliers",
      fields: ["orderNo", "platform_code", "title", "category", "lines", "budgetAmount", "factoryId", "quoteEnd", "deliveryFrom", "deliveryDate", "payTerms", "contact", "phone", "remark", "attachment", "status"],
      page: `${NOTICE_PAGE}?id=:id`,
    },
  },
  // 招标分析 (spec §2 /tendering/analysis/*): computed in src/server/reports/tender-analysis.ts
  reports: {
    active: {
      label: "活跃度分析",
      path: "/tendering/analysis/active",
      order: 60,
      group: "数据分析",
      endpoint: ep.get("etpbase.report.analysis.active"),
      stats: [
        { key: "notices", label: "发布公告", type: "int" },
        { key: "tenders", label: "其中招标", type: "int" },
        { key: "enquiries", label: "其中询价", type: "int" },
        { key: "quotes", label: "收到报价", type: "int" },
        { key: "suppliers", label: "参与供应商", type: "int" },
        { key: "avgQuotes", label: "平均每单报价", type: "decimal" },
      ],
      charts: [
        { key: "noticesPerMonth", title: "每月发布的招标与询价", kind: "column", x: "month", y: "count", series: "kind", type: "int" },
        { key: "quotesPerMonth", title: "每月收到的报价", kind: "line", x: "month", y: "count", type: "int" },
      ],
      tables: [
        {
          key: "byCategory",
          title: "按商品类目",
          columns: [
            { key: "category", label: "商品类目", type: "text" },
            { key: "notices", label: "公告数", type: "int" },
            { key: "quotes", label: "报价数", type: "int" },
            { key: "avgQuotes", label: "平均报价数", type: "decimal" },
          ],
        },
      ],
    },
    increase: {
      label: "供应商增长分析",
      path: "/tendering/analysis/increase",
      order: 61,
      group: "数据分析",
      endpoint: ep.get("etpbase.report.analysis.increase"),
      stats: [
        { key: "suppliers", label: "累计参与供应商", type: "int" },
        { key: "newInPeriod", label: "统计期新增", type: "int" },
        { key: "newThisMonth", label: "本月新增", type: "int" },
        { key: "certified", label: "平台认证供应商", type: "int" },
      ],
      charts: [
        { key: "newSuppliers", title: "每月新增供应商", kind: "column", x: "month", y: "count", type: "int" },
        { key: "cumulative", title: "累计参与供应商", kind: "line", x: "month", y: "total", type: "int" },
      ],
      tables: [
        {
          key: "suppliers",
          title: "供应商首次报价",
          columns: [
            { key: "supplier", label: "供应商", type: "text" },
            { key: "firstQuote", label: "首次报价", type: "text" },
            { key: "quotes", label: "报价次数", type: "int" },
            { key: "awards", label: "中标次数", type: "int" },
            { key: "winRate", label: "中标率", type: "percent" },
          ],
        },
      ],
    },
    offer: {
      label: "执行明细",
      path: "/tendering/analysis/offer",
      order: 62,
      group: "数据分析",
      endpoint: ep.get("etpbase.report.analysis.offer"),
      stats: [
        { key: "notices", label: "公告数", type: "int" },
        { key: "responseRate", label: "报价响应率", type: "percent" },
        { key: "awarded", label: "中标金额", type: "money" },
        { key: "saving", label: "较预算节约", type: "money" },
        { key: "savingRate", label: "节约率", type: "percent" },
      ],
      charts: [{ key: "savings", title: "各公告较预算节约", kind: "bar", x: "title", y: "saving", type: "money" }],
      tables: [
        {
          key: "notices",
          title: "公告执行明细",
          columns: [
            { key: "orderNo", label: "单号", type: "text" },
            { key: "title", label: "项目名称", type: "text" },
            { key: "kind", label: "采购方式", type: "text" },
            { key: "status", label: "状态", type: "text" },
            { key: "scope", label: "供应商范围", type: "text" },
            { key: "quotes", label: "报价数", type: "int" },
            { key: "lowest", label: "最低报价(元)", type: "money" },
            { key: "awarded", label: "中标金额(元)", type: "money" },
            { key: "budget", label: "预算(元)", type: "money" },
            { key: "saving", label: "节约(元)", type: "money" },
            { key: "savingRate", label: "节约率", type: "percent" },
          ],
        },
      ],
    },
    collect: {
      label: "执行汇总",
      path: "/tendering/analysis/collect",
      order: 63,
      group: "数据分析",
      endpoint: ep.get("etpbase.report.collect"),
      stats: [
        { key: "suppliers", label: "供应商", type: "int" },
        { key: "orders", label: "招标订单", type: "int" },
        { key: "amount", label: "订单金额", type: "money" },
        { key: "received", label: "已完成订单", type: "int" },
      ],
      charts: [{ key: "amountBySupplier", title: "各供应商订单金额", kind: "bar", x: "supplier", y: "amount", type: "money" }],
      tables: [
        {
          key: "suppliers",
          title: "按供应商汇总",
          columns: [
            { key: "supplier", label: "供应商", type: "text" },
            { key: "quotes", label: "报价", type: "int" },
            { key: "awards", label: "中标", type: "int" },
            { key: "winRate", label: "中标率", type: "percent" },
            { key: "orders", label: "订单", type: "int" },
            { key: "amount", label: "订单金额(元)", type: "money" },
            { key: "received", label: "已完成", type: "int" },
          ],
        },
        {
          key: "goods",
          title: "按商品汇总",
          columns: [
            { key: "goods", label: "商品名称", type: "text" },
            { key: "unit", label: "单位", type: "text" },
            { key: "orders", label: "订单", type: "int" },
            { key: "quantity", label: "数量", type: "decimal" },
            { key: "amount", label: "金额(元)", type: "money" },
            { key: "avgPrice", label: "平均单价(元)", type: "money" },
          ],
        },
      ],
    },
  },
  // webhook events (docs/webhooks.md): the move's name → the event sent
  events: { kind: "tender", answeredBy: "bidOffer", moves: { publish: "tender.published", hang: "tender.hung", resume: "tender.resumed", extend: "tender.extended", close: "tender.deadline.passed", finish: "tender.closed" } },
  buttons: { create: "bidOrder:add", edit: "bidOrder:edit", delete: "bidOrder:delete" },
  sort: { field: "id", order: "desc" },
});
