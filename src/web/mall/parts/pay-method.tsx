import { Radio, type App } from "antd";
import type { ReactNode } from "react";
import { yuan, type CreditOffer } from "../types";
import { confirmPay } from "./price-check";
import "./pay-method.css";

type Modal = ReturnType<typeof App.useApp>["modal"];
export type PayMethod = "balance" | "credit";

/** Why 账期支付 cannot pay this amount, or null when it can. */
export function creditBlock(credit: CreditOffer, amount: number): string | null {
  if (credit.status !== "active") return "卖家已暂停您的授信";
  if (credit.overdue > 0) return `有逾期未结清的对账单（逾期 ${yuan(credit.overdue)}），结清后可用`;
  if (credit.left < amount) return `可用额度 ${yuan(credit.left)}，不足支付本单`;
  return null;
}

/**
 * 支付 of one order: the amount, and, where the seller grants the buyer a line of credit, a choice between the
 * enterprise balance and 账期支付 (what is left of the line and its days). Resolves to the method picked, or null.
 */
export function confirmOrderPay(
  modal: Modal,
  o: { amount: number; payer?: string; credit?: CreditOffer | null },
): Promise<PayMethod | null> {
  if (!o.credit) return confirmPay(modal, o).then((ok) => (ok ? "balance" : null));
  const credit = o.credit;
  const block = creditBlock(credit, o.amount);
  // the balance stays the default, as before a line was granted: 账期支付 is the buyer's deliberate pick
  let method: PayMethod = "balance";
  const option = (value: PayMethod, title: string, note: ReactNode, disabled = false) => (
    <Radio value={value} disabled={disabled}>
      <b>{title}</b>
      <div className="pay-note">{note}</div>
    </Radio>
  );
  return new Promise((resolve) => {
    modal.confirm({
      title: "确认支付",
      width: 460,
      content: (
        <div className="pay-confirm">
          <p>
            应付金额：<b className="money">{yuan(o.amount)}</b>
          </p>
          <Radio.Group
            defaultValue={method}
            onChange={(e) => {
              method = e.target.value as PayMethod;
            }}
            className="pay-methods"
            aria-label="支付方式"
          >
            {option(
              "credit",
              "账期支付",
              block ?? `${credit.sellerName ?? "卖家"}授信，可用额度 ${yuan(credit.left)}，账期 ${credit.days} 天`,
              block !== null,
            )}
            {option("balance", "企业余额", o.payer ? `从「${o.payer}」账户余额扣款` : "从企业账户余额扣款")}
          </Radio.Group>
        </div>
      ),
      okText: `确认支付 ${yuan(o.amount)}`,
      cancelText: "取消",
      onOk: () => resolve(method),
      onCancel: () => resolve(null),
    });
  });
}
