import { Refine } from "@refinedev/core";
import { useNotificationProvider } from "@refinedev/antd";
import routerProvider from "@refinedev/react-router";
import { App as AntdApp, ConfigProvider, Spin } from "antd";
import zhCN from "antd/es/locale/zh_CN";
import { lazy, Suspense } from "react";
import { BrowserRouter, Route, Routes } from "react-router";
import { resources } from "../../resources";
import type { Shell } from "../core/define-resource";
import { refineResources } from "./admin/refine-resources";
import { SHELLS } from "./admin/shells";
import { i18nProvider } from "./i18n";
import { ErrorPage } from "./pages/error-page";
import { PortalBootstrap } from "./portal/portal-bootstrap";
import { NavigateBridge, ScrollToTop } from "./router-bridge";
import { accountRoutes } from "./routes/account-routes";
import { mallRoutes } from "./routes/mall-routes";
import { portalRoutes } from "./routes/portal-routes";
import { accessControlProvider, authProvider, dataProvider } from "./services";
import { theme } from "./theme";

const ShellRoutes = lazy(() => import("./admin/shell-routes"));
const refineList = refineResources(resources);

export function App() {
  return (
    <BrowserRouter>
      <ConfigProvider locale={zhCN} theme={theme}>
        <AntdApp>
          <Refine
            routerProvider={routerProvider}
            dataProvider={dataProvider}
            authProvider={authProvider}
            accessControlProvider={accessControlProvider}
            notificationProvider={useNotificationProvider}
            i18nProvider={i18nProvider}
            resources={refineList}
            options={{
              disableTelemetry: true,
              syncWithLocation: false,
              reactQuery: { clientConfig: { defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } } },
            }}
          >
            <NavigateBridge />
            <ScrollToTop />
            <PortalBootstrap>
            <Suspense fallback={<Spin fullscreen />}>
              <Routes>
                {mallRoutes}
                {accountRoutes}
                {portalRoutes}
                <Route path="/403" element={<ErrorPage status={403} />} />
                <Route path="/404" element={<ErrorPage status={404} />} />
                <Route path="/500" element={<ErrorPage status={500} />} />
                {(Object.keys(SHELLS) as Shell[]).map((shell) => (
                  <Route key={shell} path={`${SHELLS[shell].root}/*`} element={<ShellRoutes shell={shell} />} />
                ))}
                <Route path="*" element={<ErrorPage status={404} />} />
              </Routes>
            </Suspense>
            </PortalBootstrap>
          </Refine>
        </AntdApp>
      </ConfigProvider>
    </BrowserRouter>
  );
}
