import { defineResource } from "../src/core/define-resource";
import { ep } from "../src/core/endpoint";
import { f } from "../src/core/fields";
import { SAMPLE_CATEGORIES, SAMPLE_REQUEST_FLOW, SAMPLE_REQUEST_STATES } from "../src/core/flows/sample-request";
import { partyActions } from "../src/core/flows/two-party";
import { MALL } from "../src/core/mall-endpoints";
import { SELLING } from "./options";

/** The buyer's page of one sample request: the person who asked hears of the seller's moves there. */
const toBuyer = (title: string) => ({
  notify: { to: { user: "buyerUserId" }, title, link: "/manage/order/sample/detail?id=:id" },
});

const PURPOSES = ["试用对比", "适口性试验", "质量检测", "疗效观察", "其他"].map((p) => ({ value: p, label: p }));

/**
 * 样品申请: a buyer (personal or for an enterprise) asks a feed or veterinary seller for a sample of a goods on sale
 * in the mall, from the goods page, through the `buyer` audience's create against a goods it may read (not one it
 * owns: src/core/readable-source.ts). The row is the seller's; the seller sends the sample with its waybill or
 * declines, the buyer confirms it arrived and may order the goods from there. The machine is SAMPLE_REQUEST_FLOW.
 */
export const sampleRequest = defineResource({
  name: "sampleRequest",
  label: "样品申请",
  titleField: "sampleNo",
  numbered: { field: "sampleNo", prefix: "YP" },
  tenant: "enterpriseSystem",
  requires: SELLING,
  menu: {
    path: "/manage/seller/sample",
    shell: "manage",
    order: 25,
    group: "订单管理",
    label: "样品申请",
    screens: { show: "/manage/seller/sample/detail?id=:id" },
  },
  fields: {
    sampleNo: f.text("申请单号", { readonly: true, search: true, max: 32 }),
    goodsId: f.ref("商品", "goods", { readonly: true, table: false, detail: false }),
    // as it was asked, even if the goods is renamed later
    goodsName: f.text("商品名称", { readonly: true, search: true, max: 120 }),
    spec: f.text("规格", { readonly: true, max: 60 }),
    unit: f.text("单位", { readonly: true, max: 8, table: false }),
    quantity: f.int("样品数量", { readonly: true, required: true, min: 1, max: 20, placeholder: "1～20" }),
    purpose: f.enum("样品用途", PURPOSES, { readonly: true, required: true, search: true }),
    contact: f.text("联系人", { readonly: true, required: true, max: 20, placeholder: "收样人姓名" }),
    phone: f.phone("手机号", { readonly: true, required: true, mobile: true, table: false }),
    region: f.place("收货地区", { readonly: true, required: true, table: false, placeholder: "请选择省 / 市 / 区县" }),
    address: f.text("详细地址", {
      readonly: true,
      required: true,
      max: 100,
      table: false,
      placeholder: "街道、门牌号、养殖场名称等",
      examples: ["开元街道民主街88号 丰收牧业养殖场"],
    }),
    remark: f.textarea("补充说明", {
      readonly: true,
      max: 200,
      table: false,
      placeholder: "如 存栏育肥猪800头，想对比现用饲料的料肉比",
    }),
    status: f.enum(
      "处理状态",
      Object.entries(SAMPLE_REQUEST_STATES).map(([value, s]) => ({ value, label: s.label, color: s.color })),
      { readonly: true, search: true },
    ),
    courier: f.text("快递公司", { readonly: true, max: 40, table: false }),
    waybillNo: f.text("运单号", { readonly: true, max: 40 }),
    sellerReply: f.textarea("拒绝原因", { readonly: true, max: 200, table: false }),
    shippedAt: f.datetime("寄出时间", { readonly: true, table: false }),
    receivedAt: f.datetime("收样时间", { readonly: true, table: false }),
  },
  flow: { field: "status", initial: "applied", editableIn: [], deletableIn: [], tabs: true },
  endpoints: {
    list: ep.post("sc.sample.seller.list"),
    get: ep.get("sc.sample.seller.detail"),
    log: ep.get("sc.sample.log.list"),
  },
  actions: {
    ...partyActions(SAMPLE_REQUEST_FLOW, "seller", {
      accept: {
        endpoint: ep.post("sc.sample.accept"),
        button: "sampleRequest:accept",
        stamps: { shippedAt: "now" },
        ...toBuyer("样品申请「{title}」已同意，样品已寄出"),
        form: {
          courier: f.text("快递公司", { required: true, max: 40, placeholder: "如 顺丰速运", examples: ["顺丰速运"] }),
          waybillNo: f.text("运单号", {
            required: true,
            max: 40,
            placeholder: "如 SF1402837465921",
            examples: ["SF1402837465921"],
          }),
        },
      },
      decline: {
        endpoint: ep.post("sc.sample.decline"),
        button: "sampleRequest:decline",
        ...toBuyer("样品申请「{title}」已被卖家拒绝"),
        form: {
          sellerReply: f.textarea("拒绝原因", {
            required: true,
            max: 200,
            placeholder: "如 该规格样品已发完，可改申请20kg装",
            examples: ["该规格样品已发完，可改申请20kg装"],
          }),
        },
      },
    }),
    ...partyActions(SAMPLE_REQUEST_FLOW, "buyer", {
      withdraw: {
        endpoint: ep.post("sc.sample.withdraw"),
        by: "buyer",
        confirm: "撤销后卖家将不再寄送样品，确定撤销吗？",
        notify: { title: "买家已撤销样品申请「{title}」" },
      },
      confirmReceipt: {
        endpoint: ep.post("sc.sample.receive"),
        by: "buyer",
        stamps: { receivedAt: "now" },
        confirm: "请确认样品已收到，确定吗？",
        notify: { title: "买家已确认收到样品「{title}」" },
      },
    }),
  },
  audiences: {
    // the person who asked reads its requests on the portal it asked on, withdraws one not yet answered and
    // confirms the sample arrived (src/core/user-rows.ts)
    buyer: {
      label: "买家",
      party: { who: "卖家", when: "申请时间" },
      endpoints: {
        list: ep.get("sc.sample.my.list"),
        get: ep.get("sc.sample.my.detail"),
        log: ep.get("sc.sample.my.log"),
      },
      states: Object.keys(SAMPLE_REQUEST_STATES),
      fields: [
        "sampleNo",
        "goodsId",
        "goodsName",
        "spec",
        "unit",
        "quantity",
        "purpose",
        "contact",
        "phone",
        "region",
        "address",
        "remark",
        "status",
        "courier",
        "waybillNo",
        "sellerReply",
        "shippedAt",
        "receivedAt",
      ],
      owner: {
        column: "buyerUserId",
        screens: {
          layout: "buyer",
          title: "样品申请",
          path: "/manage/order/sample",
          show: "/manage/order/sample/detail?id=:id",
          create: "/manage/order/sample/apply?goodsId=:from",
        },
        links: { order: { label: "去下单", href: "/goodInfo?id=:goodsId", when: { status: ["received"] } } },
      },
      create: {
        endpoint: ep.post("sc.sample.apply"),
        label: "申请样品",
        submit: "提交申请",
        from: "goodsId",
        // any feed or veterinary goods on sale on the caller's portal, at a shop still approved
        readable: { where: { status: "on_sale", category: SAMPLE_CATEGORIES } },
        copies: { goodsName: "name", spec: "spec", unit: "unit" },
        fields: ["quantity", "purpose", "contact", "phone", "region", "address", "remark"],
        prefill: { contact: "userName", phone: "userPhone" },
        read: MALL.goodsDetail,
      },
    },
  },
  // 站内信 of the buyer's application (docs/flows.md "Who is told"); its withdraw and receipt say theirs
  notify: { create: { title: "收到样品申请「{title}」" } },
  buttons: {},
  created: "申请时间",
  sort: { field: "createdAt", order: "desc" },
});
