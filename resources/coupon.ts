import { defineResource } from "../src/core/define-resource";
import { ep } from "../src/core/endpoint";
import { f } from "../src/core/fields";
import { SELLING } from "./options";

/**
 * 店铺优惠券 (spec §2 /manage/discount): a shop's coupons, 满减 (an amount off over a threshold) or 折扣 (a rate
 * off, capped), handed out while 发放中 to buyers who fetch them on the goods and shop pages, each up to its
 * per-buyer limit, and used once on an order of the shop at submit (src/server/mall/order-coupons.ts).
 */
export const coupon = defineResource({
  name: "coupon",
  label: "优惠券",
  titleField: "title",
  tenant: "enterpriseSystem",
  table: "coupons",
  requires: SELLING,
  menu: { path: "/manage/discount", shell: "manage", order: 30, group: "营销管理", label: "店铺优惠券" },
  fields: {
    title: f.text("优惠券名称", {
      required: true,
      max: 40,
      search: true,
      placeholder: "如 满2000减100",
      examples: ["满3000减150"],
    }),
    kind: f.enum(
      "优惠方式",
      [
        { value: "amount", label: "满减" },
        { value: "rate", label: "折扣" },
      ],
      { required: true, default: "amount", search: true },
    ),
    amount: f.money("减免金额(元)", {
      required: true,
      min: 0.01,
      max: 100_000,
      when: { field: "kind", in: ["amount"] },
      examples: [150],
    }),
    rate: f.decimal("折扣(折)", {
      required: true,
      min: 1,
      max: 9.9,
      when: { field: "kind", in: ["rate"] },
      placeholder: "如 9.5 即九五折",
      examples: [9.5],
    }),
    maxDiscount: f.money("最高优惠(元)", {
      min: 0.01,
      max: 100_000,
      table: false,
      when: { field: "kind", in: ["rate"] },
      placeholder: "不填不设上限",
    }),
    minAmount: f.money("使用门槛(元)", {
      required: true,
      default: 0,
      max: 10_000_000,
      placeholder: "订单货品金额满多少可用，0为无门槛",
      examples: [3000],
    }),
    total: f.int("发放数量", { required: true, min: 1, max: 1_000_000, examples: [300] }),
    taken: f.int("已领取", { readonly: true }),
    perUser: f.int("每人限领", { required: true, default: 1, min: 1, max: 100, examples: [1] }),
    startAt: f.datetime("生效时间", { placeholder: "不填即刻生效" }),
    endAt: f.datetime("失效时间", { future: true, after: "startAt", placeholder: "不填长期有效" }),
    status: f.enum(
      "状态",
      [
        { value: "active", label: "发放中", color: "green" },
        { value: "stopped", label: "已停发", color: "default" },
      ],
      { readonly: true, search: true },
    ),
  },
  // a coupon buyers hold keeps its terms (src/server/hooks/coupon.ts); one already fetched is never deleted
  flow: { field: "status", initial: "active", deletableIn: ["stopped"] },
  endpoints: {
    list: ep.post("sc.coupon.seller.list"),
    get: ep.get("sc.coupon.seller.detail"),
    create: ep.post("sc.coupon.add"),
    update: ep.post("sc.coupon.update"),
    delete: ep.post("sc.coupon.delete"),
    log: ep.get("sc.coupon.log.list"),
  },
  actions: {
    stop: {
      label: "停止发放",
      endpoint: ep.post("sc.coupon.stop"),
      from: ["active"],
      to: "stopped",
      button: "coupon:stop",
      confirm: "停止后买家不能再领取，已领取的仍可使用，确定停止发放吗？",
    },
    resume: {
      label: "恢复发放",
      endpoint: ep.post("sc.coupon.resume"),
      from: ["stopped"],
      to: "active",
      button: "coupon:stop",
      recheck: ["endAt"],
    },
  },
  buttons: { create: "coupon:add", edit: "coupon:edit", delete: "coupon:delete" },
  created: "创建时间",
  sort: { field: "createdAt", order: "desc" },
});
