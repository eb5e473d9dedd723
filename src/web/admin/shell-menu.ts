import type { MenuProps } from "antd";
import type { Resource } from "../../core/define-resource";
import type { Grants } from "../../core/permissions";
import { allowed } from "../providers/access-control";
import { menuLabel } from "./shells";

type Item = Required<MenuProps>["items"][number];

/** Sider entries of a shell: the resources the user may list, grouped by menu.group in first-seen order. */
export function shellMenu(shellResources: readonly Resource[], grants: Grants | null | undefined): Item[] {
  const visible = shellResources.filter((r) => allowed(grants, r, "list"));
  const groups = new Map<string, Resource[]>();
  for (const r of visible) {
    const key = r.menu.group ?? "";
    groups.set(key, [...(groups.get(key) ?? []), r]);
  }
  return [...groups].map(([group, rs]): Item => {
    const children = rs.map((r) => ({ key: r.menu.path, label: menuLabel(r) }));
    return group
      ? { type: "group", key: `group:${group}`, label: group, children }
      : { type: "group", key: "group:", children };
  });
}

/** The menu entry owning the current path: the longest menu path that prefixes it. */
export function selectedMenuKey(shellResources: readonly Resource[], pathname: string): string | undefined {
  return shellResources
    .map((r) => r.menu.path)
    .filter((p) => pathname === p || pathname.startsWith(`${p}/`))
    .sort((a, b) => b.length - a.length)[0];
}
