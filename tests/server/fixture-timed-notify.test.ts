// @module-tag database
// the fixture's tables are made from drizzle-kit's DDL on the test's database: both databases must take it and serve the engine on it
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { enterpriseMessages } from "../../src/server/db/schema";
import { resourceTables } from "../../src/server/db/table-store";
import { fixture } from "../helpers/fixture-resources";
import { testApp, type CallOptions, type TestApp } from "../helpers/server-app";

/**
 * Timed moves and notices on the engine's fixture: an open enquiry is 已截止 once its deadline passes, made by
 * the next call or by the scheduled round, logged as the platform's and told to its owner; a quote tells the
 * enquirer it came.
 */
let t: TestApp;
let buyer: CallOptions;
let supplier: CallOptions;
let buyerEnterprise: number;

beforeAll(async () => {
  t = await testApp({ parts: fixture });
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
  it("is made by the next call once the deadline passed, logged as the platform's", async () => {
    const id = await openEnquiry("六月原料");
    await deadlinePasses(id);
    expect((await t.call("fxEnquiry", "get", { id }, buyer)).json().data.status).toBe("closed");
    const log = (await t.call("fxEnquiry", "log", { id }, buyer)).json().data.list;
    expect(log.at(-1)).toMatchObject({ move: "close", fromState: "open", toState: "closed", userName: "平台" });
  });

  it("is made by the scheduled round without any call, and tells the owner", async () => {
    const id = await openEnquiry("七月原料");
    await deadlinePasses(id);
    await t.app.runJobs();
    const [row] = (await t.db.select().from(resourceTables.fxEnquiry!).where(eq(resourceTables.fxEnquiry!.id, id))) as {
      status: string;
    }[];
    expect(row!.status).toBe("closed");
    const told = await messagesTo(buyerEnterprise, "fxEnquiry", id);
    expect(told.map((m) => m.title)).toEqual(["询价单「七月原料」已截止报价"]);
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
