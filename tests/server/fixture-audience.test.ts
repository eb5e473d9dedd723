// @module-tag database
// the fixture's tables are made from drizzle-kit's DDL on the test's database: both databases must take it and serve the engine on it
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resourceTables } from "../../src/server/db/table-store";
import { fixture } from "../helpers/fixture-resources";
import { testApp, type CallOptions, type TestApp } from "../helpers/server-app";

/**
 * Audiences and sealed fields on the engine's fixture: a published enquiry is read by other enterprises through
 * its `supplier` audience, with its fields only; the quotes answering it are read by the enquirer through
 * `enquirer`, their price sealed until the enquiry's deadline passes.
 */
let t: TestApp;
let buyer: CallOptions;
let supplier: CallOptions;

beforeAll(async () => {
  t = await testApp({ parts: fixture });
  buyer = { cookie: await t.login("13800000001") };
  supplier = { cookie: await t.login("13800000002") };
});
afterAll(() => t?.close());

async function enquiry(publish: boolean): Promise<number> {
  const res = await t.call(
    "fxEnquiry",
    "create",
    {
      title: "五月原料",
      closeAt: new Date(Date.now() + 86_400_000).toISOString(),
      lines: [{ goods: "豆粕", quantity: 4 }],
    },
    buyer,
  );
  expect(res.statusCode, res.body).toBe(200);
  const id = res.json().data.id as number;
  if (publish) expect((await t.call("fxEnquiry", "publish", { id, remark: "欢迎报价" }, buyer)).statusCode).toBe(200);
  return id;
}

const idsOf = (res: Awaited<ReturnType<TestApp["call"]>>) =>
  (res.json().data.list as { id: number }[]).map((x) => x.id);

describe("an audience of a fixture resource", () => {
  it("shows other enterprises the published rows, not the drafts", async () => {
    const open = await enquiry(true);
    const draft = await enquiry(false);
    const listed = idsOf(await t.call("fxEnquiry", "audience:supplier:list", { pageSize: 200 }, supplier));
    expect(listed).toContain(open);
    expect(listed).not.toContain(draft);
    expect((await t.call("fxEnquiry", "audience:supplier:get", { id: draft }, supplier)).statusCode).toBe(404);
    // the owner's own list is its tenant's, which another enterprise's is not
    expect(idsOf(await t.call("fxEnquiry", "list", { pageSize: 200 }, supplier))).not.toContain(open);
  });

  it("sends the audience's fields and the engine's own, nothing else", async () => {
    const id = await enquiry(true);
    const got = (await t.call("fxEnquiry", "audience:supplier:get", { id }, supplier)).json().data;
    expect(Object.keys(got).sort()).toEqual([
      "closeAt",
      "createdAt",
      "enterpriseName",
      "id",
      "lines",
      "refLabels",
      "status",
      "title",
      "updatedAt",
    ]);
  });
});

describe("sealed fields of a fixture resource", () => {
  it("keep a quote's price from the enquirer until the enquiry's deadline, then show it", async () => {
    const id = await enquiry(true);
    const made = await t.call("fxQuote", "create", { name: "丰收报价", enquiryId: id, price: 1234.5 }, supplier);
    expect(made.statusCode, made.body).toBe(200);
    const quote = made.json().data.id as number;

    const sealed = (await t.call("fxQuote", "audience:enquirer:get", { id: quote }, buyer)).json().data;
    expect(sealed).toMatchObject({ name: "丰收报价", price: null, sealed: true });
    // sorting on a sealed field would rank the hidden prices
    expect((await t.call("fxQuote", "audience:enquirer:list", { sortField: "price" }, buyer)).statusCode).toBe(422);

    // the deadline passes
    const table = resourceTables.fxEnquiry!;
    await t.db
      .update(table)
      .set({ closeAt: new Date(Date.now() - 60_000) } as never)
      .where(eq(table.id, id));
    const open = (await t.call("fxQuote", "audience:enquirer:get", { id: quote }, buyer)).json().data;
    expect(open).toMatchObject({ price: 1234.5, sealed: false });
  });

  it("are no one else's to read: a third enterprise reads none of the quotes", async () => {
    const id = await enquiry(true);
    const quote = (await t.call("fxQuote", "create", { name: "另一报价", enquiryId: id, price: 99 }, supplier)).json()
      .data.id as number;
    const third = { cookie: await t.login("13800000003") };
    expect((await t.call("fxQuote", "audience:enquirer:get", { id: quote }, third)).statusCode).toBe(404);
  });
});
