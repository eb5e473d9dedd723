import { Navigate, Route } from "react-router";
import { lazyScreen } from "../layout/lazy-screen";
import { audienceOf } from "../procurement/audience-api";
import { PURCHASE_PATHS } from "../procurement/purchase-paths";
import { PurchaseDetailsRedirect } from "../procurement/purchase-redirects";

/** The notice route is the public audience's declared page; an enquiry's sits beside it under /enquiry/. */
const notice = audienceOf("bidOrder", "public").audience.page!.split("?")[0]!;
const enquiryNotice = notice.replace(/\/details$/, "/enquiry/details");

const ProcurementHome = lazyScreen(() => import("../procurement/procurement-home"));
const TenderDetails = lazyScreen(() => import("../procurement/tender-details"));
const SupplierDirectory = lazyScreen(() => import("../procurement/supplier-directory"));
const ProcurementIntroduction = lazyScreen(() => import("../procurement/procurement-introduction"));

/**
 * The public procurement portal (spec §2 /entProcurement/*): the hall, each published notice, the certified
 * supplier directory and the introduction; the purchaser's entries (bidsPublish, enquiry/publish,
 * purchaseDetails) open its own generated screens.
 */
export const procurementRoutes = (
  <>
    <Route path="/entProcurement" element={<Navigate to="/entProcurement/home" replace />} />
    <Route path="/entProcurement/home" element={<ProcurementHome />} />
    <Route path={notice} element={<TenderDetails />} />
    <Route path={enquiryNotice} element={<TenderDetails />} />
    <Route path="/entProcurement/supplier" element={<SupplierDirectory />} />
    <Route path="/entProcurement/introduction" element={<ProcurementIntroduction />} />
    <Route path="/entProcurement/bidsPublish" element={<Navigate to={PURCHASE_PATHS.tender} replace />} />
    <Route path="/entProcurement/enquiry/publish" element={<Navigate to={PURCHASE_PATHS.enquiry} replace />} />
    <Route path="/entProcurement/purchaseDetails" element={<PurchaseDetailsRedirect />} />
    <Route path="/entProcurement/enquiry/purchaseDetails" element={<PurchaseDetailsRedirect />} />
  </>
);
