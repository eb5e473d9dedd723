import { defineResource } from "../src/core/define-resource";
import { ep } from "../src/core/endpoint";
import { f } from "../src/core/fields";
import { GOODS_CATEGORIES, SELLING } from "./options";

/**
 * 价格方案: a seller's special prices for chosen buyer enterprises (大客户价). A named buyer sees
 * the scheme price on the goods page, in the cart and in the order; everyone else the list price.
 * Buyer enterprises and per-goods prices are one-per-line text (see docs/mall.md "Price schemes").
 */
export const priceScheme = defineResource({
  name: "priceScheme",
  label: "价格方案",
  titleField: "name",
  tenant: "enterpriseSystem",
  requires: SELLING,
  menu: {
    path: "/manage/priceScheme/index",
    shell: "manage",
    order: 30,
    group: "店铺管理",
    screens: { create: "/manage/priceScheme/add" },
  },
  fields: {
    name: f.text("方案名称", { required: true, max: 30, search: true, placeholder: "如 大客户价" }),
    buyerEnterprises: f.textarea("适用买家企业", {
      required: true,
      max: 2000,
      table: true,
      placeholder: "买家企业全称，每行一个",
      examples: ["丰收牧业合作社", "康牧兽药有限公司"],
    }),
    category: f.enum("适用商品类目", GOODS_CATEGORIES, { placeholder: "不选则为店铺全部商品" }),
    percent: f.decimal("折扣比例(%)", { min: 1, max: 100, placeholder: "如 95 表示按销售价的95%（95折）" }),
    goodsPrices: f.textarea("指定商品价格", {
      max: 4000,
      placeholder: "每行一条：商品编码=价格，如 LV1001=158；优先于折扣比例",
      examples: ["LV1001=158", "LV1002=96"],
    }),
    startDate: f.date("生效日期", { required: true }),
    endDate: f.date("截止日期", { required: true, notBefore: "startDate" }),
    enabled: f.bool("启用", { default: true }),
  },
  endpoints: {
    list: ep.post("sc.priceScheme.list"),
    get: ep.post("sc.priceScheme.detail"),
    create: ep.post("sc.priceScheme.add"),
    update: ep.post("sc.priceScheme.update"),
    delete: ep.post("sc.priceScheme.delete"),
  },
  buttons: { create: "priceScheme:add", edit: "priceScheme:edit", delete: "priceScheme:delete" },
  sort: { field: "id", order: "desc" },
});
