import { Navigate, Route } from "react-router";
import { lazyScreen } from "../layout/lazy-screen";
import { audienceOf } from "../procurement/audience-api";

/** The notice route is the public audience's declared page; an enquiry's sits beside it under /enquiry/. */
const notice = audienceOf("bidOrder", "public").audience.page!.split("?")[0]!;
const enquiryNotice = notice.replace(/\/details$/, "/enquiry/details");

const ProcurementHome = lazyScreen(() => import("../procurement/procurement-home"));
const TenderDetails = lazyScreen(() => import("../procurement/tender-details"));

/** The public procurement portal (spec §2 /entProcurement/*): the hall and each published notice. */
export const procurementRoutes = (
  <>
    <Route path="/entProcurement" element={<Navigate to="/entProcurement/home" replace />} />
    <Route path="/entProcurement/home" element={<ProcurementHome />} />
    <Route path={notice} element={<TenderDetails />} />
    <Route path={enquiryNotice} element={<TenderDetails />} />
  </>
);
