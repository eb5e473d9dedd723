// @module-tag database
// reports cut time into days and months in SQL, where the database session's own time zone decides unless one is named
import { and, eq, inArray, ne } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { resourceByName } from "../../resources";
import { setClock } from "../../src/server/clock";
import { enterprises, orders, resourceTables } from "../../src/server/db/schema";
import { testApp, type TestApp } from "../helpers/server-app";
import { madeRow } from "../helpers/server-rows";

/**
 * A seller's 今日 and a purchaser's 本月 are China's (UTC+8): an order placed at 00:30 in Beijing is today's, though in
 * UTC it is still yesterday afternoon. Each case places the same row just before and just after a China midnight and
 * reads the report at both, so the seeded rows around it cancel out.
 */
let t: TestApp;
let lvye: string;
const { bidOrder: notices, bidOffer: quotes } = resourceTables;

beforeAll(async () => {
  t = await testApp();
  lvye = await t.login("13800000001");
});
afterEach(() => setClock(Date.now()));
afterAll(() => t?.close());

const report = async (resource: string, name: string, params: Record<string, unknown> = {}) => {
  const res = await t.call(resource, `report:${name}`, params, { cookie: lvye });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};
const at = (iso: string) => new Date(iso);

describe("reports count China's days and months", () => {
  it("an order placed at 00:30 in Beijing is on the seller dashboard's 今日 and plotted under that date", async () => {
    const id = await madeRow(t, resourceByName("mallOrder"), "13800000001");
    setClock(at("2026-11-28T10:00:00+08:00"));
    const placedAt = async (iso: string) => {
      await t.db
        .update(orders)
        .set({ createdAt: at(iso) })
        .where(eq(orders.id, id!));
      return report("mallOrder", "dashboard");
    };
    const lateYesterday = await placedAt("2026-11-27T23:30:00+08:00");
    const earlyToday = await placedAt("2026-11-28T00:30:00+08:00");
    const onDay = (data: { daily: { day: string; orders: number }[] }, day: string) =>
      data.daily.find((d) => d.day === day)?.orders;

    expect(earlyToday.daily.at(-1).day, "the chart's last day is today in China").toBe("11-28");
    expect(earlyToday.summary.todayOrders - lateYesterday.summary.todayOrders).toBe(1);
    expect(onDay(earlyToday, "11-28")! - onDay(lateYesterday, "11-28")!).toBe(1);
    expect(onDay(earlyToday, "11-27")! - onDay(lateYesterday, "11-27")!).toBe(-1);
  });

  it("a notice and its quotes made at 00:30 on the 1st in Beijing count in that month of the tender analysis", async () => {
    const [mine] = await t.db
      .select({ id: enterprises.id })
      .from(enterprises)
      .where(eq(enterprises.name, "绿野饲料有限公司"));
    const [quoted] = await t.db
      .select({ notice: notices.id, supplier: quotes.enterpriseId })
      .from(quotes)
      .innerJoin(notices, eq(notices.id, quotes.bidOrderId))
      .where(and(eq(notices.enterpriseId, mine!.id), ne(notices.status, "draft"), ne(quotes.status, "withdrawn")))
      .limit(1);
    expect(quoted, "绿野 has a published notice with a quote in the demo data").toBeDefined();
    const noticeQuotes = await t.db
      .select({ id: quotes.id, status: quotes.status })
      .from(quotes)
      .where(eq(quotes.bidOrderId, quoted!.notice));
    const received = noticeQuotes.filter((q) => q.status !== "withdrawn").length;
    // the supplier's first quote to 绿野 is the one placed: all its quotes to 绿野 move with it
    const supplierQuotes = await t.db
      .select({ id: quotes.id })
      .from(quotes)
      .innerJoin(notices, eq(notices.id, quotes.bidOrderId))
      .where(and(eq(notices.enterpriseId, mine!.id), eq(quotes.enterpriseId, quoted!.supplier)));
    const moved = [...noticeQuotes, ...supplierQuotes].map((q) => q.id);
    const [{ name: supplier }] = (await t.db
      .select({ name: enterprises.name })
      .from(enterprises)
      .where(eq(enterprises.id, quoted!.supplier))) as [{ name: string }];

    setClock(at("2026-12-01T10:00:00+08:00"));
    const madeAt = async (notice: string, quote: string) => {
      await t.db
        .update(notices)
        .set({ createdAt: at(notice) })
        .where(eq(notices.id, quoted!.notice));
      await t.db
        .update(quotes)
        .set({ createdAt: at(quote) })
        .where(inArray(quotes.id, moved));
      return {
        active: await report("bidOrder", "active", { months: 1 }),
        increase: await report("bidOrder", "increase", { months: 1 }),
      };
    };
    const lastMonth = await madeAt("2026-11-30T23:20:00+08:00", "2026-11-30T23:30:00+08:00");
    const thisMonth = await madeAt("2026-12-01T00:10:00+08:00", "2026-12-01T00:30:00+08:00");
    const inDecember = (rows: { month: string; count: number }[]) =>
      rows.filter((r) => r.month === "2026-12").reduce((s, r) => s + r.count, 0);

    expect(
      thisMonth.active.quotesPerMonth.map((r: { month: string }) => r.month),
      "the one month counted is China's December",
    ).toEqual(["2026-12"]);
    expect(inDecember(thisMonth.active.noticesPerMonth) - inDecember(lastMonth.active.noticesPerMonth)).toBe(1);
    expect(inDecember(thisMonth.active.quotesPerMonth) - inDecember(lastMonth.active.quotesPerMonth)).toBe(received);
    const firstQuote = (data: typeof thisMonth) =>
      data.increase.suppliers.find((s: { supplier: string }) => s.supplier === supplier)?.firstQuote;
    expect([firstQuote(lastMonth), firstQuote(thisMonth)]).toEqual(["2026-11-30", "2026-12-01"]);
  });
});
