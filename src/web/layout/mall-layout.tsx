import { Button, Spin } from "antd";
import { Component, Suspense, lazy, type ReactNode } from "react";
import { Outlet, useLocation } from "react-router";
import { ReadyMark } from "../ssr/ready-mark";
import { chromeFor } from "./layout-rules";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";
import { SiteNav } from "./site-nav";
import { TopBar } from "./top-bar";
import "./mall.css";

// a phone's first load carries neither: the button shows once scrolled, and only after the page's own code
const BackTop = lazy(() => import("./back-top"));

/**
 * A screen that failed to load (a lazy chunk timing out) shows a retry instead of a blank page: plain markup,
 * since the network that lost the screen's code would lose a fallback's code too.
 */
class ScreenBoundary extends Component<{ children: ReactNode; path: string }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  componentDidUpdate(prev: { path: string }) {
    if (prev.path !== this.props.path && this.state.failed) this.setState({ failed: false });
  }
  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div className="screen-failed" role="alert">
        <h2>页面加载失败</h2>
        <p>网络不太稳定，请刷新重试</p>
        <Button type="primary" onClick={() => window.location.reload()}>
          刷新
        </Button>
      </div>
    );
  }
}

/** The public site's frame: top bar, header, navigation and footer as the spec's layout rules allow. */
export function MallLayout() {
  const { pathname } = useLocation();
  const chrome = chromeFor(pathname);
  return (
    <div className="mall">
      {chrome.topBar && <TopBar />}
      {chrome.header && (
        <>
          <SiteHeader />
          <SiteNav />
        </>
      )}
      <main className="mall-main">
        <ScreenBoundary path={pathname}>
          <Suspense
            fallback={
              <div className="screen-loading">
                <Spin size="large" />
              </div>
            }
          >
            <Outlet />
            <ReadyMark />
          </Suspense>
        </ScreenBoundary>
      </main>
      {chrome.footer && <SiteFooter />}
      <Suspense fallback={null}>
        <BackTop />
      </Suspense>
    </div>
  );
}
