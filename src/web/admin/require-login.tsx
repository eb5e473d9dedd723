import { useIsAuthenticated } from "@refinedev/core";
import { Spin } from "antd";
import type { ReactNode } from "react";
import { Navigate, useLocation } from "react-router";

/**
 * Lets logged-in users through and sends others to the login page. Unlike Refine's <Authenticated>,
 * it waits only for the first check: a background re-check must not unmount an open form and lose
 * what the user has typed. `pending` shows while it asks (a shell's frame, so nothing jumps).
 */
export function RequireLogin({ children, pending }: { children: ReactNode; pending?: ReactNode }) {
  const { data, isPending } = useIsAuthenticated();
  const { pathname, search } = useLocation();
  if (isPending) return pending ?? <Spin fullscreen />;
  if (!data?.authenticated) {
    return <Navigate to={data?.redirectTo ?? `/login?retUrl=${encodeURIComponent(pathname + search)}`} replace />;
  }
  return <>{children}</>;
}
