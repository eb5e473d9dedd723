import { Navigate, useSearchParams } from "react-router";
import { PURCHASE_PATHS } from "./purchase-paths";

/**
 * The procurement portal's entries into the purchaser's own screens (spec §2 bidsPublish, enquiry/publish,
 * purchaseDetails?id=): the generated tender form with the kind picked, or the owner's detail of a notice
 * (quotes, award, log). Its own chunk: the paths come from the resource config, which no first load carries.
 */
export default function PurchaseRedirect({ to }: { to: "tender" | "enquiry" | "detail" }) {
  const [params] = useSearchParams();
  const id = params.get("id");
  if (to !== "detail") return <Navigate to={PURCHASE_PATHS[to]} replace />;
  return <Navigate to={id ? PURCHASE_PATHS.detail(id) : "/tendering/bids/list"} replace />;
}
