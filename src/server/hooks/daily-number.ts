import { like } from "drizzle-orm";
import { col, type OpContext } from "../operations/context";
import { orderDate } from "./bid-order";
import { lockNumbering } from "./number-lock";

/**
 * The next number of the day in `key` of the resource being written: `<prefix><yyyymmdd><seq>`
 * (BJ202611210001), the sequence counting the platform's numbers of the day, so one number names one row
 * whoever reads it: two suppliers' offers on one tender never share a number.
 */
export async function dailyNumber(ctx: OpContext, key: string, prefix: string): Promise<string> {
  await lockNumbering(ctx.tx, ctx.table);
  const day = orderDate();
  const taken = await ctx.tx
    .select({ no: col(ctx.table, key) })
    .from(ctx.table)
    .where(like(col(ctx.table, key), `${prefix}${day}%`));
  const last = Math.max(0, ...taken.map((t) => Number(String(t.no).slice(prefix.length + 8)) || 0));
  return `${prefix}${day}${String(last + 1).padStart(4, "0")}`;
}
