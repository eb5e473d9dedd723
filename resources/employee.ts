import { defineResource } from "../src/core/define-resource";
import { ep } from "../src/core/endpoint";
import { f } from "../src/core/fields";
import { ENABLED } from "./options";

/** 员工 (bidemp): staff of the enterprise who work in the tendering console. Disabled, never deleted. */
export const employee = defineResource({
  name: "employee",
  label: "员工",
  titleField: "name",
  tenant: "enterprise",
  menu: { path: "/tendering/employee", shell: "tendering", order: 80, group: "系统管理" },
  fields: {
    name: f.text("姓名", { required: true, max: 20, search: true }),
    phone: f.phone("手机号", { required: true, search: true }),
    department: f.text("部门", { max: 30 }),
    position: f.text("职务", { max: 30 }),
    email: f.text("邮箱", { max: 60, table: false }),
    status: f.enum("状态", ENABLED, { readonly: true, search: true }),
    remark: f.text("备注", { max: 100, table: false }),
  },
  flow: { field: "status", initial: 1 },
  // one employee per phone per enterprise: the phone links the employee to the person's account
  uniqueBy: [{ keys: ["enterpriseId", "phone"], field: "phone", message: "该手机号已是本企业员工" }],
  endpoints: {
    list: ep.post("etpbase.bidemp.list"),
    get: ep.get("etpbase.bidemp.detail"),
    create: ep.post("etpbase.bidemp.add"),
    update: ep.post("etpbase.bidemp.update"),
  },
  actions: {
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
  buttons: { create: "employee:add", edit: "employee:edit" },
  sort: { field: "id", order: "asc" },
});
