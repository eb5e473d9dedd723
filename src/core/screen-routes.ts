import type { Resource } from "./define-resource";

export type Screen = "list" | "create" | "edit" | "show";

/** The endpoint each screen of a row works through: a resource without it has no such screen. */
export const SCREEN_ENDPOINT = { create: "create", edit: "update", show: "get" } as const;

/** The engine's own path of a row's screen, below the menu path, where a resource declares no spec route. */
export const defaultScreenRoute = (r: Resource, screen: Exclude<Screen, "list">) =>
  screen === "create" ? `${r.menu.path}/create` : `${r.menu.path}/${screen}/:id`;

/** Where each generated screen of a resource lives: the spec's routes where declared, else below the menu path. */
export function screenRoutes(r: Resource): Record<Screen, string> {
  const own = r.menu.screens ?? {};
  return {
    list: r.menu.path,
    create: own.create ?? defaultScreenRoute(r, "create"),
    edit: own.edit ?? defaultScreenRoute(r, "edit"),
    show: own.show ?? defaultScreenRoute(r, "show"),
  };
}

/** The row screens a resource's endpoints serve. */
export const servedScreens = (r: Resource): Exclude<Screen, "list">[] =>
  (["create", "edit", "show"] as const).filter((s) => r.endpoints[SCREEN_ENDPOINT[s]]);

/**
 * The served screens whose declared spec route is not the engine's default path: the app and the server forward that
 * default path (`/tendering/bids/edit/5`) to the spec's route.
 */
export const forwardedScreens = (r: Resource): Exclude<Screen, "list">[] =>
  servedScreens(r).filter((s) => r.menu.screens?.[s] && screenPath(screenRoutes(r)[s]) !== defaultScreenRoute(r, s));

/** The URL of one screen for one row. */
export const screenUrl = (r: Resource, screen: Screen, id?: string | number) =>
  screenRoutes(r)[screen].replace(":id", String(id ?? ""));

/** A pattern's path without its query (`/tendering/bids/detail?id=:id` → `/tendering/bids/detail`). */
export const screenPath = (route: string) => route.split("?")[0]!;
