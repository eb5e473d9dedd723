import type { Resource, Shell, ViewDef } from "../../core/define-resource";

export interface ViewScreen {
  resource: Resource;
  name: string;
  view: ViewDef;
  /** The view shaped as a screen of its shell (its own menu entry), opened by the list's permission. */
  screen: Resource;
}

/** Every view of the shell's resources (发货管理 over the orders), each shaped as a menu entry of its own. */
export const viewsOf = (list: readonly Resource[], shell: Shell): ViewScreen[] =>
  list.flatMap((resource) =>
    Object.entries(resource.views ?? {}).map(([name, view]) => ({
      resource,
      name,
      view,
      screen: {
        ...resource,
        views: undefined,
        menu: {
          path: view.path,
          shell,
          order: view.order,
          group: view.group ?? resource.menu.group,
          label: view.label,
          permission: resource.menu.path,
        },
      },
    })),
  );
