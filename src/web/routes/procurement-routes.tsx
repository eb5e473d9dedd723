import { Navigate, Route } from "react-router";
import { lazyScreen } from "../layout/lazy-screen";

const ProcurementHome = lazyScreen(() => import("../procurement/procurement-home"));
const TenderDetails = lazyScreen(() => import("../procurement/tender-details"));

/** The public procurement portal (spec §2 /entProcurement/*): the hall and each published notice. */
export const procurementRoutes = (
  <>
    <Route path="/entProcurement" element={<Navigate to="/entProcurement/home" replace />} />
    <Route path="/entProcurement/home" element={<ProcurementHome />} />
    <Route path="/entProcurement/details" element={<TenderDetails />} />
    <Route path="/entProcurement/enquiry/details" element={<TenderDetails />} />
  </>
);
