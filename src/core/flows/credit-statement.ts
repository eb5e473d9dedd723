import type { PartyMove } from "./two-party";

/**
 * 对账单: what a buyer owes a seller on its line of credit, one statement per line and China month. The seller issues
 * it (待出账 → 待确认); the buyer confirms it or disputes lines of it with a reason, and the seller answers a dispute
 * (with an optional 调减) for the buyer to confirm again. Payments the seller records settle it (已结清); past its due
 * date with money still owed it is 已逾期, by itself, and blocks new credit orders on the line.
 */
export const CREDIT_STATEMENT_STATES = {
  draft: { label: "待出账", color: "default" },
  issued: { label: "待确认", color: "orange" },
  confirmed: { label: "已确认", color: "blue" },
  disputed: { label: "有异议", color: "red" },
  overdue: { label: "已逾期", color: "volcano" },
  settled: { label: "已结清", color: "green" },
} as const;

export type CreditStatementState = keyof typeof CREDIT_STATEMENT_STATES;

/** States in which the buyer still owes the statement's money: a payment settles them, time makes them overdue. */
export const STATEMENT_OPEN: CreditStatementState[] = ["issued", "confirmed", "disputed", "overdue"];

export const CREDIT_STATEMENT_FLOW = [
  { action: "issue", from: "draft", to: "issued", by: "seller", label: "出账" },
  { action: "answer", from: "disputed", to: "issued", by: "seller", label: "处理异议" },
  { action: "confirm", from: "issued", to: "confirmed", by: "buyer", label: "确认对账单" },
  { action: "dispute", from: "issued", to: "disputed", by: "buyer", label: "提出异议" },
] as const satisfies readonly PartyMove[];

/**
 * What moved the buyer's debt on a line, as the ledger and a statement's lines name it. The sign is the debt's:
 * an order adds to what is owed, a refund, a payment and a seller's 调减 take from it.
 */
export const CREDIT_ENTRY_KINDS = [
  { value: "charge", label: "账期订单", color: "blue" },
  { value: "refund", label: "退款", color: "orange" },
  { value: "payment", label: "回款", color: "green" },
  { value: "adjust", label: "对账调减", color: "purple" },
] as const;

export type CreditEntryKind = (typeof CREDIT_ENTRY_KINDS)[number]["value"];

const CHINA_MS = 8 * 3_600_000;

/** The China month (`2026-11`) an instant falls in. */
export const chinaMonth = (at: Date): string => new Date(at.getTime() + CHINA_MS).toISOString().slice(0, 7);

/** The month before `month` (`2026-01` → `2025-12`). */
export function previousMonth(month: string): string {
  const [y, m] = month.split("-").map(Number) as [number, number];
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, "0")}`;
}

/** The instants a China month runs between: from its 1st 00:00 up to, not including, the next month's. */
export function monthBounds(month: string): { start: Date; end: Date } {
  const [y, m] = month.split("-").map(Number) as [number, number];
  return {
    start: new Date(Date.UTC(y, m - 1, 1) - CHINA_MS),
    end: new Date(Date.UTC(y, m, 1) - CHINA_MS),
  };
}

/** A China day (`2026-11-30`) of an instant. */
export const chinaDate = (at: Date): string => new Date(at.getTime() + CHINA_MS).toISOString().slice(0, 10);

/**
 * 月结 N 天: a statement is due N days after its period ends, its last day to pay: November's, on 30 days, by
 * 2026-12-30.
 */
export function dueDateOf(periodEnd: Date, days: number): string {
  const lastDay = chinaDate(new Date(periodEnd.getTime() - 1));
  return new Date(Date.parse(`${lastDay}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** How a statement names its period: a whole China month as 2026年11月, any other as its first and last day. */
export function periodText(start: Date, end: Date): string {
  const month = chinaMonth(start);
  const whole = monthBounds(month);
  if (whole.start.getTime() === start.getTime() && whole.end.getTime() === end.getTime()) return monthLabel(month);
  return `${chinaDate(start)} 至 ${chinaDate(new Date(end.getTime() - 1))}`;
}

export const monthLabel = (month: string) => `${month.slice(0, 4)}年${Number(month.slice(5, 7))}月`;
