import { sql } from "drizzle-orm";
import type { Exec } from "../db/client";
import { orderDate } from "../hooks/bid-order";

/**
 * The next 订单号: the Beijing date the order is placed on, then the sequence's next value padded to twelve
 * digits (20261125 000000000042, twenty digits like the numbers before it). The date only makes it readable; uniqueness comes from the sequence alone,
 * which is shared by every process on the database and never repeats, also across a rolled-back submit.
 */
export async function nextOrderNo(tx: Exec, now = new Date()): Promise<string> {
  const result = (await tx.execute(sql`select nextval('mall_order_no_seq') as n`)) as unknown as { rows: { n: string | number }[] };
  return `${orderDate(now)}${String(result.rows[0]!.n).padStart(12, "0")}`;
}
