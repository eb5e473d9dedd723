import { defineResource } from "../src/core/define-resource";
import { ep } from "../src/core/endpoint";
import { f } from "../src/core/fields";
import { ENABLED } from "./options";

/**
 * 数据推送设置 (spec §7 "third sync"): where the enterprise's tender and order events are sent as signed webhooks
 * (docs/webhooks.md). One per enterprise; the server writes the signing secret on create and on 更换密钥, and
 * shows it on the detail screen only. No setting, or a disabled one, queues nothing.
 */
export const webhook = defineResource({
  name: "webhook",
  label: "推送设置",
  titleField: "name",
  tenant: "enterprise",
  single: { message: "本企业已有推送设置，请编辑该设置" },
  menu: { path: "/tendering/webhook", shell: "tendering", order: 90, group: "系统管理", label: "数据推送设置" },
  fields: {
    name: f.text("推送名称", {
      required: true,
      max: 30,
      placeholder: "如 本公司ERP",
      examples: ["本公司ERP", "采购协同平台"],
    }),
    url: f.text("推送地址", {
      required: true,
      max: 500,
      pattern: { source: "^https?://[^\\s/?#]+([/?#]\\S*)?$", message: "请填写以 http:// 或 https:// 开头的完整地址" },
      placeholder: "如 https://erp.example.com/agrimall/webhook",
      // reserved names (RFC 2606): a walk through the screens never reaches a real host
      examples: ["https://erp.lvye.example/agrimall/webhook", "https://oa.fengshou.example/hooks/agrimall"],
    }),
    events: f.enum(
      "推送事件",
      [
        { value: "all", label: "招标与订单事件" },
        { value: "tender", label: "仅招标事件" },
        { value: "order", label: "仅订单事件" },
      ],
      { required: true, default: "all" },
    ),
    secret: f.text("签名密钥", { readonly: true, max: 80, table: false }),
    status: f.enum("状态", ENABLED, { readonly: true }),
  },
  flow: { field: "status", initial: 1 },
  endpoints: {
    list: ep.post("etpbase.webhook.list"),
    get: ep.get("etpbase.webhook.detail"),
    create: ep.post("etpbase.webhook.add"),
    update: ep.post("etpbase.webhook.update"),
  },
  actions: {
    disable: {
      label: "停用",
      endpoint: ep.post("etpbase.webhook.disable"),
      from: [1],
      to: 0,
      button: "webhook:disable",
      confirm: "停用后不再推送事件，已排队的推送照常进行，确定停用吗？",
    },
    enable: { label: "启用", endpoint: ep.post("etpbase.webhook.enable"), from: [0], to: 1, button: "webhook:enable" },
    rotate: {
      label: "更换密钥",
      endpoint: ep.post("etpbase.webhook.secret.rotate"),
      from: [1],
      to: 1,
      button: "webhook:rotate",
      confirm: "更换后旧密钥立即失效，接收方需改用新密钥验签，确定更换吗？",
    },
  },
  buttons: { create: "webhook:add", edit: "webhook:edit" },
});
