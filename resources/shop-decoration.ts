import { defineResource } from "../src/core/define-resource";
import { ep } from "../src/core/endpoint";
import { f } from "../src/core/fields";
import { MALL_LINK, SELLING, SHOP_THEMES } from "./options";

/** Goods a shop front may show: the seller's own, on sale (checkRefs refuses any other on that field). */
const onSale = (label: string) =>
  f.refs(label, "goods", { max: 12, choices: { where: { status: "on_sale" }, message: "只能选择本店在售的商品" } });

/**
 * 店铺装修 (spec /manage/seller/decorate/index): how a shop front looks — theme colour, slogan, banners, notice,
 * featured goods and floors; its navigation is the `shopNav` resource. Every shop has one, made with the shop.
 * The seller edits a draft; 发布 copies the draft with the shop's navigation into the published version
 * (src/server/hooks/shop-decoration.ts), which is all buyers ever see (docs/seller.md#店铺装修).
 */
export const shopDecoration = defineResource({
  name: "shopDecoration",
  label: "店铺装修",
  titleField: "shopId",
  tenant: "enterpriseSystem",
  single: { message: "本店已有店铺装修，请编辑现有装修" },
  requires: SELLING,
  menu: {
    path: "/manage/seller/decorate/index",
    shell: "manage",
    order: 3,
    group: "店铺管理",
    label: "店铺装修",
    screens: { edit: "/manage/seller/decorate/edit?id=:id", show: "/manage/seller/decorate/detail?id=:id" },
  },
  fields: {
    shopId: f.ref("店铺", "shop", { readonly: true }),
    theme: f.enum("主题色", SHOP_THEMES, { required: true, default: "#2e7d32" }),
    slogan: f.text("店铺标语", { max: 40, placeholder: "显示在店铺首页横幅下方，不填则显示店铺简介" }),
    banners: f.lines(
      "轮播横幅",
      {
        image: f.image("横幅图片", { required: true }),
        link: f.text("点击跳转", {
          max: 200,
          pattern: MALL_LINK,
          placeholder: "如 /goodInfo?id=21，可不填",
          examples: ["/list?search=饲料", "/goodInfo?id=21"],
        }),
      },
      { max: 5 },
    ),
    notice: f.textarea("店铺公告", { max: 300, placeholder: "如 春节期间2月1日至2月7日暂停发货" }),
    featured: onSale("推荐商品"),
    floors: f.lines(
      "商品楼层",
      {
        title: f.text("楼层标题", { required: true, max: 20 }),
        source: f.enum(
          "楼层内容",
          [
            { value: "goods", label: "指定商品" },
            { value: "kind", label: "店铺分类" },
          ],
          { required: true, default: "goods" },
        ),
        goodsIds: { ...onSale("楼层商品"), required: true, when: { field: "source", in: ["goods"] } },
        kindId: f.ref("店铺分类", "shopClassify", { required: true, when: { field: "source", in: ["kind"] } }),
      },
      { max: 6 },
    ),
    status: f.enum(
      "发布状态",
      [
        { value: "draft", label: "未发布修改", color: "orange" },
        { value: "published", label: "已发布", color: "green" },
      ],
      { readonly: true },
    ),
    publishedAt: f.datetime("发布时间", { readonly: true }),
  },
  // any edit is a draft again until it is published; nobody deletes a shop's decoration
  flow: { field: "status", initial: "draft", edited: "draft", deletableIn: [] },
  endpoints: {
    list: ep.post("sc.shop.decoration.list"),
    get: ep.post("sc.shop.decoration.detail"),
    update: ep.post("sc.shop.decoration.save"),
    log: ep.post("sc.shop.decoration.log"),
  },
  actions: {
    publish: {
      label: "发布",
      endpoint: ep.post("sc.shop.decoration.publish"),
      from: ["draft"],
      to: "published",
      button: "decorate:publish",
      confirm: "发布后买家看到的店铺首页即为当前装修（含店铺导航），确定发布吗？",
      stamps: { publishedAt: "now" },
    },
  },
  links: { preview: { label: "预览", href: "/storeInfo/info?shopId=:shopId&preview=1" } },
  buttons: { edit: "decorate:edit" },
});
