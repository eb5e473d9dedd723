import { defineResource } from "../src/core/define-resource";
import { ep } from "../src/core/endpoint";
import { f } from "../src/core/fields";

/** 收货地点 (工厂): where the enterprise takes delivery of what it tenders for. */
export const factory = defineResource({
  name: "factory",
  label: "收货地点",
  titleField: "name",
  tenant: "enterprise",
  menu: { path: "/tendering/factory", shell: "tendering", order: 90, group: "系统管理" },
  fields: {
    name: f.text("工厂名称", { required: true, max: 40, search: true }),
    code: f.text("工厂编码", { max: 20, search: true }),
    region: f.place("所在地区", { required: true, placeholder: "请选择省 / 市 / 区县" }),
    address: f.text("详细地址", { required: true, max: 120 }),
    contact: f.text("收货联系人", { required: true, max: 20 }),
    phone: f.phone("联系电话", { required: true }),
    isDefault: f.bool("默认收货地点", { default: false }),
    remark: f.text("备注", { max: 100, table: false }),
  },
  endpoints: {
    list: ep.post("etpbase.factory.page.list"),
    get: ep.get("etpbase.factory.detail"),
    create: ep.post("etpbase.factory.add"),
    update: ep.post("etpbase.factory.update"),
    delete: ep.post("etpbase.factory.delete.batch", { batch: true }),
    export: ep.get("etpbase.factory.export"),
    import: ep.post("etpbase.factory.import"),
  },
  buttons: {
    create: "factory:add",
    edit: "factory:edit",
    delete: "factory:delete",
    export: "factory:export",
    import: "factory:import",
  },
  // 工厂编码 is what the enterprise's own systems call a place: an import updates the place holding it
  importKey: "code",
  onePer: { flag: "isDefault" },
  sort: { field: "id", order: "desc" },
});
