import { defineResource } from "../src/core/define-resource";
import { ep } from "../src/core/endpoint";
import { f } from "../src/core/fields";
import { CREDIT_DAYS, CREDIT_LIMIT_MAX, CREDIT_LINE_STATES } from "../src/core/flows/credit-line";
import { SELLING } from "./options";

/** The buyer enterprise hears of each change of its line on its own page of it. */
const toBuyer = (title: string) => ({
  notify: { to: { party: "buyerEnterpriseId" }, title, link: "/tendering/credit/detail?id=:id" },
});

/**
 * 授信: a seller grants one buyer enterprise, named by its 统一社会信用代码, a line of credit (额度 and 账期, 月结30天)
 * on this portal, and may suspend it and resume it. The code names the enterprise once it is registered here, now or
 * later (src/server/hooks/credit-line.ts); from then on that enterprise reads the line on its own console (我的授信).
 * 已用额度 is what the buyer owes the seller on credit, kept by the orders paid on it. One line per buyer and seller.
 */
export const creditLine = defineResource({
  name: "creditLine",
  label: "授信",
  titleField: "buyerName",
  tenant: "enterpriseSystem",
  requires: SELLING,
  menu: {
    path: "/manage/seller/credit",
    shell: "manage",
    order: 27,
    group: "订单管理",
    label: "授信管理",
    screens: { show: "/manage/seller/credit/detail?id=:id" },
  },
  fields: {
    buyerName: f.text("采购商", {
      required: true,
      max: 100,
      search: true,
      placeholder: "采购商的企业名称；已在本平台注册的，以注册名称为准",
    }),
    buyerCode: f.creditCode("统一社会信用代码", {
      required: true,
      fixed: true,
      search: true,
      placeholder: "18位统一社会信用代码，用于识别采购商企业",
    }),
    limitAmount: f.money("授信额度(元)", { required: true, min: 1, max: CREDIT_LIMIT_MAX }),
    days: f.int("账期(天)", {
      required: true,
      default: CREDIT_DAYS.default,
      min: CREDIT_DAYS.min,
      max: CREDIT_DAYS.max,
      placeholder: "如 30，即月结30天",
    }),
    usedAmount: f.money("已用额度(元)", { readonly: true, default: 0 }),
    // what is owed on statements past their due date: while above zero, no new 账期支付 on the line
    overdueAmount: f.money("逾期金额(元)", { readonly: true, default: 0 }),
    remark: f.textarea("备注", { max: 200, table: false, placeholder: "如 年度框架协议 HT-2026-031" }),
    status: f.enum(
      "状态",
      Object.entries(CREDIT_LINE_STATES).map(([value, s]) => ({ value, label: s.label, color: s.color })),
      { readonly: true, search: true },
    ),
    suspendReason: f.textarea("暂停原因", { readonly: true, max: 200, table: false }),
    // the granting enterprise's name as the buyer's messages say it (its lists name it from the row's owner)
    sellerName: f.text("授信卖家", { readonly: true, max: 100, table: false, detail: false }),
  },
  flow: { field: "status", initial: "active", editableIn: ["active", "suspended"], deletableIn: [] },
  unique: [{ fields: ["buyerCode"], message: "该采购商已有授信，请在原授信上调整额度" }],
  endpoints: {
    list: ep.post("sc.credit.line.list"),
    get: ep.get("sc.credit.line.detail"),
    create: ep.post("sc.credit.line.add"),
    update: ep.post("sc.credit.line.update"),
    log: ep.get("sc.credit.line.log"),
  },
  actions: {
    suspend: {
      label: "暂停授信",
      endpoint: ep.post("sc.credit.line.suspend"),
      from: ["active"],
      to: "suspended",
      button: "creditLine:suspend",
      confirm: "暂停后该采购商不能再使用账期支付，已欠款项不变。确定暂停吗？",
      form: {
        suspendReason: f.textarea("暂停原因", {
          required: true,
          max: 200,
          placeholder: "如 上月对账单逾期未付",
          examples: ["上月对账单逾期未付"],
        }),
      },
      ...toBuyer("{sellerName}已暂停对您的授信"),
    },
    resume: {
      label: "恢复授信",
      endpoint: ep.post("sc.credit.line.resume"),
      from: ["suspended"],
      to: "active",
      button: "creditLine:resume",
      confirm: "恢复后该采购商可继续在剩余额度内使用账期支付。确定恢复吗？",
      ...toBuyer("{sellerName}已恢复对您的授信"),
    },
  },
  audiences: {
    // the buyer enterprise the code names reads its lines from each seller, and what is left of each
    buyer: {
      label: "采购商",
      endpoints: {
        list: ep.post("sc.credit.line.my.list"),
        get: ep.get("sc.credit.line.my.detail"),
        log: ep.get("sc.credit.line.my.log"),
      },
      states: Object.keys(CREDIT_LINE_STATES),
      fields: ["buyerName", "limitAmount", "days", "usedAmount", "overdueAmount", "status", "suspendReason"],
      partyOf: "buyerEnterpriseId",
      page: "/tendering/credit/detail?id=:id",
      party: { who: "授信卖家", when: "授信时间" },
      menu: { path: "/tendering/credit", shell: "tendering", order: 78, group: "采购管控", label: "我的授信" },
    },
  },
  buttons: { create: "creditLine:add", edit: "creditLine:edit" },
  // a seller's customers by name, as its ledger lists them (and the pickers of 对账单 and 回款登记 offer them)
  sort: { field: "buyerName", order: "asc" },
});
