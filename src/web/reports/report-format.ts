import type { ReportValueType } from "../../core/define-resource";
import { moneyText } from "../../core/money-text";

/** A report value as the page prints it: ¥1,234.50, 25.0%, 3.5; nothing to show reads as a dash. */
export function formatValue(type: ReportValueType, v: unknown): string {
  if (v === null || v === undefined) return type === "text" ? "-" : "—";
  if (type === "money") return `¥${moneyText(Number(v))}`;
  if (type === "percent") return `${(Number(v) * 100).toFixed(1)}%`;
  if (type === "decimal") return String(Math.round(Number(v) * 100) / 100);
  return String(v);
}
