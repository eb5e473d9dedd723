import type { TreeDataNode } from "antd";
import type { Shell } from "../../core/define-resource";
import { PURCHASE_MENU } from "../../core/purchase-grants";
import { SHELLS } from "./shells";

/** One catalogue entry of `etpbase.permission.menu.list` (what a role may grant on a platform type). */
export interface MenuNode {
  path: string;
  label: string;
  shell: Shell | typeof PURCHASE_MENU.key;
  group: string;
  held: boolean;
  /** False for a branch of buttons only (商城采购). */
  menu?: false;
  buttons: { code: string; label: string; held: boolean }[];
}

export const menuKey = (path: string) => `m:${path}`;
export const buttonKey = (code: string) => `b:${code}`;

/** Shell → menu group → leaves, in catalogue order; `leaves` turns one menu into its leaf nodes. */
function grouped(catalogue: MenuNode[], leaves: (m: MenuNode) => TreeDataNode[], prefix: string): TreeDataNode[] {
  const shells = new Map<MenuNode["shell"], Map<string, TreeDataNode[]>>();
  for (const m of catalogue) {
    const groups = shells.get(m.shell) ?? new Map<string, TreeDataNode[]>();
    shells.set(m.shell, groups);
    groups.set(m.group, [...(groups.get(m.group) ?? []), ...leaves(m)]);
  }
  return [...shells].map(([shell, groups]) => ({
    key: `${prefix}s:${shell}`,
    title: shell === PURCHASE_MENU.key ? PURCHASE_MENU.label : SHELLS[shell].title,
    // a shell without groups (商城采购) lists its leaves directly
    children:
      groups.size === 1 && groups.has("")
        ? groups.get("")!
        : [...groups].map(([group, children]) =>
            group
              ? { key: `${prefix}g:${shell}:${group}`, title: group, children }
              : { key: `${prefix}g:${shell}:`, title: "其他", children },
          ),
  }));
}

/** Menu tree: each leaf a menu path; a menu the editor does not hold is disabled. */
export const menuTree = (catalogue: MenuNode[]) =>
  grouped(
    catalogue.filter((m) => m.menu !== false),
    (m) => [{ key: menuKey(m.path), title: m.label, disabled: !m.held }],
    "",
  );

/** Button tree: menus as branches, their button codes as leaves; unheld buttons are disabled. */
export const buttonTree = (catalogue: MenuNode[]) =>
  grouped(
    catalogue.filter((m) => m.buttons.length),
    (m) => [
      {
        key: `bm:${m.path}`,
        title: m.label,
        children: m.buttons.map((b) => ({
          key: buttonKey(b.code),
          title: `${b.label}（${b.code}）`,
          disabled: !b.held,
        })),
      },
    ],
    "b",
  );

/** Codes among checked tree keys: menu paths or button codes, leaves only. */
export const codesOf = (keys: readonly React.Key[], prefix: "m:" | "b:") =>
  keys
    .map(String)
    .filter((k) => k.startsWith(prefix))
    .map((k) => k.slice(prefix.length));
