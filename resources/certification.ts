import { defineResource } from "../src/core/define-resource";
import { ep } from "../src/core/endpoint";
import { f } from "../src/core/fields";

/**
 * 企业认证: an enterprise applies to purchase (1) or to supply (2) on the procurement portal, with its
 * business licence, qualification and the categories it deals in. The platform operator reviews it in the
 * operator console (`operator`). An approved one on the portal is what lets the enterprise publish tenders (1) or
 * quote (2) (docs/procurement.md); registering an enterprise as 采购商 or 供应商 sends one, and an approval also adds
 * the role to the business role its memberships show (1, 2, or 3 for both).
 */
export const certification = defineResource({
  name: "certification",
  label: "企业认证",
  titleField: "applyNo",
  tenant: "enterpriseSystem",
  numbered: { field: "applyNo", prefix: "RZ" },
  fromCaller: { companyName: "enterpriseName" },
  menu: {
    path: "/entProcurement/certification/list",
    shell: "entProcurement",
    order: 30,
    group: "企业认证",
    screens: {
      create: "/entProcurement/certifiedSupplier",
      edit: "/entProcurement/certifiedSupplier?id=:id",
      show: "/entProcurement/certification/detail?id=:id",
    },
  },
  fields: {
    applyNo: f.text("申请编号", { readonly: true, search: true }),
    // the applying enterprise's registered name, taken from its account when it applies, never typed
    companyName: f.text("企业名称", { readonly: true, search: true, max: 100 }),
    role: f.enum(
      "认证类型",
      [
        { value: 1, label: "采购商认证" },
        { value: 2, label: "供应商认证" },
      ],
      { required: true, search: true },
    ),
    // checked by its GB 32100 check character on the form and the server; the operator holds it against the licence photo
    creditCode: f.creditCode("统一社会信用代码", {
      required: true,
      search: true,
      examples: ["91370702MA3C6LY01N", "91350100M000100Y43"],
    }),
    licenseImage: f.image("营业执照", { required: true }),
    qualificationImage: f.image("资质证书"),
    categories: f.text("经营品类", {
      required: true,
      max: 100,
      placeholder: "如 饲料原料、兽药、疫苗",
      examples: ["饲料原料、预混料", "兽药、疫苗"],
    }),
    contact: f.text("联系人", { required: true, max: 20 }),
    phone: f.phone("联系电话", { required: true }),
    remark: f.textarea("申请说明", { placeholder: "如 主营玉米、豆粕等大宗饲料原料，年供货能力5万吨" }),
    status: f.enum(
      "审核状态",
      [
        { value: "submitted", label: "待审核", color: "orange" },
        { value: "approved", label: "已通过", color: "green" },
        { value: "rejected", label: "已驳回", color: "red" },
        { value: "withdrawn", label: "已撤回", color: "default" },
        // an approval of the same kind later replaced it (a renewal); the role stays
        { value: "superseded", label: "已更新", color: "default" },
      ],
      { readonly: true, search: true },
    ),
  },
  flow: { field: "status", initial: "submitted", editableIn: ["submitted", "rejected", "withdrawn"], deletableIn: [] },
  // one application of each kind waits for the operator at a time: a second, or one sent again beside it, is refused
  uniqueBy: [
    {
      keys: ["enterpriseId", "systemId", "role"],
      field: "role",
      message: "贵企业已有一份待审核的同类认证申请，请等待平台审核结果或撤回后再提交",
      ignoring: ["approved", "rejected", "withdrawn", "superseded"],
    },
  ],
  endpoints: {
    list: ep.post("etpbase.business.audit.my.list"),
    get: ep.get("etpbase.business.audit.my.info"),
    create: ep.post("etpbase.business.audit.add"),
    update: ep.post("etpbase.business.audit.update"),
    log: ep.get("etpbase.business.audit.log.list"),
  },
  actions: {
    withdraw: {
      label: "撤回申请",
      endpoint: ep.post("etpbase.business.audit.withdraw"),
      from: ["submitted"],
      to: "withdrawn",
      button: "certification:withdraw",
      confirm: "撤回后平台将不再审核该申请，确定撤回吗？",
    },
    resubmit: {
      label: "重新提交",
      endpoint: ep.post("etpbase.business.audit.resubmit"),
      from: ["rejected", "withdrawn"],
      to: "submitted",
      button: "certification:resubmit",
    },
    approve: {
      label: "通过",
      endpoint: ep.post("etpbase.business.audit.approve"),
      from: ["submitted"],
      to: "approved",
      notify: { title: "您的企业认证已通过", link: "/entProcurement/certification/detail?id=:id" },
      by: "operator",
      button: "certification:approve",
      confirm: "通过后该企业即获得相应业务角色，确定通过吗？",
    },
    reject: {
      label: "驳回",
      endpoint: ep.post("etpbase.business.audit.reject"),
      from: ["submitted"],
      to: "rejected",
      notify: { title: "您的企业认证未通过", link: "/entProcurement/certification/detail?id=:id" },
      by: "operator",
      button: "certification:reject",
      form: {
        reason: f.textarea("驳回原因", {
          required: true,
          max: 200,
          placeholder: "如 营业执照照片不清晰，请重新上传",
          examples: ["营业执照照片不清晰，请重新上传"],
        }),
      },
    },
  },
  audiences: {
    operator: {
      label: "平台运营",
      platform: { path: "/operation/businessAudit", label: "企业认证审核", group: "审核管理" },
      endpoints: { list: ep.post("etpbase.business.audit.list"), get: ep.get("etpbase.business.audit.info") },
      states: ["submitted", "approved", "rejected"],
      fields: [
        "applyNo",
        "companyName",
        "role",
        "creditCode",
        "licenseImage",
        "qualificationImage",
        "categories",
        "contact",
        "phone",
        "remark",
        "status",
      ],
      page: "/operation/businessAudit/detail?id=:id",
      party: { who: "申请企业", when: "申请时间" },
    },
    // 供应商名录: the portal's certified suppliers, public, and the rows a tender invites
    directory: {
      label: "供应商名录",
      anonymous: true,
      endpoints: { list: ep.post("etpbase.supplier.area.list"), get: ep.get("etpbase.supplier.area.info") },
      states: ["approved"],
      where: { role: [2] },
      fields: ["applyNo", "companyName", "categories", "status"],
    },
  },
  buttons: { create: "certification:add", edit: "certification:edit" },
  sort: { field: "id", order: "desc" },
});
