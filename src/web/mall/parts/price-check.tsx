import { Table, type App } from "antd";
import type { PriceChange, Quote, Shown } from "../../../core/shown-price";
import { yuan } from "../types";

type Modal = ReturnType<typeof App.useApp>["modal"];
type Line = { goodsId: number; skuId?: number; price: number };

const cents = (n: number) => Math.round(n * 100) / 100;

/** What the checkout shows, in the submit's `shown` form: every figure the buyer read, to the cent. */
export function shownOf(
  groups: { shopId: number; lines: Line[] }[],
  figures: (g: { shopId: number }) => { freight: number; discount: number; total: number },
): Shown {
  const orders = Object.fromEntries(
    groups.map((g) => {
      const f = figures(g);
      return [String(g.shopId), { freight: cents(f.freight), discount: cents(f.discount), total: cents(f.total) }];
    }),
  );
  return {
    lines: groups.flatMap((g) =>
      g.lines.map((l) => ({ goodsId: l.goodsId, ...(l.skuId ? { skuId: l.skuId } : {}), price: l.price })),
    ),
    orders,
    total: cents(Object.values(orders).reduce((s, o) => s + o.total, 0)),
  };
}

/** The 409 of a submit whose figures moved on: its changes and the server's figures, or undefined for any other failure. */
export function changedPrices(error: unknown): { changes: PriceChange[]; quote: Quote } | undefined {
  const e = error as { statusCode?: number; data?: { changes?: PriceChange[]; quote?: Quote } };
  return e?.statusCode === 409 && e.data?.changes && e.data.quote
    ? { changes: e.data.changes, quote: e.data.quote }
    : undefined;
}

/** Shows what the page said beside what it is now; resolves true when the buyer accepts the new figures. */
export function confirmChanges(modal: Modal, changes: PriceChange[], pay: boolean): Promise<boolean> {
  return new Promise((resolve) => {
    modal.confirm({
      title: "价格或运费已变化",
      width: 560,
      content: (
        <div className="price-changes">
          <p>提交前以下金额发生了变化，请确认后{pay ? "重新提交并支付" : "重新提交"}：</p>
          <Table
            size="small"
            pagination={false}
            rowKey="label"
            dataSource={changes}
            columns={[
              { title: "项目", dataIndex: "label" },
              { title: "页面显示", dataIndex: "shown", render: (v: number | null) => (v === null ? "—" : yuan(v)) },
              { title: "当前", dataIndex: "now", render: (v: number) => <b className="money">{yuan(v)}</b> },
            ]}
          />
        </div>
      ),
      okText: pay ? "按新金额提交并支付" : "按新金额提交",
      cancelText: "返回修改",
      onOk: () => resolve(true),
      onCancel: () => resolve(false),
    });
  });
}

/** 支付 from the enterprise balance always says how much, from whose balance, and asks. */
export function confirmPay(modal: Modal, o: { amount: number; payer?: string; balance?: number }): Promise<boolean> {
  return new Promise((resolve) => {
    modal.confirm({
      title: "确认支付",
      content: (
        <div className="pay-confirm">
          <p>
            应付金额：<b className="money">{yuan(o.amount)}</b>
          </p>
          {o.payer && (
            <p>
              将从「{o.payer}」账户余额扣款{o.balance !== undefined && `（当前余额 ${yuan(o.balance)}）`}。
            </p>
          )}
        </div>
      ),
      okText: `确认支付 ${yuan(o.amount)}`,
      cancelText: "取消",
      onOk: () => resolve(true),
      onCancel: () => resolve(false),
    });
  });
}
