import { defineResource } from "../src/core/define-resource";
import { ep } from "../src/core/endpoint";
import { f } from "../src/core/fields";
import { UNITS } from "./options";

/** 竞拍: a seller auctions a lot of its mall goods; the best bid is matched and becomes an order. */
export const auction = defineResource({
  name: "auction",
  label: "竞拍",
  titleField: "title",
  tenant: "enterpriseSystem",
  menu: { path: "/goodsbidding/auction", shell: "goodsbidding", order: 10, group: "竞拍管理" },
  fields: {
    title: f.text("竞拍标题", { required: true, max: 60, search: true }),
    goodsId: f.ref("竞拍商品", "goods", { required: true }),
    quantity: f.decimal("竞拍数量", { required: true, min: 0.01, max: 1_000_000 }),
    unit: f.enum("单位", UNITS, { required: true }),
    startPrice: f.money("起拍单价(元)", { required: true, min: 0.01 }),
    step: f.money("加价幅度(元)", { required: true, min: 0.01 }),
    reservePrice: f.money("保留价(元)", { table: false }),
    deposit: f.money("保证金(元)", { default: 0, table: false }),
    currentPrice: f.money("当前最高价(元)", { readonly: true }),
    bidCount: f.int("出价次数", { readonly: true, default: 0 }),
    startTime: f.datetime("开始时间", { required: true }),
    endTime: f.datetime("结束时间", { required: true, after: "startTime" }),
    remark: f.textarea("竞拍说明"),
    status: f.enum(
      "状态",
      [
        { value: "bidding", label: "竞拍中", color: "blue" },
        { value: "matched", label: "已撮合", color: "green" },
        { value: "discarded", label: "已流拍", color: "default" },
        { value: "ordered", label: "已下单", color: "purple" },
      ],
      { readonly: true, search: true },
    ),
  },
  flow: { field: "status", initial: "bidding", editableIn: ["bidding"], deletableIn: ["discarded"] },
  endpoints: {
    list: ep.get("sc.auction.seller.match.list"),
    get: ep.get("sc.auction.detail"),
    create: ep.post("sc.auction.add"),
    update: ep.post("sc.auction.update"),
    delete: ep.post("sc.auction.delete"),
  },
  actions: {
    match: { label: "撮合成交", endpoint: ep.post("sc.auction.match"), from: ["bidding"], to: "matched", button: "auction:match" },
    discard: {
      label: "流拍",
      endpoint: ep.post("sc.auction.match.discard"),
      from: ["bidding", "matched"],
      to: "discarded",
      button: "auction:discard",
      confirm: "流拍后本场竞拍作废，确定流拍吗？",
    },
    submitOrder: {
      label: "生成订单",
      endpoint: ep.post("sc.auction.order.submit"),
      from: ["matched"],
      to: "ordered",
      button: "auction:submitOrder",
    },
  },
  buttons: { create: "auction:add", edit: "auction:edit", delete: "auction:delete" },
  sort: { field: "id", order: "desc" },
});
