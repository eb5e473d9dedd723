import { defineResource } from "../src/core/define-resource";
import { ep } from "../src/core/endpoint";
import { f } from "../src/core/fields";
import { GOODS_CATEGORIES } from "./options";

/** Where the applicant reads what became of its shop. */
const STATUS_PAGE = "/setUpStore/shopStatus?audit=:state";

const reason = (label: string, example: string) =>
  f.textarea(label, { required: true, max: 200, placeholder: `如 ${example}`, examples: [example] });

/**
 * 店铺: an enterprise's shop on one portal, opened by its administrator at /setUpStore and audited by the
 * platform operator. `audit` is the spec's shop audit value: 0 审核中, 1 已开通, 2 已驳回, 3 已冻结, 4 已关闭
 * (docs/seller.md). Only an open (1) PUBLIC shop sells in the mall and opens the seller center.
 */
export const shop = defineResource({
  name: "shop",
  label: "店铺",
  titleField: "name",
  tenant: "enterpriseSystem",
  table: "shops",
  single: { message: "本企业在当前门户已有店铺，请勿重复申请" },
  menu: { path: "/manage/seller/store", shell: "manage", order: 1, group: "店铺管理", label: "店铺设置" },
  fields: {
    name: f.text("店铺名称", { required: true, min: 2, max: 30, search: true, examples: ["绿源牧业饲料专营店"] }),
    logo: f.image("店铺Logo", { required: true }),
    // the shop front's header: the shop's own look, beside the decoration's banners it publishes
    banner: f.image("店铺横幅", { placeholder: "店铺首页顶部的店招图片，建议 1200×200" }),
    shopSort: f.enum(
      "店铺类型",
      [
        { value: "PUBLIC", label: "商城店铺" },
        { value: "ORDER_GOODS", label: "订货系统店铺" },
        { value: "ENTER_SHOP", label: "入驻系统店铺" },
      ],
      { required: true, default: "PUBLIC", search: true },
    ),
    qualifications: f.lines(
      "经营类目及资质",
      {
        category: f.enum("经营类目", GOODS_CATEGORIES, { required: true }),
        licenseNo: f.text("许可证编号", { max: 40, placeholder: "兽药、疫苗、饲料、预混料、种畜禽必填" }),
        expireDate: f.date("许可证有效期至", { future: true }),
      },
      { required: true, max: 8 },
    ),
    // one photo per licence kind; which ones a shop needs follows its categories (src/server/hooks/shop.ts)
    vetLicenseImage: f.image("兽药经营许可证", { placeholder: "经营兽药、疫苗须上传" }),
    feedLicenseImage: f.image("饲料生产/经营许可证", { placeholder: "经营饲料、预混料须上传" }),
    breedLicenseImage: f.image("种畜禽生产经营许可证", { placeholder: "经营种畜禽须上传" }),
    licenseImage: f.image("营业执照", { required: true }),
    licenseExpire: f.date("营业执照有效期至", { future: true, placeholder: "长期有效可不填" }),
    contact: f.text("联系人", { required: true, max: 20 }),
    phone: f.phone("联系电话", { required: true }),
    servicePhone: f.phone("客服电话", { table: false }),
    region: f.place("所在地区", { required: true, level: "city", placeholder: "请选择省 / 市" }),
    address: f.text("经营地址", {
      required: true,
      max: 120,
      table: false,
      examples: ["潍坊市寒亭区开元街道民主街88号"],
    }),
    intro: f.textarea("店铺简介", { max: 500, placeholder: "主营产品、产能、服务范围" }),
    audit: f.enum(
      "店铺状态",
      [
        { value: 0, label: "审核中", color: "orange" },
        { value: 1, label: "已开通", color: "green" },
        { value: 2, label: "已驳回", color: "red" },
        { value: 3, label: "已冻结", color: "volcano" },
        { value: 4, label: "已关闭", color: "default" },
      ],
      { readonly: true, search: true },
    ),
  },
  // the audited facts (name, sort, licences) change only through a new audit; an open shop edits its front
  flow: { field: "audit", initial: 0, editableIn: [0, 2, 4], deletableIn: [] },
  endpoints: {
    list: ep.post("sc.shopapply.my.list"),
    get: ep.post("sc.shopapply.get"),
    create: ep.post("sc.shopapply.add"),
    update: ep.post("sc.shopapply.update"),
    log: ep.post("sc.queryShopAudit.get"),
  },
  actions: {
    resubmit: {
      label: "重新提交审核",
      endpoint: ep.post("sc.shopapply.resubmit"),
      from: [2, 4],
      to: 0,
      button: "shop:resubmit",
      confirm: "确定按当前资料重新提交开店审核吗？",
    },
    updateInfo: {
      label: "修改店铺信息",
      endpoint: ep.post("sc.shop.update.info"),
      from: [1],
      to: 1,
      button: "shop:edit",
      form: {
        logo: f.image("店铺Logo", { required: true }),
        banner: f.image("店铺横幅"),
        intro: f.textarea("店铺简介", { max: 500 }),
        contact: f.text("联系人", { required: true, max: 20 }),
        phone: f.phone("联系电话", { required: true }),
        servicePhone: f.phone("客服电话"),
      },
    },
    approve: {
      label: "通过",
      endpoint: ep.post("sc.shopapply.approve"),
      from: [0],
      to: 1,
      notify: { title: "您的店铺已通过审核，现已开通", link: STATUS_PAGE },
      by: "operator",
      button: "shop:approve",
      confirm: "通过后店铺即在商城开通，确定通过吗？",
    },
    reject: {
      label: "驳回",
      endpoint: ep.post("sc.shopapply.reject"),
      from: [0],
      to: 2,
      notify: { title: "您的开店申请未通过审核", link: STATUS_PAGE },
      by: "operator",
      button: "shop:reject",
      form: { reason: reason("驳回原因", "兽药经营许可证已过期，请上传有效证件") },
    },
    freeze: {
      label: "冻结",
      endpoint: ep.post("sc.shop.freeze"),
      from: [1],
      to: 3,
      notify: { title: "您的店铺已被冻结", link: STATUS_PAGE },
      by: "operator",
      button: "shop:freeze",
      form: { reason: reason("冻结原因", "多次被投诉发货延迟，整改期间冻结") },
    },
    unfreeze: {
      label: "解冻",
      endpoint: ep.post("sc.shop.unfreeze"),
      from: [3],
      to: 1,
      notify: { title: "您的店铺已解冻，恢复营业", link: STATUS_PAGE },
      by: "operator",
      button: "shop:unfreeze",
      confirm: "解冻后店铺恢复营业，确定解冻吗？",
    },
    close: {
      label: "关闭店铺",
      endpoint: ep.post("sc.shop.close"),
      from: [1, 3],
      to: 4,
      notify: { title: "您的店铺已被关闭", link: STATUS_PAGE },
      by: "operator",
      button: "shop:close",
      form: { reason: reason("关闭原因", "经营资质失效，店铺关闭") },
    },
  },
  audiences: {
    operator: {
      label: "平台运营",
      platform: { path: "/operation/shopAudit", label: "店铺审核", group: "审核管理" },
      endpoints: { list: ep.post("sc.shopapply.audit.list"), get: ep.get("sc.shopapply.audit.info") },
      states: [0, 1, 2, 3, 4],
      fields: [
        "name",
        "logo",
        "shopSort",
        "qualifications",
        "vetLicenseImage",
        "feedLicenseImage",
        "breedLicenseImage",
        "licenseImage",
        "licenseExpire",
        "contact",
        "phone",
        "region",
        "address",
        "intro",
        "audit",
      ],
      page: "/operation/shopAudit/detail?id=:id",
      party: { who: "申请企业", when: "申请时间" },
    },
  },
  buttons: { create: "shop:apply", edit: "shop:modify" },
  sort: { field: "id", order: "desc" },
});
