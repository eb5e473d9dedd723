import { App } from "antd";
import { useNavigate } from "react-router";
import type { Entry } from "./entry-rules";

/** Follows an entry decision: navigate, open the outside site, or show the 提示 dialog. */
export function useEntry() {
  const navigate = useNavigate();
  const { modal } = App.useApp();
  return (entry: Entry) => {
    if ("go" in entry) navigate(entry.go);
    else if ("external" in entry) window.open(entry.external, "_blank", "noopener");
    else modal.warning({ title: "提示", content: entry.message, okText: "确定" });
  };
}
