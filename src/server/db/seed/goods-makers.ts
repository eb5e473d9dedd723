import { sql } from "drizzle-orm";
import type { Exec } from "../client";

/**
 * Who makes each demo goods, and how the bulk ones are sold: a seller's own brand is made by the seller's
 * enterprise; bulk feed by the tanker goes in whole 5-ton loads (起订 5吨, 订购倍数 5), so the goods page and
 * the order show both rules from a fresh start.
 */
export async function seedGoodsMakers(tx: Exec) {
  await tx.execute(sql`update goods g set manufacturer = e.name from enterprises e
    where e.id = g.enterprise_id and g.brand is not null and e.name like g.brand || '%'`);
  await tx.execute(sql`update goods set min_order = 5, order_multiple = 5 where name like '%散装%' and unit = '吨'`);
}
