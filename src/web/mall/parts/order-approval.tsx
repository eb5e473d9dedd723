import { Alert } from "antd";
import dayjs from "dayjs";
import { Link } from "react-router";
import { APPROVAL_STATES, type ApprovalState } from "../../../core/flows/purchase-approval";

/** What the buyer's order detail answers of the order's approval (src/server/approval/order-approval.ts). */
export interface OrderApproval {
  approval: {
    id: number;
    status: ApprovalState;
    reason: string | null;
    holdUntil: string | null;
    returnReason: string | null;
  } | null;
}

/**
 * The approval an order went through, above its progress: while it waits, why and until when the stock is held (the
 * order cannot be paid yet); once decided, how, with the approver's reason for a return. Links to the approval's page.
 */
export function OrderApprovalNotice({ order }: { order: OrderApproval }) {
  const a = order.approval;
  if (!a) return null;
  const waiting = a.status === "first" || a.status === "final";
  const link = <Link to={`/manage/order/approval/mine/detail?id=${a.id}`}>查看审批进度</Link>;
  const until = a.holdUntil ? dayjs(a.holdUntil).format("YYYY-MM-DD HH:mm") : "—";
  if (waiting)
    return (
      <Alert
        type="warning"
        showIcon
        className="order-approval"
        message={`订单${a.reason ?? ""}，${APPROVAL_STATES[a.status].label}，审批通过后方可付款`}
        description={
          <span>
            库存保留至 {until}，逾期未审批订单将自动取消。{link}
          </span>
        }
      />
    );
  const decided =
    a.status === "approved"
      ? "该订单已通过采购审批"
      : a.status === "returned"
        ? `该订单审批被退回：${a.returnReason ?? ""}`
        : a.status === "withdrawn"
          ? "该订单的审批已撤回，订单已取消"
          : "该订单审批超时未处理，已自动取消";
  return (
    <Alert
      type={a.status === "approved" ? "success" : "info"}
      showIcon
      className="order-approval"
      message={decided}
      description={link}
    />
  );
}
