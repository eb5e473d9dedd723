import { defineResource } from "../src/core/define-resource";
import { ep } from "../src/core/endpoint";
import { f } from "../src/core/fields";
import { BUY_INTENT_FLOW, BUY_INTENT_STATES, QUOTE_DAYS } from "../src/core/flows/buy-intent";
import { partyActions } from "../src/core/flows/two-party";
import { SELLING } from "./options";

/** The buyer's list of its buy intents, on the tab of the state the seller's move left. */
const BUYER_PAGE = "/goodspurchase?status=:state";

/**
 * 采购意向, as the seller works it in the seller center: a buyer enterprise asks for a price on one of the shop's
 * goods from the goods page (src/server/mall/buy-intent-routes.ts), the seller answers with a private unit price
 * valid for some days or declines, and the buyer orders at that price from /goodspurchase. The goods' shop
 * enterprise is the row's tenant. The machine is BUY_INTENT_FLOW (src/core/flows/buy-intent.ts, docs/buy-intents.md).
 */
export const buyIntent = defineResource({
  name: "buyIntent",
  label: "采购意向",
  titleField: "intentNo",
  tenant: "enterpriseSystem",
  // the table the goods page's 采购意向 wrote before the seller could answer it
  table: "buy_purposes",
  requires: SELLING,
  menu: {
    path: "/manage/seller/buyintent",
    shell: "manage",
    order: 24,
    group: "订单管理",
    label: "采购意向",
    screens: { show: "/manage/seller/buyintent/detail?id=:id" },
  },
  fields: {
    intentNo: f.text("意向单号", { readonly: true, search: true, max: 32 }),
    // named by goodsName, kept as it was asked even if the goods is renamed later
    goodsId: f.ref("商品", "goods", { readonly: true, table: false, detail: false }),
    goodsName: f.text("商品名称", { readonly: true, search: true, max: 120 }),
    spec: f.text("规格", { readonly: true, max: 60, table: false }),
    unit: f.text("单位", { readonly: true, max: 8, table: false }),
    buyerName: f.text("采购方", { readonly: true, search: true, max: 100 }),
    contact: f.text("联系人", { readonly: true, max: 20, table: false }),
    phone: f.text("联系电话", { readonly: true, max: 20, table: false }),
    quantity: f.int("采购数量", { readonly: true }),
    targetPrice: f.money("期望单价(元)", { readonly: true }),
    region: f.text("配送地区", { readonly: true, max: 60 }),
    remark: f.textarea("采购说明", { readonly: true, max: 200, table: false }),
    status: f.enum(
      "状态",
      Object.entries(BUY_INTENT_STATES).map(([value, s]) => ({ value, label: s.label, color: s.color })),
      { readonly: true, search: true },
    ),
    quotePrice: f.money("报价单价(元)", { readonly: true }),
    validDays: f.int("有效天数", { readonly: true, table: false }),
    validUntil: f.datetime("报价有效期至", { readonly: true }),
    sellerReply: f.textarea("回复说明", { readonly: true, max: 200, table: false }),
    orderId: f.ref("订单", "mallOrder", { readonly: true, table: false }),
  },
  flow: {
    field: "status",
    initial: "open",
    editableIn: [],
    deletableIn: [],
    tabs: true,
    timed: [
      {
        name: "expire",
        label: "报价过期",
        field: "validUntil",
        says: "报价已过期",
        from: ["quoted"],
        to: "expired",
        notify: { to: { party: "buyerEnterpriseId" }, title: "「{goodsName}」的采购意向报价已过期", link: BUYER_PAGE },
      },
    ],
  },
  endpoints: {
    list: ep.post("sc.buypurpose.seller.list"),
    get: ep.get("sc.buypurpose.seller.detail"),
    log: ep.get("sc.buypurpose.log.list"),
  },
  actions: partyActions(BUY_INTENT_FLOW, "seller", {
    quote: {
      endpoint: ep.post("sc.buypurpose.quote"),
      button: "buyIntent:quote",
      notify: { to: { party: "buyerEnterpriseId" }, title: "卖家已报价：「{goodsName}」的采购意向", link: BUYER_PAGE },
      form: {
        quotePrice: f.money("报价单价(元)", {
          required: true,
          min: 0.01,
          placeholder: "给该采购方的专属单价",
          examples: [2950],
        }),
        validDays: f.int("有效天数", {
          required: true,
          min: QUOTE_DAYS.min,
          max: QUOTE_DAYS.max,
          placeholder: `${QUOTE_DAYS.min}～${QUOTE_DAYS.max}天`,
          examples: [7],
        }),
        sellerReply: f.textarea("回复说明", {
          max: 200,
          placeholder: "如 含税含运费，下单后3日内发货",
          examples: ["含税含运费，下单后3日内发货"],
        }),
      },
    },
    decline: {
      endpoint: ep.post("sc.buypurpose.decline"),
      button: "buyIntent:decline",
      notify: { to: { party: "buyerEnterpriseId" }, title: "卖家已拒绝：「{goodsName}」的采购意向", link: BUYER_PAGE },
      form: {
        sellerReply: f.textarea("拒绝原因", {
          required: true,
          max: 200,
          placeholder: "如 该规格暂时缺货",
          examples: ["该规格暂时缺货"],
        }),
      },
    },
  }),
  // webhook events (docs/webhooks.md), to the seller and the buyer's enterprise; the buyer's moves come from the mall
  events: {
    kind: "order",
    moves: {
      create: "order.intent.submitted",
      quote: "order.intent.quoted",
      decline: "order.intent.declined",
      expire: "order.intent.expired",
      order: "order.intent.ordered",
    },
    party: "buyerEnterpriseId",
  },
  // 站内信 of the buyer's moves, made in the mall (docs/flows.md "Who is told")
  notify: { create: { title: "收到采购意向「{goodsName}」" }, order: { title: "采购意向「{title}」已按报价下单" } },
  buttons: {},
  created: "提交时间",
  sort: { field: "createdAt", order: "desc" },
});
