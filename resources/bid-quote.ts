import { defineResource } from "../src/core/define-resource";
import { ep } from "../src/core/endpoint";
import { f } from "../src/core/fields";
import { QUOTE_FLOW } from "../src/core/flows/bid-quote";
import { partyActions } from "../src/core/flows/two-party";

/** The lines of an offer the buyer accepts (every offered line unless some are unticked; blank lines are not offered). */
const acceptedLines = f.picks("接受明细", "lines", { required: true, mark: "已接受", filled: "goodsId" });

/**
 * 竞价报价: a seller's offer on a buyer's published mall bid (竞价单, spec §7 "Bids in the mall"): for each line of
 * the bid one of its own goods at a unit price and a quantity, and a delivery date. The seller owns it; the bid's owner reads the offers
 * on its bids through `buyer`, compares them and accepts lines of one, which become an unpaid mall order at the offered
 * price (src/server/hooks/bid-quote.ts). Only a seller whose 竞价业务 the platform approved may offer.
 */
export const bidQuote = defineResource({
  name: "bidQuote",
  label: "竞价报价",
  titleField: "offerNo",
  tenant: "enterpriseSystem",
  numbered: { field: "offerNo", prefix: "JJ" },
  requires: {
    resource: "bidBusiness",
    states: ["approved"],
    message: "贵企业尚未通过竞价业务审核，请先在「竞价业务登记」中登记，平台审核通过后即可报价",
  },
  menu: {
    path: "/tendering/offer/list",
    shell: "tendering",
    order: 31,
    group: "竞价报价",
    label: "我的竞价报价",
    screens: {
      create: "/tendering/offer/add",
      edit: "/tendering/offer/add?id=:id",
      show: "/tendering/offer/mine?id=:id",
    },
  },
  fields: {
    offerNo: f.text("报价单号", { readonly: true, search: true }),
    bidId: f.ref("竞价单", "bid", {
      required: true,
      search: true,
      via: "sellers",
      fixed: true,
      // the seller reads the bid's terms (交货区域, 交货日期, 竞价标签, deadline) before it offers
      brief: true,
      choices: { where: { status: "bidding" }, message: "该竞价单已不接受报价" },
    }),
    // one answer per line of the bid: the seller's goods, price and quantity for it, or blank when not offered;
    // the buyer accepts lines
    lines: f.lines(
      "报价明细",
      {
        goodsName: f.text("采购商品", { readonly: true, max: 60 }),
        spec: f.text("规格要求", { readonly: true }),
        quantity: f.decimal("采购数量", { readonly: true }),
        unit: f.text("单位", { max: 20, readonly: true }),
        // a line left blank is not offered on: a feed mill answers the feed lines of a bid that also asks for drugs
        // only goods of the bid's 商品类目: a vet drug is no offer on a premix line (src/server/hooks/bid-quote.ts says which line)
        goodsId: f.ref("供货商品", "goods", {
          choices: { where: { status: "on_sale" }, message: "请选择在售的商品", sameAs: { category: "category" } },
          placeholder: "不报价留空",
        }),
        unitPrice: f.money("报价单价(元)", { min: 0.01 }),
        supplyQuantity: f.int("供货数量", { min: 1, max: 1_000_000 }),
      },
      { required: true, max: 20, from: { ref: "bidId", lines: "lines" } },
    ),
    deliveryDate: f.date("交货日期", { required: true, future: true }),
    totalAmount: f.money("报价总额(元)", { readonly: true }),
    remark: f.textarea("报价说明", { placeholder: "如 含税含运费，三日内发货" }),
    // the lines the buyer accepted; the order holds only these, and no other offer can win them
    acceptedLines: { ...acceptedLines, readonly: true, form: false, required: false },
    // the mall order an accepted offer became
    orderNo: f.text("订单编号", { readonly: true, max: 32 }),
    status: f.enum(
      "状态",
      [
        { value: "submitted", label: "已报价", color: "blue" },
        { value: "ordered", label: "已接受·已下单", color: "green" },
        { value: "rejected", label: "未接受", color: "red" },
      ],
      { readonly: true, search: true },
    ),
  },
  flow: { field: "status", initial: "submitted", editableIn: ["submitted"], deletableIn: [] },
  // one per supplier: a withdrawn one is sent again (重新提交), never a second
  uniqueBy: [
    { keys: ["enterpriseId", "bidId"], field: "bidId", message: "您已对该竞价单报价，请在我的竞价报价中修改" },
  ],
  endpoints: {
    list: ep.get("sc.bid.offer.list"),
    get: ep.get("sc.bid.offer.detail"),
    create: ep.post("sc.bid.offer.add"),
    update: ep.post("sc.bid.offer.update"),
    log: ep.get("sc.bid.offer.log.list"),
  },
  actions: partyActions(QUOTE_FLOW, "buyer", {
    // run by the bid's owner through the `buyer` audience, not by the offer's seller
    accept: {
      by: "buyer",
      endpoint: ep.post("sc.bid.offer.status.accept"),
      button: "bid:accept",
      notify: { title: "您的竞价报价「{title}」已被接受，已生成订单" },
      confirm: "接受后将按所选明细生成待付款订单，其他报价的这些明细不可再接受。确定接受吗？",
      form: { acceptedLines },
    },
    reject: {
      by: "buyer",
      endpoint: ep.post("sc.bid.offer.status.update"),
      button: "bid:reject",
      notify: { title: "您的竞价报价「{title}」未被接受" },
      form: {
        reason: f.textarea("原因", {
          required: true,
          max: 200,
          placeholder: "如 报价高于预算",
          examples: ["报价高于预算"],
        }),
      },
    },
  }),
  audiences: {
    buyer: {
      label: "采购方",
      ownerOf: "bidId",
      endpoints: { list: ep.get("sc.bid.bid.offer.list"), get: ep.get("sc.bid.bid.offer.detail") },
      states: ["submitted", "ordered", "rejected"],
      fields: [
        "offerNo",
        "bidId",
        "lines",
        "deliveryDate",
        "totalAmount",
        "acceptedLines",
        "remark",
        "orderNo",
        "status",
      ],
      page: "/tendering/offer/detail?id=:id",
      party: { who: "报价企业", when: "报价时间" },
      compare: true,
    },
  },
  // webhook events (docs/webhooks.md): the move's name → the event sent
  events: {
    kind: "tender",
    moves: {
      create: "tender.bid.quote.submitted",
      accept: "tender.bid.quote.accepted",
      reject: "tender.bid.quote.rejected",
    },
    alsoTo: "bidId",
  },
  // 站内信 of the seller's own create (docs/flows.md "Who is told")
  notify: { create: { to: { ref: "bidId" }, title: "收到竞价报价「{title}」" } },
  buttons: { create: "bidQuote:add", edit: "bidQuote:edit" },
  sort: { field: "id", order: "desc" },
});
