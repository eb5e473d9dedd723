import { App, Button } from "antd";
import { mallApi, reason } from "../api";
import { useMall } from "../use-mall";
import { couponFace, type CouponTerms } from "../../../core/coupon";
import { useNeedLogin } from "./need-login";

type Coupon = CouponTerms & {
  id: number;
  title: string;
  minAmount: number;
  left: number;
  fetched: boolean;
  perUser: number;
  held: number;
};

/** Shop coupons (coupon.shopIndexCoup.list/2.0); 领取 calls coupon.fetchCoup.check and shows its msg. */
export function CouponStrip({ shopId }: { shopId: number }) {
  const { data, reload } = useMall<{ list: Coupon[] }>("shopCoupons", { shopId });
  const { message } = App.useApp();
  const needLogin = useNeedLogin();
  const fetch = (c: Coupon) =>
    needLogin(async () => {
      try {
        const r = await mallApi<{ msg: string }>("fetchCoupon", { couponId: c.id });
        message.success(r.msg);
        void reload();
      } catch (e) {
        message.warning(reason(e));
      }
    });
  if (!data?.list.length) return null;
  return (
    <div className="coupons">
      <span className="label">优惠券</span>
      {data.list.map((c) => (
        <div key={c.id} className={`coupon${c.fetched ? " fetched" : ""}`}>
          <b title={c.title}>{couponFace(c)}</b>
          <small>
            {Number(c.minAmount) > 0 ? `满${Number(c.minAmount)}可用` : "无门槛"}
            {c.perUser > 1 ? ` · 限领${c.perUser}张` : ""}
          </small>
          <Button size="small" type="link" disabled={c.fetched || c.left <= 0} onClick={() => fetch(c)}>
            {c.fetched ? "已领取" : c.left > 0 ? "领取" : "已领完"}
          </Button>
        </div>
      ))}
    </div>
  );
}
