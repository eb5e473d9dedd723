import { defineResource } from "../src/core/define-resource";
import { ep } from "../src/core/endpoint";
import { f } from "../src/core/fields";

/**
 * 竞价业务登记: a seller registers to offer against buyers' mall bids (spec §7 business add / update / list);
 * the platform operator audits it in the operator console (business audit get / add / update). Only an
 * enterprise holding an approved registration may offer (`requires` of `bidQuote`).
 */
export const bidBusiness = defineResource({
  name: "bidBusiness",
  label: "竞价业务",
  titleField: "companyName",
  tenant: "enterpriseSystem",
  fromCaller: { companyName: "enterpriseName" },
  menu: {
    path: "/tendering/business",
    shell: "tendering",
    order: 30,
    group: "竞价报价",
    label: "竞价业务登记",
    screens: {
      create: "/tendering/business/add",
      edit: "/tendering/business/add?id=:id",
      show: "/tendering/business/detail?id=:id",
    },
  },
  fields: {
    // the registering enterprise's registered name, taken from its account, never typed
    companyName: f.text("企业名称", { readonly: true, search: true, max: 100 }),
    categories: f.text("供货品类", {
      required: true,
      max: 100,
      placeholder: "如 饲料原料、预混料",
      examples: ["饲料原料、预混料", "兽药、疫苗"],
    }),
    licenseImage: f.image("营业执照", { required: true }),
    contact: f.text("联系人", { required: true, max: 20 }),
    phone: f.phone("联系电话", { required: true }),
    remark: f.textarea("业务说明", { placeholder: "如 主营玉米、豆粕，可供山东、河北全境" }),
    status: f.enum(
      "审核状态",
      [
        { value: "submitted", label: "待审核", color: "orange" },
        { value: "approved", label: "已通过", color: "green" },
        { value: "rejected", label: "已驳回", color: "red" },
      ],
      { readonly: true, search: true },
    ),
  },
  // a turned-down registration, corrected, goes back to the operator's queue; an approved one stays as approved
  flow: {
    field: "status",
    initial: "submitted",
    editableIn: ["submitted", "rejected"],
    deletableIn: [],
    edited: "submitted",
  },
  single: { message: "贵企业已登记竞价业务，请在列表中修改" },
  endpoints: {
    list: ep.get("sc.bid.business.list"),
    get: ep.get("sc.bid.business.detail"),
    create: ep.post("sc.bid.business.add"),
    update: ep.post("sc.bid.business.update"),
    log: ep.get("sc.bid.business.log.list"),
  },
  actions: {
    approve: {
      label: "通过",
      endpoint: ep.post("sc.bid.business.audit.add"),
      from: ["submitted"],
      to: "approved",
      notify: { title: "您的竞价业务登记已通过", link: "/tendering/business/detail?id=:id" },
      by: "operator",
      button: "bidBusiness:approve",
      confirm: "通过后该企业即可对竞价单报价，确定通过吗？",
    },
    reject: {
      label: "驳回",
      endpoint: ep.post("sc.bid.business.audit.update"),
      from: ["submitted", "approved"],
      to: "rejected",
      notify: { title: "您的竞价业务登记未通过", link: "/tendering/business/detail?id=:id" },
      by: "operator",
      button: "bidBusiness:reject",
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
      platform: { path: "/operation/bidBusinessAudit", label: "竞价业务审核", group: "审核管理" },
      endpoints: { list: ep.get("sc.bid.business.audit.list"), get: ep.get("sc.bid.business.audit.get") },
      states: ["submitted", "approved", "rejected"],
      fields: ["companyName", "categories", "licenseImage", "contact", "phone", "remark", "status"],
      page: "/operation/bidBusinessAudit/detail?id=:id",
      party: { who: "登记企业", when: "登记时间" },
    },
  },
  buttons: { create: "bidBusiness:add", edit: "bidBusiness:edit" },
  sort: { field: "id", order: "desc" },
});
