import type { EndpointDef } from "./endpoint";

/** How a report's number reads: an amount, a count, a share (0.25 → 25.0%), a plain number or text. */
export type ReportValueType = "money" | "int" | "percent" | "decimal" | "text";

/**
 * An analysis screen of a resource (招标分析): its own menu in the resource's shell, one GET endpoint answering
 * `{ summary, <chart and table keys>: rows }` computed over the caller's rows by the server file
 * `src/server/reports/<resource>.ts`, and how to lay them out. The menu path is the permission it needs.
 */
export interface ReportDef {
  label: string;
  /** The route of the screen and the menu permission path. */
  path: string;
  order: number;
  group?: string;
  endpoint: EndpointDef;
  /**
   * Whether the reader picks how many months it covers (近3/6/12/24个月, sent as `months`). A report of fixed
   * periods (a dashboard's 今日 and 近30天) says false.
   */
  months?: boolean;
  /** Statistic cards, each a key of the answer's `summary`; `link` opens the list the number counts (`/manage/seller/order?status=paid`). */
  stats: { key: string; label: string; type: ReportValueType; link?: string }[];
  /** Charts, each drawing the answer's rows under `key`: `x` along the axis, `y` the value, one bar or line per `series`. */
  charts: {
    key: string;
    title: string;
    kind: "column" | "line" | "bar";
    x: string;
    y: string;
    series?: string;
    type: ReportValueType;
  }[];
  /** Tables, each listing the answer's rows under `key`; a row marked `sealed: true` shows its blank amounts as 截止后可见. */
  tables: { key: string; title: string; columns: { key: string; label: string; type: ReportValueType }[] }[];
}
