// @module-tag database
// the fixture's tables are made from drizzle-kit's DDL on the test's database: both databases must take it and serve the engine on it
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fixture } from "../helpers/fixture-resources";
import { testApp, type CallOptions, type TestApp } from "../helpers/server-app";

/**
 * An owner audience creating from a row it may only read (src/core/readable-source.ts), on the engine's fixture: a
 * person asks a question of another enterprise's open enquiry. The question is the enquirer's row, the asker its
 * owner; a draft, another portal's or the asker's own enterprise's enquiry is refused.
 */
let t: TestApp;
let enquirer: CallOptions;
let asker: CallOptions;

beforeAll(async () => {
  t = await testApp({ parts: fixture });
  enquirer = { cookie: await t.login("13800000001") };
  asker = { cookie: await t.login("13800000002") };
});
afterAll(() => t?.close());

async function enquiry(publish: boolean, lines = [{ goods: "玉米", quantity: 9 }]): Promise<number> {
  const res = await t.call(
    "fxEnquiry",
    "create",
    {
      title: "六月玉米",
      closeAt: new Date(Date.now() + 86_400_000).toISOString(),
      lines,
    },
    enquirer,
  );
  expect(res.statusCode, res.body).toBe(200);
  const id = res.json().data.id as number;
  if (publish) expect((await t.call("fxEnquiry", "publish", { id, remark: "欢迎" }, enquirer)).statusCode).toBe(200);
  return id;
}

const ask = (payload: Record<string, unknown>, o: CallOptions = {}) =>
  t.call("fxAsk", "audience:asker:create", payload, o);
const idsOf = (res: Awaited<ReturnType<TestApp["call"]>>) =>
  (res.json().data.list as { id: number }[]).map((x) => x.id);

describe("creating from a row the caller may only read", () => {
  it("makes the source row's enterprise's row, owned by the caller, with the source's copies", async () => {
    const enquiryId = await enquiry(true);
    const res = await ask({ enquiryId, question: "是否含税？", enquiryTitle: "改过的标题" }, asker);
    expect(res.statusCode, res.body).toBe(200);
    const row = res.json().data;
    expect(row).toMatchObject({ enquiryId, enquiryTitle: "六月玉米", question: "是否含税？", status: "asked" });
    expect(row.enterpriseName).toBe("绿野饲料有限公司");
    // the enquirer works it as its own row; the asker reads it through its audience, and its log names the create
    expect(idsOf(await t.call("fxAsk", "list", { pageSize: 200 }, enquirer))).toContain(row.id);
    expect(idsOf(await t.call("fxAsk", "audience:asker:list", { pageSize: 200 }, asker))).toContain(row.id);
    const log = (await t.call("fxAsk", "audience:asker:log", { id: row.id }, asker)).json().data.list;
    expect(log[0]).toMatchObject({ move: "create", label: "提问" });
  });

  it("lets the enquirer answer, and the asker reads the answer", async () => {
    const id = (await ask({ enquiryId: await enquiry(true), question: "几号交货？" }, asker)).json().data.id;
    expect((await t.call("fxAsk", "answer", { id, answer: "五日内" }, enquirer)).statusCode).toBe(200);
    const got = (await t.call("fxAsk", "audience:asker:get", { id }, asker)).json().data;
    expect(got).toMatchObject({ status: "answered", answer: "五日内" });
  });

  it("refuses a row the caller may not read as missing: a draft, another portal's, and a visitor must log in", async () => {
    const draft = await enquiry(false);
    expect((await ask({ enquiryId: draft, question: "草稿？" }, asker)).statusCode).toBe(404);
    const open = await enquiry(true);
    expect((await ask({ enquiryId: open, question: "别的门户？" }, { ...asker, systemId: 62 })).statusCode).toBe(404);
    expect((await ask({ enquiryId: 999_999, question: "没有？" }, asker)).statusCode).toBe(404);
    expect((await ask({ enquiryId: open, question: "游客？" })).statusCode).toBe(401);
  });

  it("refuses the caller's own enterprise's row, and names the fields an empty form misses", async () => {
    const open = await enquiry(true);
    const own = await ask({ enquiryId: open, question: "自问？" }, enquirer);
    expect([own.statusCode, own.json().errors]).toEqual([422, { enquiryId: "不能对本企业的询价单提问" }]);
    const empty = await ask({ enquiryId: open }, asker);
    expect([empty.statusCode, empty.json().errors]).toEqual([422, { question: "请输入问题" }]);
    expect((await ask({}, asker)).json().errors).toEqual({ enquiryId: expect.any(String) });
  });

  it("asks which line of the source a row is about, and copies that line's columns", async () => {
    const id = await enquiry(true, [
      { goods: "玉米", quantity: 9 },
      { goods: "豆粕", quantity: 3 },
    ]);
    const unpicked = await ask({ enquiryId: id, question: "哪一项？" }, asker);
    expect([unpicked.statusCode, unpicked.json().errors]).toEqual([422, { lineId: "请选择询价品名" }]);
    const foreign = await ask({ enquiryId: id, lineId: 999_999, question: "别的？" }, asker);
    expect(foreign.json().errors).toEqual({ lineId: "询价品名不存在，请重新选择" });
    const lines = (await t.call("fxEnquiry", "get", { id }, enquirer)).json().data.lines as { id: number }[];
    const made = await ask({ enquiryId: id, lineId: lines[1]!.id, question: "豆粕几号交？", goods: "改过" }, asker);
    expect(made.json().data).toMatchObject({ lineId: lines[1]!.id, goods: "豆粕" });
    // a source of one line needs no pick
    const single = await ask({ enquiryId: await enquiry(true), question: "含税？" }, asker);
    expect(single.json().data).toMatchObject({ goods: "玉米" });
  });

  it("refuses a personal account where only an enterprise may create", async () => {
    const res = await ask(
      { enquiryId: await enquiry(true), question: "个人？" },
      { cookie: await t.login("13800000005") },
    );
    expect([res.statusCode, res.json().msg]).toEqual([422, "个人账号不能提问，请以企业身份登录"]);
  });
});
