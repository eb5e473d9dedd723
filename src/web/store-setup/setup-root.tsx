import { Button } from "antd";
import { Link, Navigate, Route, Routes } from "react-router";
import AdminRoot from "../layout/admin-root";
import { CompactHeader } from "../layout/compact-header";
import { RequireLogin } from "../admin/require-login";
import ShopCheckPage from "./shop-check-page";
import ShopInfoPage from "./shop-info-page";
import ShopStatusPage from "./shop-status-page";

/**
 * 免费开店 (/setUpStore/*): check the identity, fill in the shop, follow its audit. Loaded lazily with the admin
 * providers, because the shop form is the one generated from resources/shop.ts.
 */
export default function SetUpStoreRoot() {
  return (
    <AdminRoot>
      <RequireLogin>
        <CompactHeader
          title="免费开店"
          extra={
            <Link to="/">
              <Button type="link">返回商城</Button>
            </Link>
          }
        />
        <div className="mall-wrap setup-page">
          <Routes>
            <Route index element={<Navigate to="shopCheck" replace />} />
            <Route path="shopCheck" element={<ShopCheckPage />} />
            <Route path="shopInfo" element={<ShopInfoPage />} />
            <Route path="shopStatus" element={<ShopStatusPage />} />
            <Route path="*" element={<Navigate to="/404" replace />} />
          </Routes>
        </div>
      </RequireLogin>
    </AdminRoot>
  );
}
