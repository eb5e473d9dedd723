import { useGetIdentity } from "@refinedev/core";
import { Result, Spin } from "antd";
import type { ReactNode } from "react";
import { Navigate, Route, Routes, useParams } from "react-router";
import { resources as allResources } from "../../../resources";
import type { Resource, Shell } from "../../core/define-resource";
import { allowed } from "../providers/access-control";
import type { CurrentUser } from "../providers/identity";
import { AdminLayout } from "./admin-layout";
import { RequireLogin } from "./require-login";
import { RoleDetail } from "./role-detail";
import { ResourceForm } from "./resource-form";
import { ResourceList } from "./resource-list";
import { ResourceShow } from "./resource-show";
import { SHELLS, resourcesOf } from "./shells";

const below = (shell: Shell, path: string) => path.slice(SHELLS[shell].root.length + 1);

function Edit({ resource }: { resource: Resource }) {
  const { id } = useParams();
  return <ResourceForm key={id} resource={resource} action="edit" id={id} />;
}

function Show({ resource }: { resource: Resource }) {
  return <ResourceShow resource={resource} id={useParams().id!} />;
}

const NO_VIEW = <Result status="403" title="暂无权限" subTitle="您没有查看权限，请联系管理员" />;

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

/** Spec routes that name a generated screen differently: /manage/priceScheme/add is the scheme form. */
const ALIASES: Partial<Record<Shell, { path: string; to: string }[]>> = {
  manage: [{ path: "priceScheme/add", to: "/manage/priceScheme/index/create" }],
};

/** `/tendering` alone opens the first screen the user may see. */
function ShellHome({ list }: { list: readonly Resource[] }) {
  const { data: user, isLoading } = useGetIdentity<CurrentUser>();
  if (isLoading) return <Spin />;
  const first = list.find((r) => allowed(user?.grants, r, "list"));
  if (first) return <Navigate to={first.menu.path} replace />;
  return NO_VIEW;
}

/** Every generated screen of one shell, behind login. Loaded lazily so the home page stays light. */
export default function ShellRoutes({ shell }: { shell: Shell }) {
  const list = resourcesOf(allResources, shell);
  return (
    <RequireLogin>
      <AdminLayout shell={shell} resources={list}>
        <Routes>
          <Route index element={<ShellHome list={list} />} />
          {list.map((r) => {
            const base = below(shell, r.menu.path);
            const guarded = (action: string, element: ReactNode) => <Guard resource={r} action={action}>{element}</Guard>;
            return [
              <Route key={`${r.name}-list`} path={base} element={guarded("list", <ResourceList resource={r} />)} />,
              r.endpoints.create && <Route key={`${r.name}-create`} path={`${base}/create`} element={guarded("create", <ResourceForm key="create" resource={r} action="create" />)} />,
              r.endpoints.update && <Route key={`${r.name}-edit`} path={`${base}/edit/:id`} element={guarded("edit", <Edit resource={r} />)} />,
              r.endpoints.get && <Route key={`${r.name}-show`} path={`${base}/show/:id`} element={guarded("show", <Show resource={r} />)} />,
              ...(EXTRA_SCREENS[r.name] ?? []).map((x) => <Route key={`${r.name}-${x.path}`} path={`${base}/${x.path}`} element={guarded(x.action, x.element)} />),
            ];
          })}
          {(ALIASES[shell] ?? []).map((a) => <Route key={a.path} path={a.path} element={<Navigate to={a.to} replace />} />)}
          <Route path="*" element={<Navigate to="/404" replace />} />
        </Routes>
      </AdminLayout>
    </RequireLogin>
  );
}
