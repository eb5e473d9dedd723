import type { ResourceCheck } from "./resource-check";

/** A report is a screen at a route reading with a GET, showing something. */
export const reportProblems: ResourceCheck = (r, _all, say) => {
  for (const [name, x] of Object.entries(r.reports ?? {})) {
    if (!x.path?.startsWith("/")) say(`report "${name}" path "${x.path}" must be a route`);
    if (x.endpoint?.http !== "GET") say(`report "${name}" reads: its endpoint must be a GET`);
    if (!x.stats?.length && !x.charts?.length && !x.tables?.length)
      say(`report "${name}" shows nothing: declare stats, charts or tables`);
  }
};
