// @module-tag database
// the fixture's tables are made from drizzle-kit's DDL on the test's database: both databases must take it and serve the engine on it
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../src/server/db/schema";
import { resourceTables } from "../../src/server/db/table-store";
import { fixture } from "../helpers/fixture-resources";
import { testApp, type CallOptions, type TestApp } from "../helpers/server-app";

/**
 * A person's own rows (`tenant: "user"`, src/server/operations/context.ts) on the engine's fixture: a note belongs
 * to whoever wrote it on the portal it was written on, whatever enterprise they act for or none; anyone else meets
 * a 404 as for a missing row, and a visitor reads nothing.
 */
let t: TestApp;
let writer: CallOptions;
let other: CallOptions;

beforeAll(async () => {
  t = await testApp({ parts: fixture });
  // 陈新民 administers 鑫农 and may log in on YYN (56) and AY (62); 张晓燕 is an employee of 绿野
  writer = { cookie: await t.login("13800000006") };
  other = { cookie: await t.login("13800000004") };
});
afterAll(() => t?.close());

const write = async (title: string, as = writer, extra: Record<string, unknown> = {}) => {
  const res = await t.call("fxNote", "create", { title, ...extra }, as);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { id: number };
};
const idsOf = (res: Awaited<ReturnType<TestApp["call"]>>) =>
  (res.json().data.list as { id: number }[]).map((x) => x.id);

describe("a person's own rows (tenant user)", () => {
  it("are the writer's on the portal of the session, whatever the payload names", async () => {
    const mine = await write("周五去饲料厂", writer);
    const forged = await write("写给别人", writer, { userId: 1, systemId: 62, enterpriseId: 1 });
    const table = resourceTables.fxNote!;
    const stored = (await t.db
      .select()
      .from(table)
      .where(inArray(table.id, [mine.id, forged.id]))) as {
      userId: number;
      systemId: number;
    }[];
    const [writerId] = await t.db.select({ id: users.id }).from(users).where(eq(users.phone, "13800000006"));
    expect(stored.map((r) => [r.userId, r.systemId])).toEqual([
      [writerId!.id, 56],
      [writerId!.id, 56],
    ]);
    expect(idsOf(await t.call("fxNote", "list", {}, writer))).toEqual(expect.arrayContaining([mine.id, forged.id]));
  });

  it("are a 404 to another person, as a missing row, and never in its list", async () => {
    const { id } = await write("只给自己看");
    expect((await t.call("fxNote", "get", { id }, other)).statusCode).toBe(404);
    expect((await t.call("fxNote", "update", { id, title: "改别人的" }, other)).statusCode).toBe(404);
    expect((await t.call("fxNote", "delete", { id }, other)).statusCode).toBe(404);
    expect(idsOf(await t.call("fxNote", "list", {}, other))).not.toContain(id);
    expect((await t.call("fxNote", "get", { id }, writer)).json().data.title).toBe("只给自己看");
  });

  it("are read on the portal they were written on only", async () => {
    const { id } = await write("YYN上的备忘");
    const onAy = { ...writer, systemId: 62 };
    expect((await t.call("fxNote", "get", { id }, onAy)).statusCode).toBe(404);
    expect(idsOf(await t.call("fxNote", "list", {}, onAy))).not.toContain(id);
  });

  it("need no enterprise: a personal account writes and reads its own", async () => {
    const personal = { cookie: await t.login("13800000005") };
    const { id } = await write("个人账号的备忘", personal);
    expect((await t.call("fxNote", "get", { id }, personal)).json().data.title).toBe("个人账号的备忘");
  });

  it("are nothing to a visitor", async () => {
    const { id } = await write("访客看不到");
    expect((await t.call("fxNote", "list", {})).statusCode).toBe(401);
    expect((await t.call("fxNote", "get", { id })).statusCode).toBe(401);
    expect((await t.call("fxNote", "create", { title: "匿名" })).statusCode).toBe(401);
  });
});
