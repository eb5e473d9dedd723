import { useGetIdentity } from "@refinedev/core";
import { Spin } from "antd";
import type { ReactNode } from "react";
import { Navigate, Route, Routes, useLocation } from "react-router";
import type { Resource, Shell } from "../../core/define-resource";
import { allowed } from "../providers/access-control";
import type { CurrentUser } from "../providers/identity";
import { AdminLayout } from "./admin-layout";
import { OperatorOnly } from "./operator-only";
import { RequireLogin } from "./require-login";
import { answeringOf } from "./answers";
import { screenPath } from "../../core/screen-routes";
import { queueScreen, queues } from "./queues";
import { SellerGuard } from "./seller-guard";
import { screenRouteElements } from "./screen-route-elements";
import { SHELLS, resourcesOf } from "./shells";
import { reportsOf } from "./reports";
import { viewsOf } from "./views";
import { lazyScreen } from "../layout/lazy-screen";
import { AdminFrame } from "../layout/admin-frame";
import { AnswerShow, NoView, QueueList, ResourceList, RoleDetail } from "./lazy-screens";
import { useRegistry } from "../registry-context";

// the chart library comes with the report page only
const ReportPage = lazyScreen(() => import("../reports/report-page"));

const below = (shell: Shell, path: string) => path.slice(SHELLS[shell].root.length + 1);

const NO_VIEW = <NoView />;

/** A screen route the user may not open (menu path for lists, button code for forms) shows the no-permission page. */
function Guard({ resource, action, children }: { resource: Resource; action: string; children: ReactNode }) {
  const { data: user, isLoading } = useGetIdentity<CurrentUser>();
  if (isLoading) return <Spin />;
  return allowed(user?.grants, resource, action) ? children : NO_VIEW;
}

/** Hand-written screens below a resource's menu path, keyed by resource name (beside the generated ones). */
const EXTRA_SCREENS: Record<string, { path: string; action: string; element: ReactNode }[]> = {
  role: [{ path: "detail", action: "list", element: <RoleDetail /> }],
};

/** `/tendering` alone opens the first screen the user may see. */
function ShellHome({ list }: { list: readonly Resource[] }) {
  const { data: user, isLoading } = useGetIdentity<CurrentUser>();
  if (isLoading) return <Spin />;
  const first = list.find((r) => allowed(user?.grants, r, "list"));
  if (first) return <Navigate to={first.menu.path} replace />;
  return NO_VIEW;
}

/**
 * Every generated screen of one shell, behind login, and the screen of each row answering one of the shell's
 * rows (a quote on a tender) at its audience's page, for whoever may open the answered rows' list. Loaded
 * lazily so the home page stays light; each screen is a chunk of its own (lazy-screens.ts), so a shell's first
 * screen does not bring the others' forms, uploads and charts.
 */
export default function ShellRoutes({ shell }: { shell: Shell }) {
  const allResources = useRegistry().resources;
  // the operator console holds the platform's queues, any console the rows other enterprises keep for it (我的授信)
  const consoleQueues = queues(shell);
  const reports = reportsOf(resourcesOf(allResources, shell), shell);
  const views = viewsOf(resourcesOf(allResources, shell), shell);
  // the screen's chunk is fetched while the login and the grants are asked, not after: a report opens the report
  // page, anything else most likely a list
  const { pathname } = useLocation();
  (reports.some((x) => x.report.path === pathname) ? ReportPage : ResourceList).preload();
  const list = [
    ...resourcesOf(allResources, shell),
    ...consoleQueues.map(queueScreen),
    ...reports.map((x) => x.screen),
    ...views.map((x) => x.screen),
  ].sort((a, b) => a.menu.order - b.menu.order);
  const screens = (
    <AdminLayout shell={shell} resources={list}>
      <Routes>
        {consoleQueues.flatMap((q, i) => {
          const screen = queueScreen(q, i);
          const guarded = (element: ReactNode) => (
            <Guard resource={screen} action="list">
              {element}
            </Guard>
          );
          return [
            <Route
              key={`${q.resource.name}-${q.name}`}
              path={below(shell, screen.menu.path)}
              element={guarded(<QueueList key={screen.menu.path} queue={q} />)}
            />,
            ...(q.audience.page
              ? [
                  <Route
                    key={`${q.resource.name}-${q.name}-page`}
                    path={below(shell, screenPath(q.audience.page))}
                    element={guarded(<AnswerShow key={screen.menu.path} answering={q} />)}
                  />,
                ]
              : []),
          ];
        })}
        <Route
          index
          element={
            shell === "manage" ? (
              <SellerGuard>
                <ShellHome list={list} />
              </SellerGuard>
            ) : (
              <ShellHome list={list} />
            )
          }
        />
        {reports.map((x) => (
          <Route
            key={x.screen.name}
            path={below(shell, x.report.path)}
            element={
              <Guard resource={x.screen} action="list">
                <ReportPage key={x.screen.name} screen={x.screen} report={x.report} />
              </Guard>
            }
          />
        ))}
        {views.map((x) => {
          const element = (
            <Guard resource={x.resource} action="list">
              <ResourceList key={x.view.path} resource={x.resource} view={x.view} />
            </Guard>
          );
          return (
            <Route
              key={x.view.path}
              path={below(shell, x.view.path)}
              element={x.resource.requires ? <SellerGuard>{element}</SellerGuard> : element}
            />
          );
        })}
        {list
          .filter((r) => !reports.some((x) => x.screen === r) && !views.some((x) => x.screen === r))
          .map((r) => {
            const base = below(shell, r.menu.path);
            // a resource that needs an open shop (goods, kinds) sends anyone without one home, as the server refuses them
            const guarded = (action: string, element: ReactNode) => {
              const screen = (
                <Guard resource={r} action={action}>
                  {element}
                </Guard>
              );
              return r.requires ? <SellerGuard>{screen}</SellerGuard> : screen;
            };
            return [
              <Route
                key={`${r.name}-list`}
                path={base}
                element={guarded("list", <ResourceList key={r.name} resource={r} />)}
              />,
              ...screenRouteElements(r, shell, guarded),
              ...(EXTRA_SCREENS[r.name] ?? []).map((x) => (
                <Route key={`${r.name}-${x.path}`} path={`${base}/${x.path}`} element={guarded(x.action, x.element)} />
              )),
            ];
          })}
        {list
          .filter((r) => !views.some((x) => x.screen === r))
          .flatMap((r) =>
            answeringOf(r)
              .filter((a) => a.audience.page)
              .map((a) => (
                <Route
                  key={`${a.resource.name}-${a.name}`}
                  path={below(shell, screenPath(a.audience.page!))}
                  element={
                    <Guard resource={r} action="list">
                      <AnswerShow key={`${a.resource.name}-${a.name}`} answering={a} />
                    </Guard>
                  }
                />
              )),
          )}
        <Route path="*" element={<Navigate to="/404" replace />} />
      </Routes>
    </AdminLayout>
  );
  return (
    <RequireLogin pending={<AdminFrame />}>
      {shell === "operation" ? <OperatorOnly>{screens}</OperatorOnly> : screens}
    </RequireLogin>
  );
}
