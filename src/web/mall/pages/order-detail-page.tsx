import { Button, Card, Descriptions, Skeleton, Steps, Table, Tag } from "antd";
import dayjs from "dayjs";
import { Link, useLocation, useParams, useSearchParams } from "react-router";
import {
  AFTER_SALE_KINDS,
  AFTER_SALE_STATES,
  type AfterSaleKind,
  type AfterSaleState,
} from "../../../core/flows/after-sale";
import { ORDER_STATES } from "../../../core/flows/order";
import { AWAITING_ADDRESS } from "../../../core/order-address";
import { MoveLog } from "../parts/move-log";
import { OrderAddressChoice } from "../parts/order-address";
import { OrderActions } from "../parts/order-actions";
import { useMall } from "../use-mall";
import { yuan, type Order, type OrderLine } from "../types";
import "../mall-pages.css";
import { PurchaseButton, usePurchaseRefusal } from "../parts/purchase-grant";
import { MissingId } from "../../layout/missing-id";
import { OrderInvoiceCard, type OrderInvoices } from "../parts/order-invoices";
import { OrderApprovalNotice, type OrderApproval } from "../parts/order-approval";

const STEPS = ["unpaid", "paid", "shipped", "completed"] as const;

type Detail = Order &
  OrderInvoices &
  OrderApproval & {
    afterSales: { id: number; afterSaleNo: string; status: AfterSaleState; kind: AfterSaleKind; amount: number }[];
    afterSaleBlock: string | null;
  };

/** /orderParticulars?id= (and /manage/order/{id} inside 我的商城): one order with its progress, lines, address, shipment, after-sales and log. */
export default function OrderDetailPage() {
  const [search] = useSearchParams();
  const id = Number(useParams().id ?? search.get("id"));
  const inManage = useLocation().pathname.startsWith("/manage/");
  const { data: o, reload } = useMall<Detail>("orderDetail", { id }, id > 0);
  const afterSaleRefusal = usePurchaseRefusal("afterSale");
  const invoiceRefusal = usePurchaseRefusal("invoice");
  if (!(id > 0))
    return (
      <div className={inManage ? "" : "mall-wrap"}>
        <MissingId what="订单" listLabel="我的订单" listPath={inManage ? "/manage/order/index" : "/order"} />
      </div>
    );
  if (!o)
    return (
      <div className={inManage ? "" : "mall-wrap"}>
        <Skeleton active />
      </div>
    );
  const waiting = o.status === "unpaid" && !!o.needsAddress;
  const state = waiting ? { label: AWAITING_ADDRESS, color: "gold" } : ORDER_STATES[o.status];
  return (
    <div className={inManage ? "order-detail" : "mall-wrap order-detail"}>
      <div className="crumbs">
        <Link to="/">首页</Link> &gt; <Link to={inManage ? "/manage/order/index" : "/order"}>我的订单</Link> &gt;{" "}
        <span>订单详情</span>
      </div>
      <Card>
        <div className="order-detail-head">
          <div>
            <span className="muted-text">订单号：{o.orderNo}</span>
            <h2>
              订单状态：
              <Tag color={state.color} className="order-status">
                {state.label}
              </Tag>
            </h2>
          </div>
          <div className="order-detail-ops">
            <OrderActions order={o} onDone={() => void reload()} />
            {!o.afterSaleBlock &&
              (afterSaleRefusal ? (
                <PurchaseButton grant="afterSale" size="small">
                  {o.status === "paid" ? "申请退款" : "申请售后"}
                </PurchaseButton>
              ) : (
                <Link to={`/manage/order/aftersale/apply?orderId=${o.id}`}>
                  <Button size="small">{o.status === "paid" ? "申请退款" : "申请售后"}</Button>
                </Link>
              ))}
            {!o.invoiceBlock &&
              (invoiceRefusal ? (
                <PurchaseButton grant="invoice" size="small">
                  申请开票
                </PurchaseButton>
              ) : (
                <Link to={`/manage/order/invoice/apply?orderId=${o.id}`}>
                  <Button size="small">申请开票</Button>
                </Link>
              ))}
          </div>
        </div>
        <OrderApprovalNotice order={o} />
        {o.status !== "cancelled" && o.status !== "approving" && (
          <Steps
            size="small"
            current={STEPS.indexOf(o.status as (typeof STEPS)[number])}
            items={STEPS.map((s) => ({ title: ORDER_STATES[s].label }))}
          />
        )}
      </Card>
      {waiting ? (
        <OrderAddressChoice order={o} onDone={() => void reload()} />
      ) : (
        <Card title="收货信息">
          <Descriptions
            column={{ xs: 1, md: 3 }}
            items={[
              { key: "n", label: "收货人", children: `${o.receiverName} ${o.receiverPhone}` },
              { key: "a", label: "收货地址", children: `${o.receiverRegion} ${o.receiverAddress}` },
              { key: "r", label: "买家留言", children: o.remark ?? "—" },
              {
                key: "s",
                label: "店铺",
                children: <Link to={`/storeInfo/info?shopId=${o.shopId}`}>{o.shopName}</Link>,
              },
              { key: "t", label: "下单时间", children: dayjs(o.createdAt).format("YYYY-MM-DD HH:mm:ss") },
              { key: "p", label: "支付时间", children: o.paidAt ? dayjs(o.paidAt).format("YYYY-MM-DD HH:mm:ss") : "—" },
            ]}
          />
        </Card>
      )}
      {o.shippedAt && (
        <Card title="物流信息">
          <Descriptions
            column={{ xs: 1, md: 3 }}
            items={[
              { key: "c", label: "物流公司", children: o.carrier },
              { key: "w", label: "运单号", children: o.waybillNo },
              { key: "t", label: "发货时间", children: dayjs(o.shippedAt).format("YYYY-MM-DD HH:mm:ss") },
            ]}
          />
        </Card>
      )}
      <Card title="货品清单">
        <Table<OrderLine>
          rowKey="id"
          pagination={false}
          dataSource={o.lines}
          scroll={{ x: 560 }}
          columns={[
            {
              title: "货品",
              dataIndex: "name",
              render: (_, l) => <Link to={`/goodInfo?id=${l.goodsId}`}>{l.name}</Link>,
            },
            { title: "规格", dataIndex: "spec" },
            { title: "单价", dataIndex: "price", render: (v) => yuan(v) },
            { title: "数量", dataIndex: "quantity", render: (v, l) => `${v}${l.unit ?? ""}` },
            { title: "小计", dataIndex: "amount", render: (v) => <span className="money">{yuan(v)}</span> },
          ]}
        />
        <div className="order-totals">
          货品金额 {yuan(o.goodsAmount)}　运费 {yuan(o.freight)}
          {o.discount > 0 && <span className="discount">　优惠券 -{yuan(o.discount)}</span>}　实付{" "}
          <span className="price big">{yuan(o.total)}</span>
        </div>
      </Card>
      {o.afterSales.length > 0 && (
        <Card title="售后记录">
          <Table
            rowKey="id"
            pagination={false}
            dataSource={o.afterSales}
            columns={[
              {
                title: "售后单号",
                dataIndex: "afterSaleNo",
                render: (v, a) => <Link to={`/manage/order/aftersale/detail?id=${a.id}`}>{v}</Link>,
              },
              { title: "类型", dataIndex: "kind", render: (v: AfterSaleKind) => AFTER_SALE_KINDS[v] },
              { title: "退款金额", dataIndex: "amount", render: (v) => yuan(v) },
              {
                title: "状态",
                dataIndex: "status",
                render: (v: AfterSaleState) => (
                  <Tag color={AFTER_SALE_STATES[v].color}>{AFTER_SALE_STATES[v].label}</Tag>
                ),
              },
            ]}
          />
        </Card>
      )}
      <OrderInvoiceCard order={o} />
      <Card title="订单日志">
        <MoveLog moves={o.logs ?? []} />
      </Card>
    </div>
  );
}
