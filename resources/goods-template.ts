import { defineResource } from "../src/core/define-resource";
import { ep } from "../src/core/endpoint";
import { f } from "../src/core/fields";
import { ENABLED, GOODS_CATEGORIES } from "./options";

/**
 * 商品模板: what the platform operator prepares for a kind of goods (育肥猪配合饲料, 兽用注射液) so a seller publishing
 * one starts from its category, unit, shelf life and a detail page laid out with the sections a buyer of that kind
 * looks for (成分、适用动物、用法用量、注意事项). The seller changes anything; the goods keeps no link to the template.
 */
export const goodsTemplate = defineResource({
  name: "goodsTemplate",
  label: "商品模板",
  titleField: "name",
  tenant: "enterpriseSystem",
  menu: { path: "/operation/goodsTemplate", shell: "operation", order: 30, group: "基础数据" },
  fields: {
    name: f.text("模板名称", { required: true, max: 40, search: true, placeholder: "如 育肥猪配合饲料" }),
    category: f.enum("商品类目", GOODS_CATEGORIES, { required: true, search: true }),
    unit: f.dict("单位", "unit", { required: true }),
    shelfLife: f.text("保质期", { max: 20, placeholder: "如 12个月" }),
    description: f.richtext("详情模板", {
      placeholder: "写好该类商品详情的栏目，如 产品成分、适用动物、用法用量、注意事项、贮存",
    }),
    status: f.enum("状态", ENABLED, { readonly: true, search: true }),
  },
  flow: { field: "status", initial: 1 },
  endpoints: {
    list: ep.post("sc.goods.template.manage.list"),
    get: ep.get("sc.goods.template.manage.info"),
    create: ep.post("sc.goods.template.add"),
    update: ep.post("sc.goods.template.update"),
  },
  actions: {
    disable: {
      label: "停用",
      endpoint: ep.post("sc.goods.template.disable"),
      from: [1],
      to: 0,
      button: "goodsTemplate:disable",
      confirm: "停用后商家发布商品时将不再看到该模板，确定停用吗？",
    },
    enable: {
      label: "启用",
      endpoint: ep.post("sc.goods.template.enable"),
      from: [0],
      to: 1,
      button: "goodsTemplate:enable",
    },
  },
  audiences: {
    catalogue: {
      label: "模板库",
      anonymous: true,
      endpoints: { list: ep.post("sc.goods.template.list"), get: ep.get("sc.goods.template.info") },
      states: [1],
      fields: ["name", "category", "unit", "shelfLife", "description", "status"],
    },
  },
  buttons: { create: "goodsTemplate:add", edit: "goodsTemplate:edit" },
  sort: { field: "id", order: "asc" },
});
