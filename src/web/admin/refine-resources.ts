import type { ResourceProps } from "@refinedev/core";
import type { Resource } from "../../core/define-resource";
import { menuLabel, routesOf } from "./shells";

/** Refine's resource list, derived from the config: only the screens the endpoints can serve. */
export function refineResources(all: readonly Resource[]): ResourceProps[] {
  return all.map((r) => {
    const routes = routesOf(r);
    return {
      name: r.name,
      list: routes.list,
      ...(r.endpoints.create ? { create: routes.create } : {}),
      ...(r.endpoints.update ? { edit: routes.edit } : {}),
      ...(r.endpoints.get ? { show: routes.show } : {}),
      meta: { label: menuLabel(r), canDelete: Boolean(r.endpoints.delete) },
    };
  });
}
