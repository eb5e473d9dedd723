import { Spin } from "antd";
import type { ReactNode } from "react";
import { Navigate, useLocation } from "react-router";
import type { MyShop } from "../layout/entry-rules";
import { useMall } from "../mall/use-mall";

/** The seller center's one condition beyond roles (spec §5): an open (1) mall shop (PUBLIC) on this portal. */
export const sells = (shop: MyShop | null) => !!shop && shop.audit === 1 && shop.shopSort === "PUBLIC";

/**
 * The /manage shell: `?type=0` is the buyer's side (我的商城: its orders, after-sales, coupons); everything else is the seller center, which
 * sends anyone without an open PUBLIC shop home (spec §5). The server refuses their calls all the same.
 */
export function SellerGuard({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  const buyerSide = pathname.replace(/\/$/, "") === "/manage" && new URLSearchParams(search).get("type") === "0";
  // through the page's answers: a server-rendered seller screen leaves with the screen, not a spinner
  const answer = useMall<{ shop: MyShop | null }>("myShop", {}, !buyerSide);
  if (buyerSide) return <Navigate to="/manage/order/index" replace />;
  if (answer.loading) return <Spin fullscreen />;
  const shop = answer.error ? null : (answer.data?.shop ?? null);
  return sells(shop) ? children : <Navigate to="/" replace />;
}
