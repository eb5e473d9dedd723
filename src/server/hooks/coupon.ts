import { and, eq } from "drizzle-orm";
import { shops } from "../db/schema";
import { invalid } from "../http/errors";
import type { OpContext, Row } from "../operations/context";
import type { Values } from "../validation/payload";
import type { ResourceHooks } from "./types";

/**
 * A coupon's terms beyond single fields (which kind needs which terms is the fields' `when`): an amount off never
 * exceeds the threshold it needs; and a coupon buyers already hold is never deleted (it is stopped instead). A new coupon
 * belongs to the caller's shop on the portal, which the order submit matches it against.
 */
function checkTerms(values: Values, current: Partial<Row> = {}) {
  const v = { ...current, ...values };
  if (v.kind === "amount" && Number(v.minAmount) > 0 && Number(v.amount) > Number(v.minAmount))
    throw invalid({ amount: "减免金额不能大于使用门槛" });
}

/** What a buyer who fetched the coupon counts on. */
const TERMS = ["kind", "amount", "rate", "maxDiscount", "minAmount", "perUser", "startAt"] as const;

/** Whether a sent value is the stored one (the edit form sends every field back: 100 for 100.00, an ISO time for a Date). */
function same(sent: unknown, stored: unknown): boolean {
  if (sent === null || sent === undefined || sent === "")
    return stored === null || stored === undefined || stored === "";
  if (stored instanceof Date) return new Date(String(sent)).getTime() === stored.getTime();
  if (typeof sent === "number" || (typeof stored === "string" && stored !== "" && !Number.isNaN(Number(stored))))
    return Number(sent) === Number(stored);
  return String(sent) === String(stored);
}

async function shopOf(ctx: OpContext): Promise<number> {
  const [shop] = await ctx.tx
    .select({ id: shops.id })
    .from(shops)
    .where(and(eq(shops.enterpriseId, ctx.caller.enterpriseId), eq(shops.systemId, ctx.caller.systemId)));
  return shop!.id;
}

export const couponHooks: ResourceHooks = {
  async beforeCreate(ctx, values) {
    checkTerms(values);
    values.shopId = await shopOf(ctx);
    values.taken = 0;
  },
  async beforeUpdate(_ctx, values, current) {
    checkTerms(values, current);
    const taken = Number(current.taken);
    if (taken > 0) {
      // what a buyer fetched is what it uses: once fetched, only the name, the quantity and the end may change
      const changed = TERMS.filter((k) => k in values && !same(values[k], current[k]));
      if (changed.length)
        throw invalid(
          Object.fromEntries(changed.map((k) => [k, "已有买家领取，优惠规则不能修改"])),
          "已有买家领取该优惠券，只能修改名称、发放数量和失效时间",
        );
      if ("total" in values && Number(values.total) < taken)
        throw invalid({ total: `已领取${taken}张，发放数量不能少于已领取数量` });
    }
  },
  async beforeDelete(_ctx, rows) {
    if (rows.some((r) => Number(r.taken) > 0)) throw invalid(undefined, "已有买家领取该优惠券，不能删除，可停止发放");
  },
};
