import type { TabsProps } from "antd";
import { Suspense } from "react";
import { lazyScreen } from "../layout/lazy-screen";
import "./state-tabs.css";

// antd's Tabs (~11 KB gzip) come only with a list that shows its states as tabs; most lists show none
const StateTabsBar = lazyScreen(() => import("./state-tabs-bar"));

type Tab = { key: string; label: string };

/**
 * A list's states as tabs. Until antd's Tabs arrive the same labels stand in their place at the tab bar's height,
 * the current one marked, so the rows below do not move when the bar takes over.
 */
export function StateTabs(props: Omit<TabsProps, "items"> & { items: Tab[] }) {
  const waiting = (
    <div className={["state-tabs-waiting", props.className ?? ""].join(" ")} aria-busy="true">
      {props.items.map((t) => (
        <span key={t.key} className={t.key === props.activeKey ? "active" : undefined}>
          {t.label}
        </span>
      ))}
    </div>
  );
  return (
    <Suspense fallback={waiting}>
      <StateTabsBar {...props} />
    </Suspense>
  );
}
