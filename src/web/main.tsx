// Must load before antd renders anything: React 19 compatibility for antd 5.
import "@ant-design/v5-patch-for-react-19";
import dayjs from "dayjs";
import "dayjs/locale/zh-cn";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./App";
import { preloadMallScreen } from "./routes/mall-routes";
import "./styles.css";

dayjs.locale("zh-cn");
preloadMallScreen(window.location.pathname);

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
