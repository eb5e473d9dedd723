import { Card, Table, Tag } from "antd";
import { Link } from "react-router";
import {
  INVOICE_KINDS,
  INVOICE_REQUEST_STATES,
  ORDER_INVOICE_STATES,
  type InvoiceRequestState,
  type OrderInvoiceState,
} from "../../../core/flows/invoice-request";
import { yuan } from "../types";

/** What the buyer's order detail answers of its invoices (src/server/mall/order-invoices.ts). */
export interface OrderInvoices {
  invoiceStatus?: OrderInvoiceState;
  invoices: {
    id: number;
    requestNo: string;
    kind: string;
    title: string;
    amount: number;
    status: InvoiceRequestState;
    invoiceNo: string | null;
  }[];
  invoiceAmount: number | null;
  invoiceBlock: string | null;
}

const kindLabel = (kind: string) => INVOICE_KINDS.find((k) => k.value === kind)?.label ?? kind;

/**
 * 发票信息 of one order: its 开票状态, what an invoice would be for now, and each request with a link to its page
 * (where the issued PDF is downloaded). Shown once the order could be invoiced, so an unpaid order stays quiet.
 */
export function OrderInvoiceCard({ order }: { order: OrderInvoices }) {
  if (!order.invoices.length && order.invoiceAmount === null) return null;
  const state = ORDER_INVOICE_STATES[order.invoiceStatus ?? "none"];
  return (
    <Card
      title="发票信息"
      extra={
        <span>
          开票状态 <Tag color={state.color}>{state.label}</Tag>
          {order.invoiceAmount !== null && <span className="muted-text">可开票金额 {yuan(order.invoiceAmount)}</span>}
        </span>
      }
    >
      {order.invoices.length ? (
        <Table
          rowKey="id"
          pagination={false}
          dataSource={order.invoices}
          scroll={{ x: 560 }}
          columns={[
            {
              title: "申请单号",
              dataIndex: "requestNo",
              render: (v, r) => <Link to={`/manage/order/invoice/detail?id=${r.id}`}>{v}</Link>,
            },
            { title: "发票类型", dataIndex: "kind", render: kindLabel },
            { title: "发票抬头", dataIndex: "title" },
            { title: "开票金额", dataIndex: "amount", render: (v) => yuan(v) },
            { title: "发票号码", dataIndex: "invoiceNo", render: (v) => v ?? "—" },
            {
              title: "状态",
              dataIndex: "status",
              render: (v: InvoiceRequestState) => (
                <Tag color={INVOICE_REQUEST_STATES[v].color}>{INVOICE_REQUEST_STATES[v].label}</Tag>
              ),
            },
          ]}
        />
      ) : (
        <span className="muted-text">
          {order.invoiceBlock ?? "尚未申请开票，点击上方「申请开票」选择本企业的开票信息。"}
        </span>
      )}
    </Card>
  );
}
