import type { MenuProps } from "antd";
import { resources } from "../../../resources";
import type { Grants } from "../../core/permissions";
import { screenRoutes } from "../../core/screen-routes";
import { allowed } from "../providers/access-control";
import { PUBLIC_PROCUREMENT_PAGES } from "./procurement-menus";

/**
 * Whether the user may open a menu entry, by the same can() the server guards the screen with: a resource's list
 * needs its list right, its create screen (采购商认证) its create right; the public pages are anyone's. Loaded with
 * the menu, never in the page's first load (it reads the resource config).
 */
export function mayOpen(key: string, grants: Grants | null | undefined): boolean {
  const path = new URL(key, "http://x").pathname;
  if (PUBLIC_PROCUREMENT_PAGES.includes(path)) return true;
  const list = resources.find((r) => r.menu.path === path);
  if (list) return allowed(grants, list, "list");
  const create = resources.find((r) => screenRoutes(r).create.split("?")[0] === path);
  return create ? allowed(grants, create, "create") : false;
}

/** The entries of a top-bar menu the user may open; none offered means the entry itself is left out. */
export const openableOf = (
  items: { key: string; label: string }[],
  grants: Grants | null | undefined,
): MenuProps["items"] => items.filter((i) => mayOpen(i.key, grants));
