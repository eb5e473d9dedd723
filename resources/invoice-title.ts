import { defineResource } from "../src/core/define-resource";
import { ep } from "../src/core/endpoint";
import { f } from "../src/core/fields";
import { INVOICE_KINDS } from "../src/core/flows/invoice-request";

/** What a 专票 prints beyond the 抬头 and 税号: asked only of a title kept for 专票. */
const SPECIAL_ONLY = { required: true, when: { field: "kind", in: ["special"] } } as const;

/**
 * 开票信息: the invoicing details a buyer enterprise keeps (抬头、税号、开户行及账号、地址电话), which its finance staff
 * pick when asking a seller for a VAT invoice; the request copies them, so editing a title later changes no invoice
 * already asked for. A 普票 needs the 抬头 and 税号, a 专票 every field. One title is the default the request starts from.
 */
export const invoiceTitle = defineResource({
  name: "invoiceTitle",
  label: "开票信息",
  titleField: "title",
  tenant: "enterprise",
  menu: { path: "/tendering/invoiceTitle", shell: "tendering", order: 78, group: "采购管控", label: "开票信息" },
  fields: {
    title: f.text("发票抬头", { required: true, max: 100, search: true, placeholder: "企业全称，如 绿野饲料有限公司" }),
    kind: f.enum("类型偏好", INVOICE_KINDS, { required: true, default: "normal", search: true }),
    taxNo: f.text("税号", {
      required: true,
      max: 18,
      checksum: "creditCode",
      search: true,
      placeholder: "18位统一社会信用代码",
    }),
    bankName: f.text("开户银行", {
      ...SPECIAL_ONLY,
      max: 60,
      table: false,
      placeholder: "如 中国工商银行潍坊寒亭支行",
    }),
    bankAccount: f.text("银行账号", {
      ...SPECIAL_ONLY,
      max: 30,
      table: false,
      pattern: { source: "^\\d{8,30}$", message: "银行账号应为8至30位数字" },
      examples: ["1607020109024589123", "37050166610109000618"],
    }),
    address: f.text("注册地址", { ...SPECIAL_ONLY, max: 120, table: false }),
    phone: f.phone("注册电话", { ...SPECIAL_ONLY, table: false }),
    isDefault: f.bool("默认开票信息", { default: false }),
  },
  endpoints: {
    list: ep.post("etpbase.invoice.title.list"),
    get: ep.get("etpbase.invoice.title.detail"),
    create: ep.post("etpbase.invoice.title.add"),
    update: ep.post("etpbase.invoice.title.update"),
    delete: ep.post("etpbase.invoice.title.delete"),
  },
  buttons: { create: "invoiceTitle:add", edit: "invoiceTitle:edit", delete: "invoiceTitle:delete" },
  onePer: { flag: "isDefault" },
  sort: { field: "id", order: "desc" },
});
