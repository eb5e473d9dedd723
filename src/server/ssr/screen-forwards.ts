import type { Resource } from "../../core/define-resource";
import { screenPath, screenRoutes, screenUrl, type Screen } from "../../core/screen-routes";

type RowScreen = Exclude<Screen, "list">;

const escaped = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The screens a resource's endpoints serve whose declared spec route is not the engine's default path. */
const forwarded = (r: Resource): RowScreen[] =>
  (["create", "edit", "show"] as const).filter(
    (s) =>
      r.endpoints[({ create: "create", edit: "update", show: "get" } as const)[s]] &&
      r.menu.screens?.[s] &&
      screenPath(screenRoutes(r)[s]) !== (s === "create" ? `${r.menu.path}/create` : `${r.menu.path}/${s}/:id`),
  );

/**
 * Where the engine's default path of a screen (`<menu path>/edit/5`) lives for a resource that declares the spec's
 * route (`/tendering/bids/edit?id=5`): the server answers such a page with a redirect, as the browser app forwards it
 * (src/web/admin/screen-route-elements.tsx), so a link or bookmark to the default path opens the screen at once
 * instead of after the app has loaded.
 */
export function screenForwards(resources: readonly Resource[]): (path: string) => string | undefined {
  const rules = resources.flatMap((r) =>
    forwarded(r).map((s) => ({
      pattern: new RegExp(`^${escaped(r.menu.path)}/${s === "create" ? "create" : `${s}/([\\w-]+)`}/?$`),
      to: (id?: string) => screenUrl(r, s, id),
    })),
  );
  return (path) => {
    for (const { pattern, to } of rules) {
      const m = pattern.exec(path);
      if (m) return to(m[1]);
    }
    return undefined;
  };
}
