import { defineResource } from "../src/core/define-resource";
import { ep } from "../src/core/endpoint";
import { f } from "../src/core/fields";

/** The lines a quote won, ticked when the purchaser awards it (all of them unless some are unticked). */
const awardedLines = f.picks("中标明细", "lines", { required: true, mark: "中标" });

/**
 * 报价单: a supplier's quote on a published tender or enquiry of another enterprise, one line per goods line
 * of the tender. The supplier owns it; the tender's owner reads it through `purchaser`, prices sealed until
 * the quote deadline (a tender's; an enquiry's prices show as they come, see docs/procurement.md).
 */
export const bidOffer = defineResource({
  name: "bidOffer",
  label: "报价单",
  titleField: "offerNo",
  tenant: "enterpriseSystem",
  numbered: { field: "offerNo", prefix: "BJ" },
  menu: {
    path: "/entProcurement/bids",
    shell: "entProcurement",
    order: 10,
    group: "报价管理",
    screens: {
      create: "/entProcurement/offer",
      edit: "/entProcurement/offer?id=:id",
      show: "/entProcurement/bids/detail?id=:id",
    },
  },
  fields: {
    offerNo: f.text("报价单号", { readonly: true, search: true }),
    bidOrderId: f.ref("招标询价单", "bidOrder", {
      required: true,
      search: true,
      via: "public",
      fixed: true,
      // the supplier reads the tender's terms (delivery, payment, deadline) beside the lines it prices
      brief: true,
      choices: { where: { status: "quoting" }, message: "该招标询价单已不接受报价" },
    }),
    lines: f.lines(
      "报价明细",
      {
        goodsName: f.text("商品名称", { readonly: true, max: 60 }),
        spec: f.text("规格要求", { readonly: true }),
        quantity: f.decimal("采购数量", { readonly: true }),
        unit: f.text("单位", { max: 20, readonly: true }),
        unitPrice: f.money("报价单价(元)", { required: true, min: 0.01 }),
        supplyQuantity: f.decimal("可供数量", { required: true, min: 0.01, max: 1_000_000 }),
        deliveryDate: f.date("交货日期", { required: true }),
        remark: f.text("备注", { max: 100 }),
      },
      { required: true, max: 50, from: { ref: "bidOrderId", lines: "lines" } },
    ),
    totalAmount: f.money("报价总额(元)", { readonly: true }),
    // a split award gives each supplier the lines it quoted best; the order made from the award holds only these
    awardedLines: { ...awardedLines, readonly: true, form: false, required: false },
    validUntil: f.date("报价有效期至", { required: true, future: true, table: false }),
    contact: f.text("联系人", { required: true, max: 20, table: false }),
    phone: f.phone("联系电话", { required: true, table: false }),
    remark: f.textarea("报价说明", { placeholder: "如 含税含运费，质量标准及售后承诺" }),
    // a priced offer document: sealed with the prices
    attachment: f.file("报价附件", { table: true }),
    status: f.enum(
      "状态",
      [
        { value: "submitted", label: "已报价", color: "blue" },
        { value: "withdrawn", label: "已撤回", color: "default" },
        // the tender's deadline has passed: the quote stands as sent, waiting for the award
        { value: "closed", label: "待定标", color: "gold" },
        { value: "awarded", label: "中标", color: "green" },
        { value: "lost", label: "未中标", color: "red" },
      ],
      { readonly: true, search: true },
    ),
  },
  flow: {
    field: "status",
    initial: "submitted",
    editableIn: ["submitted"],
    deletableIn: [],
    // past the tender's deadline a quote can no longer be edited or withdrawn; a withdrawn one stays out
    timed: [
      {
        name: "close",
        label: "报价截止",
        field: "quoteEnd",
        via: "bidOrderId",
        says: "报价已截止",
        from: ["submitted"],
        to: "closed",
        notify: { title: "报价「{title}」已截止，等待采购方定标" },
      },
    ],
  },
  // one per supplier: a withdrawn one is sent again (重新提交), never a second
  uniqueBy: [
    {
      keys: ["enterpriseId", "bidOrderId"],
      field: "bidOrderId",
      message: "您已对该招标询价单报价，请在我的报价中修改",
    },
  ],
  endpoints: {
    list: ep.get("etpbase.offer.list"),
    get: ep.get("etpbase.offer.detail"),
    create: ep.post("etpbase.offer.add"),
    update: ep.post("etpbase.offer.update"),
    log: ep.get("etpbase.offer.log.list"),
    export: ep.get("etpbase.offer.export"),
  },
  actions: {
    withdraw: {
      label: "撤回",
      endpoint: ep.post("etpbase.offer.withdraw"),
      from: ["submitted"],
      to: "withdrawn",
      button: "bidOffer:withdraw",
      notify: { to: { ref: "bidOrderId" }, title: "报价「{title}」已被供应商撤回" },
      confirm: "撤回后该报价不参与评标，截止前可重新提交，确定撤回吗？",
    },
    resubmit: {
      label: "重新提交",
      endpoint: ep.post("etpbase.offer.resubmit"),
      from: ["withdrawn"],
      to: "submitted",
      button: "bidOffer:resubmit",
      notify: { to: { ref: "bidOrderId" }, title: "报价「{title}」已重新提交" },
    },
    award: {
      label: "中标",
      endpoint: ep.post("etpbase.bidorder.manual.offer.status"),
      from: ["submitted", "closed", "lost"],
      to: "awarded",
      by: "purchaser",
      button: "bidOrder:award",
      notify: { title: "您的报价「{title}」已中标" },
      form: {
        awardedLines,
        reason: f.textarea("定标理由", {
          required: true,
          max: 200,
          placeholder: "如 综合单价最低，交期满足要求",
          examples: ["综合单价最低，交期满足要求"],
        }),
      },
    },
    reject: {
      label: "未中标",
      endpoint: ep.post("etpbase.bidorder.manual.offer.reject"),
      from: ["submitted", "closed", "awarded"],
      to: "lost",
      by: "purchaser",
      button: "bidOrder:reject",
      notify: { title: "您的报价「{title}」未中标" },
      stamps: { awardedLines: null },
      form: {
        reason: f.textarea("原因", {
          required: true,
          max: 200,
          placeholder: "如 报价高于目标价",
          examples: ["报价高于目标价"],
        }),
      },
    },
  },
  audiences: {
    purchaser: {
      label: "采购方",
      ownerOf: "bidOrderId",
      endpoints: { list: ep.get("etpbase.bidorder.quote.list"), get: ep.get("etpbase.bidorder.quote.detail") },
      states: ["submitted", "closed", "awarded", "lost"],
      fields: [
        "offerNo",
        "bidOrderId",
        "lines",
        "totalAmount",
        "awardedLines",
        "validUntil",
        "contact",
        "phone",
        "remark",
        "attachment",
        "status",
      ],
      page: "/tendering/bids/offer/detail?id=:id",
      party: { who: "报价企业", when: "报价时间", certified: 2 },
      compare: true,
      // a tender's prices open at its deadline, or when it is finished early; an enquiry's as they come
      sealed: {
        fields: ["totalAmount", "lines.unitPrice", "attachment"],
        ref: "bidOrderId",
        passed: "quoteEnd",
        open: { status: ["closed", "finished"], platform_code: ["XJ"] },
      },
    },
  },
  // webhook events (docs/webhooks.md): the move's name → the event sent
  events: {
    kind: "tender",
    moves: {
      create: "tender.quote.submitted",
      resubmit: "tender.quote.submitted",
      withdraw: "tender.quote.withdrawn",
      award: "tender.quote.awarded",
      reject: "tender.quote.rejected",
      close: "tender.quote.closed",
    },
    alsoTo: "bidOrderId",
  },
  // 站内信 of the supplier's own create (docs/flows.md "Who is told")
  notify: { create: { to: { ref: "bidOrderId" }, title: "收到新报价「{title}」" } },
  buttons: { create: "bidOffer:add", edit: "bidOffer:edit" },
  sort: { field: "id", order: "desc" },
});
