import { ShoppingCartOutlined } from "@ant-design/icons";
import { App, Badge, Button } from "antd";
import { useLocation, useNavigate } from "react-router";
import { refreshCartCount, useCartCount } from "../mall/cart-store";
import { useMembership } from "../portal/join-offer";
import { usePortalState } from "../portal/portal-state";
import { BADGE_MAX } from "./layout-rules";

/** 进货车 with its badge (capped at 99, hidden at 0): cart, empty-cart 提示, login, or joining the portal. */
export function CartEntry() {
  const { user } = usePortalState();
  const count = useCartCount(user?.id);
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const { modal } = App.useApp();
  const { join } = useMembership();
  const open = async () => {
    if (!user) return navigate(`/login?retUrl=${encodeURIComponent(`${pathname}${search}`)}`);
    // the cart is a member's: a non-member of an open portal joins first
    if (!(await join())) return;
    if ((await refreshCartCount()) === 0) return modal.info({ title: "提示", content: "请先添加货品", okText: "确定" });
    navigate("/shopCart");
  };
  return (
    <Badge count={Math.min(count, BADGE_MAX)} overflowCount={BADGE_MAX} offset={[-6, 4]} className="cart-badge">
      <Button className="cart-entry" size="large" icon={<ShoppingCartOutlined />} onClick={open}>
        进货车
      </Button>
    </Badge>
  );
}
