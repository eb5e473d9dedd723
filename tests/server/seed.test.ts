// @module-tag database
// migrations and the seed on an empty database
import { and, count, countDistinct, eq, getTableColumns } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resources } from "../../resources";
import {
  bidLineTakes,
  enterpriseMessages,
  orders,
  resourceLinesTables,
  resourceTables,
  enterprises,
  memberships,
  portals,
  roleGrants,
  rowMoves,
  shops,
  users,
} from "../../src/server/db/schema";
import { seedDatabase } from "../../src/server/db/seed";
import { rowCount } from "../helpers/server-count";
import { testApp, type TestApp } from "../helpers/server-app";

let t: TestApp;
beforeAll(async () => {
  t = await testApp({ seed: false });
});
afterAll(() => t?.close());

async function counts() {
  const out: Record<string, number> = {};
  for (const r of resources) out[r.name] = await rowCount(t, r.name);
  for (const [name, table] of Object.entries({ portals, enterprises, users, memberships, roleGrants })) {
    const [{ n }] = await t.db.select({ n: count() }).from(table);
    out[name] = Number(n);
  }
  return out;
}

describe("seed", () => {
  it("loads on the first run and changes nothing on the second", async () => {
    expect(await seedDatabase(t.db)).toBe(true);
    const first = await counts();
    expect(await seedDatabase(t.db)).toBe(false);
    expect(await counts()).toEqual(first);
  });

  it("has enough realistic rows for every resource", async () => {
    const c = await counts();
    // six demo accounts; the demo enterprises plus the mall's extra seller enterprises
    expect(c).toMatchObject({ portals: 6, users: 11 });
    expect(c.enterprises).toBeGreaterThanOrEqual(4);
    expect(c.goods).toBeGreaterThanOrEqual(24);
    expect(c.factory).toBeGreaterThanOrEqual(5);
    expect(c.role).toBeGreaterThanOrEqual(4);
    expect(c.employee).toBeGreaterThanOrEqual(6);
    expect(c.bidOrder).toBeGreaterThanOrEqual(8);
    expect(c.bid).toBeGreaterThanOrEqual(5);
    expect(c.auction).toBeGreaterThanOrEqual(5);
    expect(c.shopClassify).toBeGreaterThanOrEqual(4);
  });

  it("puts every auction state on the demo's pages, the ordered lot with the winner's unpaid order", async () => {
    const table = resourceTables.auction!;
    const states = resources.find((r) => r.name === "auction")!.fields.status!.options!.map((o) => o.value);
    const rows = await t.db.select().from(table);
    expect(new Set(rows.map((r) => r.status))).toEqual(new Set(states));
    const ordered = rows.find((r) => r.status === "ordered")!;
    const [order] = await t.db
      .select()
      .from(orders)
      .where(eq(orders.orderNo, String(ordered.orderNo)));
    expect(order).toMatchObject({
      status: "unpaid",
      buyerEnterpriseId: ordered.winnerEnterpriseId,
      total: expect.anything(),
    });
    expect(Number(order!.total)).toBe(Number(ordered.winnerPrice) * Number(ordered.quantity));
    // the live ones end within the first hour, so a fresh start shows bids landing and a close
    const live = rows.filter((r) => r.status === "bidding" && new Date(String(r.startTime)) < new Date());
    expect(live.length).toBeGreaterThan(0);
    for (const r of live) expect(new Date(String(r.endTime)).getTime() - Date.now()).toBeLessThan(60 * 60_000);
    // every portal's hall has a lot taking bids
    expect(new Set(live.map((r) => r.systemId))).toEqual(new Set([56, 62, 63, 64, 65, 66]));
  });

  it("gives every mall bid its lines, and splits one bid between two sellers line by line", async () => {
    const bids = await t.db.select().from(resourceTables.bid!);
    const lines = await t.db.select().from(resourceLinesTables.bid!.lines!);
    for (const b of bids) expect(lines.filter((l) => l.parentId === b.id).length, String(b.title)).toBeGreaterThan(0);
    // a bid still taking offers with one line won: the buyer's detail shows an accepted offer beside an open one
    const takes = await t.db.select().from(bidLineTakes);
    const split = bids.find((b) => b.status === "bidding" && takes.some((k) => k.bidId === b.id));
    expect(split, "a bid still open with a line already won").toBeDefined();
    const quotes = await t.db
      .select()
      .from(resourceTables.bidQuote!)
      .where(eq(resourceTables.bidQuote!.bidId, split!.id));
    expect(new Set(quotes.map((q) => q.status))).toEqual(new Set(["ordered", "submitted"]));
  });

  it("offers on every demo mall bid only goods of the bid's 商品类目", async () => {
    const bids = new Map((await t.db.select().from(resourceTables.bid!)).map((b) => [b.id, b.category]));
    const goods = new Map((await t.db.select().from(resourceTables.goods!)).map((g) => [g.id, g.category]));
    const quotes = new Map((await t.db.select().from(resourceTables.bidQuote!)).map((q) => [q.id, q.bidId]));
    const offered = (await t.db.select().from(resourceLinesTables.bidQuote!.lines!)).filter((l) => l.goodsId);
    expect(offered.length).toBeGreaterThan(0);
    for (const l of offered) expect(goods.get(l.goodsId), `offer line ${l.id}`).toBe(bids.get(quotes.get(l.parentId)));
  });

  it("has a shop in every audit state, each audited one with the operator's reason on its log", async () => {
    const rows = await t.db.select({ id: shops.id, audit: shops.audit }).from(shops);
    expect(new Set(rows.map((r) => r.audit))).toEqual(new Set([0, 1, 2, 3, 4]));
    const rejected = rows.find((r) => r.audit === 2)!;
    const moves = await t.db
      .select()
      .from(rowMoves)
      .where(and(eq(rowMoves.resource, "shop"), eq(rowMoves.rowId, rejected.id)));
    expect(moves.map((m) => m.move)).toEqual(["create", "reject"]);
    expect(moves[1]!.note).toMatchObject({ reason: { value: expect.any(String) } });
    // and its enterprise was told, with the reason, as the live rejection tells it
    const [told] = await t.db
      .select()
      .from(enterpriseMessages)
      .where(eq(enterpriseMessages.link, "/setUpStore/shopStatus?audit=2"));
    expect(told).toMatchObject({
      title: "您的开店申请未通过审核",
      body: `驳回原因：${(moves[1]!.note as unknown as { reason: { value: string } }).reason.value}`,
    });
  });

  it("leaves every demo draft publishable as it stands: what its first move rechecks still lies ahead", async () => {
    let checked = 0;
    for (const r of resources) {
      if (!r.flow || !resourceTables[r.name]) continue;
      for (const [name, a] of Object.entries(r.actions ?? {})) {
        if (!a.from?.includes(r.flow.initial)) continue;
        const ahead = (a.recheck ?? []).filter((k) => r.fields[k]?.future);
        if (!ahead.length) continue;
        const drafts = (await t.db.select().from(resourceTables[r.name]!)).filter(
          (row) => (row as Record<string, unknown>)[r.flow!.field] === r.flow!.initial,
        );
        for (const row of drafts as Record<string, unknown>[]) {
          for (const k of ahead.filter((k) => row[k] != null)) {
            expect(
              new Date(String(row[k])).getTime(),
              `${r.label} ${String(row[r.titleField])}: ${a.label ?? name} rechecks ${k}`,
            ).toBeGreaterThan(Date.now());
            checked += 1;
          }
        }
      }
    }
    // the 竞价单 and 招标询价单 drafts at least
    expect(checked).toBeGreaterThanOrEqual(2);
  });

  it("every demo account logs in with Demo@1234", async () => {
    for (const login of [
      "admin",
      "13800000001",
      "13800000002",
      "13800000003",
      "13800000004",
      "13800000005",
      "13800000006",
    ]) {
      await expect(t.login(login)).resolves.toMatch(/^agri_sid=/);
    }
  });

  it("tells 钱文博 of both his invitations, and each enterprise of an invitation that lapsed or was refused", async () => {
    const [qian] = await t.db.select({ id: users.id }).from(users).where(eq(users.phone, "13800000007"));
    const told = await t.db.select().from(enterpriseMessages).where(eq(enterpriseMessages.resource, "employee"));
    expect(told.filter((m) => m.userId === qian!.id).map((m) => m.title)).toEqual([
      "企业邀请您加入，请在7天内处理",
      "企业邀请您加入，请在7天内处理",
    ]);
    expect(
      told
        .filter((m) => m.userId === null)
        .map((m) => m.title)
        .sort(),
    ).toEqual(["何静未在有效期内加入，邀请已过期", "刘小明拒绝了加入企业的邀请"]);
  });

  it("bid orders mix 询价 and 招标 with ZB/XJ numbers", async () => {
    const cookie = await t.login("13800000001");
    const list = (await t.call("bidOrder", "list", { pageSize: 200 }, { cookie })).json().data.list;
    const codes = new Set(list.map((o: { platform_code: string }) => o.platform_code));
    expect(codes).toEqual(new Set(["ZB", "XJ"]));
    for (const o of list) expect(o.orderNo).toMatch(new RegExp(`^${o.platform_code}20\\d{10}$`));
    expect(new Set(list.map((o: { status: string }) => o.status)).size).toBeGreaterThanOrEqual(3);
  });

  it("names every numbered row once across the platform (a number the server gives is the row's name)", async () => {
    // the resources whose title is a number the server writes (offerNo 报价单号, orderNo 订单编号, applyNo 申请单号…)
    const numbered = resources.filter((r) => r.fields[r.titleField]?.readonly && /No$/.test(r.titleField));
    expect(numbered.length).toBeGreaterThanOrEqual(4);
    for (const r of numbered) {
      const table = resourceTables[r.name]!;
      const column = getTableColumns(table)[r.titleField]!;
      const [{ all, distinct }] = await t.db
        .select({ all: count(column), distinct: countDistinct(column) })
        .from(table);
      expect(Number(distinct), `${r.name}.${r.titleField} repeats`).toBe(Number(all));
    }
  });
});
