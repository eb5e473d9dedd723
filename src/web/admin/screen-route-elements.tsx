import type { ReactNode } from "react";
import { Navigate, Route, useParams, useSearchParams } from "react-router";
import type { Resource, Shell } from "../../core/define-resource";
import {
  defaultScreenRoute,
  forwardedScreens,
  screenPath,
  screenRoutes,
  screenUrl,
  servedScreens,
  type Screen,
} from "../../core/screen-routes";
import { CertificationGate, ResourceForm, ResourceShow } from "./lazy-screens";
import { SHELLS } from "./shells";

type RowScreen = Exclude<Screen, "list">;
type Guarded = (action: string, element: ReactNode) => ReactNode;

const below = (shell: Shell, path: string) => path.slice(SHELLS[shell].root.length + 1);

/** The screens a resource's endpoints can serve. */
/** The screen at one path: the row id comes from the path (`:id`) or the query (`?id=`); with an id it is edit or show, without it create. */
function ScreenAt({ resource, screens, guarded }: { resource: Resource; screens: RowScreen[]; guarded: Guarded }) {
  const [search] = useSearchParams();
  const id = useParams().id ?? search.get("id") ?? undefined;
  const screen = screens.find((s) => (s === "create") === !id);
  if (!screen) return <Navigate to="/404" replace />;
  if (screen === "create") {
    const form = <ResourceForm key={`${resource.name}-create`} resource={resource} action="create" />;
    return guarded("create", <CertificationGate resource={resource.name}>{form}</CertificationGate>);
  }
  if (screen === "edit")
    return guarded("edit", <ResourceForm key={`${resource.name}-${id}`} resource={resource} action="edit" id={id} />);
  return guarded("show", <ResourceShow key={`${resource.name}-${id}`} resource={resource} id={id!} />);
}

/** An undeclared default path (`<menu path>/show/5`) forwards to the declared spec route. */
function Forward({ resource, screen }: { resource: Resource; screen: RowScreen }) {
  return <Navigate to={screenUrl(resource, screen, useParams().id)} replace />;
}

/** Routes of a resource's create, edit and show screens at their declared paths, plus forwards from the default ones. */
export function screenRouteElements(r: Resource, shell: Shell, guarded: Guarded): ReactNode[] {
  const routes = screenRoutes(r);
  const byPath = new Map<string, RowScreen[]>();
  for (const s of servedScreens(r))
    byPath.set(screenPath(routes[s]), [...(byPath.get(screenPath(routes[s])) ?? []), s]);
  const screens = [...byPath].map(([path, at]) => (
    <Route
      key={`${r.name}-${path}`}
      path={below(shell, path)}
      element={<ScreenAt resource={r} screens={at} guarded={guarded} />}
    />
  ));
  const forwards = forwardedScreens(r).map((s) => (
    <Route
      key={`${r.name}-${s}-forward`}
      path={below(shell, defaultScreenRoute(r, s))}
      element={<Forward resource={r} screen={s} />}
    />
  ));
  return [...screens, ...forwards];
}
