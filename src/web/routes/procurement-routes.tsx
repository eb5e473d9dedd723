import { Navigate, Route } from "react-router";
import { ENQUIRY_NOTICE_PAGE, NOTICE_PAGE } from "../../core/notice-pages";
import { lazyScreen } from "../layout/lazy-screen";

const ProcurementHome = lazyScreen(() => import("../procurement/procurement-home"));
const TenderDetails = lazyScreen(() => import("../procurement/tender-details"));
const SupplierDirectory = lazyScreen(() => import("../procurement/supplier-directory"));
const ProcurementIntroduction = lazyScreen(() => import("../procurement/procurement-introduction"));
const PurchaseRedirect = lazyScreen(() => import("../procurement/purchase-redirects"));

/**
 * The public procurement portal (spec §2 /entProcurement/*): the hall, each published notice, the certified
 * supplier directory and the introduction; the purchaser's entries (bidsPublish, enquiry/publish,
 * purchaseDetails) open its own generated screens. Nothing here reads the resource config: these routes are
 * part of every page's first load.
 */
export const procurementRoutes = (
  <>
    <Route path="/entProcurement" element={<Navigate to="/entProcurement/home" replace />} />
    <Route path="/entProcurement/home" element={<ProcurementHome />} />
    <Route path={NOTICE_PAGE} element={<TenderDetails />} />
    <Route path={ENQUIRY_NOTICE_PAGE} element={<TenderDetails />} />
    <Route path="/entProcurement/supplier" element={<SupplierDirectory />} />
    <Route path="/entProcurement/introduction" element={<ProcurementIntroduction />} />
    <Route path="/entProcurement/bidsPublish" element={<PurchaseRedirect to="tender" />} />
    <Route path="/entProcurement/enquiry/publish" element={<PurchaseRedirect to="enquiry" />} />
    <Route path="/entProcurement/purchaseDetails" element={<PurchaseRedirect to="detail" />} />
    <Route path="/entProcurement/enquiry/purchaseDetails" element={<PurchaseRedirect to="detail" />} />
  </>
);
