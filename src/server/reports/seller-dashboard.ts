import { sql } from "drizzle-orm";
import { afterSales, creditLines, orderLines, orders, resourceTables } from "../db/schema";
import { col, type OpContext } from "../operations/context";
import type { ReportAnswer } from "./types";
import { now } from "../clock";
import { executedRows } from "../db/executed-rows";
import { chinaDay, clockText, instantOf, instantParam } from "../db/china-time";

// 经营概况 of the caller's shop on this portal (docs/seller.md): today's and the last 30 days' orders and sales, the
// work waiting (orders to ship, after-sales to decide), the goods (on sale, off sale, running low) and what buyers owe
// on its lines of credit. Each number
// is the count of the list its card opens, with the same filter.

const goods = resourceTables.goods!;
/** What the seller earned: orders paid for and not cancelled. */
const PAID = sql`${col(orders, "status")} in ('paid', 'shipped', 'completed')`;
/** 库存预警: on sale with this many or fewer left (the card's link filters stockTo=10). */
export const LOW_STOCK = 10;

const rowsOf = async (ctx: OpContext, query: ReturnType<typeof sql>) => executedRows(await ctx.tx.execute(query));
const num = (v: unknown) => (v === null || v === undefined ? 0 : Number(v));

/**
 * Today, China time (the day a seller means by 今日), as its wall-clock midnight, by the process's clock (../clock.ts: a
 * test moves it), taken once per dashboard so its statements agree on the day.
 */
const todayOf = (at: Date) => chinaDay(instantParam(at));

export async function dashboard(ctx: OpContext): Promise<ReportAnswer> {
  const { enterpriseId, systemId } = ctx.caller;
  const todayClock = todayOf(now());
  const firstClock = sql`(${todayClock} - interval '29 days')`;
  const today = instantOf(todayClock);
  const days30 = instantOf(firstClock);
  const mine = (t: typeof orders) =>
    sql`${col(t, "enterpriseId")} = ${enterpriseId} and ${col(t, "systemId")} = ${systemId}`;
  const [o] = await rowsOf(
    ctx,
    sql`select
      count(*) filter (where ${col(orders, "createdAt")} >= ${today}) as today_orders,
      coalesce(sum(${col(orders, "total")}) filter (where ${col(orders, "createdAt")} >= ${today} and ${PAID}), 0) as today_sales,
      count(*) filter (where ${col(orders, "createdAt")} >= ${days30}) as month_orders,
      coalesce(sum(${col(orders, "total")}) filter (where ${col(orders, "createdAt")} >= ${days30} and ${PAID}), 0) as month_sales,
      count(*) filter (where ${col(orders, "status")} = 'paid') as to_ship
    from ${orders} where ${mine(orders)}`,
  );
  const [a] = await rowsOf(
    ctx,
    sql`select count(*) as n from ${afterSales} where ${mine(afterSales)} and ${col(afterSales, "status")} = 'applied'`,
  );
  const [g] = await rowsOf(
    ctx,
    sql`select
      count(*) filter (where ${col(goods, "status")} = 'on_sale') as on_sale,
      count(*) filter (where ${col(goods, "status")} = 'off_sale') as off_sale,
      count(*) filter (where ${col(goods, "status")} = 'on_sale' and ${col(goods, "stock")} <= ${LOW_STOCK}) as low_stock
    from ${goods} where ${mine(goods)}`,
  );
  const [c] = await rowsOf(
    ctx,
    sql`select coalesce(sum(${col(creditLines, "usedAmount")}), 0) as owed, coalesce(sum(${col(creditLines, "overdueAmount")}), 0) as overdue from ${creditLines} where ${mine(creditLines as never)}`,
  );
  // each of the 30 China days, the ones without orders too
  const daily = await rowsOf(
    ctx,
    sql`select ${clockText(sql`d`, "MM-DD")} as day, coalesce(o.orders, 0) as orders, coalesce(o.sales, 0) as sales
    from generate_series(${firstClock}, ${todayClock}, interval '1 day') d
    left join (select ${chinaDay(col(orders, "createdAt"))} as day, count(*) as orders, sum(${col(orders, "total")}) filter (where ${PAID}) as sales
      from ${orders} where ${mine(orders)} and ${col(orders, "createdAt")} >= ${days30} group by 1) o on o.day = d
    order by d`,
  );
  const topGoods = await rowsOf(
    ctx,
    sql`select ${col(orderLines, "name")} as name, sum(${col(orderLines, "quantity")}) as quantity, sum(${col(orderLines, "amount")}) as amount
    from ${orderLines} join ${orders} on ${col(orders, "id")} = ${col(orderLines, "parentId")}
    where ${mine(orders)} and ${PAID} and ${col(orders, "createdAt")} >= ${days30}
    group by 1 order by 3 desc limit 10`,
  );
  return {
    summary: {
      todayOrders: num(o?.today_orders),
      todaySales: num(o?.today_sales),
      monthOrders: num(o?.month_orders),
      monthSales: num(o?.month_sales),
      toShip: num(o?.to_ship),
      pendingAfterSales: num(a?.n),
      onSale: num(g?.on_sale),
      offSale: num(g?.off_sale),
      lowStock: num(g?.low_stock),
      creditOwed: num(c?.owed),
      creditOverdue: num(c?.overdue),
    },
    daily: daily.map((d) => ({ day: d.day, orders: num(d.orders), sales: num(d.sales) })),
    topGoods: topGoods.map((t) => ({ name: t.name, quantity: num(t.quantity), amount: num(t.amount) })),
  };
}
