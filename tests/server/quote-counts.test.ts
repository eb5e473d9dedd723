import { and, eq, ne } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { enterprises, resourceTables } from "../../src/server/db/schema";
import { testApp, type TestApp } from "../helpers/server-app";

/**
 * 招标分析 answers one question four ways (活跃度, 供应商增长, 执行明细, 执行汇总): how many quotes the purchaser
 * received, and from whom. A withdrawn quote is not one it received (its quote list does not show it), so no
 * analysis counts it, and a purchaser comparing two of them reads the same numbers.
 */
let t: TestApp;
let lvye: string;
const { bidOrder: notices, bidOffer: quotes } = resourceTables;
// wide enough to hold every demo notice, so the period-bound analyses cover what 供应商增长 (all time) covers
const PERIOD = { months: 36 };

beforeAll(async () => {
  t = await testApp();
  lvye = await t.login("13800000001");
});
afterAll(() => t?.close());

type SupplierRow = { supplier: string; quotes: number };
type NoticeRow = { orderNo: string; quotes: number };

async function analyses() {
  const read = async (name: string) => {
    const res = await t.call("bidOrder", `report:${name}`, PERIOD, { cookie: lvye });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };
  const [active, increase, offer, collect] = [
    await read("active"),
    await read("increase"),
    await read("offer"),
    await read("collect"),
  ];
  const bySupplier = (rows: SupplierRow[]) => Object.fromEntries(rows.map((r) => [r.supplier, r.quotes]));
  const sum = (rows: { quotes: number }[]) => rows.reduce((s, r) => s + r.quotes, 0);
  return {
    totals: {
      活跃度: active.summary.quotes,
      供应商增长: sum(increase.suppliers),
      执行明细: sum(offer.notices),
      执行汇总: sum(collect.suppliers),
    },
    suppliers: {
      活跃度: active.summary.suppliers,
      供应商增长: increase.summary.suppliers,
      执行汇总: collect.summary.suppliers,
    },
    perSupplier: { 供应商增长: bySupplier(increase.suppliers), 执行汇总: bySupplier(collect.suppliers) },
    perNotice: Object.fromEntries((offer.notices as NoticeRow[]).map((n) => [n.orderNo, n.quotes])),
  };
}

/** Every analysis gives the same number: each entry of `counts` equals the first. */
const agree = (counts: Record<string, unknown>) =>
  expect(counts).toEqual(Object.fromEntries(Object.keys(counts).map((k) => [k, Object.values(counts)[0]])));

describe("what counts as a quote in 招标分析", () => {
  it("every analysis counts the same quotes, from the same suppliers, on the demo data (a withdrawn quote among them)", async () => {
    const [withdrawn] = await t.db
      .select({ id: quotes.id })
      .from(quotes)
      .where(eq(quotes.status, "withdrawn"))
      .limit(1);
    expect(withdrawn, "the demo data holds a withdrawn quote").toBeDefined();
    const a = await analyses();
    expect(a.totals.活跃度).toBeGreaterThan(0);
    agree(a.totals);
    agree(a.suppliers);
    agree(a.perSupplier);
  });

  it("a quote withdrawn leaves every analysis' count of quotes, and theirs agree still", async () => {
    const [mine] = await t.db
      .select({ id: enterprises.id })
      .from(enterprises)
      .where(eq(enterprises.name, "绿野饲料有限公司"));
    const [quote] = await t.db
      .select({ id: quotes.id, orderNo: notices.orderNo, supplier: enterprises.name })
      .from(quotes)
      .innerJoin(notices, eq(notices.id, quotes.bidOrderId))
      .innerJoin(enterprises, eq(enterprises.id, quotes.enterpriseId))
      .where(and(eq(notices.enterpriseId, mine!.id), ne(notices.status, "draft"), eq(quotes.status, "submitted")))
      .limit(1);
    expect(quote, "绿野 received a quote still open in the demo data").toBeDefined();
    const before = await analyses();
    // the state 撤回 leaves a quote in (resources/bid-offer.ts); set directly, as its deadline may have passed
    await t.db.update(quotes).set({ status: "withdrawn" }).where(eq(quotes.id, quote!.id));
    const after = await analyses();

    expect(after.totals.执行明细).toBe(before.totals.执行明细 - 1);
    agree(after.totals);
    expect(after.perNotice[quote!.orderNo!]).toBe(before.perNotice[quote!.orderNo!]! - 1);
    expect(after.perSupplier.供应商增长[quote!.supplier] ?? 0).toBe(
      before.perSupplier.供应商增长[quote!.supplier]! - 1,
    );
    agree(after.perSupplier);
  });
});
