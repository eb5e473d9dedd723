import { defineResource } from "../src/core/define-resource";
import { ep } from "../src/core/endpoint";
import { f } from "../src/core/fields";
import { GOODS_CATEGORIES, UNITS } from "./options";

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
        goodsName: f.text("商品名称", { required: true, max: 60 }),
        spec: f.text("规格要求", { max: 100 }),
        quantity: f.decimal("采购数量", { required: true, min: 0.01, max: 1_000_000 }),
        unit: f.enum("单位", UNITS, { required: true }),
        targetPrice: f.money("目标单价(元)"),
      },
      { required: true, max: 50 },
    ),
    budgetAmount: f.money("预算金额(元)"),
    factoryId: f.ref("收货地点", "factory", { required: true }),
    quoteEnd: f.datetime("报价截止时间", { required: true, future: true }),
    deliveryDate: f.date("要求交货日期", { table: false }),
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
      placeholder: "不选则向所有认证供应商公开，选择后仅受邀供应商可见",
    }),
    contact: f.text("联系人", { required: true, max: 20, table: false }),
    phone: f.phone("联系电话", { required: true, table: false }),
    remark: f.textarea("采购说明"),
    status: f.enum(
      "状态",
      [
        { value: "draft", label: "草稿", color: "default" },
        { value: "quoting", label: "报价中", color: "blue" },
        { value: "hung", label: "已挂起", color: "orange" },
        { value: "finished", label: "已结束", color: "green" },
      ],
      { readonly: true, search: true },
    ),
  },
  flow: { field: "status", initial: "draft", editableIn: ["draft"], deletableIn: ["draft"] },
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
      form: {
        reason: f.textarea("挂起原因", {
          required: true,
          max: 200,
          placeholder: "如 采购需求调整，待重新确认数量",
          examples: ["采购需求调整，待重新确认数量"],
        }),
      },
    },
    resume: { label: "取消挂起", endpoint: ep.post("etpbase.bidorder.hang.cancel"), from: ["hung"], to: "quoting", button: "bidOrder:resume" },
    extend: {
      label: "延长截止",
      endpoint: ep.post("etpbase.bidorder.deadline.extend"),
      from: ["quoting"],
      to: "quoting",
      button: "bidOrder:extend",
      // once the deadline has passed the prices are open: extending it would seal them again
      recheck: ["quoteEnd"],
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
      from: ["quoting", "hung"],
      to: "finished",
      button: "bidOrder:finish",
      confirm: "结束后供应商不可再报价，确定结束吗？",
    },
  },
  audiences: {
    public: {
      label: "公开",
      anonymous: true,
      endpoints: { list: ep.post("etpbase.bidorder.open.page.list"), get: ep.get("etpbase.bidorder.open.detail") },
      states: ["quoting", "hung", "finished"],
      // a tender inviting chosen suppliers is theirs alone to see and quote on
      inviteOnly: "invitedSuppliers",
      fields: ["orderNo", "platform_code", "title", "category", "lines", "budgetAmount", "factoryId", "quoteEnd", "deliveryDate", "payTerms", "contact", "phone", "remark", "status"],
      page: "/entProcurement/details?id=:id",
    },
  },
  buttons: { create: "bidOrder:add", edit: "bidOrder:edit", delete: "bidOrder:delete" },
  sort: { field: "id", order: "desc" },
});
