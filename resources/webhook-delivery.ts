import { defineResource } from "../src/core/define-resource";
import { ep } from "../src/core/endpoint";
import { f } from "../src/core/fields";

/**
 * 推送日志: one event queued for the enterprise's webhook (the outbox row, written in the move's transaction) and
 * every attempt to deliver it. The server's delivery worker (src/server/webhooks) sends it, retrying with
 * back-off until it is 已送达 or 失败; 重新推送 queues a fresh round of attempts, due at once.
 */
export const webhookDelivery = defineResource({
  name: "webhookDelivery",
  label: "推送记录",
  titleField: "eventId",
  tenant: "enterprise",
  menu: { path: "/tendering/webhook/delivery", shell: "tendering", order: 91, group: "系统管理", label: "推送日志" },
  fields: {
    eventId: f.text("事件ID", { readonly: true, search: true, max: 40 }),
    eventType: f.text("事件类型", { readonly: true, search: true, max: 60 }),
    url: f.text("推送地址", { readonly: true, max: 500, table: false }),
    status: f.enum(
      "推送状态",
      [
        { value: "pending", label: "待推送", color: "blue" },
        { value: "retrying", label: "重试中", color: "orange" },
        { value: "delivered", label: "已送达", color: "green" },
        { value: "failed", label: "失败", color: "red" },
      ],
      { readonly: true, search: true },
    ),
    attemptCount: f.int("尝试次数", { readonly: true }),
    nextAttemptAt: f.datetime("下次推送", { readonly: true }),
    lastStatusCode: f.int("响应码", { readonly: true }),
    lastError: f.text("最近错误", { readonly: true, max: 255, table: false }),
    deliveredAt: f.datetime("送达时间", { readonly: true, table: false }),
    body: f.textarea("推送内容", { readonly: true, max: 200_000 }),
    attempts: f.lines(
      "推送尝试",
      {
        attemptedAt: f.datetime("推送时间", { readonly: true }),
        statusCode: f.int("响应码", { readonly: true }),
        durationMs: f.int("耗时(毫秒)", { readonly: true }),
        response: f.text("响应摘要", { readonly: true, max: 500 }),
        error: f.text("错误", { readonly: true, max: 255 }),
      },
      { readonly: true },
    ),
  },
  flow: { field: "status", initial: "pending", editableIn: [], deletableIn: [], tabs: true },
  endpoints: {
    list: ep.post("etpbase.webhook.delivery.list"),
    get: ep.get("etpbase.webhook.delivery.detail"),
  },
  actions: {
    replay: {
      label: "重新推送",
      endpoint: ep.post("etpbase.webhook.delivery.replay"),
      // a pending or retrying row is sent at once instead of at its time
      from: ["pending", "retrying", "failed", "delivered"],
      to: "pending",
      button: "webhookDelivery:replay",
      stamps: { nextAttemptAt: "now" },
      confirm: "将按当前推送地址和密钥重新推送该事件，确定吗？",
    },
  },
  buttons: {},
  created: "事件时间",
  sort: { field: "createdAt", order: "desc" },
});
