import { defineResource } from "../src/core/define-resource";
import { ep } from "../src/core/endpoint";
import { f } from "../src/core/fields";
import { SELLING } from "./options";

/**
 * 店铺分类: the seller's own shelves inside its shop, two levels, in `sort` order. Goods are put on one
 * (goods.shopClassifyId); the shop front lists its visible kinds and, under each, its goods (sc.queryshop.kinds).
 */
export const shopClassify = defineResource({
  name: "shopClassify",
  label: "店铺分类",
  titleField: "name",
  tenant: "enterpriseSystem",
  requires: SELLING,
  menu: {
    path: "/manage/seller/kinds",
    shell: "manage",
    order: 2,
    group: "店铺管理",
    screens: { create: "/manage/seller/createkinds", edit: "/manage/seller/createkinds?id=:id" },
  },
  tree: "parentId",
  fields: {
    name: f.text("分类名称", { required: true, max: 20, search: true }),
    parentId: f.ref("上级分类", "shopClassify", {
      placeholder: "不选则为一级分类",
      choices: { where: { parentId: null }, message: "上级分类只能选择一级分类" },
    }),
    sort: f.int("排序", { default: 0, max: 9999 }),
    visible: f.bool("在店铺中显示", { default: true }),
    remark: f.text("备注", { max: 100, table: false }),
  },
  endpoints: {
    list: ep.post("trading.shopClassify.list.byBoId"),
    get: ep.post("trading.shopClassify.detail"),
    create: ep.post("trading.shopClassify.add"),
    update: ep.post("trading.shopClassify.update"),
    delete: ep.post("trading.shopClassify.delete"),
  },
  buttons: { create: "shopClassify:add", edit: "shopClassify:edit", delete: "shopClassify:delete" },
  sort: { field: "sort", order: "asc" },
});
