import { defineResource } from "../src/core/define-resource";
import { ep } from "../src/core/endpoint";
import { f } from "../src/core/fields";
import { INVOICE_KINDS, INVOICE_REQUEST_FLOW, INVOICE_REQUEST_STATES } from "../src/core/flows/invoice-request";
import { partyActions } from "../src/core/flows/two-party";
import { MALL } from "../src/core/mall-endpoints";
import { SELLING, TAX_RATE_OPTIONS } from "./options";

/** The buyer's page of one request: the person who asked hears of the seller's moves there. */
const toBuyer = (title: string) => ({
  notify: { to: { user: "buyerUserId" }, title, link: "/manage/order/invoice/detail?id=:id" },
});

/** The 开票信息 columns a request copies from the title its buyer picked, as they are at the request. */
const TITLE_COPIES = {
  title: "title",
  taxNo: "taxNo",
  bankName: "bankName",
  bankAccount: "bankAccount",
  address: "address",
  phone: "phone",
} as const;

/**
 * 发票申请: a buyer enterprise asks the seller of one of its mall orders for a VAT invoice (普票 or 专票), from the
 * order, through the `buyer` audience's create; it picks one of its enterprise's 开票信息 and the server copies that
 * title into the request (`snapshot`). The amount is what the order's buyer paid less what was refunded, split per
 * tax rate, and kept so while the request is open (src/server/hooks/invoice-request.ts). The row is the seller's, who
 * issues it for that amount (number, date, the PDF, a private file of the row) or refuses with a reason. One open
 * request per order. Machine: INVOICE_REQUEST_FLOW.
 */
export const invoiceRequest = defineResource({
  name: "invoiceRequest",
  label: "发票申请",
  titleField: "requestNo",
  numbered: { field: "requestNo", prefix: "KP" },
  tenant: "enterpriseSystem",
  requires: SELLING,
  menu: {
    path: "/manage/seller/invoice",
    shell: "manage",
    order: 26,
    group: "订单管理",
    label: "发票管理",
    screens: { show: "/manage/seller/invoice/detail?id=:id" },
  },
  fields: {
    requestNo: f.text("申请单号", { readonly: true, search: true, max: 32 }),
    orderId: f.ref("订单", "mallOrder", {
      readonly: true,
      unique: { message: "该订单已申请开票，请勿重复提交", ignoring: ["refused", "withdrawn"] },
    }),
    buyerName: f.text("买家", { readonly: true, search: true, max: 100 }),
    kind: f.enum("发票类型", INVOICE_KINDS, { readonly: true, required: true, search: true, default: "normal" }),
    // the buyer's pick; what is printed is the copy below, so the seller never reads the buyer's own rows
    titleId: f.ref("开票信息", "invoiceTitle", {
      readonly: true,
      required: true,
      table: false,
      detail: false,
      placeholder: "请选择本企业的开票信息",
    }),
    title: f.text("发票抬头", { readonly: true, search: true, max: 100 }),
    taxNo: f.text("税号", { readonly: true, max: 18 }),
    bankName: f.text("开户银行", { readonly: true, max: 60, table: false }),
    bankAccount: f.text("银行账号", { readonly: true, max: 30, table: false }),
    address: f.text("注册地址", { readonly: true, max: 120, table: false }),
    phone: f.text("注册电话", { readonly: true, max: 20, table: false }),
    amount: f.money("开票金额(元)", { readonly: true }),
    taxLines: f.lines(
      "价税分离",
      {
        rate: f.enum("税率", TAX_RATE_OPTIONS, { readonly: true }),
        net: f.money("金额(元)", { readonly: true }),
        tax: f.money("税额(元)", { readonly: true }),
        gross: f.money("价税合计(元)", { readonly: true }),
      },
      { readonly: true },
    ),
    remark: f.textarea("开票备注", {
      readonly: true,
      max: 200,
      table: false,
      placeholder: "如 请在备注栏注明合同号 HT-2026-118",
    }),
    status: f.enum(
      "开票状态",
      Object.entries(INVOICE_REQUEST_STATES).map(([value, s]) => ({ value, label: s.label, color: s.color })),
      { readonly: true, search: true },
    ),
    invoiceNo: f.text("发票号码", { readonly: true, search: true, max: 20 }),
    invoiceDate: f.date("开票日期", { readonly: true }),
    invoicePdf: f.file("发票文件", { readonly: true }),
    sellerReply: f.textarea("拒绝原因", { readonly: true, max: 200, table: false }),
    issuedAt: f.datetime("开具时间", { readonly: true, table: false }),
  },
  flow: { field: "status", initial: "applied", editableIn: [], deletableIn: [], tabs: true },
  endpoints: {
    list: ep.post("sc.invoice.seller.list"),
    get: ep.get("sc.invoice.seller.detail"),
    log: ep.get("sc.invoice.log.list"),
  },
  actions: {
    ...partyActions(INVOICE_REQUEST_FLOW, "seller", {
      issue: {
        endpoint: ep.post("sc.invoice.issue"),
        button: "invoiceRequest:issue",
        stamps: { issuedAt: "now" },
        ...toBuyer("发票申请「{title}」已开票"),
        form: {
          invoiceNo: f.text("发票号码", {
            required: true,
            max: 20,
            pattern: { source: "^(\\d{8}|\\d{20})$", message: "发票号码应为8位或20位数字" },
            placeholder: "数电发票20位，纸质发票8位",
            examples: ["26372000000118842051"],
          }),
          invoiceDate: f.date("开票日期", { required: true, past: true }),
          invoicePdf: f.file("发票文件", { required: true }),
        },
      },
      refuse: {
        endpoint: ep.post("sc.invoice.refuse"),
        button: "invoiceRequest:refuse",
        ...toBuyer("发票申请「{title}」已被卖家拒绝"),
        form: {
          sellerReply: f.textarea("拒绝原因", {
            required: true,
            max: 200,
            placeholder: "如 税号与抬头不一致，请核对后重新申请",
            examples: ["税号与抬头不一致，请核对后重新申请"],
          }),
        },
      },
    }),
    ...partyActions(INVOICE_REQUEST_FLOW, "buyer", {
      withdraw: {
        endpoint: ep.post("sc.invoice.withdraw"),
        by: "buyer",
        confirm: "撤销后卖家将不再为本订单开票，可重新申请。确定撤销吗？",
        notify: { title: "买家已撤销发票申请「{title}」" },
      },
    }),
  },
  audiences: {
    // the person who ordered asks for its enterprise's invoice on the portal it ordered on, withdraws one not yet
    // issued, and downloads the PDF once issued (src/core/user-rows.ts)
    buyer: {
      label: "买家",
      party: { who: "卖家", when: "申请时间" },
      endpoints: {
        list: ep.get("sc.invoice.my.list"),
        get: ep.get("sc.invoice.my.detail"),
        log: ep.get("sc.invoice.my.log"),
      },
      states: Object.keys(INVOICE_REQUEST_STATES),
      fields: [
        "requestNo",
        "orderId",
        "kind",
        "title",
        "taxNo",
        "bankName",
        "bankAccount",
        "address",
        "phone",
        "amount",
        "taxLines",
        "remark",
        "status",
        "invoiceNo",
        "invoiceDate",
        "invoicePdf",
        "sellerReply",
        "issuedAt",
      ],
      owner: {
        column: "buyerUserId",
        screens: {
          layout: "buyer",
          title: "发票管理",
          path: "/manage/order/invoice",
          show: "/manage/order/invoice/detail?id=:id",
          create: "/manage/order/invoice/apply?orderId=:from",
        },
      },
      create: {
        endpoint: ep.post("sc.invoice.apply"),
        label: "申请开票",
        submit: "提交申请",
        from: "orderId",
        ownedBy: "buyerUserId",
        identity: "buyerEnterpriseId",
        // an invoice is the enterprise's: a personal account has no 开票信息 to pick
        caller: "enterprise",
        copies: { buyerName: "buyerName", buyerEnterpriseId: "buyerEnterpriseId" },
        fields: ["kind", "titleId", "remark"],
        snapshot: { titleId: TITLE_COPIES },
        read: MALL.orderDetail,
        grant: "invoice",
      },
    },
  },
  // webhook events (docs/webhooks.md), to the seller and the buyer's enterprise, whichever party moved
  events: {
    kind: "order",
    moves: {
      create: "order.invoice.applied",
      issue: "order.invoice.issued",
      refuse: "order.invoice.refused",
      withdraw: "order.invoice.withdrawn",
    },
    party: "buyerEnterpriseId",
  },
  // 站内信 of the buyer's request (docs/flows.md "Who is told"); its withdraw says its own
  notify: { create: { title: "收到开票申请「{title}」" } },
  buttons: {},
  created: "申请时间",
  sort: { field: "createdAt", order: "desc" },
});
