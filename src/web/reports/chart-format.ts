import type { ReportValueType } from "../../core/define-resource";

// G2 left alone prints amounts as 1000K and 0k; a Chinese reader counts money in 元 and, from ten thousand on, in 万元.
const upTo2 = new Intl.NumberFormat("zh-CN", { maximumFractionDigits: 2 });
const upTo1 = new Intl.NumberFormat("zh-CN", { maximumFractionDigits: 1 });

/** An amount as a chart reads it: 1,000元 below ten thousand, 12.5万元 from there on (a loss keeps its minus). */
function moneyText(v: number): string {
  return Math.abs(v) < 10_000 ? `${upTo2.format(v)}元` : `${upTo2.format(v / 10_000)}万元`;
}

/**
 * A chart's value (an axis tick or a tooltip) in the unit of the chart's declared type: money in 元 / 万元, counts as
 * whole numbers (a tick between two, such as 0.5 of a supplier, reads as nothing), shares as percentages.
 */
export function chartValue(type: ReportValueType, v: unknown): string {
  const n = Number(v);
  if (v === null || v === undefined || v === "" || (type !== "text" && !Number.isFinite(n))) return "";
  if (type === "money") return moneyText(n);
  if (type === "int") return Number.isInteger(n) ? String(n) : "";
  if (type === "percent") return `${upTo1.format(n * 100)}%`;
  if (type === "decimal") return upTo2.format(n);
  return String(v);
}
