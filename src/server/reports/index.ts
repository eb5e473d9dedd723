import * as sellerDashboard from "./seller-dashboard";
import * as tenderAnalysis from "./tender-analysis";
import type { ReportTable } from "../registry";

/** The server side of each declared report, by resource and report name (checked by serverRegistry at start). */
export const reports: ReportTable = { bidOrder: tenderAnalysis, mallOrder: { dashboard: sellerDashboard.dashboard } };
