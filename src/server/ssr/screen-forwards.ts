import type { Resource } from "../../core/define-resource";
import { defaultScreenRoute, forwardedScreens, screenUrl } from "../../core/screen-routes";

const escaped = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * Where the engine's default path of a screen (`<menu path>/edit/5`) lives for a resource that declares the spec's
 * route (`/tendering/bids/edit?id=5`): the server answers such a page with a redirect, as the browser app forwards it
 * (src/web/admin/screen-route-elements.tsx), so a link or bookmark to the default path opens the screen at once
 * instead of after the app has loaded.
 */
export function screenForwards(resources: readonly Resource[]): (path: string) => string | undefined {
  const rules = resources.flatMap((r) =>
    forwardedScreens(r).map((s) => ({
      pattern: new RegExp(`^${escaped(defaultScreenRoute(r, s)).replace(":id", "([\\w-]+)")}/?$`),
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
