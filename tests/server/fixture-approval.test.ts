// @module-tag database
// the fixture's tables are made from drizzle-kit's DDL on the test's database: both databases must take it and serve the engine on it
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../src/server/db/schema";
import { resourceTables } from "../../src/server/db/table-store";
import type { HookTable } from "../../src/server/registry";
import { fixture } from "../helpers/fixture-resources";
import { testApp, type CallOptions, type TestApp } from "../helpers/server-app";
import { assigneeMatrix } from "../helpers/assignee-matrix";

/**
 * The assignee audience and `notBy` on the engine's fixture: a 用款申请 waits for its first approver, then its second,
 * each the only one to read and decide it while it waits for them, and only while they act for the requesting
 * enterprise; nobody approves, returns or pays out their own request, and the rows they read say so to their screens.
 */
let t: TestApp;
/** 绿野's administrator, who asks for the money; 绿野's employee; 丰收's administrator, of another enterprise. */
let wang: CallOptions;
let zhang: CallOptions;
let li: CallOptions;
const id = {} as Record<"wang" | "zhang" | "li", number>;
/** Whom the next request names, as an approval rule's hook would. */
let approvers: { approver1UserId: number; approver2UserId: number | null };

const hooks: HookTable = {
  fxRequest: {
    async beforeCreate(ctx, values) {
      Object.assign(values, { requesterUserId: ctx.caller.userId, ...approvers });
    },
  },
};

beforeAll(async () => {
  t = await testApp({ parts: { ...fixture, hooks } });
  for (const [who, phone] of [
    ["wang", "13800000001"],
    ["zhang", "13800000004"],
    ["li", "13800000002"],
  ] as const) {
    const [user] = await t.db.select({ id: users.id }).from(users).where(eq(users.phone, phone));
    id[who] = user!.id;
  }
  [wang, zhang, li] = await Promise.all(
    ["13800000001", "13800000004", "13800000002"].map(async (p) => ({ cookie: await t.login(p) })),
  );
});
afterAll(() => t?.close());

/** A request 王建国 makes, naming its approvers. */
async function request(first: number, second: number | null = null): Promise<number> {
  approvers = { approver1UserId: first, approver2UserId: second };
  const res = await t.call("fxRequest", "create", { title: "采购玉米预付款", amount: 5000 }, wang);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.id as number;
}

const requests = () => resourceTables.fxRequest!;
const ALL_REFUSED = ["approveFirst", "approveSecond", "return", "pay"];

const todo = async (who: CallOptions) =>
  (
    (await t.call("fxRequest", "audience:approver:list", { pageSize: 200 }, who)).json().data.list as { id: number }[]
  ).map((x) => x.id);
const stateOf = async (row: number) => (await t.call("fxRequest", "get", { id: row }, wang)).json().data.status;

describe("an assignee audience of a fixture resource", () => {
  it("lets only the person the row's state names read it, and each level decide in turn", async () => {
    const row = await request(id.zhang, id.wang);
    expect(await todo(zhang)).toContain(row);
    expect(await todo(wang)).not.toContain(row);
    expect((await t.call("fxRequest", "audience:approver:get", { id: row }, wang)).statusCode).toBe(404);
    // the second approver's turn has not come: its move is as missing as the row
    expect((await t.call("fxRequest", "approveSecond", { id: row }, wang)).statusCode).toBe(404);
    const got = await t.call("fxRequest", "audience:approver:get", { id: row }, zhang);
    expect([got.statusCode, got.json().data.status, got.json().data.notByCaller]).toEqual([200, "waiting1", []]);
    expect((await t.call("fxRequest", "audience:approver:log", { id: row }, zhang)).json().data.list).toMatchObject([
      { move: "create" },
    ]);
    expect((await t.call("fxRequest", "approveFirst", { id: row }, zhang)).statusCode).toBe(200);
    // moved on, the row waits for the second approver and leaves the first one's list
    expect(await todo(zhang)).not.toContain(row);
    expect((await t.call("fxRequest", "return", { id: row, reason: "再议" }, zhang)).statusCode).toBe(404);
    expect(await stateOf(row)).toBe("waiting2");
  });

  it("names nobody else: another enterprise's person named on the row, a person named nowhere, a visitor", async () => {
    const row = await request(id.li);
    expect(await todo(li)).not.toContain(row);
    expect((await t.call("fxRequest", "audience:approver:get", { id: row }, li)).statusCode).toBe(404);
    expect((await t.call("fxRequest", "approveFirst", { id: row }, li)).statusCode).toBe(404);
    expect((await t.call("fxRequest", "approveFirst", { id: row }, zhang)).statusCode).toBe(404);
    expect((await t.call("fxRequest", "audience:approver:list", {})).statusCode).toBe(401);
    expect(await stateOf(row)).toBe("waiting1");
  });

  it("needs no grant: an employee without any decides what waits for her", async () => {
    const row = await request(id.zhang, id.zhang);
    expect((await t.call("fxRequest", "approveFirst", { id: row }, zhang)).statusCode).toBe(200);
    expect((await t.call("fxRequest", "approveSecond", { id: row }, zhang)).statusCode).toBe(200);
    expect(await stateOf(row)).toBe("approved");
    expect(await todo(zhang)).not.toContain(row);
  });
});

describe("notBy on a fixture resource", () => {
  it("refuses the requester its own approval and return, with the declared words or the default", async () => {
    const row = await request(id.wang, id.wang);
    const got = (await t.call("fxRequest", "audience:approver:get", { id: row }, wang)).json().data;
    expect(got.notByCaller).toEqual(ALL_REFUSED);
    const approve = await t.call("fxRequest", "approveFirst", { id: row }, wang);
    expect([approve.statusCode, approve.json().msg]).toEqual([422, "不能审批自己提交的申请"]);
    const back = await t.call("fxRequest", "return", { id: row, reason: "自己退回" }, wang);
    expect([back.statusCode, back.json().msg]).toEqual([422, "不能审批自己提交的申请"]);
    expect(await stateOf(row)).toBe("waiting1");
    await t.db
      .update(requests())
      .set({ status: "waiting2" } as never)
      .where(eq(requests().id, row));
    const second = await t.call("fxRequest", "approveSecond", { id: row }, wang);
    expect([second.statusCode, second.json().msg]).toEqual([422, "不能审批自己提交的用款申请"]);
  });

  it("refuses an owner's own action to the user the row names, and lets the others run it", async () => {
    const own = await request(id.zhang, id.zhang);
    for (const step of ["approveFirst", "approveSecond"])
      expect((await t.call("fxRequest", step, { id: own }, zhang)).statusCode).toBe(200);
    const listed = (await t.call("fxRequest", "list", { pageSize: 200 }, wang)).json().data.list as {
      id: number;
      notByCaller: string[];
    }[];
    expect(listed.find((r) => r.id === own)!.notByCaller).toEqual(ALL_REFUSED);
    const pay = await t.call("fxRequest", "pay", { id: own }, wang);
    expect([pay.statusCode, pay.json().msg]).toEqual([422, "不能为自己的申请拨款"]);
    // a request 张晓燕 made is 王建国's to pay out
    await t.db
      .update(requests())
      .set({ requesterUserId: id.zhang } as never)
      .where(eq(requests().id, own));
    expect((await t.call("fxRequest", "get", { id: own }, wang)).json().data.notByCaller).toEqual([]);
    expect((await t.call("fxRequest", "pay", { id: own }, wang)).statusCode).toBe(200);
    expect(await stateOf(own)).toBe("paid");
  });
});

// the generated matrix the platform's assignee audiences meet, tried here on the fixture: 张晓燕 named at both levels
assigneeMatrix({
  app: () => t,
  resources: fixture.resources.resources,
  rowIn: async (_r, state) => {
    const row = await request(id.zhang, id.zhang);
    if (state === "waiting2")
      expect((await t.call("fxRequest", "approveFirst", { id: row }, zhang)).statusCode).toBe(200);
    return row;
  },
});
