import { useGetIdentity } from "@refinedev/core";
import type { ReactNode } from "react";
import { AdminFrame } from "../layout/admin-frame";
import { lazyScreen } from "../layout/lazy-screen";
import type { CurrentUser } from "../providers/identity";

// antd's Result and its illustrations come only to whoever is refused
const OperatorRefusal = lazyScreen(() => import("./operator-refusal"));

/**
 * The operator console (运营中心) for members of the platform enterprise only: anyone else sees a 403 page in
 * place of the whole shell, so not even its menu tells them what the console holds. The server answers the
 * page and its endpoints with 403 alike (src/server/http/operator-pages.ts).
 */
export function OperatorOnly({ children }: { children: ReactNode }) {
  const { data: user, isLoading } = useGetIdentity<CurrentUser>();
  if (isLoading) return <AdminFrame />;
  if (user?.enterprise?.isPlatform) return children;
  return <OperatorRefusal />;
}
