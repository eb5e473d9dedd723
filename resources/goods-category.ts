import { defineResource } from "../src/core/define-resource";
import { ep } from "../src/core/endpoint";
import { f } from "../src/core/fields";
import { DEFAULT_TAX_RATE } from "../src/core/tax-split";
import { GOODS_CATEGORIES, TAX_RATE_OPTIONS } from "./options";

/**
 * 商品类目税率: the VAT rate the platform operator sets per goods category on a portal (兽药、疫苗 13%, 饲料 免税),
 * which a VAT invoice splits an order's amounts by. Each order line keeps the rate its category had when the order
 * was placed (src/server/mall/tax-rates.ts), so changing a rate here changes only the orders placed after it. A
 * category with no row here is at 9%.
 */
export const goodsCategory = defineResource({
  name: "goodsCategory",
  label: "类目税率",
  titleField: "category",
  tenant: "enterpriseSystem",
  menu: { path: "/operation/goodsCategory", shell: "operation", order: 40, group: "基础数据", label: "类目税率" },
  fields: {
    category: f.enum("商品类目", GOODS_CATEGORIES, { required: true, search: true, fixed: true }),
    taxRate: f.enum("增值税税率", TAX_RATE_OPTIONS, { required: true, default: DEFAULT_TAX_RATE }),
    remark: f.text("说明", { max: 100, placeholder: "如 依财税〔2001〕121号，饲料产品免征增值税" }),
  },
  // one rate per category on a portal: two would leave an order line's rate to chance
  unique: [{ fields: ["category"], message: "该商品类目已设置税率，请修改原有记录" }],
  endpoints: {
    list: ep.post("sc.goods.category.tax.list"),
    get: ep.get("sc.goods.category.tax.info"),
    create: ep.post("sc.goods.category.tax.add"),
    update: ep.post("sc.goods.category.tax.update"),
  },
  buttons: { create: "goodsCategory:add", edit: "goodsCategory:edit" },
  sort: { field: "id", order: "asc" },
});
