import type { ButtonCodes, Resource } from "./define-resource";

/** The Chinese verb of each generated screen button; typed by ButtonCodes, so a new kind of button cannot go unnamed. */
export const BUTTON_VERBS: Record<keyof ButtonCodes, string> = {
  create: "新增",
  edit: "编辑",
  delete: "删除",
  show: "查看",
  export: "导出",
  import: "导入",
};

/** What creating a row of `r` is called on its button, its screen and in its log: 新增对账单, or its own (生成对账单). */
export const createLabel = (r: Pick<Resource, "label" | "createLabel">) =>
  r.createLabel ?? `${BUTTON_VERBS.create}${r.label}`;

/** What the user is told once a row is made: 对账单已新增, or 生成对账单成功 where creating has a name of its own. */
export const createdMessage = (r: Pick<Resource, "label" | "createLabel">) =>
  r.createLabel ? `${r.createLabel}成功` : `${r.label}已新增`;

/**
 * What granting `code` lets a role do on `r`, as its users read it in the role tree: each CRUD button using the code
 * is its verb and the resource's label (导出订单), each action its own label (取消订单), never the two run together (an
 * action's label already says what it acts on). A code guarding several (停止发放 and 恢复发放) names them all, since
 * granting it grants them all. Empty when `r` uses no such code.
 */
export function buttonLabel(r: Resource, code: string): string {
  const verbs = (Object.entries(r.buttons) as [keyof ButtonCodes, string | undefined][])
    .filter(([, c]) => c === code)
    .map(([key]) => (key === "create" ? createLabel(r) : `${BUTTON_VERBS[key]}${r.label}`));
  const actions = Object.values(r.actions ?? {})
    .filter((a) => a.button === code)
    .map((a) => a.label);
  return [...new Set([...verbs, ...actions])].join("、");
}

/** An action of another resource listed under this one's menu (中标 on a quote, under the tender): it says whose. */
export const answeredLabel = (answering: Resource, code: string) =>
  `${buttonLabel(answering, code)}（${answering.label}）`;
