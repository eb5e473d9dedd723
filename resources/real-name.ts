import { defineResource } from "../src/core/define-resource";
import { ep } from "../src/core/endpoint";
import { f } from "../src/core/fields";

/** Where the person reads the outcome: the personal center's 实名认证 card. */
const toPerson = (title: string) => ({ notify: { to: { user: "userId" }, title, link: "/personal/info" } });

/**
 * 实名认证: a person sends a name, a GB 11643 ID number and both sides of the ID card from the personal center; the
 * row is the person's own (`tenant: "user"`), on the portal it was sent on. The platform operator of that portal
 * checks it in the operator console (`operator`) and verifies it or turns it down with a reason the person reads;
 * a turned-down person may send a corrected one, a verified identity cannot change. The account's standing
 * (`users.real_name_state`, what opening a shop and large payments ask) follows the rows (src/server/hooks/real-name.ts).
 */
export const realName = defineResource({
  name: "realName",
  label: "实名认证",
  titleField: "realName",
  tenant: "user",
  // the table the hand-written queue wrote before the application was declared
  table: "real_name_applications",
  // a person's own rows live in the personal center, not in an enterprise's shell (src/core/menu.ts)
  menu: { path: "/personal/info", shell: "operation", order: 5, label: "实名认证" },
  fields: {
    realName: f.text("真实姓名", {
      required: true,
      search: true,
      min: 2,
      max: 20,
      placeholder: "与身份证一致的姓名",
      examples: ["张晓燕"],
    }),
    // checked by its birth date and check character on the form and the server; the operator holds it against the photo
    idCard: f.idCard("身份证号", {
      required: true,
      search: true,
      table: true,
      placeholder: "18位居民身份证号",
      examples: ["11010519491231002X"],
    }),
    // both photos in the queue beside the number, to hold against each other
    idCardFront: f.image("身份证人像面照片", { required: true, table: true }),
    idCardBack: f.image("身份证国徽面照片", { required: true, table: true }),
    // the account's phone when it applied, so the operator knows whom the queue's row is
    phone: f.phone("手机号", { readonly: true, search: true }),
    status: f.enum(
      "审核状态",
      [
        { value: "submitted", label: "待审核", color: "orange" },
        { value: "approved", label: "已通过", color: "green" },
        { value: "rejected", label: "已驳回", color: "red" },
      ],
      { readonly: true, search: true },
    ),
    reason: f.textarea("驳回原因", { readonly: true, max: 200 }),
    auditedAt: f.datetime("审核时间", { readonly: true }),
  },
  fromCaller: { phone: "userPhone" },
  flow: { field: "status", initial: "submitted", editableIn: [], deletableIn: [] },
  // one application waiting per person, whatever the portal: the database holds it when two arrive at once
  uniqueBy: [
    {
      keys: ["userId"],
      field: "realName",
      message: "实名认证正在审核中，请等待审核结果",
      ignoring: ["approved", "rejected"],
    },
  ],
  created: "申请时间",
  // the person's own applications, newest first, and the moves of each (who decided, and why)
  endpoints: {
    list: ep.get("usercenter.realname.my.list"),
    get: ep.get("usercenter.realname.my.info"),
    create: ep.post("usercenter.realname.update"),
    log: ep.get("usercenter.realname.log"),
  },
  actions: {
    approve: {
      label: "通过",
      endpoint: ep.post("usercenter.realname.audit.approve"),
      from: ["submitted"],
      to: "approved",
      by: "operator",
      button: "realName:approve",
      stamps: { auditedAt: "now" },
      confirm: "核对身份证照片与号码一致后通过，确定通过吗？",
      ...toPerson("您的实名认证已通过"),
    },
    reject: {
      label: "驳回",
      endpoint: ep.post("usercenter.realname.audit.reject"),
      from: ["submitted"],
      to: "rejected",
      by: "operator",
      button: "realName:reject",
      stamps: { auditedAt: "now" },
      ...toPerson("您的实名认证未通过"),
      form: {
        reason: f.textarea("驳回原因", {
          required: true,
          max: 200,
          placeholder: "如 身份证人像面照片模糊，请重新拍摄上传",
          examples: ["身份证人像面照片模糊，请重新拍摄上传"],
        }),
      },
    },
  },
  audiences: {
    operator: {
      label: "平台运营",
      platform: { path: "/operation/realNameAudit", label: "实名认证审核", group: "审核管理" },
      endpoints: { list: ep.get("usercenter.realname.audit.list"), get: ep.get("usercenter.realname.audit.info") },
      states: ["submitted", "approved", "rejected"],
      fields: ["realName", "idCard", "idCardFront", "idCardBack", "phone", "status", "reason", "auditedAt"],
      page: "/operation/realNameAudit/detail?id=:id",
      party: { who: "申请人", when: "申请时间" },
    },
  },
  buttons: {},
  sort: { field: "id", order: "desc" },
});
