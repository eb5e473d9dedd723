import { sql, type Placeholder, type SQL } from "drizzle-orm";
import { orderDate } from "../operations/numbered";
import { now } from "../clock";

/**
 * The next 订单号 as the value of an order's insert: the Beijing date the order is placed on, then the sequence's
 * next value padded to twelve digits (20261125 000000000042, twenty digits like the numbers before it). The date
 * only makes it readable; uniqueness comes from the sequence alone, which is shared by every process on the
 * database and never repeats, also across a rolled-back submit. Taken inside the insert, not by a round trip of
 * its own before it: a submit holds its stock locks that much shorter.
 */
export function nextOrderNo(at = now()): SQL<string> {
  return orderNoOn(orderDate(at));
}

/** The same, on a day given by the caller: a placeholder where the insert is prepared once (order-submit.ts). */
export function orderNoOn(day: string | Placeholder): SQL<string> {
  return sql<string>`(select ${day}::text || lpad(n::text, greatest(12, length(n::text)), '0') from nextval('mall_order_no_seq') as n)`;
}
