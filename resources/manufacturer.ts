import { defineResource } from "../src/core/define-resource";
import { ep } from "../src/core/endpoint";
import { f } from "../src/core/fields";
import { ENABLED } from "./options";

/**
 * 生产厂家库: the makers a goods may name as its 生产厂家, kept by the platform operator per portal with the
 * licence that lets them make it (兽药 GMP、饲料生产许可证). A seller picks its goods' maker from here, so the goods
 * page names a maker the platform knows; a maker not yet listed is added by the operator.
 */
export const manufacturer = defineResource({
  name: "manufacturer",
  label: "生产厂家",
  titleField: "name",
  tenant: "enterpriseSystem",
  menu: { path: "/operation/manufacturer", shell: "operation", order: 20, group: "基础数据", label: "生产厂家库" },
  fields: {
    name: f.text("厂家名称", { required: true, max: 60, search: true, placeholder: "如 绿野饲料有限公司" }),
    licenceNo: f.text("生产许可证号", { max: 40, search: true, placeholder: "如 鲁饲证(2023)07001" }),
    region: f.place("所在地区", { level: "city", placeholder: "请选择省 / 市" }),
    phone: f.phone("联系电话"),
    remark: f.text("备注", { max: 100, table: false }),
    status: f.enum("状态", ENABLED, { readonly: true, search: true }),
  },
  flow: { field: "status", initial: 1 },
  // a maker is listed once per portal: goods name it by its name
  unique: [{ fields: ["name"], message: "厂家库中已有该厂家" }],
  endpoints: {
    list: ep.post("sc.manufacturer.manage.list"),
    get: ep.get("sc.manufacturer.manage.info"),
    create: ep.post("sc.manufacturer.add"),
    update: ep.post("sc.manufacturer.update"),
    export: ep.get("sc.manufacturer.export"),
    import: ep.post("sc.manufacturer.import"),
  },
  actions: {
    disable: {
      label: "停用",
      endpoint: ep.post("sc.manufacturer.disable"),
      from: [1],
      to: 0,
      button: "manufacturer:disable",
      confirm: "停用后商家发布商品时将不能再选择该厂家，已发布的商品不受影响，确定停用吗？",
    },
    enable: {
      label: "启用",
      endpoint: ep.post("sc.manufacturer.enable"),
      from: [0],
      to: 1,
      button: "manufacturer:enable",
    },
  },
  audiences: {
    catalogue: {
      label: "厂家库",
      anonymous: true,
      endpoints: { list: ep.post("sc.manufacturer.list"), get: ep.get("sc.manufacturer.info") },
      states: [1],
      fields: ["name", "licenceNo", "region", "status"],
    },
  },
  buttons: {
    create: "manufacturer:add",
    edit: "manufacturer:edit",
    export: "manufacturer:export",
    import: "manufacturer:import",
  },
  sort: { field: "id", order: "asc" },
});
