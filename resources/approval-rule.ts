import { defineResource } from "../src/core/define-resource";
import { ep } from "../src/core/endpoint";
import { f } from "../src/core/fields";
import { HOLD_HOURS, RULE_SUBJECTS } from "../src/core/flows/purchase-approval";

/** Who may be named as an approver: staff who joined and are enabled, so a rule never waits for nobody. */
const ACTIVE_STAFF = { where: { status: 1 }, message: "请选择已加入且启用的员工" } as const;

/**
 * 审批规则: what an enterprise lets one employee, or everyone holding a role, buy without asking: a single-order limit
 * and a monthly budget, and whom an order beyond them waits for (one or two levels). An employee's own rules win over
 * a role's; of several that apply, the lowest limit does (src/server/approval/rule-of.ts). The budget is the
 * rule's: everyone a role rule covers spends from one pool. 已用 is kept by the orders it counts, per China month.
 */
export const approvalRule = defineResource({
  name: "approvalRule",
  label: "审批规则",
  titleField: "name",
  tenant: "enterprise",
  menu: { path: "/tendering/approvalRule", shell: "tendering", order: 76, group: "采购管控", label: "审批与预算" },
  fields: {
    name: f.text("规则名称", { required: true, max: 30, search: true, placeholder: "如 采购员单笔限额" }),
    subject: f.enum("适用对象", RULE_SUBJECTS, { required: true, default: "employee", search: true }),
    employeeId: f.ref("适用员工", "employee", {
      required: true,
      when: { field: "subject", in: ["employee"] },
      placeholder: "该员工下单时按本规则审批",
    }),
    roleId: f.ref("适用角色", "role", {
      required: true,
      when: { field: "subject", in: ["role"] },
      placeholder: "拥有该角色的员工共用本规则的预算",
    }),
    orderLimit: f.money("单笔限额(元)", { placeholder: "超过此金额的订单需审批，不填则不限" }),
    monthlyBudget: f.money("月度预算(元)", { placeholder: "本月累计下单超出预算需审批，不填则不限" }),
    firstApproverId: f.ref("初审人", "employee", {
      choices: ACTIVE_STAFF,
      placeholder: "两级审批时先由初审人审批，不填则一级审批",
    }),
    finalApproverId: f.ref("终审人", "employee", { required: true, choices: ACTIVE_STAFF }),
    holdHours: f.int("库存保留(小时)", {
      required: true,
      default: HOLD_HOURS.default,
      min: HOLD_HOURS.min,
      max: HOLD_HOURS.max,
      table: false,
      placeholder: "待审批订单保留库存的时长，超时自动取消",
    }),
    budgetMonth: f.text("预算月份", { readonly: true, max: 7 }),
    budgetUsed: f.money("当月已用(元)", { readonly: true }),
  },
  endpoints: {
    list: ep.post("etpbase.approval.rule.list"),
    get: ep.get("etpbase.approval.rule.detail"),
    create: ep.post("etpbase.approval.rule.add"),
    update: ep.post("etpbase.approval.rule.update"),
    delete: ep.post("etpbase.approval.rule.delete"),
  },
  buttons: { create: "approvalRule:add", edit: "approvalRule:edit", delete: "approvalRule:delete" },
  sort: { field: "id", order: "asc" },
});
