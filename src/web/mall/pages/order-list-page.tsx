import { Empty, Pagination, Skeleton, Tabs, Tag } from "antd";
import dayjs from "dayjs";
import { Link, useLocation, useSearchParams } from "react-router";
import { AWAITING_ADDRESS } from "../../../core/order-address";
import { ORDER_STATES } from "../../../core/flows/order";
import { useOrderLink } from "../../buyer/buyer-layout";
import { CompactHeader } from "../../layout/compact-header";
import { OrderActions } from "../parts/order-actions";
import { useMall } from "../use-mall";
import { yuan, type Order, type Page } from "../types";
import "../mall-pages.css";

/** /order (and /manage/order/index inside 我的商城): the buyer's orders by status, with the legal actions of each. */
export default function OrderListPage() {
  const [params, setParams] = useSearchParams();
  const orderLink = useOrderLink();
  // inside 我的商城 the layout brings the header
  const framed = !useLocation().pathname.startsWith("/manage/");
  const status = params.get("status") ?? "";
  const pageNum = Number(params.get("pageNum") ?? 1);
  const orders = useMall<Page<Order>>("orderList", { status, pageNum, pageSize: 10 });
  const nums = useMall<Record<string, number>>("orderNums");
  const reload = () => void Promise.all([orders.reload(), nums.reload()]);
  const tabs = [
    { key: "", label: "全部订单" },
    // 待审批 only for a buyer that has orders waiting: most buyers never meet an approval rule
    ...Object.entries(ORDER_STATES)
      .filter(([k]) => k !== "approving" || !!nums.data?.approving || status === k)
      .map(([k, s]) => ({
        key: k,
        label: `${s.label}${nums.data?.[k] ? ` ${nums.data[k]}` : ""}`,
      })),
  ];
  return (
    <>
      {framed && <CompactHeader title="我的订单" extra={<Link to="/">返回商城</Link>} />}
      <div className={framed ? "mall-wrap order-page" : "order-page"}>
        <Tabs activeKey={status} onChange={(k) => setParams(k ? { status: k } : {})} items={tabs} />
        {orders.loading && !orders.data ? (
          <Skeleton active />
        ) : !orders.data?.list.length ? (
          <Empty description="暂无订单">
            <Link to="/">去采购</Link>
          </Empty>
        ) : (
          orders.data.list.map((o) => (
            <section key={o.id} className="order-card" data-order-no={o.orderNo}>
              <header>
                <span>{dayjs(o.createdAt).format("YYYY-MM-DD HH:mm")}</span>
                <span>订单号：{o.orderNo}</span>
                <Link to={`/storeInfo/info?shopId=${o.shopId}`}>{o.shopName}</Link>
                {o.status === "unpaid" && o.needsAddress ? (
                  <Tag color="gold" className="order-status">
                    {AWAITING_ADDRESS}
                  </Tag>
                ) : (
                  <Tag color={ORDER_STATES[o.status].color} className="order-status">
                    {ORDER_STATES[o.status].label}
                  </Tag>
                )}
              </header>
              <div className="order-card-body">
                <div className="order-lines">
                  {(o.lines ?? []).map((l) => (
                    <div key={l.id} className="submit-line">
                      <img src={l.image ?? ""} alt="" width={60} height={60} />
                      <span className="c-goods">
                        <b>{l.name}</b>
                        <small>{l.spec}</small>
                      </span>
                      <span>
                        {yuan(l.price)} × {l.quantity}
                        {l.unit}
                      </span>
                    </div>
                  ))}
                </div>
                <div className="order-sum">
                  <b className="money">{yuan(o.total)}</b>
                  <small>含运费 {yuan(o.freight)}</small>
                </div>
                <div className="order-ops">
                  <Link to={orderLink(o.id)}>订单详情</Link>
                  <OrderActions order={o} onDone={reload} />
                </div>
              </div>
            </section>
          ))
        )}
        {(orders.data?.total ?? 0) > 10 && (
          <Pagination
            className="pager"
            current={pageNum}
            pageSize={10}
            total={orders.data?.total}
            onChange={(p) => setParams({ ...(status ? { status } : {}), pageNum: String(p) })}
          />
        )}
      </div>
    </>
  );
}
