// @module-tag database
// the fixture's tables are made from drizzle-kit's DDL on the test's database: both databases must take it and serve the engine on it
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fixture } from "../helpers/fixture-resources";
import { testApp, type TestApp } from "../helpers/server-app";

/**
 * An action with a form, on the engine's fixture enquiry: 发布 asks for a 发布说明, checks it like a field,
 * moves the row and keeps what the form said with the move in the row's log.
 */
let t: TestApp;
let cookie: string;

beforeAll(async () => {
  t = await testApp({ parts: fixture });
  cookie = await t.login("13800000001");
});
afterAll(() => t?.close());

async function draft(): Promise<number> {
  const res = await t.call(
    "fxEnquiry",
    "create",
    {
      title: "四月原料",
      closeAt: new Date(Date.now() + 86_400_000).toISOString(),
      lines: [{ goods: "玉米", quantity: 2 }],
    },
    { cookie },
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.id;
}

describe("an action form on a fixture resource", () => {
  it("refuses the action without its required field (422 naming it) and leaves the row where it was", async () => {
    const id = await draft();
    const res = await t.call("fxEnquiry", "publish", { id }, { cookie });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errors).toHaveProperty("remark");
    expect((await t.call("fxEnquiry", "get", { id }, { cookie })).json().data.status).toBe("draft");
  });

  it("checks the form's rules like a field's: a note over its length is refused", async () => {
    const id = await draft();
    const res = await t.call("fxEnquiry", "publish", { id, remark: "长".repeat(51) }, { cookie });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errors).toHaveProperty("remark");
  });

  it("moves the row and writes the form, with its label, to the move in the log", async () => {
    const id = await draft();
    const res = await t.call("fxEnquiry", "publish", { id, remark: "月底前交货" }, { cookie });
    expect(res.statusCode, res.body).toBe(200);
    expect((await t.call("fxEnquiry", "get", { id }, { cookie })).json().data.status).toBe("open");
    const log = (await t.call("fxEnquiry", "log", { id }, { cookie })).json().data.list;
    expect(log.at(-1)).toMatchObject({
      move: "publish",
      label: "发布",
      fromState: "draft",
      toState: "open",
      note: { remark: { label: "发布说明", value: "月底前交货" } },
    });
  });

  it("refuses it from a state it does not start from", async () => {
    const id = await draft();
    expect((await t.call("fxEnquiry", "publish", { id, remark: "第一次" }, { cookie })).statusCode).toBe(200);
    const again = await t.call("fxEnquiry", "publish", { id, remark: "第二次" }, { cookie });
    expect(again.statusCode, again.body).toBe(422);
  });
});
