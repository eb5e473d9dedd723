import { defineResource } from "../src/core/define-resource";
import { ep } from "../src/core/endpoint";
import { f } from "../src/core/fields";
import { CREDIT_ENTRY_KINDS, CREDIT_STATEMENT_FLOW, CREDIT_STATEMENT_STATES } from "../src/core/flows/credit-statement";
import { partyActions } from "../src/core/flows/two-party";
import { SELLING } from "./options";

const BUYER_PAGE = "/tendering/credit/statement/detail?id=:id";
/** The buyer enterprise hears of the seller's moves, and of time's, on its own page of the statement. */
const toBuyer = (title: string) => ({ to: { party: "buyerEnterpriseId" }, title, link: BUYER_PAGE });

// a buyer may also dispute the statement as a whole (its 期初欠款): the lines are optional
const disputedLines = f.picks("异议明细", "lines", { mark: "有异议" });

/**
 * 对账单: what a buyer owes on a line of credit over a period, from the line's ledger: 期初欠款, the period's credit
 * orders, refunds, payments and 调减, and 期末应付, each entry a line, to the cent. One per line and China month is made
 * on the 1st by itself (src/server/credit/statement-job.ts); the seller may also 生成对账单 at any time (a customer
 * closing its account), for the time since the line's last statement. Periods follow each other without a gap. The seller issues it; the buyer enterprise reads it on its own
 * console (我的对账单), confirms it or disputes lines with a reason, and both download it as xlsx. Payments recorded
 * on the line (回款登记) settle the oldest statements first; one still owed after its due date (月结 N 天) is 已逾期
 * by itself and blocks new 账期支付 on the line until it is paid.
 */
export const creditStatement = defineResource({
  name: "creditStatement",
  label: "对账单",
  titleField: "statementNo",
  createLabel: "生成对账单",
  numbered: { field: "statementNo", prefix: "DZ" },
  tenant: "enterpriseSystem",
  requires: SELLING,
  menu: {
    path: "/manage/seller/statement",
    shell: "manage",
    order: 28,
    group: "订单管理",
    label: "对账单",
    screens: { show: "/manage/seller/statement/detail?id=:id" },
  },
  fields: {
    statementNo: f.text("对账单号", { readonly: true, search: true, max: 32 }),
    // the seller's 生成对账单 names the line; the month's are made on the 1st by themselves
    creditLineId: f.ref("采购商", "creditLine", {
      required: true,
      table: false,
      detail: false,
      placeholder: "请选择要对账的采购商（授信）",
    }),
    periodText: f.text("对账期间", { readonly: true, max: 40 }),
    month: f.text("对账月份", { readonly: true, search: true, max: 7, table: false, detail: false }),
    periodStart: f.datetime("期间开始", { readonly: true, table: false, detail: false }),
    periodEnd: f.datetime("期间结束", { readonly: true, table: false, detail: false }),
    buyerName: f.text("采购商", { readonly: true, search: true, max: 100 }),
    sellerName: f.text("卖家", { readonly: true, max: 100, table: false, detail: false }),
    openingAmount: f.money("期初欠款(元)", { readonly: true, table: false }),
    chargeAmount: f.money("本期账期订单(元)", { readonly: true, table: false }),
    refundAmount: f.money("本期退款(元)", { readonly: true, table: false }),
    paymentAmount: f.money("本期回款(元)", { readonly: true, table: false }),
    adjustAmount: f.money("对账调减(元)", { readonly: true, table: false }),
    closingAmount: f.money("期末应付(元)", { readonly: true }),
    outstandingAmount: f.money("未结金额(元)", { readonly: true }),
    dueDate: f.date("付款到期日", { readonly: true }),
    status: f.enum(
      "状态",
      Object.entries(CREDIT_STATEMENT_STATES).map(([value, s]) => ({ value, label: s.label, color: s.color })),
      { readonly: true, search: true },
    ),
    lines: f.lines(
      "对账明细",
      {
        refNo: f.text("单号", { readonly: true, max: 40 }),
        remark: f.text("摘要", { readonly: true, max: 120 }),
        bookedOn: f.date("记账日期", { readonly: true }),
        kind: f.enum("类型", [...CREDIT_ENTRY_KINDS], { readonly: true }),
        amount: f.money("金额(元)", { readonly: true }),
      },
      { readonly: true },
    ),
    disputedLines: { ...disputedLines, readonly: true, form: false },
    disputeReason: f.textarea("异议说明", { readonly: true, max: 200, table: false }),
    sellerReply: f.textarea("异议处理说明", { readonly: true, max: 200, table: false }),
    // what the seller says of a statement it makes by hand, printed on it
    remark: f.textarea("对账说明", { max: 200, table: false, placeholder: "如 客户年底结账，截至今日对账" }),
    issuedAt: f.datetime("出账时间", { readonly: true, table: false }),
    confirmedAt: f.datetime("确认时间", { readonly: true, table: false }),
  },
  flow: {
    field: "status",
    initial: "draft",
    editableIn: [],
    deletableIn: [],
    tabs: true,
    timed: [
      {
        name: "overdue",
        label: "逾期",
        field: "dueDate",
        from: ["issued", "confirmed", "disputed"],
        to: "overdue",
        notify: [
          toBuyer("对账单 {statementNo} 已逾期，结清前不能使用{sellerName}的账期支付"),
          { title: "对账单 {statementNo}（{buyerName}）已逾期未结清" },
        ],
      },
    ],
  },
  endpoints: {
    list: ep.post("sc.credit.statement.list"),
    get: ep.get("sc.credit.statement.detail"),
    create: ep.post("sc.credit.statement.add"),
    log: ep.get("sc.credit.statement.log"),
    exportRow: ep.get("sc.credit.statement.download"),
  },
  actions: {
    ...partyActions(CREDIT_STATEMENT_FLOW, "seller", {
      issue: {
        endpoint: ep.post("sc.credit.statement.issue"),
        button: "creditStatement:issue",
        confirm: "出账后采购商将收到本对账单，可确认或提出异议。确定出账吗？",
        stamps: { issuedAt: "now" },
        notify: toBuyer("{sellerName}已出具对账单 {statementNo}（{periodText}），请核对确认"),
      },
      answer: {
        endpoint: ep.post("sc.credit.statement.answer"),
        button: "creditStatement:answer",
        form: {
          sellerReply: f.textarea("异议处理说明", {
            required: true,
            max: 200,
            placeholder: "如 退货款已于12月3日退回，调减 1,200.00 元",
            examples: ["已核实，调减运费差额"],
          }),
          adjustDown: f.money("调减金额(元)", {
            min: 0,
            placeholder: "核实后少收的金额，不调整请留空",
          }),
        },
        notify: toBuyer("{sellerName}已处理您对对账单 {statementNo} 的异议，请重新确认"),
      },
    }),
    ...partyActions(CREDIT_STATEMENT_FLOW, "buyer", {
      confirm: {
        endpoint: ep.post("sc.credit.statement.confirm"),
        by: "buyer",
        button: "creditStatement:confirm",
        confirm: "确认即认可本对账单的金额，请在付款到期日前付款。确定确认吗？",
        stamps: { confirmedAt: "now" },
        notify: { title: "{buyerName}已确认对账单 {statementNo}" },
      },
      dispute: {
        endpoint: ep.post("sc.credit.statement.dispute"),
        by: "buyer",
        button: "creditStatement:dispute",
        form: {
          disputedLines,
          disputeReason: f.textarea("异议说明", {
            required: true,
            max: 200,
            placeholder: "如 该单已部分退货，金额应为 3,600.00 元",
            examples: ["该单已部分退货，金额应扣减"],
          }),
        },
        notify: { title: "{buyerName}对对账单 {statementNo} 提出异议" },
      },
    }),
  },
  notify: {
    // the payments the seller records pay it off: the buyer is told (the seller made the move)
    settle: toBuyer("对账单 {statementNo} 已结清"),
  },
  audiences: {
    // the buyer enterprise the line names reads its statements once issued, answers them and downloads them
    buyer: {
      label: "采购商",
      endpoints: {
        list: ep.post("sc.credit.statement.my.list"),
        get: ep.get("sc.credit.statement.my.detail"),
        log: ep.get("sc.credit.statement.my.log"),
        exportRow: ep.get("sc.credit.statement.my.download"),
      },
      states: ["issued", "confirmed", "disputed", "overdue", "settled"],
      fields: [
        "statementNo",
        "periodText",
        "openingAmount",
        "chargeAmount",
        "refundAmount",
        "paymentAmount",
        "adjustAmount",
        "closingAmount",
        "outstandingAmount",
        "dueDate",
        "status",
        "lines",
        "disputedLines",
        "disputeReason",
        "sellerReply",
        "remark",
        "issuedAt",
        "confirmedAt",
      ],
      partyOf: "buyerEnterpriseId",
      page: BUYER_PAGE,
      party: { who: "卖家", when: "生成时间" },
      menu: {
        path: "/tendering/credit/statement",
        shell: "tendering",
        order: 79,
        group: "采购管控",
        label: "我的对账单",
      },
    },
  },
  buttons: { create: "creditStatement:add" },
  sort: { field: "id", order: "desc" },
});
