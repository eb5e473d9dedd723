import { defineResource } from "../src/core/define-resource";
import { ep } from "../src/core/endpoint";
import { f } from "../src/core/fields";
import { ORDER_INVOICE_STATES } from "../src/core/flows/invoice-request";
import { ORDER_FLOW, ORDER_STATES } from "../src/core/flows/order";
import { partyActions } from "../src/core/flows/two-party";
import { SELLING, TAX_RATE_OPTIONS } from "./options";
import { sellerDashboard } from "./reports/seller-dashboard";

/** The buyer's page of one order: the person who placed it hears of the seller's moves. */
const BUYER_ORDER = "/orderParticulars?id=:id";

/**
 * 商城订单, as its seller works it in the seller center: a buyer's order with one shop, placed from the cart
 * (src/server/mall/order-submit.ts), never typed in here. The shop's enterprise is the row's tenant; the buyer
 * reads and moves its own orders through the mall's endpoints. Both parties' moves are one table,
 * ORDER_FLOW (src/core/flows/order.ts); the seller's are read from it below.
 */
export const mallOrder = defineResource({
  name: "mallOrder",
  label: "订单",
  titleField: "orderNo",
  tenant: "enterpriseSystem",
  table: "orders",
  requires: SELLING,
  menu: {
    path: "/manage/seller/order",
    shell: "manage",
    order: 20,
    group: "订单管理",
    label: "订单管理",
    screens: { show: "/manage/seller/order/detail?id=:id" },
  },
  fields: {
    orderNo: f.text("订单编号", { readonly: true, search: true, max: 32 }),
    buyerName: f.text("买家", { readonly: true, search: true, max: 100 }),
    lines: f.lines(
      "商品明细",
      {
        goodsId: f.int("商品ID", { readonly: true, table: false, detail: false }),
        // the SKU the line bought, whose stock a cancel or a return gives back
        skuId: f.int("SKU ID", { readonly: true, table: false, detail: false }),
        name: f.text("商品名称", { readonly: true, max: 120 }),
        spec: f.text("规格", { readonly: true, max: 60 }),
        unit: f.text("单位", { readonly: true, max: 8 }),
        image: f.image("商品图片", { readonly: true, max: 255 }),
        price: f.money("单价(元)", { readonly: true }),
        quantity: f.int("数量", { readonly: true }),
        amount: f.money("小计(元)", { readonly: true }),
        // the category's rate when the order was placed: its invoice splits tax by it, whatever the rate is now
        taxRate: f.enum("税率", TAX_RATE_OPTIONS, { readonly: true }),
      },
      { readonly: true },
    ),
    goodsAmount: f.money("商品金额(元)", { readonly: true, table: false }),
    freight: f.money("运费(元)", { readonly: true, table: false }),
    discount: f.money("优惠(元)", { readonly: true, table: false }),
    total: f.money("实付金额(元)", { readonly: true }),
    receiverName: f.text("收货人", { readonly: true, search: true, max: 20 }),
    receiverPhone: f.phone("收货电话", { readonly: true, table: false }),
    receiverRegion: f.text("收货地区", { readonly: true, max: 60 }),
    receiverAddress: f.text("详细地址", { readonly: true, max: 120, table: false }),
    remark: f.textarea("买家留言", { readonly: true, max: 200 }),
    status: f.enum(
      "订单状态",
      Object.entries(ORDER_STATES).map(([value, s]) => ({ value, label: s.label, color: s.color })),
      { readonly: true, search: true },
    ),
    payMethod: f.enum(
      "支付方式",
      [
        { value: "balance", label: "企业余额" },
        { value: "credit", label: "账期支付", color: "blue" },
      ],
      { readonly: true, table: false },
    ),
    paidAt: f.datetime("付款时间", { readonly: true, table: false }),
    carrier: f.text("物流公司", { readonly: true, max: 40, table: false }),
    waybillNo: f.text("运单号", { readonly: true, max: 40, search: true, table: false }),
    shippedAt: f.datetime("发货时间", { readonly: true, table: false }),
    // kept by the order's invoice request in its moves' transaction (resources/invoice-request.ts)
    invoiceStatus: f.enum(
      "开票状态",
      Object.entries(ORDER_INVOICE_STATES).map(([value, s]) => ({ value, label: s.label, color: s.color })),
      { readonly: true, search: true, default: "none" },
    ),
  },
  flow: { field: "status", initial: "unpaid", editableIn: [], deletableIn: [], tabs: true },
  endpoints: {
    list: ep.post("sc.order.seller.list"),
    get: ep.get("sc.order.seller.detail"),
    log: ep.get("sc.order.log.list"),
    export: ep.get("sc.order.seller.export"),
  },
  actions: partyActions(ORDER_FLOW, "seller", {
    ship: {
      endpoint: ep.post("sc.order.seller.deliver", { batch: true }),
      button: "order:ship",
      notify: { to: { user: "buyerUserId" }, title: "您的订单「{title}」已发货", link: BUYER_ORDER },
      stamps: { shippedAt: "now" },
      // several orders on one truck share a waybill: the batch form applies to every order picked
      form: {
        carrier: f.text("物流公司", {
          required: true,
          max: 40,
          placeholder: "如 德邦物流、顺丰速运、自有车辆",
          examples: ["德邦物流"],
        }),
        waybillNo: f.text("运单号", {
          required: true,
          max: 40,
          placeholder: "如 DPK300012345678，自有车辆填车牌号",
          examples: ["DPK300012345678"],
        }),
      },
    },
    cancel: {
      endpoint: ep.post("sc.order.seller.cancel"),
      button: "order:cancel",
      // a cancel is either side's: the side that did not make it is told
      notify: [
        { to: { user: "buyerUserId" }, title: "您的订单「{title}」已被卖家取消", link: BUYER_ORDER },
        { title: "订单「{title}」已被买家取消" },
      ],
      form: {
        reason: f.textarea("取消原因", {
          required: true,
          max: 200,
          placeholder: "如 买家要求取消，已电话确认",
          examples: ["买家要求取消，已电话确认"],
        }),
      },
    },
  }),
  views: {
    deliver: {
      path: "/manage/seller/deliver",
      label: "发货管理",
      order: 21,
      where: { status: "paid" },
    },
  },
  reports: sellerDashboard,
  // webhook events (docs/webhooks.md): the move's name → the event sent, to the seller and the buyer's enterprise
  events: {
    kind: "order",
    moves: {
      save: "order.placed",
      pay: "order.paid",
      ship: "order.shipped",
      confirm: "order.received",
      cancel: "order.cancelled",
      refund: "order.refunded",
    },
    party: "buyerEnterpriseId",
  },
  // 站内信 of the buyer's moves, made in the mall (docs/flows.md "Who is told")
  notify: { pay: { title: "订单「{title}」已付款，请发货" }, confirm: { title: "订单「{title}」买家已确认收货" } },
  buttons: { export: "order:export" },
  created: "下单时间",
  sort: { field: "createdAt", order: "desc" },
});
