import { Navigate, useSearchParams } from "react-router";
import { PURCHASE_PATHS } from "./purchase-paths";

/** /entProcurement/purchaseDetails?id=: a purchaser's own notice opens on its management detail (quotes, award, log). */
export function PurchaseDetailsRedirect() {
  const [params] = useSearchParams();
  const id = params.get("id");
  return <Navigate to={id ? PURCHASE_PATHS.detail(id) : "/tendering/bids/list"} replace />;
}
