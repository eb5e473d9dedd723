import { App as AntdApp, ConfigProvider, Spin } from "antd";
import zhCN from "antd/es/locale/zh_CN";
import { Suspense } from "react";
import { BrowserRouter, Route, Routes } from "react-router";
import type { Shell } from "../core/define-resource";
import { SHELLS } from "./admin/shells";
import { AdminFrame } from "./layout/admin-frame";
import { lazyScreen } from "./layout/lazy-screen";
import { MallLayout } from "./layout/mall-layout";
import { PortalBootstrap } from "./portal/portal-bootstrap";
import { NavigateBridge, ScrollToTop } from "./router-bridge";
import { accountRoutes } from "./routes/account-routes";
import { mallRoutes } from "./routes/mall-routes";
import { portalRoutes } from "./routes/portal-routes";
import { procurementRoutes } from "./routes/procurement-routes";
import { AnswerContext, type AnswerSource } from "./ssr/preload";
import { stillTheme, theme } from "./theme";
import { useReducedMotion } from "./use-reduced-motion";
import { PersonPromptGate } from "./personal/person-prompt-gate";

// The admin consoles (Refine, generated tables and forms) load only when a console path is opened.
const AdminRoot = lazyScreen(() => import("./layout/admin-root"));
const ErrorPage = lazyScreen(() => import("./pages/error-page"));
// The API reference (/api-docs) is for developers: its own chunk, outside the mall's layout.
const ApiDocsPage = lazyScreen(() => import("./api-docs/api-docs-page"));

/** The browser's app: history routing around the shell; `answers` are the page's server-rendered data, if any. */
export function App({ answers }: { answers: AnswerSource }) {
  return (
    <BrowserRouter>
      <AppShell answers={answers} />
    </BrowserRouter>
  );
}

/**
 * Plain react-router + antd for the public site; Refine only inside the lazily loaded admin shells. Router-free,
 * so the server renders the very same tree inside a StaticRouter (src/web/ssr/entry-server.tsx).
 */
export function AppShell({ answers }: { answers: AnswerSource }) {
  const still = useReducedMotion();
  return (
    <AnswerContext value={answers}>
      <ConfigProvider locale={zhCN} theme={still ? stillTheme : theme}>
        <AntdApp>
          <NavigateBridge />
          <ScrollToTop />
          <PortalBootstrap>
            <PersonPromptGate />
            <Suspense fallback={<Spin fullscreen />}>
              <Routes>
                <Route element={<MallLayout />}>
                  {mallRoutes}
                  {accountRoutes}
                  {portalRoutes}
                  {procurementRoutes}
                  <Route path="/403" element={<ErrorPage status={403} />} />
                  <Route path="/404" element={<ErrorPage status={404} />} />
                  <Route path="/500" element={<ErrorPage status={500} />} />
                  <Route path="*" element={<ErrorPage status={404} />} />
                </Route>
                <Route path="/api-docs" element={<ApiDocsPage />} />
                {(Object.keys(SHELLS) as Shell[]).map((shell) => (
                  <Route
                    key={shell}
                    path={`${SHELLS[shell].root}/*`}
                    element={
                      // the shell's frame holds its place while the console's code arrives: nothing jumps
                      <Suspense fallback={<AdminFrame />}>
                        <AdminRoot shell={shell} />
                      </Suspense>
                    }
                  />
                ))}
              </Routes>
            </Suspense>
          </PortalBootstrap>
        </AntdApp>
      </ConfigProvider>
    </AnswerContext>
  );
}
