import { defineResource } from "../src/core/define-resource";
import { ep } from "../src/core/endpoint";
import { f } from "../src/core/fields";
import { SELLING } from "./options";

/**
 * 追溯批次: one production batch of a seller's goods, with the inspection or quarantine certificate it left the
 * works with. The goods page shows a goods' batches as its traceability chain (spec §7 "trace list"); veterinary
 * drugs, feed and breeding stock go on sale only with a batch in its validity (src/core/traceability.ts).
 */
export const goodsBatch = defineResource({
  name: "goodsBatch",
  label: "追溯批次",
  titleField: "batchNo",
  tenant: "enterpriseSystem",
  requires: SELLING,
  menu: { path: "/manage/seller/trace", shell: "manage", order: 12, group: "商品管理", label: "批次追溯" },
  // a goods' detail lists its batches, and 新增 there starts a batch of that goods
  partOf: { field: "goodsId" },
  fields: {
    goodsId: f.ref("商品", "goods", { required: true, search: true, fixed: true }),
    batchNo: f.text("批次号", { required: true, max: 40, search: true, examples: ["LY20261018A", "LY20261102B"] }),
    state: f.enum(
      "状态",
      [
        { value: "valid", label: "有效", color: "green" },
        { value: "expired", label: "已过期", color: "default" },
      ],
      { readonly: true, search: true },
    ),
    productionDate: f.date("生产日期", { required: true, past: true }),
    expiryDate: f.date("有效期至", {
      required: true,
      notBefore: "productionDate",
      placeholder: "保质期或检疫证明的最后有效日",
    }),
    origin: f.place("产地", { required: true, level: "city", placeholder: "请选择省 / 市 / 区县" }),
    quantity: f.int("批次数量", {
      min: 1,
      max: 100_000_000,
      table: false,
      placeholder: "本批生产或出栏的数量，按商品单位",
    }),
    certNo: f.text("检验/检疫证明编号", {
      required: true,
      max: 40,
      examples: ["JY2026-1018-0032", "3701 2026 0045 6712"],
    }),
    certImage: f.image("检验/检疫证明", {
      required: true,
      placeholder: "出厂检验报告、产品合格证或动物检疫合格证明的照片",
    }),
    // the batch it came from (a premix lot of a feed, the sire line of breeding stock): the chain a buyer follows back
    sourceBatch: f.text("上游批次号", { max: 40, table: false, placeholder: "原料、种源或母代的批次号，可不填" }),
    remark: f.textarea("备注", { max: 200 }),
  },
  // the state follows the last valid day: an edit (a corrected date) starts it valid again, and time expires it
  flow: {
    field: "state",
    initial: "valid",
    edited: "valid",
    editableIn: ["valid", "expired"],
    deletableIn: ["valid", "expired"],
    timed: [
      {
        name: "expire",
        label: "批次过期",
        field: "expiryDate",
        says: "批次已过期",
        from: ["valid"],
        to: "expired",
        notify: { title: "追溯批次「{title}」已过期" },
      },
    ],
  },
  endpoints: {
    list: ep.post("trading.goods.batch.list"),
    get: ep.post("trading.goods.batch.detail"),
    create: ep.post("trading.goods.batch.add"),
    update: ep.post("trading.goods.batch.modify"),
    delete: ep.post("trading.goods.batch.delete"),
    export: ep.get("trading.goods.batch.export"),
  },
  buttons: {
    create: "goodsBatch:add",
    edit: "goodsBatch:edit",
    delete: "goodsBatch:delete",
    export: "goodsBatch:export",
  },
  sort: { field: "productionDate", order: "desc" },
  created: "登记时间",
});
