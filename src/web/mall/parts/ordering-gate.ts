import { App } from "antd";
import { useNavigate } from "react-router";
import { MAINTENANCE_TEXT, inMaintenance } from "../../layout/entry-rules";
import { usePortalState } from "../../portal/portal-state";

/** The order-goods entry: during the YYN maintenance window it shows the notice and goes to /safeguard. */
export function useOrderingGate() {
  const { domain } = usePortalState();
  const { modal } = App.useApp();
  const navigate = useNavigate();
  return (proceed: () => void) => {
    if (!inMaintenance(domain.platType)) return proceed();
    modal.warning({
      title: "系统维护通知",
      content: MAINTENANCE_TEXT,
      okText: "确定",
      onOk: () => navigate("/safeguard"),
    });
  };
}
