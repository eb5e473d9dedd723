import { sql, type SQL } from "drizzle-orm";
import { resourceByName } from "../../../resources";
import { invalid } from "../http/errors";
import { col, type OpContext } from "../operations/context";
import { resourceLinesTables, resourceTables } from "../db/schema";
import type { ReportAnswer } from "./types";
import { now } from "../clock";
import { executedRows } from "../db/executed-rows";
import { chinaClock, chinaMonth, clockText, instantOf, instantParam } from "../db/china-time";

// 招标分析 (spec §2 /tendering/analysis/*), over the caller's own notices on this portal and the quotes and
// orders answering them. A quote's price counts only where its notice has opened the seal (docs/procurement.md):
// an analysis never tells a tender's owner what the quote list still hides.

const { bidOrder: notices, bidOffer: quotes, tenderOrder: orders, certification } = resourceTables;
const orderLines = resourceLinesTables.tenderOrder!.lines!;
const quoteLines = resourceLinesTables.bidOffer!.lines!;
/** What a quote won: its won lines at the quoted price and quantity (all of them when it names none). */
const wonAmount = sql`(select coalesce(sum(${col(quoteLines, "unitPrice")} * ${col(quoteLines, "supplyQuantity")}), 0) from ${quoteLines}
  where ${col(quoteLines, "parentId")} = ${col(quotes, "id")}
    and (${col(quotes, "awardedLines")} is null or ${col(quoteLines, "id")} = any(${col(quotes, "awardedLines")})))`;
const purchaser = resourceByName("bidOffer").audiences!.purchaser!;
const seal = purchaser.sealed!;
/**
 * A quote the purchaser received: one in a state its quote list shows (已报价, 中标, 未中标). A withdrawn quote is not
 * in front of the purchaser, so no analysis counts it; every count of quotes, quoting suppliers and first quotes below
 * reads this one condition, so 活跃度, 增长, 执行明细 and 执行汇总 agree.
 */
const RECEIVED = sql`${col(quotes, "status")} in (${sql.join(
  purchaser.states.map((s) => sql`${s}`),
  sql`, `,
)})`;
const KINDS = Object.fromEntries(
  resourceByName("bidOrder").fields.platform_code!.options!.map((o) => [o.value, o.label]),
);

const rowsOf = async (ctx: OpContext, query: SQL) => executedRows(await ctx.tx.execute(query));
const num = (v: unknown) => (v === null || v === undefined ? 0 : Number(v));
const share = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 1000) / 1000 : 0);

/** Months back the analysis covers, counting this one: `months=12` by default, 1 to 36. */
function monthsOf(q: Record<string, unknown>): number {
  if (q.months === undefined || q.months === "") return 12;
  const n = Number(q.months);
  if (!Number.isInteger(n) || n < 1 || n > 36) throw invalid({ months: "统计月数须为1到36之间的整数" });
  return n;
}

/** The clock's instant as SQL, taken once per report so its statements agree on "this month" (../clock.ts: a test moves it). */
const clockNow = () => instantParam(now());

/** The China month `months` back from the clock's (this one counted), as its first wall-clock midnight. */
const firstMonth = (months: number, at: SQL) => sql`(${chinaMonth(at)} - make_interval(months => ${months - 1}))`;

/** The caller's published notices (not drafts) created since the first month counted. */
const mine = (ctx: OpContext, months: number, at: SQL) =>
  sql`${col(notices, "enterpriseId")} = ${ctx.caller.enterpriseId} and ${col(notices, "systemId")} = ${ctx.caller.systemId}
    and ${col(notices, "status")} <> 'draft'
    and ${col(notices, "createdAt")} >= ${instantOf(firstMonth(months, at))}`;

/** Whether a notice's quote prices are open to its owner: the seal of the purchaser's quote list, as SQL. */
const opened = (at: SQL) =>
  sql.join(
    [
      ...(seal.passed ? [sql`${col(notices, seal.passed)} <= ${at}`] : []),
      ...Object.entries(seal.open ?? {}).map(
        ([k, values]) =>
          sql`${col(notices, k)} in (${sql.join(
            values.map((v) => sql`${v}`),
            sql`, `,
          )})`,
      ),
    ],
    sql` or `,
  );

/** Every month counted (China's), oldest first, as `YYYY-MM`. */
const monthSeries = (months: number, at: SQL) =>
  sql`select ${clockText(sql`m`, "YYYY-MM")} as month from generate_series(${firstMonth(months, at)}, ${chinaMonth(at)}, interval '1 month') m`;

/** The China month of an instant as `YYYY-MM`. */
const month = (c: unknown) => clockText(chinaClock(c), "YYYY-MM");

/** 活跃度: notices published and quotes received per month, and per category. */
export async function active(ctx: OpContext, q: Record<string, unknown>): Promise<ReportAnswer> {
  const months = monthsOf(q);
  const at = clockNow();
  const perKind = await rowsOf(
    ctx,
    sql`select ${month(col(notices, "createdAt"))} as month, ${col(notices, "platform_code")} as kind, count(*) as n
    from ${notices} where ${mine(ctx, months, at)} group by 1, 2`,
  );
  const perMonthQuotes = await rowsOf(
    ctx,
    sql`select ${month(col(quotes, "createdAt"))} as month, count(*) as n, count(distinct ${col(quotes, "enterpriseId")}) as suppliers
    from ${quotes} join ${notices} on ${col(notices, "id")} = ${col(quotes, "bidOrderId")}
    where ${mine(ctx, months, at)} and ${RECEIVED} group by 1`,
  );
  const byCategory = await rowsOf(
    ctx,
    sql`select ${col(notices, "category")} as category, count(distinct ${col(notices, "id")}) as notices,
      count(${col(quotes, "id")}) filter (where ${RECEIVED}) as quotes
    from ${notices} left join ${quotes} on ${col(quotes, "bidOrderId")} = ${col(notices, "id")}
    where ${mine(ctx, months, at)} group by 1 order by 2 desc, 1`,
  );
  const [totals] = await rowsOf(
    ctx,
    sql`select count(distinct ${col(quotes, "enterpriseId")}) as suppliers
    from ${quotes} join ${notices} on ${col(notices, "id")} = ${col(quotes, "bidOrderId")} where ${mine(ctx, months, at)} and ${RECEIVED}`,
  );
  const calendar = (await rowsOf(ctx, monthSeries(months, at))).map((r) => String(r.month));
  const count = (m: string, kind: string) => num(perKind.find((r) => r.month === m && r.kind === kind)?.n);
  const noticesPerMonth = calendar.flatMap((m) =>
    Object.entries(KINDS).map(([kind, label]) => ({ month: m, kind: label, count: count(m, kind) })),
  );
  const quotesPerMonth = calendar.map((m) => ({ month: m, count: num(perMonthQuotes.find((r) => r.month === m)?.n) }));
  const total = (kind?: string) => perKind.filter((r) => !kind || r.kind === kind).reduce((s, r) => s + num(r.n), 0);
  const quoted = quotesPerMonth.reduce((s, r) => s + r.count, 0);
  return {
    summary: {
      notices: total(),
      tenders: total("ZB"),
      enquiries: total("XJ"),
      quotes: quoted,
      suppliers: num(totals?.suppliers),
      avgQuotes: total() ? Math.round((quoted / total()) * 10) / 10 : 0,
    },
    noticesPerMonth,
    quotesPerMonth,
    byCategory: byCategory.map((r) => ({
      category: r.category,
      notices: num(r.notices),
      quotes: num(r.quotes),
      avgQuotes: num(r.notices) ? Math.round((num(r.quotes) / num(r.notices)) * 10) / 10 : 0,
    })),
  };
}

/** 增长: suppliers quoting on the caller's notices for the first time, per month and in all; the portal's directory. */
export async function increase(ctx: OpContext, q: Record<string, unknown>): Promise<ReportAnswer> {
  const months = monthsOf(q);
  const at = clockNow();
  // first quotes ever (not only in the period): a supplier is new in the month of its first quote
  const suppliers = await rowsOf(
    ctx,
    sql`select e.name as supplier, ${clockText(chinaClock(sql`min(${col(quotes, "createdAt")})`), "YYYY-MM-DD")} as first,
      count(*) as quotes, count(*) filter (where ${col(quotes, "status")} = 'awarded') as awards
    from ${quotes} join ${notices} on ${col(notices, "id")} = ${col(quotes, "bidOrderId")}
    join enterprises e on e.id = ${col(quotes, "enterpriseId")}
    where ${col(notices, "enterpriseId")} = ${ctx.caller.enterpriseId} and ${col(notices, "systemId")} = ${ctx.caller.systemId} and ${RECEIVED}
    group by e.name order by min(${col(quotes, "createdAt")}) desc`,
  );
  const [directory] = await rowsOf(
    ctx,
    sql`select count(distinct ${col(certification, "enterpriseId")}) as n from ${certification}
    where ${col(certification, "systemId")} = ${ctx.caller.systemId} and ${col(certification, "status")} = 'approved' and ${col(certification, "role")} = 2`,
  );
  const calendar = (await rowsOf(ctx, monthSeries(months, at))).map((r) => String(r.month));
  const monthOf = (r: Record<string, unknown>) => String(r.first).slice(0, 7);
  const before = suppliers.filter((r) => monthOf(r) < calendar[0]!).length;
  let running = before;
  const newSuppliers = calendar.map((m) => ({ month: m, count: suppliers.filter((r) => monthOf(r) === m).length }));
  const cumulative = newSuppliers.map((r) => ({ month: r.month, total: (running += r.count) }));
  return {
    summary: {
      suppliers: suppliers.length,
      newInPeriod: running - before,
      newThisMonth: newSuppliers.at(-1)?.count ?? 0,
      certified: num(directory?.n),
    },
    newSuppliers,
    cumulative,
    suppliers: suppliers.map((r) => ({
      supplier: r.supplier,
      firstQuote: r.first,
      quotes: num(r.quotes),
      awards: num(r.awards),
      winRate: share(num(r.awards), num(r.quotes)),
    })),
  };
}

/** 执行明细: each published notice with its quotes, the lowest and awarded amounts once open, and the saving. */
export async function offer(ctx: OpContext, q: Record<string, unknown>): Promise<ReportAnswer> {
  const months = monthsOf(q);
  const at = clockNow();
  const rows = await rowsOf(
    ctx,
    sql`select ${col(notices, "orderNo")} as order_no, ${col(notices, "title")} as title, ${col(notices, "platform_code")} as kind,
      ${col(notices, "status")} as status, ${col(notices, "budgetAmount")} as budget, coalesce(cardinality(${col(notices, "invitedSuppliers")}), 0) as invited,
      (${opened(at)}) as open,
      count(${col(quotes, "id")}) filter (where ${RECEIVED}) as quotes,
      min(${col(quotes, "totalAmount")}) filter (where ${RECEIVED}) as lowest,
      sum(${wonAmount}) filter (where ${col(quotes, "status")} = 'awarded') as awarded
    from ${notices} left join ${quotes} on ${col(quotes, "bidOrderId")} = ${col(notices, "id")}
    where ${mine(ctx, months, at)} group by ${col(notices, "id")} order by ${col(notices, "createdAt")} desc`,
  );
  const states = Object.fromEntries(resourceByName("bidOrder").fields.status!.options!.map((o) => [o.value, o.label]));
  const list = rows.map((r) => {
    const open = r.open === true;
    const awarded = open && r.awarded !== null ? num(r.awarded) : null;
    const budget = r.budget === null ? null : num(r.budget);
    const saving = awarded !== null && budget !== null ? Math.round((budget - awarded) * 100) / 100 : null;
    return {
      orderNo: r.order_no,
      title: r.title,
      kind: KINDS[String(r.kind)] ?? r.kind,
      status: states[String(r.status)] ?? r.status,
      scope: num(r.invited) ? `邀请${num(r.invited)}家` : "公开",
      quotes: num(r.quotes),
      // sealed until the notice opens its quotes: the same rule as the quote list
      lowest: open && r.lowest !== null ? num(r.lowest) : null,
      awarded,
      budget,
      saving,
      savingRate: saving !== null && budget ? share(saving, budget) : null,
      // tells the screen a blank amount is sealed (截止后可见), not missing
      sealed: !open,
    };
  });
  const decided = list.filter((r) => r.saving !== null);
  const budgetDecided = decided.reduce((s, r) => s + (r.budget ?? 0), 0);
  const saved = decided.reduce((s, r) => s + (r.saving ?? 0), 0);
  return {
    summary: {
      notices: list.length,
      responseRate: share(list.filter((r) => r.quotes > 0).length, list.length),
      awarded: decided.reduce((s, r) => s + (r.awarded ?? 0), 0),
      saving: Math.round(saved * 100) / 100,
      savingRate: share(saved, budgetDecided),
    },
    savings: decided.map((r) => ({ title: r.title, saving: r.saving })),
    notices: list,
  };
}

/** 执行汇总: per supplier (quotes, awards, orders) and per goods ordered, over the caller's tender orders. */
export async function collect(ctx: OpContext, q: Record<string, unknown>): Promise<ReportAnswer> {
  const months = monthsOf(q);
  const at = clockNow();
  const live = sql`${col(orders, "status")} not in ('draft', 'cancelled')`;
  const bySupplier = await rowsOf(
    ctx,
    sql`select e.name as supplier,
      count(distinct ${col(quotes, "id")}) as quotes,
      count(distinct ${col(quotes, "id")}) filter (where ${col(quotes, "status")} = 'awarded') as awards,
      count(distinct ${col(orders, "id")}) filter (where ${live}) as orders,
      coalesce(sum(${col(orders, "totalAmount")}) filter (where ${live}), 0) as amount,
      count(distinct ${col(orders, "id")}) filter (where ${col(orders, "status")} = 'received') as received
    from ${quotes} join ${notices} on ${col(notices, "id")} = ${col(quotes, "bidOrderId")}
    join enterprises e on e.id = ${col(quotes, "enterpriseId")}
    left join ${orders} on ${col(orders, "bidOfferId")} = ${col(quotes, "id")}
    where ${mine(ctx, months, at)} and ${RECEIVED} group by e.name order by 5 desc, 1`,
  );
  const byGoods = await rowsOf(
    ctx,
    sql`select ${col(orderLines, "goodsName")} as goods, ${col(orderLines, "unit")} as unit,
      count(distinct ${col(orders, "id")}) as orders, sum(${col(orderLines, "quantity")}) as quantity,
      sum(${col(orderLines, "quantity")} * ${col(orderLines, "unitPrice")}) as amount
    from ${orderLines} join ${orders} on ${col(orders, "id")} = ${col(orderLines, "parentId")}
    join ${notices} on ${col(notices, "id")} = ${col(orders, "bidOrderId")}
    where ${mine(ctx, months, at)} and ${col(orders, "enterpriseId")} = ${ctx.caller.enterpriseId} and ${live}
    group by 1, 2 order by 5 desc`,
  );
  const suppliers = bySupplier.map((r) => ({
    supplier: r.supplier,
    quotes: num(r.quotes),
    awards: num(r.awards),
    winRate: share(num(r.awards), num(r.quotes)),
    orders: num(r.orders),
    amount: num(r.amount),
    received: num(r.received),
  }));
  const goods = byGoods.map((r) => ({
    goods: r.goods,
    unit: r.unit,
    orders: num(r.orders),
    quantity: num(r.quantity),
    amount: Math.round(num(r.amount) * 100) / 100,
    avgPrice: num(r.quantity) ? Math.round((num(r.amount) / num(r.quantity)) * 100) / 100 : 0,
  }));
  return {
    summary: {
      suppliers: suppliers.length,
      orders: suppliers.reduce((s, r) => s + r.orders, 0),
      amount: suppliers.reduce((s, r) => s + r.amount, 0),
      received: suppliers.reduce((s, r) => s + r.received, 0),
    },
    amountBySupplier: suppliers.filter((r) => r.amount > 0).map((r) => ({ supplier: r.supplier, amount: r.amount })),
    suppliers,
    goods,
  };
}
