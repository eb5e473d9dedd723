import { defineResource } from "../src/core/define-resource";
import { ep } from "../src/core/endpoint";
import { f } from "../src/core/fields";
import { MALL_LINK, SELLING } from "./options";

/**
 * 店铺导航 (spec /manage/seller/decorate/nav): the entries of the shop front's navigation bar after 店铺首页, in
 * `sort` order, each opening a shop kind, all goods, or a page of the mall. Part of the shop's decoration: a
 * change waits for the decoration's 发布 before buyers see it (src/server/hooks/shop-nav.ts).
 */
export const shopNav = defineResource({
  name: "shopNav",
  label: "导航",
  titleField: "label",
  tenant: "enterpriseSystem",
  requires: SELLING,
  menu: { path: "/manage/seller/decorate/nav", shell: "manage", order: 4, group: "店铺管理", label: "店铺导航" },
  fields: {
    label: f.text("导航名称", { required: true, max: 8, search: true, placeholder: "如 猪饲料" }),
    target: f.enum(
      "链接到",
      [
        { value: "kind", label: "店铺分类" },
        { value: "all", label: "全部货品" },
        { value: "link", label: "商城页面" },
      ],
      { required: true, default: "kind" },
    ),
    kindId: f.ref("店铺分类", "shopClassify", { required: true, when: { field: "target", in: ["kind"] } }),
    link: f.text("页面链接", {
      required: true,
      max: 200,
      pattern: MALL_LINK,
      when: { field: "target", in: ["link"] },
      placeholder: "如 /list?search=饲料",
      examples: ["/list?search=饲料"],
    }),
    sort: f.int("排序", { default: 0, max: 9999, placeholder: "数字小的在前" }),
  },
  endpoints: {
    list: ep.post("sc.shop.decoration.nav.list"),
    get: ep.post("sc.shop.decoration.nav.detail"),
    create: ep.post("sc.shop.decoration.nav.add"),
    update: ep.post("sc.shop.decoration.nav.update"),
    delete: ep.post("sc.shop.decoration.nav.delete"),
  },
  buttons: { create: "decorateNav:add", edit: "decorateNav:edit", delete: "decorateNav:delete" },
  sort: { field: "sort", order: "asc" },
});
