import { App } from "antd";
import { useEffect, useRef } from "react";
import { useLocation, useNavigate } from "react-router";
import { UNAUTHORISED, gateTarget } from "./access-gate";
import { usePortalState } from "./portal-state";

/** Shows the 提示 dialog of the portal access gate once per page the user lands on while unauthorised. */
export function PortalGate() {
  const { domain, enterprise, user, bo } = usePortalState();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const { modal } = App.useApp();
  const open = useRef(false);
  const tags = user ? (bo?.tags ?? user.tags) : null;
  const target = gateTarget({ tags, domain, enterprise, pathname, href: `${pathname}${search}` });

  useEffect(() => {
    if (!target || open.current) return;
    open.current = true;
    modal.warning({
      title: "提示",
      content: UNAUTHORISED,
      okText: "确定",
      onOk: () => {
        open.current = false;
        navigate(target);
      },
    });
  }, [target, modal, navigate]);
  return null;
}
