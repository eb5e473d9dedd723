import { App, Button, Space } from "antd";
import { mallApi, reason } from "../api";
import type { Order } from "../types";
import { PurchaseButton } from "./purchase-grant";
import { confirmOrderPay } from "./pay-method";

/** The buyer's legal moves of an order, as the server's state machine lists them (`moves`). */
export function OrderActions({ order, onDone }: { order: Order; onDone: () => void }) {
  const { message, modal } = App.useApp();
  // 支付 names the amount and what pays it (the balance, or the seller's line of credit), and pays only that amount;
  // a changed total is asked again
  const pay = async (amount: number): Promise<void> => {
    const method = await confirmOrderPay(modal, { amount, payer: order.buyerName, credit: order.credit });
    if (!method) return;
    try {
      await mallApi("orderPay", { id: order.id, amount, method });
      message.success(method === "credit" ? "已使用账期支付" : "支付成功");
    } catch (e) {
      const total =
        (e as { statusCode?: number; data?: { total?: number } }).statusCode === 409
          ? (e as { data: { total: number } }).data.total
          : undefined;
      if (total !== undefined) return pay(total);
      message.error(reason(e));
    }
    onDone();
  };
  const run = (action: string) => {
    if (action === "pay") return void pay(Number(order.total));
    const call = () =>
      (action === "cancel"
        ? mallApi("orderCancel", { id: order.id })
        : mallApi("orderStatus", { id: order.id, action })
      )
        .then(() => message.success("操作成功"))
        .catch((e) => message.error(reason(e)))
        .finally(onDone);
    if (action === "cancel")
      modal.confirm({
        title: "取消订单",
        content: "确定取消该订单吗？取消后库存将释放。",
        okText: "确定",
        cancelText: "再想想",
        onOk: call,
      });
    else if (action === "confirm")
      modal.confirm({
        title: "确认收货",
        content: "请确认已收到货品并验收无误。",
        okText: "确认收货",
        cancelText: "取消",
        onOk: call,
      });
    else void call();
  };
  return (
    <Space>
      {(order.moves ?? []).map((m) =>
        m.action === "pay" ? (
          <PurchaseButton key={m.action} grant="pay" size="small" type="primary" onClick={() => run(m.action)}>
            {m.label}
          </PurchaseButton>
        ) : (
          <Button
            key={m.action}
            size="small"
            type={m.action === "confirm" ? "primary" : "default"}
            onClick={() => run(m.action)}
          >
            {m.label}
          </Button>
        ),
      )}
    </Space>
  );
}
