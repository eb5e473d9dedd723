import { Empty, Pagination, Skeleton, Tabs } from "antd";
import dayjs from "dayjs";
import { Link, useSearchParams } from "react-router";
import { useMall } from "../mall/use-mall";
import { couponFace, type CouponTerms } from "../../core/coupon";

interface MyCoupon extends CouponTerms {
  id: number;
  title: string;
  minAmount: number;
  endAt: string | null;
  usedAt: string | null;
  orderId: number | null;
  shopId: number;
  shopName: string;
}

const STATES = [
  { key: "unused", label: "未使用" },
  { key: "used", label: "已使用" },
  { key: "expired", label: "已过期" },
];

/** 我的优惠券: the coupons the buyer fetched on this portal, unused, used or expired. */
export default function MyCouponsPage() {
  const [params, setParams] = useSearchParams();
  const state = params.get("state") ?? "unused";
  const pageNum = Number(params.get("pageNum") ?? 1);
  const { data, loading } = useMall<{ list: MyCoupon[]; total: number; counts: Record<string, number> }>("myCoupons", {
    state,
    pageNum,
    pageSize: 12,
  });
  return (
    <div className="my-coupons">
      <h2 className="buyer-title">我的优惠券</h2>
      <Tabs
        activeKey={state}
        onChange={(k) => setParams({ state: k })}
        items={STATES.map((s) => ({
          key: s.key,
          label: `${s.label}${data?.counts?.[s.key] ? ` ${data.counts[s.key]}` : ""}`,
        }))}
      />
      {loading && !data ? (
        <Skeleton active />
      ) : !data?.list.length ? (
        <Empty description="暂无优惠券" />
      ) : (
        <div className="coupon-grid">
          {data.list.map((c) => (
            <div key={c.id} className={`coupon-card coupon-${state}`}>
              <div className="coupon-value">{couponFace(c)}</div>
              <div className="coupon-body">
                <b>{c.title}</b>
                <span>满{Number(c.minAmount)}元可用</span>
                <span>{c.endAt ? `${dayjs(c.endAt).format("YYYY-MM-DD")} 前有效` : "长期有效"}</span>
                <Link to={`/storeInfo/info?shopId=${c.shopId}`}>{c.shopName}</Link>
                {c.usedAt && <span>已于 {dayjs(c.usedAt).format("YYYY-MM-DD")} 使用</span>}
              </div>
            </div>
          ))}
        </div>
      )}
      {(data?.total ?? 0) > 12 && (
        <Pagination
          className="pager"
          current={pageNum}
          pageSize={12}
          total={data?.total}
          onChange={(p) => setParams({ state, pageNum: String(p) })}
        />
      )}
    </div>
  );
}
