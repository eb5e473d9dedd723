import type { I18nProvider } from "@refinedev/core";
import { resources } from "../../resources";

// Refine's built-in buttons and notifications speak English unless their keys are translated.
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
  "notifications.error": "操作失败（{{statusCode}}）",
  "notifications.createSuccess": "{{resource}}新增成功",
  "notifications.createError": "{{resource}}新增失败（{{statusCode}}）",
  "notifications.editSuccess": "{{resource}}保存成功",
  "notifications.editError": "{{resource}}保存失败（{{statusCode}}）",
  "notifications.deleteSuccess": "{{resource}}已删除",
  "notifications.deleteError": "{{resource}}删除失败（{{statusCode}}）",
  "notifications.undoable": "{{seconds}} 秒后生效，可撤销",
  "pages.error.backHome": "返回首页",
};

for (const r of resources) ZH[`${r.name}.${r.name}`] = r.label;

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
