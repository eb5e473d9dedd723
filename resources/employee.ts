import { defineResource } from "../src/core/define-resource";
import { ep } from "../src/core/endpoint";
import { f, type EnumOption } from "../src/core/fields";

/** Where an employee stands: invited (待加入) until the person answers, then a member (启用) until disabled. */
export const EMPLOYEE_STATES: EnumOption[] = [
  { value: 2, label: "待加入", color: "processing" },
  { value: 1, label: "启用", color: "green" },
  { value: 0, label: "停用", color: "default" },
  { value: 3, label: "已拒绝", color: "red" },
  { value: 4, label: "邀请已过期", color: "default" },
];

/** Where the invited person answers (加入 / 拒绝), and sees the enterprises it belongs to. */
const INVITATIONS = "/personal/entChange";

/**
 * 员工 (bidemp): staff of the enterprise, invited by phone with their roles. The person joins by answering the
 * invitation (加入), after logging in or registering with that phone; disabled, never deleted.
 */
export const employee = defineResource({
  name: "employee",
  label: "员工",
  titleField: "name",
  tenant: "enterprise",
  menu: { path: "/tendering/employee", shell: "tendering", order: 80, group: "系统管理" },
  fields: {
    name: f.text("姓名", { required: true, max: 20, search: true }),
    phone: f.phone("手机号", {
      required: true,
      mobile: true,
      search: true,
      placeholder: "被邀请人的手机号，登录或注册后可加入",
    }),
    roleIds: f.refs("角色", "role", { max: 20, table: true, placeholder: "加入后拥有所选角色的权限" }),
    department: f.text("部门", { max: 30 }),
    position: f.text("职务", { max: 30 }),
    email: f.text("邮箱", { max: 60, table: false }),
    status: f.enum("状态", EMPLOYEE_STATES, { readonly: true, search: true }),
    inviteExpiresAt: f.datetime("邀请有效期至", { readonly: true, table: false }),
    remark: f.text("备注", { max: 100, table: false }),
  },
  flow: {
    field: "status",
    initial: 2,
    // an invitation nobody answered lapses; the administrator may invite again
    timed: [
      {
        name: "lapse",
        label: "邀请过期",
        field: "inviteExpiresAt",
        says: "邀请已过期",
        from: [2],
        to: 4,
        notify: { title: "{title}未在有效期内加入，邀请已过期" },
      },
    ],
  },
  // one employee per phone per enterprise: the phone links the employee to the person's account
  unique: [{ fields: ["phone"], message: "该手机号已是本企业员工" }],
  endpoints: {
    list: ep.post("etpbase.bidemp.list"),
    get: ep.get("etpbase.bidemp.detail"),
    create: ep.post("etpbase.bidemp.add"),
    update: ep.post("etpbase.bidemp.update"),
  },
  actions: {
    accept: {
      label: "加入",
      by: "invitee",
      endpoint: ep.post("etpbase.bidemp.invite.accept"),
      from: [2],
      to: 1,
      notify: { title: "{title}已接受邀请，加入了企业" },
    },
    decline: {
      label: "拒绝",
      by: "invitee",
      endpoint: ep.post("etpbase.bidemp.invite.decline"),
      from: [2],
      to: 3,
      confirm: "拒绝后将不会加入该企业，确定拒绝吗？",
      notify: { title: "{title}拒绝了加入企业的邀请" },
    },
    reinvite: {
      label: "重新邀请",
      endpoint: ep.post("etpbase.bidemp.invite.resend"),
      from: [3, 4],
      to: 2,
      button: "employee:invite",
      notify: { to: { user: "userId" }, title: "企业再次邀请您加入，请在7天内处理", link: INVITATIONS },
    },
    disable: {
      label: "停用",
      endpoint: ep.post("etpbase.bidemp.disable"),
      from: [1],
      to: 0,
      button: "employee:disable",
      confirm: "停用后该员工将无法登录招标采购系统，确定停用吗？",
    },
    enable: { label: "启用", endpoint: ep.post("etpbase.bidemp.enable"), from: [0], to: 1, button: "employee:enable" },
  },
  audiences: {
    // the person a row invites reads it, on any portal and acting for any enterprise, and answers it
    invitee: {
      label: "被邀请人",
      endpoints: { list: ep.get("etpbase.bidemp.invite.my.list"), get: ep.get("etpbase.bidemp.invite.my.detail") },
      states: [2],
      fields: ["name", "department", "position", "status", "inviteExpiresAt"],
      person: { column: "userId", phone: "phone", prompt: "企业邀请", path: INVITATIONS },
      party: { who: "邀请企业", when: "邀请时间" },
    },
  },
  notify: { create: { to: { user: "userId" }, title: "企业邀请您加入，请在7天内处理", link: INVITATIONS } },
  buttons: { create: "employee:add", edit: "employee:edit" },
  sort: { field: "id", order: "asc" },
});
