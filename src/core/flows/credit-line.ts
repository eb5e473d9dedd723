/**
 * 授信: a seller's credit line to one buyer enterprise. 正常 lets the buyer pay the seller's orders on credit (账期支付)
 * up to what is left; 已暂停 stops new credit orders, and what is owed stays owed. The seller moves it both ways.
 */
export const CREDIT_LINE_STATES = {
  active: { label: "正常", color: "green" },
  suspended: { label: "已暂停", color: "orange" },
} as const;

export type CreditLineState = keyof typeof CREDIT_LINE_STATES;

/** 账期 in days, as sellers offer it (月结30天 is the usual); a line's terms are within these. */
export const CREDIT_DAYS = { default: 30, min: 1, max: 180 } as const;

/** The most a seller may grant one buyer, in yuan: a bound against typing slips (一亿元). */
export const CREDIT_LIMIT_MAX = 100_000_000;
