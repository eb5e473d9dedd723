import { App } from "antd";
import { useEffect } from "react";
import { mallApi, reason } from "../mall/api";
import { setPortalJoin } from "../providers/http-client";
import { standingOf, type Standing } from "./membership";
import { usePortalState } from "./portal-state";

type Modal = ReturnType<typeof App.useApp>["modal"];
type Message = ReturnType<typeof App.useApp>["message"];

// several refused calls at once (a page's parallel loads) share one dialog
let pending: Promise<boolean> | null = null;

/**
 * The 加入 dialog: names the portal, and on 加入 adds its tag to the account (the server checks that the portal is
 * open) and re-reads the user. Resolves whether the person is a member now.
 */
export function offerJoin(o: { name: string; modal: Modal; message: Message; reload: () => Promise<void> }) {
  pending ??= new Promise<boolean>((resolve) => {
    o.modal.confirm({
      title: `加入${o.name}`,
      content: `您还不是${o.name}的会员。加入后即可在本平台加入进货车、下单和提交采购申请，是否加入？`,
      okText: "加入",
      cancelText: "暂不加入",
      onOk: async () => {
        try {
          await mallApi("portalJoin");
          await o.reload();
          o.message.success(`已加入${o.name}`);
          resolve(true);
        } catch (e) {
          o.message.error(reason(e, "加入失败，请稍后重试"));
          resolve(false);
        }
      },
      onCancel: () => resolve(false),
    });
  }).finally(() => (pending = null));
  return pending;
}

/** This portal's standing of the current user, and `join()`: true at once for a member, else after the dialog. */
export function useMembership(): { standing: Standing; join: () => Promise<boolean> } {
  const { domain, enterprise, user, bo, reloadUser } = usePortalState();
  const { modal, message } = App.useApp();
  const standing = standingOf({ tags: user ? (bo?.tags ?? user.tags) : null, domain, enterprise });
  const name = enterprise.platformName || enterprise.titleCh;
  const join = async () =>
    standing === "member" || (standing === "joinable" && offerJoin({ name, modal, message, reload: reloadUser }));
  return { standing, join };
}

/**
 * Hands the dialog to the http client: a call refused because the person is not a member of this open portal
 * (add to cart, 进货车, an application) offers to join, and proceeds once they have.
 */
export function JoinOffer() {
  const { standing, join } = useMembership();
  useEffect(() => setPortalJoin(standing === "joinable" ? join : null));
  useEffect(() => () => setPortalJoin(null), []);
  return null;
}
