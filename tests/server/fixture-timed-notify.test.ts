// @module-tag database
// the fixture's tables are made from drizzle-kit's DDL on the test's database: both databases must take it and serve the engine on it
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { enterpriseMessages } from "../../src/server/db/schema";
import type { HookTable } from "../../src/server/registry";
import { resourceTables } from "../../src/server/db/table-store";
import { fixture } from "../helpers/fixture-resources";
import { testApp, type CallOptions, type TestApp } from "../helpers/server-app";

/**
 * Timed moves and notices on the engine's fixture: an open enquiry is 已截止 once its deadline passes, made by
 * the next call or by the scheduled round, logged as the platform's, told to its owner and followed by its hook once;
 * a quote tells the enquirer it came.
 */
let t: TestApp;
let buyer: CallOptions;
let supplier: CallOptions;
let buyerEnterprise: number;

/** The enquiries each run of the close hook was given; the hook also writes a place in the move's transaction. */
const closedByHook: number[] = [];
const hooks: HookTable = {
  fxEnquiry: {
    async afterTimed(ctx, move, rows) {
      expect(move).toBe("close");
      for (const row of rows) {
        closedByHook.push(row.id);
        // the row as the move left it, read in the move's own transaction
        const [now] = (await ctx.tx.select().from(ctx.table).where(eq(ctx.table.id, row.id))) as { status: string }[];
        await ctx.tx
          .insert(resourceTables.fxPlace!)
          .values({ name: `截止交货点${row.id}`, code: now!.status, enterpriseId: row.enterpriseId } as never);
      }
    },
  },
};

/** What the close hook did for one enquiry: how often it ran, and the places it wrote. */
async function hookRunsOf(id: number) {
  const places = (await t.db
    .select()
    .from(resourceTables.fxPlace!)
    .where(eq(resourceTables.fxPlace!.name, `截止交货点${id}`))) as { code: string; enterpriseId: number }[];
  return { runs: closedByHook.filter((x) => x === id).length, places };
}

beforeAll(async () => {
  t = await testApp({ parts: { ...fixture, hooks } });
  buyer = { cookie: await t.login("13800000001") };
  supplier = { cookie: await t.login("13800000002") };
  buyerEnterprise = (
    await t.app.inject({ method: "GET", url: "/gw/agri.user.get/1.0", headers: { cookie: buyer.cookie! } })
  ).json().data.enterprise.id;
});
afterAll(() => t?.close());

async function openEnquiry(title: string): Promise<number> {
  const res = await t.call(
    "fxEnquiry",
    "create",
    { title, closeAt: new Date(Date.now() + 86_400_000).toISOString(), lines: [{ goods: "玉米", quantity: 1 }] },
    buyer,
  );
  expect(res.statusCode, res.body).toBe(200);
  const id = res.json().data.id as number;
  expect((await t.call("fxEnquiry", "publish", { id, remark: "请报价" }, buyer)).statusCode).toBe(200);
  return id;
}

async function deadlinePasses(id: number) {
  const table = resourceTables.fxEnquiry!;
  await t.db
    .update(table)
    .set({ closeAt: new Date(Date.now() - 60_000) } as never)
    .where(eq(table.id, id));
}

const messagesTo = (enterpriseId: number, resource: string, rowId: number) =>
  t.db
    .select()
    .from(enterpriseMessages)
    .where(
      and(
        eq(enterpriseMessages.enterpriseId, enterpriseId),
        eq(enterpriseMessages.resource, resource),
        eq(enterpriseMessages.rowId, rowId),
      ),
    );

describe("a timed move of a fixture resource", () => {
  it("is made by the next call once the deadline passed, logged as the platform's, its hook run once", async () => {
    const id = await openEnquiry("六月原料");
    await deadlinePasses(id);
    expect((await t.call("fxEnquiry", "get", { id }, buyer)).json().data.status).toBe("closed");
    const log = (await t.call("fxEnquiry", "log", { id }, buyer)).json().data.list;
    expect(log.at(-1)).toMatchObject({ move: "close", fromState: "open", toState: "closed", userName: "平台" });
    await t.call("fxEnquiry", "list", {}, buyer);
    await t.app.runJobs();
    const { runs, places } = await hookRunsOf(id);
    expect([runs, places.map((p) => [p.code, p.enterpriseId])]).toEqual([1, [["closed", buyerEnterprise]]]);
  });

  it("is made by the scheduled round without any call, tells the owner and runs its hook once", async () => {
    const id = await openEnquiry("七月原料");
    await deadlinePasses(id);
    await t.app.runJobs();
    const [row] = (await t.db.select().from(resourceTables.fxEnquiry!).where(eq(resourceTables.fxEnquiry!.id, id))) as {
      status: string;
    }[];
    expect(row!.status).toBe("closed");
    const told = await messagesTo(buyerEnterprise, "fxEnquiry", id);
    expect(told.map((m) => m.title)).toEqual(["询价单「七月原料」已截止报价"]);
    await t.call("fxEnquiry", "get", { id }, buyer);
    await t.app.runJobs();
    const { runs, places } = await hookRunsOf(id);
    expect([runs, places.map((p) => [p.code, p.enterpriseId])]).toEqual([1, [["closed", buyerEnterprise]]]);
  });
});

describe("a notice of a fixture resource", () => {
  it("tells the enterprise a ref points at that a row answering it came, with its link", async () => {
    const id = await openEnquiry("八月原料");
    const quote = (
      await t.call("fxQuote", "create", { name: "丰收八月报价", enquiryId: id, price: 10 }, supplier)
    ).json().data.id as number;
    const told = await messagesTo(buyerEnterprise, "fxQuote", quote);
    expect(told).toMatchObject([
      { title: "收到报价「丰收八月报价」", link: `/tendering/fx/enquiry/quotes?id=${quote}` },
    ]);
  });
});
