import { defineResource } from "../src/core/define-resource";
import { ep } from "../src/core/endpoint";
import { f } from "../src/core/fields";
import { DICT_TYPES, ENABLED } from "./options";

/**
 * 数据字典: the entries the platform operator keeps for each portal (计量单位 吨、袋、头 …), which forms pick from
 * (`f.dict`). Its types are declared in code, since fields name them; its entries are data. Retiring an entry (停用)
 * takes it out of every picker; the rows that already hold it keep it, as their text.
 */
export const dictItem = defineResource({
  name: "dictItem",
  label: "字典项",
  titleField: "name",
  tenant: "enterpriseSystem",
  menu: { path: "/operation/dict", shell: "operation", order: 10, group: "基础数据", label: "数据字典" },
  fields: {
    type: f.enum("字典类型", DICT_TYPES, { required: true, search: true }),
    name: f.text("名称", { required: true, max: 20, search: true, placeholder: "如 吨" }),
    sort: f.int("排序", { max: 9999, default: 100, placeholder: "数字小的排在前面" }),
    remark: f.text("说明", { max: 100, table: false, placeholder: "如 1吨=1000千克" }),
    status: f.enum("状态", ENABLED, { readonly: true, search: true }),
  },
  flow: { field: "status", initial: 1 },
  // one entry of a name per dictionary type on a portal: two 吨 would offer the same unit twice
  unique: [{ fields: ["type", "name"], message: "该字典类型下已有同名项" }],
  endpoints: {
    list: ep.post("sc.dict.item.manage.list"),
    get: ep.get("sc.dict.item.manage.info"),
    create: ep.post("sc.dict.item.add"),
    update: ep.post("sc.dict.item.update"),
    export: ep.get("sc.dict.item.export"),
  },
  actions: {
    disable: {
      label: "停用",
      endpoint: ep.post("sc.dict.item.disable"),
      from: [1],
      to: 0,
      button: "dictItem:disable",
      confirm: "停用后各表单将不再提供该项，已使用的数据保持不变，确定停用吗？",
    },
    enable: { label: "启用", endpoint: ep.post("sc.dict.item.enable"), from: [0], to: 1, button: "dictItem:enable" },
  },
  audiences: {
    // what every form picks from, logged in or not (a goods' 单位, a tender line's)
    catalogue: {
      label: "字典",
      anonymous: true,
      endpoints: { list: ep.post("sc.dict.item.list"), get: ep.get("sc.dict.item.info") },
      states: [1],
      fields: ["type", "name", "sort", "remark", "status"],
    },
  },
  buttons: { create: "dictItem:add", edit: "dictItem:edit", export: "dictItem:export" },
  sort: { field: "sort", order: "asc" },
});
