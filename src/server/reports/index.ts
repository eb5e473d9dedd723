import { resources } from "../../../resources";
import type { OpContext } from "../operations/context";
import * as sellerDashboard from "./seller-dashboard";
import * as tenderAnalysis from "./tender-analysis";
import type { ReportAnswer } from "./types";

type Report = (ctx: OpContext, payload: Record<string, unknown>) => Promise<ReportAnswer>;

/** The server side of each declared report, by resource and report name. */
const REPORTS: Record<string, Record<string, Report>> = { bidOrder: tenderAnalysis, mallOrder: { dashboard: sellerDashboard.dashboard } };

/** A declared report's computation; a declaration without one stops the start with the file to write. */
export function reportOf(resource: string, name: string): Report {
  const report = REPORTS[resource]?.[name];
  if (!report) throw new Error(`report ${resource}.${name} is declared but not computed: add ${name}() to src/server/reports/ and list it in src/server/reports/index.ts`);
  return report;
}

// every declaration has its computation, checked once at load like the resources themselves
for (const r of resources) for (const name of Object.keys(r.reports ?? {})) reportOf(r.name, name);
