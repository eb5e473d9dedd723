import { defineResource } from "../src/core/define-resource";
import { ep } from "../src/core/endpoint";
import { f } from "../src/core/fields";
import { tenderControls, toAnswerers } from "../src/core/flows/tender-controls";
import { NOTICE_PAGE } from "../src/core/notice-pages";
import { GOODS_CATEGORIES, WANTED_GOODS } from "./options";
import { tenderAnalysis } from "./reports/tender-analysis";

const { hang, resume, finish } = tenderControls({
  name: "bidOrder",
  answers: "bidOffer",
  open: "quoting",
  // a tender past its deadline is ended too, once the purchaser has awarded
  finishesToo: ["closed"],
  endpoints: {
    hang: ep.post("etpbase.bidorder.hang.set"),
    resume: ep.post("etpbase.bidorder.hang.cancel"),
    finish: ep.post("etpbase.bidorder.finish"),
  },
  hungSays: "「{title}」已挂起，暂停报价",
  resume: { label: "取消挂起", says: "「{title}」已恢复报价" },
  finish: { label: "结束报价", confirm: "结束后供应商不可再报价，确定结束吗？", says: "「{title}」已结束报价" },
});

/** 招标/询价单 of the tendering module: platform_code XJ is an enquiry, anything else a tender. */
export const bidOrder = defineResource({
  name: "bidOrder",
  label: "招标询价单",
  titleField: "title",
  // a tender is published on one portal, to that portal's suppliers
  tenant: "enterpriseSystem",
  // ZB202611210001 or XJ202611210002: 招标 and 询价 count one sequence
  numbered: { field: "orderNo", prefix: { field: "platform_code" } },
  menu: {
    path: "/tendering/bids/list",
    shell: "tendering",
    order: 20,
    group: "招标管理",
    screens: {
      create: "/tendering/bids/add",
      edit: "/tendering/bids/add?id=:id",
      show: "/tendering/bids/detail?id=:id",
    },
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
    timed: [
      {
        name: "close",
        label: "报价截止",
        field: "quoteEnd",
        says: "报价已截止",
        from: ["quoting", "hung"],
        to: "closed",
        notify: { title: "「{title}」已截止报价，可以定标" },
      },
    ],
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
    hang,
    resume,
    extend: {
      label: "延长截止",
      endpoint: ep.post("etpbase.bidorder.deadline.extend"),
      from: ["quoting"],
      to: "quoting",
      button: "bidOrder:extend",
      notify: toAnswerers("bidOffer", "「{title}」的报价截止时间已延长"),
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
    finish,
  },
  audiences: {
    public: {
      label: "公开",
      anonymous: true,
      endpoints: { list: ep.post("etpbase.bidorder.open.page.list"), get: ep.get("etpbase.bidorder.open.detail") },
      states: ["quoting", "hung", "closed", "finished"],
      // a tender inviting chosen suppliers is theirs alone to see and quote on
      inviteOnly: "invitedSuppliers",
      fields: [
        "orderNo",
        "platform_code",
        "title",
        "category",
        "lines",
        "budgetAmount",
        "factoryId",
        "quoteEnd",
        "deliveryFrom",
        "deliveryDate",
        "payTerms",
        "contact",
        "phone",
        "remark",
        "attachment",
        "status",
      ],
      page: `${NOTICE_PAGE}?id=:id`,
    },
  },
  reports: tenderAnalysis,
  // webhook events (docs/webhooks.md): the move's name → the event sent
  events: {
    kind: "tender",
    answeredBy: "bidOffer",
    moves: {
      publish: "tender.published",
      hang: "tender.hung",
      resume: "tender.resumed",
      extend: "tender.extended",
      close: "tender.deadline.passed",
      finish: "tender.closed",
    },
  },
  buttons: { create: "bidOrder:add", edit: "bidOrder:edit", delete: "bidOrder:delete" },
  sort: { field: "id", order: "desc" },
});
