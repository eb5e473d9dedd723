import { like } from "drizzle-orm";
import { col } from "../operations/context";
import { PURCHASER, requireBusinessRole } from "./business-role";
import { lockNumbering } from "./number-lock";
import type { ResourceHooks } from "./types";

// made once: building a formatter took longer than the rest of an order's JavaScript (bench/profile.ts --only order)
const chinaDay = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Shanghai", year: "numeric", month: "2-digit", day: "2-digit" });

/** Today's date as the platform writes it in order numbers (China time): 20261121. */
export function orderDate(now = new Date()): string {
  return chinaDay.format(now).replaceAll("-", "");
}

/**
 * Order numbers read `<platform_code><yyyymmdd><seq>` (ZB202611210001, XJ202611210002); the
 * sequence counts the platform's orders of the day across both codes, so a number never repeats.
 */
export const bidOrderHooks: ResourceHooks = {
  async beforeCreate({ tx, table }, values) {
    await lockNumbering(tx, table);
    const day = orderDate();
    const taken = await tx
      .select({ no: col(table, "orderNo") })
      .from(table)
      .where(like(col(table, "orderNo"), `__${day}%`));
    const last = Math.max(0, ...taken.map((t) => Number(String(t.no).slice(10)) || 0));
    values.orderNo = `${values.platform_code}${day}${String(last + 1).padStart(4, "0")}`;
  },
  async beforeUpdate(_ctx, values, current) {
    // switching between 招标 and 询价 while still a draft re-labels the number, keeping its sequence
    const code = values.platform_code;
    if (typeof code === "string" && code !== current.platform_code && typeof current.orderNo === "string") {
      values.orderNo = `${code}${current.orderNo.slice(2)}`;
    }
  },
  async beforeAction(ctx, action) {
    // publishing puts the notice before suppliers: only a certified purchaser may
    if (action === "publish") await requireBusinessRole(ctx, PURCHASER, "status", "贵企业尚未通过采购商认证，请先完成采购商认证后再发布");
  },
};
