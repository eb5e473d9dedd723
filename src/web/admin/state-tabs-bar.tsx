import { Tabs, type TabsProps } from "antd";

/** antd's Tabs over a list's states (loaded with the first list that shows them: state-tabs.tsx). */
export default function StateTabsBar(props: TabsProps) {
  return <Tabs {...props} />;
}
