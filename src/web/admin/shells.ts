import type { Resource, Shell } from "../../core/define-resource";

/** Title and URL root of each admin shell; which resources live in it comes from their menu.shell. */
export const SHELLS: Record<Shell, { title: string; root: string }> = {
  manage: { title: "卖家中心", root: "/manage" },
  tendering: { title: "招标采购", root: "/tendering" },
  goodsbidding: { title: "竞拍管理", root: "/goodsbidding" },
};

/** Resources of one shell in menu order. */
export const resourcesOf = (all: readonly Resource[], shell: Shell) =>
  all.filter((r) => r.menu.shell === shell).sort((a, b) => a.menu.order - b.menu.order);

/** Screen routes of a resource, all below its menu path. */
export const routesOf = (r: Resource) => ({
  list: r.menu.path,
  create: `${r.menu.path}/create`,
  edit: `${r.menu.path}/edit/:id`,
  show: `${r.menu.path}/show/:id`,
});

/** Menu entry text: `收货地点管理`, or `商品列表` when the group is already called 商品管理. */
export function menuLabel(r: Resource): string {
  const managed = `${r.label}管理`;
  return managed === r.menu.group ? `${r.label}列表` : managed;
}
