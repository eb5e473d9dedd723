import type { I18nProvider, RefineProps } from "@refinedev/core";
import { resources } from "../../resources";

// Refine's built-in buttons and notifications speak English unless their keys are translated. A failure's title names
// what failed in the row's label (删除追溯批次失败) and its body is the server's message: a user has no use for a
// resource's code name or an HTTP status, so neither is ever put in a text.
const ZH: Record<string, string> = {
  "buttons.create": "新增",
  "buttons.edit": "编辑",
  "buttons.delete": "删除",
  "buttons.show": "查看",
  "buttons.save": "保存",
  "buttons.cancel": "取消",
  "buttons.confirm": "确定要删除吗？",
  "buttons.refresh": "刷新",
  "buttons.list": "返回列表",
  "buttons.logout": "退出登录",
  "buttons.clear": "清除",
  "buttons.filter": "筛选",
  "buttons.notAccessTitle": "您没有查看权限，请联系管理员",
  "notifications.success": "操作成功",
  "notifications.error": "操作失败",
  "notifications.createSuccess": "{{resource}}新增成功",
  "notifications.createError": "新增{{resource}}失败",
  "notifications.editSuccess": "{{resource}}保存成功",
  "notifications.editError": "保存{{resource}}失败",
  "notifications.deleteSuccess": "{{resource}}已删除",
  "notifications.deleteError": "删除{{resource}}失败",
  "notifications.undoable": "{{seconds}} 秒后生效，可撤销",
  "pages.error.backHome": "返回首页",
};

for (const r of resources) ZH[`${r.name}.${r.name}`] = r.label;

const LABELS = new Map(resources.map((r) => [r.name, r.label]));
/** A resource's label for its name; any other word as it is. */
const labelOf = (word: string) => LABELS.get(word) ?? word;

/**
 * How Refine names a resource in its notifications (`{{resource}}`): it passes the resource's name through these,
 * which by default make an English singular or plural of it (goodsBatch); here they give the label (追溯批次).
 */
export const textTransformers: NonNullable<RefineProps["options"]>["textTransformers"] = {
  singular: labelOf,
  plural: labelOf,
};

const fill = (text: string, params: Record<string, unknown> = {}) =>
  text.replace(/{{\s*(\w+)\s*}}/g, (_, k: string) => String(params[k] ?? ""));

export const i18nProvider: I18nProvider = {
  translate: (key: string, options?: unknown, defaultMessage?: string) => {
    const params = typeof options === "object" && options ? (options as Record<string, unknown>) : {};
    const fallback = typeof options === "string" ? options : defaultMessage;
    return ZH[key] !== undefined ? fill(ZH[key], params) : (fallback ?? key);
  },
  changeLocale: async () => undefined,
  getLocale: () => "zh-CN",
};
