import { defineResource } from "../src/core/define-resource";
import { ep } from "../src/core/endpoint";
import { f } from "../src/core/fields";
import { GOODS_CATEGORIES, TAX_RATE_OPTIONS } from "./options";

/**
 * 类目税率: the VAT rate of each goods category on a portal (兽药、疫苗 13%, 饲料 免税), which a VAT invoice splits an
 * order's amounts by. Every category has its row on every portal from the start, at 9%
 * (src/server/db/seed/tax-rates.ts); the platform operator sets the rate. Each order line keeps the rate its
 * category had when the order was placed (src/server/mall/tax-rates.ts), so a rate changed here changes only
 * the orders placed after it. A category added to GOODS_CATEGORIES gets its rows by a migration, and is at 9% until then.
 */
export const goodsCategory = defineResource({
  name: "goodsCategory",
  label: "类目税率",
  titleField: "category",
  tenant: "enterpriseSystem",
  menu: { path: "/operation/goodsCategory", shell: "operation", order: 40, group: "基础数据", label: "类目税率" },
  fields: {
    // shown on the edit form, so the operator sees which category's rate it sets, and never changed
    category: f.enum("商品类目", GOODS_CATEGORIES, { fixed: true }),
    taxRate: f.enum("增值税税率", TAX_RATE_OPTIONS, { required: true, search: true }),
    remark: f.text("税率依据", { max: 100, placeholder: "如 依财税〔2001〕121号，饲料产品免征增值税" }),
  },
  // one rate per category on a portal: two would leave an order line's rate to chance
  unique: [{ fields: ["category"], message: "该商品类目已有税率" }],
  endpoints: {
    list: ep.post("sc.goods.category.tax.list"),
    get: ep.get("sc.goods.category.tax.info"),
    update: ep.post("sc.goods.category.tax.update"),
  },
  buttons: { edit: "goodsCategory:edit" },
  sort: { field: "id", order: "asc" },
});
