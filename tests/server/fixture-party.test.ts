// @module-tag database
// the fixture's tables are made from drizzle-kit's DDL on the test's database: both databases must take it and serve the engine on it
import ExcelJS from "exceljs";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { memberships, role, roleGrants, users } from "../../src/server/db/schema";
import { fixture } from "../helpers/fixture-resources";
import { partyMatrix } from "../helpers/party-matrix";
import { testApp, type CallOptions, type TestApp } from "../helpers/server-app";

/**
 * The partyOf audience and exportRow on the engine's fixture: a seller's 对账单 names its buyer enterprise, which alone
 * (besides the seller) reads it once issued, from a menu of its own, confirms or disputes it with its buttons, and
 * downloads it as xlsx; any other enterprise finds it missing.
 */
let t: TestApp;
/** 绿野's administrator (sells); 丰收's administrator (buys); 康牧's administrator (neither); 绿野's employee. */
let wang: CallOptions;
let li: CallOptions;
let zhao: CallOptions;
let zhang: CallOptions;
const ent = {} as Record<"lvye" | "fengshou" | "kangmu", number>;
let staffRole: number;

beforeAll(async () => {
  t = await testApp({ parts: fixture });
  for (const [key, phone] of [
    ["lvye", "13800000001"],
    ["fengshou", "13800000002"],
    ["kangmu", "13800000003"],
  ] as const) {
    const [m] = await t.db
      .select({ id: memberships.enterpriseId })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(eq(users.phone, phone));
    ent[key] = m!.id;
  }
  [wang, li, zhao, zhang] = await Promise.all(
    ["13800000001", "13800000002", "13800000003", "13800000004"].map(async (p) => ({ cookie: await t.login(p) })),
  );
  const [r] = await t.db.select({ id: role.id }).from(role).where(eq(role.name, "招标专员"));
  staffRole = r!.id;
});
afterAll(() => t?.close());

const LINES = [
  { refNo: "DD20261001", amount: 1200.5 },
  { refNo: "DD20261017", amount: 799.5 },
];

/** A statement `seller` makes for `buyer`, issued unless told otherwise. */
async function statementFor(buyer: number, seller = wang, issue = true): Promise<number> {
  const made = await t.call(
    "fxStatement",
    "create",
    { title: "2026年10月", buyerEnterpriseId: buyer, amount: 2000, lines: LINES },
    seller,
  );
  expect(made.statusCode, made.body).toBe(200);
  const id = made.json().data.id as number;
  if (issue) expect((await t.call("fxStatement", "issue", { id }, seller)).statusCode).toBe(200);
  return id;
}

const mine = async (who: CallOptions) => {
  const res = await t.call("fxStatement", "audience:buyer:list", { pageSize: 200 }, who);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data.list as { id: number }[]).map((x) => x.id);
};
const statusOf = async (id: number) => (await t.call("fxStatement", "get", { id }, wang)).json().data.status;

/** The worksheet of an xlsx answer as rows of cell values. */
async function sheetOf(body: Buffer): Promise<unknown[][]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(body as never);
  return (book.worksheets[0]!.getSheetValues() as unknown[][]).map((r) => (r ?? []).slice(1));
}

async function grant(kind: "menu" | "button", ...codes: string[]) {
  await t.db.insert(roleGrants).values(codes.map((code) => ({ roleId: staffRole, kind, code })));
}

describe("a partyOf audience of a fixture resource", () => {
  it("lets the enterprise a row names read it once issued, and nobody else; the seller keeps it", async () => {
    const draft = await statementFor(ent.fengshou, wang, false);
    expect(await mine(li)).not.toContain(draft);
    expect((await t.call("fxStatement", "audience:buyer:get", { id: draft }, li)).statusCode).toBe(404);
    const id = await statementFor(ent.fengshou);
    expect(await mine(li)).toContain(id);
    const got = await t.call("fxStatement", "audience:buyer:get", { id }, li);
    expect(got.statusCode).toBe(200);
    expect(got.json().data).toMatchObject({ title: "2026年10月", amount: 2000, status: "issued", lines: LINES });
    // which enterprise the seller named is the seller's to know: the audience reads its own fields only
    expect(got.json().data).not.toHaveProperty("buyerEnterpriseId");
    expect((await t.call("fxStatement", "audience:buyer:log", { id }, li)).json().data.list).toMatchObject([
      { move: "create" },
      { move: "issue" },
    ]);
    // another enterprise, the seller through the buyer's door, a visitor
    expect(await mine(zhao)).not.toContain(id);
    expect((await t.call("fxStatement", "audience:buyer:get", { id }, zhao)).statusCode).toBe(404);
    expect((await t.call("fxStatement", "audience:buyer:get", { id }, wang)).statusCode).toBe(404);
    expect((await t.call("fxStatement", "audience:buyer:list", {})).statusCode).toBe(401);
    // the seller's own list and detail are untouched, and the buyer's are not the seller's
    expect((await t.call("fxStatement", "get", { id }, wang)).json().data.buyerEnterpriseId).toBe(ent.fengshou);
    expect((await t.call("fxStatement", "get", { id }, li)).statusCode).toBe(404);
  });

  it("lets only the named enterprise run the audience's moves, with their forms", async () => {
    const id = await statementFor(ent.fengshou);
    expect((await t.call("fxStatement", "confirm", { id }, zhao)).statusCode).toBe(404);
    expect((await t.call("fxStatement", "dispute", { id, disputeReason: "运费有误" }, zhao)).statusCode).toBe(404);
    const bare = await t.call("fxStatement", "dispute", { id }, li);
    expect([bare.statusCode, Object.keys(bare.json().errors ?? {})]).toEqual([422, ["disputeReason"]]);
    expect((await t.call("fxStatement", "dispute", { id, disputeReason: "运费有误" }, li)).statusCode).toBe(200);
    expect((await t.call("fxStatement", "get", { id }, wang)).json().data).toMatchObject({
      status: "disputed",
      disputeReason: "运费有误",
    });
    // the seller cannot answer for its buyer
    const other = await statementFor(ent.fengshou);
    expect((await t.call("fxStatement", "confirm", { id: other }, wang)).statusCode).toBe(404);
    expect((await t.call("fxStatement", "confirm", { id: other }, li)).statusCode).toBe(200);
    expect(await statusOf(other)).toBe("confirmed");
  });

  it("asks an employee of the party for its menu to read and its button to move", async () => {
    // 康牧 sells to 绿野, whose employee 张晓燕 holds only the 招标专员 role
    const id = await statementFor(ent.lvye, zhao);
    await t.db.delete(roleGrants).where(eq(roleGrants.roleId, staffRole));
    expect((await t.call("fxStatement", "audience:buyer:list", {}, zhang)).statusCode).toBe(403);
    expect((await t.call("fxStatement", "audience:buyer:get", { id }, zhang)).statusCode).toBe(403);
    await grant("menu", "/tendering/fx/statement");
    expect(await mine(zhang)).toContain(id);
    expect((await t.call("fxStatement", "confirm", { id }, zhang)).statusCode).toBe(403);
    await grant("button", "fx:statement:confirm");
    expect((await t.call("fxStatement", "confirm", { id }, zhang)).statusCode).toBe(200);
    // 绿野 is this row's buyer, not its seller: the seller's door stays shut to it
    expect((await t.call("fxStatement", "get", { id }, wang)).statusCode).toBe(404);
    expect((await t.call("fxStatement", "get", { id }, zhao)).json().data.status).toBe("confirmed");
  });
});

describe("exportRow on a fixture resource", () => {
  it("gives the seller the row's header and lines as xlsx, and the buyer its own fields of it", async () => {
    const id = await statementFor(ent.fengshou);
    const own = await t.call("fxStatement", "exportRow", { id }, wang);
    expect([own.statusCode, own.headers["content-type"]]).toEqual([
      200,
      "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    ]);
    expect(decodeURIComponent(String(own.headers["content-disposition"]))).toContain(`对账单-${id}-`);
    const rows = await sheetOf(own.rawPayload);
    expect(rows).toEqual(
      expect.arrayContaining([
        ["账期", "2026年10月"],
        ["采购企业", ent.fengshou],
        ["应付金额(元)", 2000],
        ["状态", "待确认"],
        ["对账明细"],
        ["单号", "金额(元)"],
        ["DD20261001", 1200.5],
        ["DD20261017", 799.5],
      ]),
    );
    const theirs = await sheetOf((await t.call("fxStatement", "audience:buyer:exportRow", { id }, li)).rawPayload);
    expect(theirs).toEqual(
      expect.arrayContaining([
        ["账期", "2026年10月"],
        ["DD20261017", 799.5],
      ]),
    );
    expect(theirs.map((r) => r[0])).not.toContain("采购企业");
  });

  it("finds the row missing for anyone who may not read it", async () => {
    const id = await statementFor(ent.fengshou);
    expect((await t.call("fxStatement", "exportRow", { id }, li)).statusCode).toBe(404);
    expect((await t.call("fxStatement", "exportRow", { id }, zhao)).statusCode).toBe(404);
    expect((await t.call("fxStatement", "audience:buyer:exportRow", { id }, zhao)).statusCode).toBe(404);
    expect((await t.call("fxStatement", "audience:buyer:exportRow", { id })).statusCode).toBe(401);
    const draft = await statementFor(ent.fengshou, wang, false);
    expect((await t.call("fxStatement", "audience:buyer:exportRow", { id: draft }, li)).statusCode).toBe(404);
  });
});

// the generated matrix the platform's partyOf audiences meet, tried here on the fixture: 绿野 bills 丰收, 康牧 looks in
partyMatrix({
  app: () => t,
  resources: fixture.resources.resources,
  outsider: () => zhao,
  rowIn: async (_r, state) => {
    const id = await statementFor(ent.fengshou);
    if (state === "confirmed") expect((await t.call("fxStatement", "confirm", { id }, li)).statusCode).toBe(200);
    if (state === "disputed")
      expect((await t.call("fxStatement", "dispute", { id, disputeReason: "单价不符" }, li)).statusCode).toBe(200);
    return id;
  },
});
