import { Card, Descriptions, Skeleton, Steps, Table, Tag, Timeline } from "antd";
import dayjs from "dayjs";
import { Link, useSearchParams } from "react-router";
import { ORDER_STATES } from "../../../core/flows/order";
import { OrderActions } from "../parts/order-actions";
import { useMall } from "../use-mall";
import { yuan, type Order, type OrderLine } from "../types";
import "../mall-pages.css";

const STEPS = ["unpaid", "paid", "shipped", "completed"] as const;
const ACTION_TEXT: Record<string, string> = { save: "提交订单", pay: "支付", cancel: "取消", ship: "发货", confirm: "确认收货" };

/** /orderParticulars?id=: one order with its progress, lines, address and log. */
export default function OrderDetailPage() {
  const id = Number(useSearchParams()[0].get("id"));
  const { data: o, reload } = useMall<Order>("orderDetail", { id }, id > 0);
  if (!o) return <div className="mall-wrap"><Skeleton active /></div>;
  const state = ORDER_STATES[o.status];
  return (
    <div className="mall-wrap order-detail">
      <div className="crumbs"><Link to="/">首页</Link> &gt; <Link to="/order">我的订单</Link> &gt; <span>订单详情</span></div>
      <Card>
        <div className="order-detail-head">
          <div><span className="muted-text">订单号：{o.orderNo}</span><h2>订单状态：<Tag color={state.color} className="order-status">{state.label}</Tag></h2></div>
          <OrderActions order={o} onDone={() => void reload()} />
        </div>
        {o.status !== "cancelled" && <Steps size="small" current={STEPS.indexOf(o.status as (typeof STEPS)[number])} items={STEPS.map((s) => ({ title: ORDER_STATES[s].label }))} />}
      </Card>
      <Card title="收货信息">
        <Descriptions column={{ xs: 1, md: 3 }} items={[
          { key: "n", label: "收货人", children: `${o.address.name} ${o.address.phone}` },
          { key: "a", label: "收货地址", children: `${o.address.region} ${o.address.detail}` },
          { key: "r", label: "买家留言", children: o.remark ?? "—" },
          { key: "s", label: "店铺", children: <Link to={`/storeInfo/info?shopId=${o.shopId}`}>{o.shopName}</Link> },
          { key: "t", label: "下单时间", children: dayjs(o.createdAt).format("YYYY-MM-DD HH:mm:ss") },
          { key: "p", label: "支付时间", children: o.paidAt ? dayjs(o.paidAt).format("YYYY-MM-DD HH:mm:ss") : "—" },
        ]} />
      </Card>
      <Card title="货品清单">
        <Table<OrderLine> rowKey="id" pagination={false} dataSource={o.lines} scroll={{ x: 560 }} columns={[
          { title: "货品", dataIndex: "name", render: (_, l) => <Link to={`/goodInfo?id=${l.goodsId}`}>{l.name}</Link> },
          { title: "规格", dataIndex: "spec" },
          { title: "单价", dataIndex: "price", render: (v) => yuan(v) },
          { title: "数量", dataIndex: "quantity", render: (v, l) => `${v}${l.unit ?? ""}` },
          { title: "小计", dataIndex: "amount", render: (v) => <span className="money">{yuan(v)}</span> },
        ]} />
        <div className="order-totals">货品金额 {yuan(o.goodsAmount)}　运费 {yuan(o.freight)}{o.discount > 0 && <span className="discount">　优惠券 -{yuan(o.discount)}</span>}　实付 <span className="price big">{yuan(o.total)}</span></div>
      </Card>
      <Card title="订单日志">
        <Timeline items={(o.logs ?? []).map((l) => ({ children: `${dayjs(l.createdAt).format("YYYY-MM-DD HH:mm:ss")}　${ACTION_TEXT[l.action] ?? l.action}${l.note ? `：${l.note}` : ""}` }))} />
      </Card>
    </div>
  );
}
