import { defineResource } from "../src/core/define-resource";
import { ep } from "../src/core/endpoint";
import { f } from "../src/core/fields";
import { CREDIT_LIMIT_MAX } from "../src/core/flows/credit-line";
import { SELLING } from "./options";

/** How a buyer paid what it owed on credit, as Chinese B2B receipts name it. */
export const PAYMENT_METHODS = [
  { value: "transfer", label: "银行转账" },
  { value: "acceptance", label: "银行承兑汇票" },
  { value: "other", label: "其他" },
];

/**
 * 回款登记: the seller records money a buyer paid on its line of credit (amount, the day it arrived, the voucher).
 * It takes the amount from what the buyer owes (已用额度), so the line has that much room again, and settles the
 * line's statements oldest first (src/server/hooks/credit-payment.ts); the buyer hears of it from the statements it
 * settles (已结清) and reads it on the next one. Paid beyond what is owed,
 * the rest is 预收. A payment is never edited or removed: it is an entry of the line's ledger.
 */
export const creditPayment = defineResource({
  name: "creditPayment",
  label: "回款",
  titleField: "paymentNo",
  createLabel: "登记回款",
  numbered: { field: "paymentNo", prefix: "HK" },
  tenant: "enterpriseSystem",
  requires: SELLING,
  menu: {
    path: "/manage/seller/collection",
    shell: "manage",
    order: 29,
    group: "订单管理",
    label: "回款登记",
    screens: { show: "/manage/seller/collection/detail?id=:id" },
  },
  fields: {
    paymentNo: f.text("回款单号", { readonly: true, search: true, max: 32 }),
    creditLineId: f.ref("采购商", "creditLine", {
      required: true,
      search: true,
      placeholder: "请选择已授信的采购商",
    }),
    amount: f.money("回款金额(元)", { required: true, min: 0.01, max: CREDIT_LIMIT_MAX }),
    paidOn: f.date("到账日期", { required: true, past: true }),
    method: f.enum("付款方式", PAYMENT_METHODS, { required: true, default: "transfer" }),
    voucher: f.file("回款凭证", { required: true }),
    remark: f.textarea("备注", { max: 200, table: false, placeholder: "如 工行转账，流水号 2026120312345678" }),
    // what the buyer still owed on the line once this payment was taken from it; below zero, paid in advance
    owedAfter: f.money("回款后欠款(元，负数为预收)", { readonly: true }),
  },
  endpoints: {
    list: ep.post("sc.credit.payment.list"),
    get: ep.get("sc.credit.payment.detail"),
    create: ep.post("sc.credit.payment.add"),
  },
  buttons: { create: "creditPayment:add" },
  sort: { field: "id", order: "desc" },
});
