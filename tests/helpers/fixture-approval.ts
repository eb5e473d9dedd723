import { defineResource } from "../../src/core/define-resource";
import { ep } from "../../src/core/endpoint";
import { f } from "../../src/core/fields";

/**
 * A request for money (用款申请) approved at two levels, the engine's fixture for the assignee audience and `notBy`:
 * the row waits for the person its state names (`approver1UserId`, then `approver2UserId`, set by a hook as a rule
 * would), who alone reads and decides it; nobody approves, returns or pays out their own request. The requester follows
 * it through an owner audience.
 */
export const approvalRequest = defineResource({
  name: "fxRequest",
  label: "用款申请",
  titleField: "title",
  tenant: "enterpriseSystem",
  menu: { path: "/tendering/fx/request", shell: "tendering", order: 5 },
  fields: {
    title: f.text("用途", { required: true, max: 40 }),
    amount: f.money("金额(元)", { required: true }),
    status: f.enum("状态", [
      { value: "waiting1", label: "待一级审批" },
      { value: "waiting2", label: "待二级审批" },
      { value: "approved", label: "已通过" },
      { value: "returned", label: "已退回" },
      { value: "paid", label: "已拨款" },
    ]),
  },
  endpoints: {
    list: ep.post("fx.request.list"),
    get: ep.get("fx.request.detail"),
    create: ep.post("fx.request.add"),
    log: ep.get("fx.request.log"),
  },
  flow: { field: "status", initial: "waiting1", editableIn: [], deletableIn: [] },
  actions: {
    approveFirst: {
      label: "一级审批通过",
      endpoint: ep.post("fx.request.approve.first"),
      from: ["waiting1"],
      to: "waiting2",
      by: "approver",
      notBy: "requesterUserId",
    },
    approveSecond: {
      label: "二级审批通过",
      endpoint: ep.post("fx.request.approve.second"),
      from: ["waiting2"],
      to: "approved",
      by: "approver",
      notBy: "requesterUserId",
      notByMessage: "不能审批自己提交的用款申请",
    },
    return: {
      label: "退回",
      endpoint: ep.post("fx.request.return"),
      from: ["waiting1", "waiting2"],
      to: "returned",
      by: "approver",
      notBy: "requesterUserId",
      form: { reason: f.text("退回原因", { required: true, max: 60 }) },
    },
    // the enterprise pays out an approved request, never to whoever asked for it
    pay: {
      label: "拨款",
      endpoint: ep.post("fx.request.pay"),
      from: ["approved"],
      to: "paid",
      notBy: "requesterUserId",
      notByMessage: "不能为自己的申请拨款",
    },
  },
  audiences: {
    requester: {
      label: "申请人",
      endpoints: { list: ep.get("fx.request.mine.list"), get: ep.get("fx.request.mine.detail") },
      states: ["waiting1", "waiting2", "approved", "returned", "paid"],
      fields: ["title", "amount", "status"],
      owner: { column: "requesterUserId" },
    },
    approver: {
      label: "审批人",
      endpoints: {
        list: ep.get("fx.request.todo.list"),
        get: ep.get("fx.request.todo.detail"),
        log: ep.get("fx.request.todo.log"),
      },
      states: ["waiting1", "waiting2"],
      fields: ["title", "amount", "status"],
      assignee: {
        byState: { waiting1: "approver1UserId", waiting2: "approver2UserId" },
        screens: {
          layout: "buyer",
          title: "我的审批",
          path: "/manage/fx/approval",
          show: "/manage/fx/approval/detail?id=:id",
        },
      },
    },
  },
  buttons: {},
  sort: { field: "id", order: "desc" },
});
