/** Mall order states (spec §4 names only the moves: save, save with pay, cancel, update status). */
export const ORDER_STATES = {
  // an order beyond its buyer's approval rule waits for the approvers (resources/purchase-approval.ts), stock held
  approving: { label: "待审批", color: "gold" },
  unpaid: { label: "待付款", color: "orange" },
  paid: { label: "待发货", color: "blue" },
  shipped: { label: "待收货", color: "cyan" },
  completed: { label: "已完成", color: "green" },
  cancelled: { label: "已取消", color: "default" },
} as const;

export type OrderState = keyof typeof ORDER_STATES;
export type OrderActor = "buyer" | "seller";
export type OrderAction = "pay" | "cancel" | "ship" | "confirm" | "refund";

/** The whole order state machine: one row per legal move. Anything not listed is a 422. */
export const ORDER_FLOW: readonly {
  from: OrderState;
  action: OrderAction;
  to: OrderState;
  by: OrderActor;
  label: string;
}[] = [
  { from: "unpaid", action: "pay", to: "paid", by: "buyer", label: "立即支付" },
  { from: "unpaid", action: "cancel", to: "cancelled", by: "buyer", label: "取消订单" },
  { from: "unpaid", action: "cancel", to: "cancelled", by: "seller", label: "取消订单" },
  { from: "paid", action: "ship", to: "shipped", by: "seller", label: "发货" },
  { from: "shipped", action: "confirm", to: "completed", by: "buyer", label: "确认收货" },
  // not a button: the seller agreeing to refund a paid, unshipped order (its after-sale) closes it
  { from: "paid", action: "refund", to: "cancelled", by: "seller", label: "退款关闭订单" },
];

/** The state an order moves to, or undefined when the move is illegal for that actor. */
export function orderNext(from: string, action: string, by: OrderActor): OrderState | undefined {
  return ORDER_FLOW.find((t) => t.from === from && t.action === action && t.by === by)?.to;
}

/** The moves an actor may offer on an order in `state` (the client shows only these buttons). */
export const orderMoves = (state: string, by: OrderActor) => ORDER_FLOW.filter((t) => t.from === state && t.by === by);

/** Cancelling releases reserved stock; every other move keeps it. */
export const releasesStock = (to: OrderState) => to === "cancelled";
