import { matchResourceFromRoute, type ParseResponse, QS_PARSE_DEPTH, ResourceContext } from "@refinedev/core";
import routerProvider from "@refinedev/react-router";
import qs from "qs";
import { useCallback, useContext } from "react";
import { matchPath, useLocation, useParams } from "react-router";

type Resources = Parameters<typeof matchResourceFromRoute>[1];
type Match = ReturnType<typeof matchResourceFromRoute>;

const matches = new WeakMap<Resources, Map<string, Match>>();

/**
 * Which resource and action a path is. Refine's binding works it out in every component that asks (each list, form,
 * button and access check), comparing the path with every route of every resource: ~7 % of a console's script time
 * when a screen opens (a CDP profile of the screen walk). One answer per path serves them all.
 */
export function resourceOfPath(pathname: string, resources: Resources): Match {
  let byPath = matches.get(resources);
  if (!byPath) matches.set(resources, (byPath = new Map()));
  let match = byPath.get(pathname);
  if (!match) {
    match = matchResourceFromRoute(pathname, resources);
    // a console opens a bounded set of paths, but each row's edit and detail screens are paths of their own
    if (byPath.size > 500) byPath.clear();
    byPath.set(pathname, match);
  }
  return match;
}

const numberIfSo = (value: unknown) =>
  typeof value === "string" && `${Number(value)}` === value ? Number(value) : value;

/** What Refine's react-router binding answers for the current location, its resource match shared (resourceOfPath). */
function useParsedLocation() {
  let params = useParams();
  const { pathname, search } = useLocation();
  const { resources } = useContext(ResourceContext);
  const { resource, action, matchedRoute } = resourceOfPath(pathname, resources);
  // outside a <Route> there are no route params: the resource route's own pattern gives them
  if (Object.keys(params).length === 0 && matchedRoute) params = matchPath(matchedRoute, pathname)?.params ?? {};
  return useCallback((): ParseResponse => {
    const combined: Record<string, unknown> = {
      ...params,
      ...qs.parse(search, { ignoreQueryPrefix: true, depth: QS_PARSE_DEPTH }),
    };
    return {
      ...(resource && { resource }),
      ...(action && { action }),
      ...(params.id && { id: decodeURIComponent(params.id) }),
      pathname,
      params: {
        ...combined,
        currentPage: numberIfSo(combined.currentPage) as number | undefined,
        pageSize: numberIfSo(combined.pageSize) as number | undefined,
        to: combined.to ? decodeURIComponent(String(combined.to)) : undefined,
      },
    };
  }, [pathname, search, params, resource, action]);
}

/** Refine's react-router binding, with the location's resource worked out once per path. */
export const consoleRouter = { ...routerProvider, parse: useParsedLocation };
