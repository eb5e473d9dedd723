import { and, eq, isNull } from "drizzle-orm";
import type { Exec } from "../db/client";
import { coupons, userCoupons } from "../db/schema";
import { invalid } from "../http/errors";
import { discountOf } from "../../core/coupon";
import { now, nowMs } from "../clock";

/** A fetched coupon of the buyer as /orderSubmit offers it. */
export type MyCoupon = {
  id: number;
  couponId: number;
  shopId: number;
  title: string;
  kind: "amount" | "rate";
  amount: number | null;
  rate: number | null;
  maxDiscount: number | null;
  minAmount: number;
  startAt: Date | null;
  endAt: Date | null;
};

/** Whether a coupon is in its validity at `now` (from 生效时间, before 失效时间; either may be open). */
export const inValidity = (c: { startAt: Date | null; endAt: Date | null }, now = nowMs()) =>
  (!c.startAt || c.startAt.getTime() <= now) && (!c.endAt || c.endAt.getTime() >= now);

const columns = {
  id: userCoupons.id,
  couponId: coupons.id,
  shopId: coupons.shopId,
  title: coupons.title,
  kind: coupons.kind,
  amount: coupons.amount,
  rate: coupons.rate,
  maxDiscount: coupons.maxDiscount,
  minAmount: coupons.minAmount,
  startAt: coupons.startAt,
  endAt: coupons.endAt,
};

/** The buyer's fetched, unused coupons in their validity (the page keeps those whose shop and threshold fit). */
export async function usableCoupons(tx: Exec, userId: number): Promise<MyCoupon[]> {
  const rows = (await tx
    .select(columns)
    .from(userCoupons)
    .innerJoin(coupons, eq(coupons.id, userCoupons.couponId))
    .where(and(eq(userCoupons.userId, userId), isNull(userCoupons.orderId)))) as MyCoupon[];
  return rows.filter((r) => inValidity(r));
}

const refuse = (msg: string) => invalid({ coupon: msg }, msg);

/**
 * The discount a fetched coupon gives an order of `shopId` worth `goodsAmount`: it must be the
 * buyer's own, of that shop, unexpired, unused and its threshold met; otherwise a 422 saying which.
 */
export async function couponDiscount(
  tx: Exec,
  userCouponId: number,
  userId: number,
  shopId: number,
  goodsAmount: number,
): Promise<number> {
  const [row] = await tx
    .select({ uc: userCoupons, c: coupons })
    .from(userCoupons)
    .innerJoin(coupons, eq(coupons.id, userCoupons.couponId))
    .where(eq(userCoupons.id, userCouponId));
  if (!row || row.uc.userId !== userId) throw refuse("优惠券不存在或不属于您");
  if (row.c.shopId !== shopId) throw refuse(`优惠券「${row.c.title}」不适用于该店铺`);
  if (row.uc.orderId !== null) throw refuse(`优惠券「${row.c.title}」已被使用`);
  const at = nowMs();
  if (row.c.endAt && row.c.endAt.getTime() < at) throw refuse(`优惠券「${row.c.title}」已过期`);
  if (row.c.startAt && row.c.startAt.getTime() > at) throw refuse(`优惠券「${row.c.title}」尚未生效`);
  if (goodsAmount < Number(row.c.minAmount))
    throw refuse(`未满足优惠券「${row.c.title}」的使用门槛（满${Number(row.c.minAmount)}元）`);
  return discountOf(row.c as MyCoupon, goodsAmount);
}

/**
 * Marks the coupon used by `orderId`. The UPDATE only matches an unused coupon, so of two orders
 * racing for one coupon (PostgreSQL queues them on the row) exactly one gets it; the other's
 * whole submit rolls back with a 422.
 */
export async function takeCoupon(tx: Exec, userCouponId: number, userId: number, orderId: number) {
  const [taken] = await tx
    .update(userCoupons)
    .set({ orderId, usedAt: now() })
    .where(and(eq(userCoupons.id, userCouponId), eq(userCoupons.userId, userId), isNull(userCoupons.orderId)))
    .returning();
  if (!taken) throw refuse("优惠券已被使用");
}

/** A cancelled order gives its coupon back to the buyer. */
export async function returnCoupon(tx: Exec, orderId: number) {
  await tx.update(userCoupons).set({ orderId: null, usedAt: null }).where(eq(userCoupons.orderId, orderId));
}
