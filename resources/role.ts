import { defineResource } from "../src/core/define-resource";
import { ep } from "../src/core/endpoint";
import { f } from "../src/core/fields";

/** 角色: a named bundle of menu and button grants inside one enterprise. */
export const role = defineResource({
  name: "role",
  label: "角色",
  titleField: "name",
  tenant: "enterprise",
  menu: { path: "/tendering/role", shell: "tendering", order: 85, group: "系统管理" },
  fields: {
    name: f.text("角色名称", { required: true, max: 20, search: true }),
    description: f.text("角色描述", { max: 100 }),
    sort: f.int("排序", { default: 0, max: 9999 }),
  },
  endpoints: {
    list: ep.post("etpbase.permission.role.list"),
    get: ep.get("etpbase.permission.role.detail"),
    create: ep.post("etpbase.permission.role.add"),
    update: ep.post("etpbase.permission.role.update"),
    delete: ep.post("etpbase.permission.role.delete"),
  },
  buttons: { create: "role:add", edit: "role:edit", delete: "role:delete" },
  sort: { field: "sort", order: "asc" },
  unique: [{ fields: ["name"], message: "角色名称已存在" }],
});
