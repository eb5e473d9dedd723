import { App, Button } from "antd";
import { mallApi, reason } from "../api";
import { useMall } from "../use-mall";
import { yuan } from "../types";
import { useNeedLogin } from "./need-login";

type Coupon = { id: number; title: string; amount: number; minAmount: number; left: number; fetched: boolean };

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
          <b>{yuan(c.amount)}</b>
          <small>满{c.minAmount}可用</small>
          <Button size="small" type="link" disabled={c.fetched || c.left <= 0} onClick={() => fetch(c)}>{c.fetched ? "已领取" : c.left > 0 ? "领取" : "已领完"}</Button>
        </div>
      ))}
    </div>
  );
}
