import type { PartyMove } from "./two-party";

/**
 * After-sale (售后) of a mall order, the whole machine in one table like the order's: the buyer applies from
 * its order, the seller decides; a return goes back to the seller before the money does. The seller's moves
 * are the `afterSale` resource's actions (derived from here); the buyer's run through the mall's endpoints.
 */
export const AFTER_SALE_STATES = {
  applied: { label: "待处理", color: "orange" },
  awaitingReturn: { label: "待买家退货", color: "blue" },
  returning: { label: "待确认收货", color: "cyan" },
  refunded: { label: "已退款", color: "green" },
  rejected: { label: "已拒绝", color: "red" },
  withdrawn: { label: "已撤销", color: "default" },
} as const;

export type AfterSaleState = keyof typeof AFTER_SALE_STATES;

export const AFTER_SALE_KINDS = {
  refund: "仅退款",
  return: "退货退款",
} as const;
export type AfterSaleKind = keyof typeof AFTER_SALE_KINDS;

export const AFTER_SALE_REASONS = [
  "商品质量问题",
  "发错货",
  "少发/漏发",
  "包装破损",
  "与描述不符",
  "不想要了",
  "其他",
] as const;

export type AfterSaleActor = "buyer" | "seller";

export interface AfterSaleMove extends PartyMove {
  from: AfterSaleState[];
  to: AfterSaleState;
  by: AfterSaleActor;
  /** Only for after-sales of this kind (a refund is paid at once, a return waits for the goods). */
  when?: { kind: AfterSaleKind[] };
}

/** Every legal move; anything else is a 422. 申请 (create) starts in `applied`. */
export const AFTER_SALE_FLOW: readonly AfterSaleMove[] = [
  {
    from: ["applied"],
    action: "approveRefund",
    to: "refunded",
    by: "seller",
    label: "同意退款",
    when: { kind: ["refund"] },
  },
  {
    from: ["applied"],
    action: "approveReturn",
    to: "awaitingReturn",
    by: "seller",
    label: "同意退货",
    when: { kind: ["return"] },
  },
  { from: ["applied"], action: "reject", to: "rejected", by: "seller", label: "拒绝" },
  { from: ["applied", "awaitingReturn"], action: "withdraw", to: "withdrawn", by: "buyer", label: "撤销申请" },
  { from: ["awaitingReturn"], action: "shipBack", to: "returning", by: "buyer", label: "填写退货物流" },
  { from: ["returning"], action: "confirmReturn", to: "refunded", by: "seller", label: "确认收货并退款" },
  { from: ["returning"], action: "refuseReturn", to: "rejected", by: "seller", label: "拒绝收货" },
];

/** The one move named `action`, for `by`. */
export const afterSaleMove = (action: string, by: AfterSaleActor) =>
  AFTER_SALE_FLOW.find((m) => m.action === action && m.by === by);

/** The moves `by` may offer on an after-sale in `state` of `kind`. */
export const afterSaleMoves = (state: string, kind: string, by: AfterSaleActor) =>
  AFTER_SALE_FLOW.filter(
    (m) =>
      m.by === by &&
      m.from.includes(state as AfterSaleState) &&
      (!m.when || m.when.kind.includes(kind as AfterSaleKind)),
  );

/** After-sales that no longer hold the order: another may be applied for. */
export const CLOSED_WITHOUT_REFUND: AfterSaleState[] = ["rejected", "withdrawn"];

/** Order states an after-sale may be applied in, and how long after completion it still may (days). */
export const AFTER_SALE_ORDER_STATES = ["paid", "shipped", "completed"] as const;
export const AFTER_SALE_DAYS = 15;
