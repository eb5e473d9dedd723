import { defineResource } from "../src/core/define-resource";
import { ep } from "../src/core/endpoint";
import { f } from "../src/core/fields";
import { tenderControls } from "../src/core/flows/tender-controls";
import { GOODS_CATEGORIES, WANTED_GOODS } from "./options";

const { hang, resume, finish } = tenderControls({
  name: "bid",
  answers: "bidQuote",
  open: "bidding",
  endpoints: {
    hang: ep.post("sc.bid.status.update"),
    resume: ep.post("sc.bid.resume"),
    finish: ep.post("sc.bid.finish"),
  },
  hungSays: "竞价「{title}」已挂起，暂停报价",
  resume: { label: "恢复竞价", says: "竞价「{title}」已恢复，可继续报价" },
  finish: { label: "结束竞价", confirm: "结束后不可再报价，确定结束竞价吗？", says: "竞价「{title}」已结束" },
});

/** 竞价: a buyer's purchase request posted in the mall (sc module); suppliers offer against it. */
export const bid = defineResource({
  name: "bid",
  label: "竞价单",
  titleField: "title",
  tenant: "enterpriseSystem",
  menu: {
    path: "/tendering/list",
    shell: "tendering",
    order: 10,
    group: "竞价管理",
    screens: { create: "/tendering/add", edit: "/tendering/add?id=:id", show: "/tendering/detail?id=:id" },
  },
  fields: {
    title: f.text("竞价标题", { required: true, max: 60, search: true }),
    category: f.enum("商品类目", GOODS_CATEGORIES, { required: true, search: true }),
    // each line is offered on and accepted on its own: two sellers may each win a line (docs/mall-bids.md)
    lines: f.lines(
      "采购明细",
      {
        ...WANTED_GOODS,
        budgetPrice: f.money("预算单价(元)"),
      },
      { required: true, max: 20 },
    ),
    tags: f.tags("竞价标签", "bid", { placeholder: "如 需检验报告、月结" }),
    deliveryRegions: f.regions("交货区域", { required: true, level: "city", placeholder: "请选择交货的省或市" }),
    deliveryDate: f.date("交货日期", { required: true, future: true }),
    factoryId: f.ref("收货地点", "factory", { required: true, table: false }),
    deadline: f.datetime("报价截止时间", { required: true, future: true }),
    contact: f.text("联系人", { required: true, max: 20, table: false }),
    phone: f.phone("联系电话", { required: true, table: false }),
    remark: f.textarea("补充说明"),
    status: f.enum(
      "状态",
      [
        { value: "draft", label: "草稿", color: "default" },
        { value: "bidding", label: "竞价中", color: "blue" },
        { value: "hung", label: "已挂起", color: "orange" },
        { value: "finished", label: "已结束", color: "green" },
      ],
      { readonly: true, search: true },
    ),
  },
  flow: { field: "status", initial: "draft", editableIn: ["draft"], deletableIn: ["draft", "finished"] },
  endpoints: {
    list: ep.get("sc.bid.list"),
    get: ep.get("sc.bid.detail"),
    create: ep.post("sc.bid.add"),
    update: ep.post("sc.bid.update"),
    delete: ep.post("sc.bid.delete"),
    log: ep.get("sc.bid.log.list"),
  },
  actions: {
    publish: {
      label: "发布",
      endpoint: ep.post("sc.bid.publish"),
      from: ["draft"],
      to: "bidding",
      button: "bid:publish",
      // a draft saved last week may be past its deadline now: sellers could never offer on it
      recheck: ["deadline"],
    },
    hang,
    resume,
    finish,
  },
  audiences: {
    // the logged-in sellers of the portal, who offer against a published bid (resources/bid-quote.ts)
    sellers: {
      label: "供应商",
      endpoints: { list: ep.get("sc.bid.open.list"), get: ep.get("sc.bid.open.detail") },
      states: ["bidding", "hung", "finished"],
      fields: ["title", "category", "lines", "tags", "deliveryRegions", "deliveryDate", "deadline", "remark", "status"],
    },
  },
  // webhook events (docs/webhooks.md): the move's name → the event sent
  events: {
    kind: "tender",
    answeredBy: "bidQuote",
    moves: {
      publish: "tender.bid.published",
      hang: "tender.bid.hung",
      resume: "tender.bid.resumed",
      finish: "tender.bid.closed",
    },
  },
  buttons: { create: "bid:add", edit: "bid:edit", delete: "bid:delete" },
  sort: { field: "id", order: "desc" },
});
