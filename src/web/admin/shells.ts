import { inShell, type Resource, type Shell } from "../../core/define-resource";
import { OPERATOR_CONSOLE } from "../../core/operator-console";
import { screenRoutes } from "../../core/screen-routes";

/** Title and URL root of each admin shell; which resources live in it comes from their menu.shell. */
export const SHELLS: Record<Shell, { title: string; root: string }> = {
  manage: { title: "卖家中心", root: "/manage" },
  tendering: { title: "招标采购", root: "/tendering" },
  goodsbidding: { title: "竞拍管理", root: "/goodsbidding" },
  entProcurement: { title: "供应商中心", root: "/entProcurement" },
  operation: { title: "运营中心", root: OPERATOR_CONSOLE },
};

/** Resources of one shell in menu order. */
export const resourcesOf = (all: readonly Resource[], shell: Shell) =>
  all.filter((r) => r.menu.shell === shell && inShell(r)).sort((a, b) => a.menu.order - b.menu.order);

/**
 * Screen routes for Refine's buttons and navigation: the engine's own paths, since Refine fills `:id` only
 * in a path segment, never in a query (`detail?id=:id`). The shell forwards them to declared spec routes.
 */
export const routesOf = (r: Resource) => screenRoutes({ ...r, menu: { ...r.menu, screens: {} } });

/** Menu entry text: `收货地点管理`, or `商品列表` when the group is already called 商品管理. */
export function menuLabel(r: Resource): string {
  if (r.menu.label) return r.menu.label;
  const managed = `${r.label}管理`;
  return managed === r.menu.group ? `${r.label}列表` : managed;
}
