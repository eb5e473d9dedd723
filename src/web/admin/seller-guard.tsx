import { Spin } from "antd";
import { useEffect, useState, type ReactNode } from "react";
import { Navigate, useLocation } from "react-router";
import type { MyShop } from "../layout/entry-rules";
import { mallApi } from "../mall/api";

/** The seller center's one condition beyond roles (spec §5): an open (1) mall shop (PUBLIC) on this portal. */
export const sells = (shop: MyShop | null) => !!shop && shop.audit === 1 && shop.shopSort === "PUBLIC";

/**
 * The /manage shell: `?type=0` is the buyer's side (我的商城: its orders, after-sales, coupons); everything else is the seller center, which
 * sends anyone without an open PUBLIC shop home (spec §5). The server refuses their calls all the same.
 */
export function SellerGuard({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  const buyerSide = pathname.replace(/\/$/, "") === "/manage" && new URLSearchParams(search).get("type") === "0";
  const [shop, setShop] = useState<MyShop | null | undefined>(undefined);
  useEffect(() => {
    if (buyerSide) return;
    let live = true;
    mallApi<{ shop: MyShop | null }>("myShop")
      .then((r) => live && setShop(r.shop))
      .catch(() => live && setShop(null));
    return () => {
      live = false;
    };
  }, [buyerSide]);
  if (buyerSide) return <Navigate to="/manage/order/index" replace />;
  if (shop === undefined) return <Spin fullscreen />;
  return sells(shop) ? children : <Navigate to="/" replace />;
}
