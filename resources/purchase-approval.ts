import { defineResource } from "../src/core/define-resource";
import { ep } from "../src/core/endpoint";
import { f } from "../src/core/fields";
import { APPROVAL_SOURCES, APPROVAL_STATES, APPROVAL_WAITING } from "../src/core/flows/purchase-approval";

const STATES = Object.entries(APPROVAL_STATES).map(([value, s]) => ({ value, label: s.label, color: s.color }));
/** The requester's page of its order, and the approver's page of the approval: where each notice leads. */
const REQUESTER_PAGE = "/manage/order/approval/mine/detail?id=:id";
const APPROVER_PAGE = "/manage/order/approval/detail?id=:id";
/** What the approver and the requester read: the order as placed, the rule's figures and the decision. */
const READ = [
  "orderNo",
  "orderId",
  "source",
  "sellerName",
  "requesterName",
  "amount",
  "lines",
  "reason",
  "ruleName",
  "orderLimit",
  "monthlyBudget",
  "budgetUsed",
  "budgetLeft",
  "holdUntil",
  "status",
  "returnReason",
];
/** Nobody approves or returns an order they placed themselves. */
const NOT_OWN = { notBy: "requesterUserId", notByMessage: "不能审批自己提交的订单" } as const;

/**
 * 采购审批: one order its buyer's rule did not let through, made by the checkout (src/server/approval/gate.ts), never
 * typed in. The buyer enterprise on the order's portal is the tenant: its administrator reads every approval under 采购管控; the approver
 * the state names decides it in 我的审批; the requester follows it and may withdraw it. The budget figures are the
 * rule's month as it stands, kept on every waiting approval whenever the month's spending moves.
 */
export const purchaseApproval = defineResource({
  name: "purchaseApproval",
  label: "采购审批",
  titleField: "orderNo",
  tenant: "enterpriseSystem",
  menu: {
    path: "/tendering/purchaseApproval",
    shell: "tendering",
    order: 77,
    group: "采购管控",
    label: "采购审批记录",
  },
  fields: {
    orderNo: f.text("订单编号", { readonly: true, search: true, max: 32 }),
    source: f.enum("订单类型", APPROVAL_SOURCES, { readonly: true, table: false }),
    orderId: f.int("订单ID", { readonly: true, table: false, detail: false }),
    sellerName: f.text("卖家", { readonly: true, max: 100 }),
    requesterName: f.text("申请人", { readonly: true, search: true, max: 40 }),
    amount: f.money("订单金额(元)", { readonly: true }),
    lines: f.lines(
      "商品明细",
      {
        name: f.text("商品名称", { readonly: true, max: 120 }),
        spec: f.text("规格", { readonly: true, max: 60 }),
        unit: f.text("单位", { readonly: true, max: 8 }),
        price: f.money("单价(元)", { readonly: true }),
        quantity: f.decimal("数量", { readonly: true }),
        amount: f.money("小计(元)", { readonly: true }),
      },
      { readonly: true },
    ),
    reason: f.text("审批原因", { readonly: true, max: 60 }),
    ruleName: f.text("审批规则", { readonly: true, max: 30, table: false }),
    orderLimit: f.money("单笔限额(元)", { readonly: true, table: false }),
    monthlyBudget: f.money("月度预算(元)", { readonly: true, table: false }),
    budgetUsed: f.money("本月已用(元)", { readonly: true, table: false }),
    budgetLeft: f.money("本月剩余(元)", { readonly: true }),
    holdUntil: f.datetime("库存保留至", { readonly: true }),
    status: f.enum("审批状态", STATES, { readonly: true, search: true }),
    returnReason: f.textarea("退回原因", { readonly: true, max: 200 }),
    // what becomes of the order when the approval does not pass, as the requester's notices say it
    undone: f.text("未通过时", { readonly: true, max: 20, table: false, detail: false }),
  },
  flow: {
    field: "status",
    initial: "first",
    editableIn: [],
    deletableIn: [],
    tabs: true,
    timed: [
      {
        name: "lapse",
        label: "审批超时",
        field: "holdUntil",
        says: "审批已超时，已自动失效",
        from: APPROVAL_WAITING,
        to: "lapsed",
        notify: {
          to: { user: "requesterUserId" },
          title: "订单「{title}」审批超时未处理，{undone}",
          link: REQUESTER_PAGE,
        },
      },
    ],
  },
  endpoints: {
    list: ep.post("etpbase.approval.list"),
    get: ep.get("etpbase.approval.detail"),
    log: ep.get("etpbase.approval.log"),
  },
  actions: {
    pass: {
      label: "初审通过",
      endpoint: ep.post("etpbase.approval.pass"),
      from: ["first"],
      to: "final",
      by: "approver",
      ...NOT_OWN,
      confirm: "确定初审通过并提交终审人审批吗？",
      notify: [
        { to: { user: "finalApproverUserId" }, title: "订单「{title}」已通过初审，待您终审", link: APPROVER_PAGE },
        { to: { user: "requesterUserId" }, title: "订单「{title}」已通过初审，等待终审", link: REQUESTER_PAGE },
      ],
    },
    approve: {
      label: "审批通过",
      endpoint: ep.post("etpbase.approval.approve"),
      from: ["final"],
      to: "approved",
      by: "approver",
      ...NOT_OWN,
      confirm: "审批通过后订单金额将计入本月预算，确定通过吗？",
      notify: { to: { user: "requesterUserId" }, title: "订单「{title}」已审批通过，请尽快付款", link: REQUESTER_PAGE },
    },
    return: {
      label: "退回",
      endpoint: ep.post("etpbase.approval.return"),
      from: APPROVAL_WAITING,
      to: "returned",
      by: "approver",
      ...NOT_OWN,
      form: {
        returnReason: f.textarea("退回原因", {
          required: true,
          max: 200,
          placeholder: "如 本月饲料采购已足量，请下月再下单",
          examples: ["本月饲料采购已足量，请下月再下单"],
        }),
      },
      notify: { to: { user: "requesterUserId" }, title: "订单「{title}」被退回，{undone}", link: REQUESTER_PAGE },
    },
    withdraw: {
      label: "撤回",
      endpoint: ep.post("etpbase.approval.withdraw"),
      from: APPROVAL_WAITING,
      to: "withdrawn",
      by: "requester",
      confirm: "撤回后订单将取消并释放库存，确定撤回吗？",
      notify: {
        to: { user: "firstApproverUserId" },
        title: "订单「{title}」的审批已由申请人撤回",
        // the approval leaves the approver's list once withdrawn: the list says so by its absence
        link: "/manage/order/approval",
      },
    },
  },
  audiences: {
    approver: {
      label: "审批人",
      endpoints: {
        list: ep.get("etpbase.approval.todo.list"),
        get: ep.get("etpbase.approval.todo.detail"),
        log: ep.get("etpbase.approval.todo.log"),
      },
      states: APPROVAL_WAITING,
      fields: READ,
      assignee: {
        byState: { first: "firstApproverUserId", final: "finalApproverUserId" },
        screens: { layout: "buyer", title: "我的审批", path: "/manage/order/approval", show: APPROVER_PAGE },
      },
    },
    requester: {
      label: "申请人",
      endpoints: {
        list: ep.get("etpbase.approval.mine.list"),
        get: ep.get("etpbase.approval.mine.detail"),
        log: ep.get("etpbase.approval.mine.log"),
      },
      states: Object.keys(APPROVAL_STATES),
      fields: READ,
      owner: {
        column: "requesterUserId",
        identity: "enterpriseId",
        screens: {
          layout: "buyer",
          title: "我的申请",
          path: "/manage/order/approval/mine",
          show: REQUESTER_PAGE,
        },
        links: {
          order: {
            label: "查看订单",
            href: "/orderParticulars?id=:orderId",
            when: { source: ["mallOrder", "bidOffer"] },
          },
          tenderOrder: {
            label: "查看订单",
            href: "/tendering/order/detail?id=:orderId",
            when: { source: ["tenderOrder"] },
          },
        },
      },
    },
  },
  // the checkout makes the row: the first approver hears of it (with one level, first and final are one person)
  notify: {
    create: {
      to: { user: "firstApproverUserId" },
      title: "{requesterName}提交的订单「{title}」待您审批",
      link: APPROVER_PAGE,
    },
  },
  buttons: {},
  created: "提交时间",
  sort: { field: "createdAt", order: "desc" },
});
