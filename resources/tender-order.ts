import { defineResource } from "../src/core/define-resource";
import { ep } from "../src/core/endpoint";
import { f } from "../src/core/fields";

/**
 * 招标订单: what an awarded quote becomes. The purchaser makes it from the award at /tendering/order/sure
 * (quantities, prices and dates start as quoted), confirms it to the supplier, uploads the signed contract once
 * the supplier accepts, receives or cancels it; the supplier reads it through `supplier` (it owns the quote the
 * order answers), accepts or declines it, downloads the contract and ships.
 */
export const tenderOrder = defineResource({
  name: "tenderOrder",
  label: "招标订单",
  titleField: "orderNo",
  tenant: "enterpriseSystem",
  numbered: { field: "orderNo", prefix: "DD" },
  menu: {
    path: "/tendering/order/list",
    shell: "tendering",
    order: 22,
    group: "招标管理",
    screens: {
      create: "/tendering/order/sure",
      edit: "/tendering/order/sure?id=:id",
      show: "/tendering/order/detail?id=:id",
    },
  },
  fields: {
    orderNo: f.text("订单编号", { readonly: true, search: true }),
    bidOfferId: f.ref("中标报价", "bidOffer", {
      required: true,
      via: "purchaser",
      fixed: true,
      choices: { where: { status: "awarded" }, message: "只能按中标的报价生成订单" },
      unique: { ignoring: ["cancelled"], message: "该中标报价已生成订单，请在订单列表中查看" },
    }),
    bidOrderId: f.ref("招标询价单", "bidOrder", { readonly: true, search: true }),
    supplierName: f.text("供应商", { readonly: true, max: 80, search: true }),
    lines: f.lines(
      "订单明细",
      {
        goodsName: f.text("商品名称", { readonly: true, max: 60 }),
        spec: f.text("规格要求", { readonly: true }),
        unit: f.text("单位", { max: 20, readonly: true }),
        quantity: f.decimal("数量", { required: true, min: 0.01, max: 1_000_000 }),
        unitPrice: f.money("单价(元)", { required: true, min: 0.01 }),
        deliveryDate: f.date("交货日期", { required: true }),
      },
      {
        required: true,
        max: 50,
        from: {
          ref: "bidOfferId",
          lines: "lines",
          only: "awardedLines",
          prefill: { quantity: "supplyQuantity", unitPrice: "unitPrice", deliveryDate: "deliveryDate" },
        },
      },
    ),
    totalAmount: f.money("订单金额(元)", { readonly: true }),
    contract: f.file("合同", { readonly: true }),
    remark: f.textarea("订单备注", { placeholder: "如 分两批交货，每批到货验收后付款" }),
    status: f.enum(
      "状态",
      [
        { value: "draft", label: "待确认", color: "orange" },
        { value: "approving", label: "待审批", color: "gold" },
        { value: "confirmed", label: "待接单", color: "blue" },
        { value: "accepted", label: "待签约", color: "cyan" },
        { value: "signed", label: "待发货", color: "geekblue" },
        { value: "shipped", label: "已发货", color: "purple" },
        { value: "received", label: "已完成", color: "green" },
        { value: "cancelled", label: "已取消", color: "default" },
      ],
      { readonly: true, search: true },
    ),
  },
  flow: { field: "status", initial: "draft", editableIn: ["draft"], deletableIn: [] },
  endpoints: {
    list: ep.post("etpbase.order.list"),
    get: ep.get("etpbase.order.detail"),
    create: ep.post("etpbase.order.init"),
    update: ep.post("etpbase.order.save"),
    log: ep.get("etpbase.order.log.list"),
    export: ep.get("etpbase.order.export"),
  },
  actions: {
    confirm: {
      label: "确认订单",
      endpoint: ep.post("etpbase.order.save.pay"),
      from: ["draft"],
      to: "confirmed",
      button: "tenderOrder:confirm",
      notify: { to: { ref: "bidOfferId" }, title: "收到招标订单「{title}」，请确认接单" },
      confirm: "确认后订单将发送给供应商，数量和单价不可再改，确定确认吗？",
      // an order beyond the confirming employee's approval rule waits for its approvers (src/server/approval/tender-gate.ts)
      divert: {
        to: "approving",
        move: "submitApproval",
        label: "提交审批",
        says: "订单超出您的审批规则，已提交审批，审批通过后将发送给供应商",
      },
    },
    accept: {
      label: "确认接单",
      endpoint: ep.post("etpbase.order.accept"),
      from: ["confirmed"],
      to: "accepted",
      by: "supplier",
      button: "tenderOrder:accept",
      notify: { title: "供应商已接单：招标订单「{title}」" },
    },
    decline: {
      label: "拒绝接单",
      endpoint: ep.post("etpbase.order.decline"),
      from: ["confirmed"],
      to: "cancelled",
      by: "supplier",
      button: "tenderOrder:decline",
      notify: { title: "供应商拒绝接单：招标订单「{title}」" },
      form: {
        reason: f.textarea("拒绝原因", {
          required: true,
          max: 200,
          placeholder: "如 原料价格大幅上涨，无法按报价供货",
          examples: ["原料价格大幅上涨，无法按报价供货"],
        }),
      },
    },
    uploadContract: {
      label: "上传合同",
      endpoint: ep.post("etpbase.order.upload.contract"),
      from: ["accepted"],
      to: "signed",
      button: "tenderOrder:contract",
      notify: { to: { ref: "bidOfferId" }, title: "招标订单「{title}」已上传签约合同，请发货" },
      // written to the order's 合同 as well as noted: only the two parties can download it
      form: { contract: f.file("签约合同", { required: true }) },
    },
    ship: {
      label: "发货",
      endpoint: ep.post("etpbase.order.update.status"),
      from: ["signed"],
      to: "shipped",
      by: "supplier",
      button: "tenderOrder:ship",
      notify: { title: "招标订单「{title}」已发货" },
      form: {
        carrier: f.text("承运方", { required: true, max: 40, placeholder: "如 德邦物流", examples: ["德邦物流"] }),
        waybillNo: f.text("运单号", {
          required: true,
          max: 40,
          placeholder: "如 DPK300012345678",
          examples: ["DPK300012345678"],
        }),
      },
    },
    receive: {
      label: "确认收货",
      endpoint: ep.post("etpbase.order.receive"),
      from: ["shipped"],
      to: "received",
      button: "tenderOrder:receive",
      notify: { to: { ref: "bidOfferId" }, title: "招标订单「{title}」已确认收货" },
      confirm: "请确认货物已验收合格，确定确认收货吗？",
    },
    cancel: {
      label: "取消订单",
      endpoint: ep.post("etpbase.order.cancel"),
      from: ["draft", "confirmed", "accepted", "signed"],
      to: "cancelled",
      button: "tenderOrder:cancel",
      notify: { to: { ref: "bidOfferId" }, title: "招标订单「{title}」已被采购方取消" },
      form: {
        reason: f.textarea("取消原因", {
          required: true,
          max: 200,
          placeholder: "如 采购计划取消",
          examples: ["采购计划取消"],
        }),
      },
    },
  },
  audiences: {
    supplier: {
      label: "供应商",
      ownerOf: "bidOfferId",
      endpoints: { list: ep.post("etpbase.order.supplier.list"), get: ep.get("etpbase.order.supplier.detail") },
      states: ["confirmed", "accepted", "signed", "shipped", "received", "cancelled"],
      fields: ["orderNo", "bidOrderId", "bidOfferId", "lines", "totalAmount", "contract", "remark", "status"],
      page: "/entProcurement/order/detail?id=:id",
      party: { who: "采购单位", when: "下单时间" },
    },
  },
  // webhook events (docs/webhooks.md): the move's name → the event sent
  events: {
    kind: "tender",
    moves: {
      create: "tender.order.created",
      confirm: "tender.order.confirmed",
      accept: "tender.order.accepted",
      decline: "tender.order.declined",
      uploadContract: "tender.order.signed",
      ship: "tender.order.shipped",
      receive: "tender.order.received",
      cancel: "tender.order.cancelled",
    },
    alsoTo: "bidOfferId",
  },
  buttons: { create: "tenderOrder:add", edit: "tenderOrder:edit" },
  sort: { field: "id", order: "desc" },
});
