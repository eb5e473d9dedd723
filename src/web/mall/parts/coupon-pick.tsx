import { Select } from "antd";
import { discountOf, type CouponTerms } from "../../../core/coupon";
import { yuan } from "../types";

/** A fetched coupon of the buyer as `sc.order.init` returns it. */
export type MyCoupon = CouponTerms & {
  id: number;
  couponId: number;
  shopId: number;
  title: string;
  minAmount: number;
  endAt: string | null;
};

/** The buyer's coupons that fit a shop order of `goodsAmount` (same shop, threshold met; the server re-checks all). */
export const couponsFor = (all: MyCoupon[], shopId: number, goodsAmount: number) =>
  all.filter(
    (c) =>
      c.shopId === shopId &&
      goodsAmount >= Number(c.minAmount) &&
      (!c.endAt || new Date(c.endAt).getTime() >= Date.now()),
  );

/** The coupon picker of one shop order on /orderSubmit. */
export function CouponPick({
  options,
  value,
  onChange,
  shopName,
  goodsAmount,
}: {
  options: MyCoupon[];
  value?: number;
  onChange: (id?: number) => void;
  shopName: string;
  goodsAmount: number;
}) {
  return (
    <Select
      className="submit-coupon"
      allowClear
      value={value}
      onChange={(v) => onChange(v ?? undefined)}
      placeholder={options.length ? `${options.length} 张可用优惠券` : "暂无可用优惠券"}
      disabled={!options.length}
      aria-label={`${shopName}优惠券`}
      options={options.map((c) => ({ value: c.id, label: `${c.title}（减${yuan(discountOf(c, goodsAmount))}）` }))}
    />
  );
}
