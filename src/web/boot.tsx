/**
 * The app proper, loaded by main.tsx: a file of its own, run after the few files of the first-load graph (React, antd,
 * the shell; vite.config.ts's start parts). It hydrates a server-rendered page or renders a client-rendered one.
 */
// Must load before antd renders anything: React 19 compatibility for antd 5.
import "@ant-design/v5-patch-for-react-19";
import dayjs from "dayjs";
import "dayjs/locale/zh-cn";
import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { App } from "./App";
import { setLoadedPortal } from "./portal";
import { preloadMallScreen } from "./routes/mall-routes";
import { PhoneGuess } from "./ssr/phone-guess";
import { embeddedSource, readPreloaded } from "./ssr/preload";
import "./styles.css";

dayjs.locale("zh-cn");
preloadMallScreen(window.location.pathname);

const preloaded = readPreloaded();
const root = document.getElementById("root")!;
const app = (
  <StrictMode>
    <PhoneGuess value={preloaded?.phone ?? false}>
      <App answers={embeddedSource(preloaded)} />
    </PhoneGuess>
  </StrictMode>
);

if (preloaded) {
  // the server rendered this page: requests carry its portal from the start, and hydration runs as a
  // transition, which React splits into short tasks instead of one long one (docs/first-load.md)
  setLoadedPortal(preloaded.site.portal);
  startTransition(() => void hydrateRoot(root, app));
} else {
  createRoot(root).render(app);
}
