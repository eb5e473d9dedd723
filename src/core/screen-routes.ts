import type { Resource } from "./define-resource";

export type Screen = "list" | "create" | "edit" | "show";

/** Where each generated screen of a resource lives: the spec's routes where declared, else below the menu path. */
export function screenRoutes(r: Resource): Record<Screen, string> {
  const own = r.menu.screens ?? {};
  return {
    list: r.menu.path,
    create: own.create ?? `${r.menu.path}/create`,
    edit: own.edit ?? `${r.menu.path}/edit/:id`,
    show: own.show ?? `${r.menu.path}/show/:id`,
  };
}

/** The URL of one screen for one row. */
export const screenUrl = (r: Resource, screen: Screen, id?: string | number) =>
  screenRoutes(r)[screen].replace(":id", String(id ?? ""));

/** A pattern's path without its query (`/tendering/bids/detail?id=:id` → `/tendering/bids/detail`). */
export const screenPath = (route: string) => route.split("?")[0]!;
