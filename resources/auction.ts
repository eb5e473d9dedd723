import { defineResource } from "../src/core/define-resource";
import { ep } from "../src/core/endpoint";
import { f } from "../src/core/fields";
import { AUCTION_BIDDERS, AUCTION_FLOW, AUCTION_PHASES, AUCTION_STATES } from "../src/core/flows/auction";
import { partyActions } from "../src/core/flows/two-party";

/**
 * 竞拍: a seller auctions a lot of its mall goods. Buyers bid in the mall (src/server/auctions/); at the end
 * time the platform closes it, and the seller matches the winner and turns the win into a mall order. The
 * moves are one table, AUCTION_FLOW (src/core/flows/auction.ts); docs/auctions.md tells the rules.
 */
export const auction = defineResource({
  name: "auction",
  label: "竞拍",
  titleField: "title",
  tenant: "enterpriseSystem",
  menu: { path: "/goodsbidding/auction", shell: "goodsbidding", order: 10, group: "竞拍管理" },
  fields: {
    title: f.text("竞拍标题", { required: true, max: 60, search: true }),
    goodsId: f.ref("竞拍商品", "goods", { required: true }),
    // no more than the goods' stock (the server checks it): the examples fit any goods still on sale
    quantity: f.int("竞拍数量", { required: true, min: 1, max: 1_000_000, examples: [2, 1] }),
    unit: f.dict("单位", "unit", { required: true }),
    startPrice: f.money("起拍单价(元)", { required: true, min: 0.01 }),
    step: f.money("加价幅度(元)", { required: true, min: 0.01 }),
    reservePrice: f.money("保留价(元)", { table: false, placeholder: "不填则不设保留价；最高出价低于保留价即流拍" }),
    deposit: f.money("保证金(元)", { default: 0, table: false }),
    currentPrice: f.money("当前最高价(元)", { readonly: true }),
    bidCount: f.int("出价次数", { readonly: true, default: 0 }),
    startTime: f.datetime("开始时间", { required: true, future: true }),
    endTime: f.datetime("结束时间", { required: true, after: "startTime", future: true }),
    bidders: f.enum("出价资格", [...AUCTION_BIDDERS], { required: true, default: "any", table: false }),
    extendMinutes: f.int("延时周期(分钟)", {
      required: true,
      default: 5,
      min: 0,
      max: 60,
      table: false,
      placeholder: "结束前该分钟数内有出价，结束时间顺延该分钟数；0 为不延时",
    }),
    remark: f.textarea("竞拍说明"),
    // set when it closes, and again when the seller passes the win to the next bidder
    winnerName: f.text("中标企业", { readonly: true, max: 100 }),
    winnerEnterpriseId: f.int("中标企业ID", { readonly: true, table: false, detail: false }),
    winnerUserId: f.int("中标出价人ID", { readonly: true, table: false, detail: false }),
    winnerPrice: f.money("成交单价(元)", { readonly: true, table: false }),
    orderNo: f.text("订单编号", { readonly: true, max: 32, table: false }),
    status: f.enum(
      "状态",
      // 竞拍中 before its start reads 即将开始, as the hall says it
      Object.entries(AUCTION_STATES).map(([value, s]) => ({
        value,
        label: s.label,
        color: s.color,
        ...(value === "bidding"
          ? { ahead: { field: "startTime", label: AUCTION_PHASES.upcoming, color: "cyan" } }
          : {}),
      })),
      { readonly: true, search: true },
    ),
  },
  flow: {
    field: "status",
    initial: "bidding",
    editableIn: ["bidding"],
    editableUntil: "startTime",
    deletableIn: ["cancelled", "discarded"],
    tabs: true,
  },
  endpoints: {
    list: ep.get("sc.auction.seller.match.list"),
    get: ep.get("sc.auction.detail"),
    create: ep.post("sc.auction.add"),
    update: ep.post("sc.auction.update"),
    delete: ep.post("sc.auction.delete"),
    log: ep.get("sc.auction.log.list"),
  },
  actions: partyActions(AUCTION_FLOW, "seller", {
    cancel: {
      endpoint: ep.post("sc.auction.cancel"),
      button: "auction:cancel",
      confirm: "取消后本场竞拍不再接受出价，确定取消吗？",
    },
    match: {
      endpoint: ep.post("sc.auction.match"),
      button: "auction:match",
      confirm:
        "撮合成交后将由当前最高出价企业按其出价中标，其他企业不能再中标（作废后由次高出价企业递补），确定撮合成交吗？",
    },
    discard: {
      endpoint: ep.post("sc.auction.match.discard"),
      button: "auction:discard",
      confirm: "作废当前中标者后，本场将由次高出价企业中标，确定作废吗？",
    },
    pass: { endpoint: ep.post("sc.auction.pass"), button: "auction:pass", confirm: "流拍后本场竞拍作废，确定流拍吗？" },
    submitOrder: {
      endpoint: ep.post("sc.auction.order.submit"),
      button: "auction:submitOrder",
      confirm: "将按成交单价为中标企业生成商城订单，确定生成吗？",
    },
  }),
  // the auction's own page: its ranking (winner and runners-up, named in full for the seller), bids and countdown, live
  // a cancelled auction leaves the hall, so it has no page to open
  links: {
    live: {
      label: "竞拍现场",
      href: "/goodsbidding/detail?id=:id",
      when: { status: Object.keys(AUCTION_STATES).filter((s) => s !== "cancelled") },
    },
  },
  buttons: { create: "auction:add", edit: "auction:edit", delete: "auction:delete" },
  sort: { field: "id", order: "desc" },
});
