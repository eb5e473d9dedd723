import { defineResource } from "../src/core/define-resource";
import { ep } from "../src/core/endpoint";
import { f } from "../src/core/fields";
import { BUY_INTENT_FLOW, BUY_INTENT_STATES, QUOTE_DAYS } from "../src/core/flows/buy-intent";
import { partyActions } from "../src/core/flows/two-party";
import { MALL } from "../src/core/mall-endpoints";
import { SELLING } from "./options";

/** The buyer's page of one buy intent: who asked hears of the seller's moves there. */
const BUYER_PAGE = "/goodspurchase/detail?id=:id";
const toBuyer = (title: string) => ({ notify: { to: { party: "buyerEnterpriseId" }, title, link: BUYER_PAGE } });

/**
 * 采购意向: an enterprise buyer asks a shop for a price on one of its goods, for one SKU, a quantity and a delivery
 * address, from the goods page (the `buyer` audience's create against a goods on sale, src/core/readable-source.ts).
 * The row is the seller's; the seller answers with a private unit price valid for some days or declines, and that
 * buyer alone orders at the price once, to the address it gave (the order is placed by src/server/hooks/buy-intent.ts).
 * The machine is BUY_INTENT_FLOW (src/core/flows/buy-intent.ts, docs/buy-intents.md).
 */
export const buyIntent = defineResource({
  name: "buyIntent",
  label: "采购意向",
  titleField: "intentNo",
  numbered: { field: "intentNo", prefix: "YX" },
  fromCaller: { buyerEnterpriseId: "enterpriseId", buyerName: "enterpriseName" },
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
    skuId: f.int("规格", { readonly: true, table: false, detail: false }),
    spec: f.text("规格", { readonly: true, max: 60, table: false }),
    unit: f.text("单位", { readonly: true, max: 8, table: false }),
    shopName: f.text("店铺", { readonly: true, max: 60, table: false }),
    buyerEnterpriseId: f.int("采购企业", { readonly: true, table: false, detail: false }),
    buyerName: f.text("采购方", { readonly: true, search: true, max: 100 }),
    quantity: f.int("采购数量", { readonly: true, required: true, min: 1, max: 10_000_000, placeholder: "按货品单位" }),
    targetPrice: f.money("期望单价(元)", {
      readonly: true,
      min: 0.01,
      placeholder: "选填，卖家回复的专属报价只对您有效",
    }),
    contact: f.text("联系人", { readonly: true, required: true, max: 20, table: false }),
    phone: f.phone("手机号", { readonly: true, required: true, mobile: true, table: false }),
    region: f.place("收货地区", { readonly: true, required: true, placeholder: "请选择省 / 市 / 区县" }),
    address: f.text("详细地址", {
      readonly: true,
      required: true,
      max: 100,
      table: false,
      placeholder: "街道、门牌号、仓库或养殖场名称",
      examples: ["东门仓库"],
    }),
    remark: f.textarea("采购说明", {
      readonly: true,
      max: 200,
      table: false,
      placeholder: "交货时间、付款方式、包装要求等",
    }),
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
        ...toBuyer("「{goodsName}」的采购意向报价已过期"),
      },
    ],
  },
  endpoints: {
    list: ep.post("sc.buypurpose.seller.list"),
    get: ep.get("sc.buypurpose.seller.detail"),
    log: ep.get("sc.buypurpose.log.list"),
  },
  actions: {
    ...partyActions(BUY_INTENT_FLOW, "seller", {
      quote: {
        endpoint: ep.post("sc.buypurpose.quote"),
        button: "buyIntent:quote",
        ...toBuyer("卖家已报价：「{goodsName}」的采购意向"),
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
        ...toBuyer("卖家已拒绝：「{goodsName}」的采购意向"),
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
    ...partyActions(BUY_INTENT_FLOW, "buyer", {
      order: {
        endpoint: ep.post("sc.buypurpose.order"),
        by: "buyer",
        grant: "buyIntent",
        confirm: "将按卖家的专属报价和您填写的收货地址下单（运费按货品运费规则另计），确定吗？",
        notify: { title: "采购意向「{title}」已按报价下单" },
      },
    }),
  },
  audiences: {
    // the enterprise buyer who asked reads its intents on the portal it asked on and orders at the reply's price
    buyer: {
      label: "买家",
      party: { who: "卖家", when: "提交时间" },
      endpoints: {
        list: ep.post("sc.buypurpose.my.list"),
        get: ep.get("sc.buypurpose.my.detail"),
        log: ep.get("sc.buypurpose.my.log"),
      },
      states: Object.keys(BUY_INTENT_STATES),
      fields: [
        "intentNo",
        "goodsId",
        "goodsName",
        "spec",
        "unit",
        "shopName",
        "quantity",
        "targetPrice",
        "contact",
        "phone",
        "region",
        "address",
        "remark",
        "status",
        "quotePrice",
        "validUntil",
        "sellerReply",
        "orderId",
      ],
      owner: {
        column: "userId",
        identity: "buyerEnterpriseId",
        screens: {
          layout: "page",
          title: "我的采购意向",
          path: "/goodspurchase",
          show: "/goodspurchase/detail?id=:id",
          create: "/goodspurchase/add?goodsId=:from",
        },
        links: {
          order: { label: "查看订单", href: "/orderParticulars?id=:orderId", when: { status: ["ordered"] } },
          goods: { label: "查看货品", href: "/goodInfo?id=:goodsId" },
        },
      },
      create: {
        endpoint: ep.post("sc.addbuypurpose"),
        label: "提交采购意向",
        submit: "提交",
        from: "goodsId",
        // any goods on sale on the caller's portal, at a shop still approved; a trade between two enterprises
        readable: { where: { status: "on_sale" } },
        caller: "enterprise",
        copies: { goodsName: "name", unit: "unit" },
        choose: { field: "skuId", lines: "skus", label: "spec", copies: { spec: "spec" } },
        fields: ["quantity", "targetPrice", "contact", "phone", "region", "address", "remark"],
        prefill: { contact: "userName", phone: "userPhone" },
        read: MALL.goodsDetail,
        grant: "buyIntent",
      },
    },
  },
  // webhook events (docs/webhooks.md), to the seller and the buyer's enterprise
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
  // 站内信 of the buyer's intent (docs/flows.md "Who is told"); its order says its own
  notify: { create: { title: "收到采购意向「{goodsName}」" } },
  buttons: {},
  created: "提交时间",
  sort: { field: "createdAt", order: "desc" },
});
