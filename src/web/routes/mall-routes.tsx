import { Navigate, Route, useLocation } from "react-router";
import { lazyScreen } from "../layout/lazy-screen";

const ErrorPage = lazyScreen(() => import("../pages/error-page"));

// every mall screen is its own chunk (spec §2 lazy screens, §9 timeout)
const HomePage = lazyScreen(() => import("../pages/home-page"));
const ListPage = lazyScreen(() => import("../mall/pages/list-page"));
const GoodsPage = lazyScreen(() => import("../mall/pages/goods-page"));
const StorePage = lazyScreen(() => import("../mall/pages/store-page"));
const NewsPage = lazyScreen(() => import("../mall/pages/content-page"));
const MessagePage = lazyScreen(() => import("../mall/pages/message-page"));
const ChannelPage = lazyScreen(() => import("../mall/pages/channel-page"));
const NoticeListPage = lazyScreen(() => import("../mall/pages/notice-list-page"));
const NoticeCardPage = lazyScreen(() => import("../mall/pages/notice-card-page"));
const SafeguardPage = lazyScreen(() => import("../mall/pages/safeguard-page"));
const SetUpStore = lazyScreen(() => import("../store-setup/setup-root"));
const CartPage = lazyScreen(() => import("../mall/pages/cart-page"));
const OrderSubmitPage = lazyScreen(() => import("../mall/pages/order-submit-page"));
const OrderListPage = lazyScreen(() => import("../mall/pages/order-list-page"));
const OrderDetailPage = lazyScreen(() => import("../mall/pages/order-detail-page"));
// the owner screens declared on a page of their own (我的采购意向), which the page reads from the declarations
const OwnerPage = lazyScreen(() => import("../owner/owner-page"));
const BuyerLayout = lazyScreen(() => import("../buyer/buyer-layout").then((m) => ({ default: m.BuyerLayout })));
const MyCouponsPage = lazyScreen(() => import("../buyer/my-coupons-page"));
const FavoritesPage = lazyScreen(() => import("../buyer/favorites-page"));
const HistoryPage = lazyScreen(() => import("../buyer/history-page"));
const AuctionHallPage = lazyScreen(() => import("../mall/pages/auction-hall-page"));
const AuctionPage = lazyScreen(() => import("../mall/pages/auction-page"));

const BY_PATH: Record<string, { preload: () => Promise<unknown> }> = {
  "/": HomePage,
  "/stock": HomePage,
  "/list": ListPage,
  "/goodInfo": GoodsPage,
  "/storeGoodInfo": GoodsPage,
  "/storeInfo/info": StorePage,
  "/storeInfo/goodList": StorePage,
  "/shopCart": CartPage,
  "/orderSubmit": OrderSubmitPage,
  "/order": OrderListPage,
  "/orderParticulars": OrderDetailPage,
  "/goodsbidding": AuctionHallPage,
  "/goodsbidding/detail": AuctionPage,
  "/goodspurchase": OwnerPage,
};

/** Starts downloading the screen of the page being opened, in parallel with start-up. */
export function preloadMallScreen(pathname: string): void {
  void BY_PATH[pathname]?.preload().catch(() => undefined);
}

/** Public mall routes (home, search, goods, shops, cart, orders, content pages). */
/** A redirect that keeps the query (/storeInfo?shopId=1 → /storeInfo/info?shopId=1). */
function KeepQuery({ to }: { to: string }) {
  return <Navigate to={`${to}${useLocation().search}`} replace />;
}

export const mallRoutes = (
  <>
    <Route path="/" element={<HomePage />} />
    <Route path="/stock" element={<HomePage />} />
    <Route path="/list" element={<ListPage />} />
    <Route path="/goodInfo" element={<GoodsPage />} />
    <Route path="/storeGoodInfo" element={<GoodsPage />} />
    <Route path="/storeInfo" element={<KeepQuery to="/storeInfo/info" />} />
    <Route path="/storeInfo/info" element={<StorePage />} />
    <Route path="/storeInfo/goodList" element={<StorePage />} />
    <Route path="/news" element={<NewsPage />} />
    <Route path="/messages" element={<MessagePage />} />
    <Route path="/channel" element={<ChannelPage />} />
    <Route path="/card" element={<Navigate to="/card/noticeList" replace />} />
    <Route path="/card/noticeList" element={<NoticeListPage />} />
    <Route path="/card/noticeCard" element={<NoticeCardPage />} />
    <Route path="/safeguard" element={<SafeguardPage />} />
    <Route path="/setUpStore/*" element={<SetUpStore />} />
    <Route path="/shopCart" element={<CartPage />} />
    <Route path="/orderSubmit" element={<OrderSubmitPage />} />
    <Route path="/order" element={<OrderListPage />} />
    <Route path="/orderParticulars" element={<OrderDetailPage />} />
    {/* 竞拍: the public hall and one auction's live page; the seller works its auctions in the /goodsbidding/auction shell screens */}
    <Route path="/goodsbidding" element={<AuctionHallPage />} />
    <Route path="/goodsbidding/detail" element={<AuctionPage />} />
    {/* 我的采购意向: the buyer audience's screens of resources/buy-intent.ts, its list, a row and the create form */}
    <Route path="/goodspurchase" element={<OwnerPage />}>
      <Route path="*" element={<ErrorPage status={404} />} />
    </Route>
    {/* 我的商城, the buyer's side of /manage (?type=0): the same order pages, its after-sales, coupons, favourites and history */}
    <Route path="/manage/order" element={<BuyerLayout />}>
      <Route index element={<Navigate to="/manage/order/index" replace />} />
      <Route path="index" element={<OrderListPage />} />
      {/* the buyer's own rows in resources (退款/售后): the layout serves their generated screens (src/web/owner) */}
      <Route path="*" element={<ErrorPage status={404} />} />
      <Route path="coupon" element={<MyCouponsPage />} />
      <Route path="favorite" element={<FavoritesPage />} />
      <Route path="history" element={<HistoryPage />} />
      <Route path=":id" element={<OrderDetailPage />} />
    </Route>
  </>
);
