import {
  EyeOutlined,
  FileTextOutlined,
  GiftOutlined,
  HeartOutlined,
  RollbackOutlined,
  SolutionOutlined,
} from "@ant-design/icons";
import { Menu } from "antd";
import { createContext, useContext } from "react";
import { Link, Navigate, useLocation, useNavigate } from "react-router";
import { CompactHeader } from "../layout/compact-header";
import { usePortalState } from "../portal/portal-state";
import { ownerMenu } from "../owner/owner-routes";
import { OwnerOutlet } from "../owner/owner-outlet";
import "../mall/mall-pages.css";
import { menuEntryOf } from "./menu-entry";

const MENU = [
  { key: "/manage/order/index", icon: <FileTextOutlined />, label: "我的订单" },
  // the buyer's own rows in resources (退款/售后), from their owner audiences
  ...ownerMenu("buyer").map((m) => ({ ...m, icon: <RollbackOutlined /> })),
  { key: "/manage/order/coupon", icon: <GiftOutlined />, label: "我的优惠券" },
  { key: "/manage/order/favorite", icon: <HeartOutlined />, label: "我的收藏" },
  { key: "/manage/order/history", icon: <EyeOutlined />, label: "浏览记录" },
  // on its own page (/goodspurchase, spec §2), outside this frame
  { key: "/goodspurchase", icon: <SolutionOutlined />, label: "我的采购意向" },
];

/** Where a buyer's order opens: /orderParticulars on the mall's own pages, /manage/order/{id} inside 我的商城. */
const OrderLink = createContext<(id: number) => string>((id) => `/orderParticulars?id=${id}`);
export const useOrderLink = () => useContext(OrderLink);
const inManage = (id: number) => `/manage/order/${id}`;

/**
 * 我的商城, the buyer's side of /manage (`?type=0`): its orders, after-sales, coupons, favourites and history beside a menu. The
 * mall's /order and /orderParticulars show the same order pages in the mall's frame.
 */
export function BuyerLayout() {
  const { user } = usePortalState();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  if (!user) return <Navigate to={`/login?retUrl=${encodeURIComponent(pathname + search)}`} replace />;
  const current = menuEntryOf(
    MENU.map((m) => String(m.key)),
    pathname,
    "/manage/order/index",
  );
  return (
    <OrderLink.Provider value={inManage}>
      <CompactHeader title="我的商城" extra={<Link to="/">返回商城</Link>} />
      <div className="mall-wrap buyer-body">
        <aside className="buyer-side">
          <Menu mode="inline" selectedKeys={[current]} items={MENU} onClick={({ key }) => navigate(key)} />
        </aside>
        <main className="buyer-content">
          <OwnerOutlet layout="buyer" />
        </main>
      </div>
    </OrderLink.Provider>
  );
}
