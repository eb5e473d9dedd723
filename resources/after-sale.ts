import { defineResource } from "../src/core/define-resource";
import { ep } from "../src/core/endpoint";
import { f } from "../src/core/fields";
import { AFTER_SALE_FLOW, AFTER_SALE_KINDS, AFTER_SALE_REASONS, AFTER_SALE_STATES } from "../src/core/flows/after-sale";
import { partyActions } from "../src/core/flows/two-party";
import { MALL } from "../src/core/mall-endpoints";
import { SELLING } from "./options";

/** The buyer's page of one after-sale: the person who applied hears of the seller's moves. */
const toBuyer = (title: string) => ({
  notify: { to: { user: "buyerUserId" }, title, link: "/manage/order/aftersale/detail?id=:id" },
});
const reply = (label: string, example: string) => ({
  sellerReply: f.textarea(label, { required: true, max: 200, placeholder: `如 ${example}`, examples: [example] }),
});

/**
 * 售后: a buyer's request about one of its orders (仅退款, or 退货退款 with the goods sent back), applied from the
 * order in the mall by the `buyer` audience (its own rows, src/core/user-rows.ts) and decided by the seller here. The machine is
 * AFTER_SALE_FLOW (src/core/flows/after-sale.ts); a refund goes back to the buyer's balance, a return's goods
 * back to stock, once each (src/server/hooks/after-sale.ts).
 */
export const afterSale = defineResource({
  name: "afterSale",
  label: "售后单",
  titleField: "afterSaleNo",
  numbered: { field: "afterSaleNo", prefix: "SH" },
  tenant: "enterpriseSystem",
  requires: SELLING,
  menu: {
    path: "/manage/seller/aftersale",
    shell: "manage",
    order: 23,
    group: "订单管理",
    label: "售后管理",
    screens: { show: "/manage/seller/aftersale/detail?id=:id" },
  },
  fields: {
    afterSaleNo: f.text("售后单号", { readonly: true, search: true, max: 32 }),
    orderId: f.ref("订单", "mallOrder", { readonly: true }),
    buyerName: f.text("买家", { readonly: true, search: true, max: 100 }),
    kind: f.enum(
      "售后类型",
      Object.entries(AFTER_SALE_KINDS).map(([value, label]) => ({ value, label })),
      { readonly: true, search: true, required: true, default: "refund" },
    ),
    reason: f.enum(
      "售后原因",
      AFTER_SALE_REASONS.map((r) => ({ value: r, label: r })),
      { readonly: true, required: true },
    ),
    description: f.textarea("问题描述", {
      readonly: true,
      max: 500,
      placeholder: "请描述遇到的问题，如 到货时两袋外包装破损",
    }),
    photos: f.images("凭证图片", { readonly: true, max: 6 }),
    lines: f.lines(
      "退货明细",
      {
        orderLineId: f.int("订单明细ID", { readonly: true, table: false, detail: false }),
        name: f.text("商品名称", { readonly: true, max: 120 }),
        spec: f.text("规格", { readonly: true, max: 60 }),
        price: f.money("单价(元)", { readonly: true }),
        quantity: f.int("退货数量", { readonly: true, min: 1 }),
      },
      { readonly: true },
    ),
    // an order not yet shipped is refunded whole, whatever is asked (src/server/hooks/after-sale-apply.ts)
    amount: f.money("退款金额(元)", { readonly: true, placeholder: "不超过订单实付金额" }),
    status: f.enum(
      "处理状态",
      Object.entries(AFTER_SALE_STATES).map(([value, s]) => ({ value, label: s.label, color: s.color })),
      { readonly: true, search: true },
    ),
    returnAddress: f.text("退货地址", { readonly: true, max: 160, table: false }),
    returnCarrier: f.text("退货物流", { readonly: true, max: 40, table: false }),
    returnWaybillNo: f.text("退货运单号", { readonly: true, max: 40, table: false }),
    sellerReply: f.textarea("卖家说明", { readonly: true, max: 200 }),
    refundedAt: f.datetime("退款时间", { readonly: true, table: false }),
  },
  flow: { field: "status", initial: "applied", editableIn: [], deletableIn: [], tabs: true },
  endpoints: {
    list: ep.post("sc.aftersale.seller.list"),
    get: ep.get("sc.aftersale.seller.detail"),
    log: ep.get("sc.aftersale.log.list"),
  },
  actions: {
    ...partyActions(AFTER_SALE_FLOW, "buyer", {
      withdraw: {
        endpoint: ep.post("sc.aftersale.withdraw"),
        by: "buyer",
        confirm: "撤销后本次售后关闭，如仍有问题可重新申请。确定撤销吗？",
        notify: { title: "买家已撤销售后申请「{title}」" },
      },
      shipBack: {
        endpoint: ep.post("sc.aftersale.ship.back"),
        by: "buyer",
        notify: { title: "买家已寄回售后单「{title}」的退货" },
        form: {
          returnCarrier: f.text("退货物流", {
            required: true,
            max: 40,
            placeholder: "如 德邦物流",
            examples: ["德邦物流"],
          }),
          returnWaybillNo: f.text("退货运单号", {
            required: true,
            max: 40,
            placeholder: "如 DPK300088812345",
            examples: ["DPK300088800001"],
          }),
        },
      },
    }),
    ...partyActions(AFTER_SALE_FLOW, "seller", {
      approveRefund: {
        endpoint: ep.post("sc.aftersale.approve.refund"),
        button: "afterSale:approve",
        stamps: { refundedAt: "now" },
        ...toBuyer("售后单「{title}」已同意退款"),
        confirm: "同意后退款金额将立即退回买家企业余额，确定同意退款吗？",
      },
      approveReturn: {
        endpoint: ep.post("sc.aftersale.approve.return"),
        button: "afterSale:approve",
        ...toBuyer("售后单「{title}」已同意退货，请寄回商品"),
        form: {
          returnAddress: f.text("退货地址", {
            required: true,
            max: 160,
            placeholder: "收件人、电话和详细地址",
            examples: ["王建国 13905361208 山东省潍坊市寒亭区开元街道民主街88号"],
          }),
        },
      },
      reject: {
        endpoint: ep.post("sc.aftersale.reject"),
        button: "afterSale:reject",
        ...toBuyer("售后单「{title}」已被卖家拒绝"),
        form: reply("拒绝原因", "商品已拆封使用，不影响二次销售的除外"),
      },
      confirmReturn: {
        endpoint: ep.post("sc.aftersale.confirm.return"),
        button: "afterSale:approve",
        stamps: { refundedAt: "now" },
        ...toBuyer("售后单「{title}」退货已收到，已退款"),
        confirm: "请确认退货已收到且无误，确认后退款将退回买家企业余额、退货数量回到库存，确定吗？",
      },
      refuseReturn: {
        endpoint: ep.post("sc.aftersale.refuse.return"),
        button: "afterSale:reject",
        ...toBuyer("售后单「{title}」的退货被卖家拒收"),
        form: reply("拒收原因", "退回商品与订单不符"),
      },
    }),
  },
  audiences: {
    // the person who applied reads its after-sales on the portal it applied on, applies against its own order, and
    // withdraws or sends the goods back (src/core/user-rows.ts)
    buyer: {
      label: "买家",
      party: { who: "卖家", when: "申请时间" },
      endpoints: {
        list: ep.get("sc.aftersale.my.list"),
        get: ep.get("sc.aftersale.my.detail"),
        log: ep.get("sc.aftersale.my.log"),
      },
      states: Object.keys(AFTER_SALE_STATES),
      fields: [
        "afterSaleNo",
        "orderId",
        "kind",
        "reason",
        "description",
        "photos",
        "lines",
        "amount",
        "status",
        "returnAddress",
        "returnCarrier",
        "returnWaybillNo",
        "sellerReply",
        "refundedAt",
      ],
      owner: {
        column: "buyerUserId",
        screens: {
          layout: "buyer",
          title: "退款/售后",
          path: "/manage/order/aftersale",
          show: "/manage/order/aftersale/detail?id=:id",
          create: "/manage/order/aftersale/apply?orderId=:from",
        },
      },
      create: {
        endpoint: ep.post("sc.aftersale.apply"),
        label: "申请售后",
        submit: "提交申请",
        from: "orderId",
        ownedBy: "buyerUserId",
        identity: "buyerEnterpriseId",
        copies: { buyerName: "buyerName", buyerEnterpriseId: "buyerEnterpriseId" },
        fields: ["kind", "lines", "lines.orderLineId", "lines.quantity", "reason", "amount", "description", "photos"],
        read: MALL.orderDetail,
        // a return names the goods sent back; a refund none
        picks: { field: "lines", key: "orderLineId", quantity: "quantity", when: { field: "kind", in: ["return"] } },
        grant: "afterSale",
      },
    },
  },
  // webhook events (docs/webhooks.md), to the seller and the buyer's enterprise, whichever party moved
  events: {
    kind: "order",
    moves: {
      create: "order.aftersale.applied",
      approveRefund: "order.aftersale.refunded",
      approveReturn: "order.aftersale.return.approved",
      reject: "order.aftersale.rejected",
      withdraw: "order.aftersale.withdrawn",
      shipBack: "order.aftersale.return.shipped",
      confirmReturn: "order.aftersale.refunded",
      refuseReturn: "order.aftersale.return.refused",
    },
    party: "buyerEnterpriseId",
  },
  // 站内信 of the buyer's application (docs/flows.md "Who is told"); its withdraw and shipBack say theirs
  notify: { create: { title: "收到售后申请「{title}」" } },
  buttons: {},
  created: "申请时间",
  sort: { field: "createdAt", order: "desc" },
});
