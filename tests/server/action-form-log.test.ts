import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resourceByName, resources } from "../../resources";
import type { Resource } from "../../src/core/define-resource";
import { requiredMessage } from "../../src/core/field-rules";
import { routeTo } from "../../src/core/flows/transition";
import { validActionForm } from "../helpers/field-values";
import { actorFor } from "../helpers/server-actors";
import { refIdsFor } from "../helpers/server-refs";
import { samplePayload } from "../helpers/server-samples";
import { withRoom } from "../helpers/open-room";
import { madeRow } from "../helpers/server-rows";
import { roomFor } from "../helpers/single-room";
import { testApp, type TestApp } from "../helpers/server-app";

let t: TestApp;
let lvye: string;
let kangmu: string;

beforeAll(async () => {
  t = await testApp();
  lvye = await t.login("13800000001");
  kangmu = await t.login("13800000003");
});
afterAll(() => t?.close());

const bidOrder = resourceByName("bidOrder");

async function publishedTender() {
  const made = await t.call(
    "bidOrder",
    "create",
    samplePayload(bidOrder, await refIdsFor(t, bidOrder, { cookie: lvye })),
    { cookie: lvye },
  );
  expect(made.statusCode, made.body).toBe(200);
  const id = made.json().data.id as number;
  expect((await t.call("bidOrder", "publish", { id }, { cookie: lvye })).statusCode).toBe(200);
  return id;
}

/** A fresh row of the demo seller moved, by the shortest run of actions, to a state where `action` may start. */
async function rowReadyFor(r: Resource, action: string) {
  if (!r.endpoints.create) {
    // made elsewhere (a buyer's order), straight in a state the action starts from
    const a = r.actions![action]!;
    const id = (await madeRow(t, r, "13800000001", a.from[0], a.when))!;
    const owner = { cookie: lvye };
    // an action of another party (the buyer's 填写退货物流) is run by that party
    const actor = a.by === undefined ? owner : await actorFor(t, r, action, {}, owner, id);
    return { id, actor, owner, state: (await t.call(r.name, "get", { id }, owner)).json().data[r.flow!.field] };
  }
  const owner = await roomFor(t, r, { cookie: lvye });
  const refIds = await refIdsFor(t, r, owner);
  const made = await t.call(r.name, "create", await withRoom(t, r, samplePayload(r, refIds), owner), owner);
  expect(made.statusCode, made.body).toBe(200);
  const id = made.json().data.id as number;
  for (const step of routeTo(r, r.flow!.initial, r.actions![action]!.from[0]!)!) {
    const form = validActionForm(r.actions![step]!.form);
    expect(
      (await t.call(r.name, step, { id, ...form }, await actorFor(t, r, step, refIds, owner, id))).statusCode,
    ).toBe(200);
  }
  const actor = await actorFor(t, r, action, refIds, owner, id);
  return { id, actor, owner, state: (await t.call(r.name, "get", { id }, owner)).json().data[r.flow!.field] };
}

/**
 * Every action whose form asks for values, across resources: its required fields are required on the wire too. A
 * form that only picks lines (接受报价's 接受明细) is not among them: left out, it picks every line.
 */
const withForms = resources.flatMap((r) =>
  Object.entries(r.actions ?? {})
    .filter(([, a]) => Object.values(a.form ?? {}).some((f) => f.required && f.type !== "picks"))
    .map(([name, a]) => [`${r.name}.${name}`, r, name, a] as const),
);

describe("actions that carry a form", () => {
  it("the engine has at least one, so this matrix runs", () => expect(withForms.length).toBeGreaterThan(0));

  // lines to pick left out pick every line (see line-picks.test.ts); sent empty they are required like the rest
  it.each(withForms)(
    "%s without its form values → 422 naming each required field, state unchanged",
    async (_n, r, name, action) => {
      const { id, state, actor, owner } = await rowReadyFor(r, name);
      const res = await t.call(r.name, name, { id }, actor);
      const required = Object.entries(action.form!).filter(([, f]) => f.required && f.type !== "picks");
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual(Object.fromEntries(required.map(([k, f]) => [k, requiredMessage(f)])));
      expect((await t.call(r.name, "get", { id }, owner)).json().data[r.flow!.field]).toBe(state);
    },
  );

  it("延长截止 writes the new deadline to the tender and keeps the reason with the move", async () => {
    const id = await publishedTender();
    // a week past the deadline it has: 延长截止 only moves a deadline later
    const before = (await t.call("bidOrder", "get", { id }, { cookie: lvye })).json().data.quoteEnd as string;
    const quoteEnd = new Date(new Date(before).getTime() + 7 * 86_400_000).toISOString();
    const res = await t.call(
      "bidOrder",
      "extend",
      { id, quoteEnd, reason: "供应商申请延期备货报价" },
      { cookie: lvye },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(new Date(res.json().data.quoteEnd).toISOString()).toBe(quoteEnd);

    const log = (await t.call("bidOrder", "log", { id }, { cookie: lvye })).json().data.list;
    expect(log.map((m: { move: string }) => m.move)).toEqual(["create", "publish", "extend"]);
    expect(log[2]).toMatchObject({
      label: "延长截止",
      fromState: "quoting",
      toState: "quoting",
      userName: "王建国",
      note: { quoteEnd: { label: "新的报价截止时间" }, reason: { label: "延期原因", value: "供应商申请延期备货报价" } },
    });
  });

  it("a malformed form value is a 422 on that field, nothing written", async () => {
    const id = await publishedTender();
    const before = (await t.call("bidOrder", "get", { id }, { cookie: lvye })).json().data.quoteEnd;
    const res = await t.call(
      "bidOrder",
      "extend",
      { id, quoteEnd: "下周一", reason: "长".repeat(201) },
      { cookie: lvye },
    );
    expect(res.json().errors).toEqual({ quoteEnd: "新的报价截止时间格式不正确", reason: "延期原因不能超过200个字" });
    expect((await t.call("bidOrder", "get", { id }, { cookie: lvye })).json().data.quoteEnd).toBe(before);
    expect((await t.call("bidOrder", "log", { id }, { cookie: lvye })).json().data.list).toHaveLength(2);
  });

  it("another enterprise can neither read the log nor run the action (404)", async () => {
    const id = await publishedTender();
    expect((await t.call("bidOrder", "log", { id }, { cookie: kangmu })).statusCode).toBe(404);
    expect(
      (await t.call("bidOrder", "extend", { id, quoteEnd: "2099-01-15T02:00:00Z", reason: "越权" }, { cookie: kangmu }))
        .statusCode,
    ).toBe(404);
  });
});

describe("seeded history", () => {
  it("every seeded tender's log starts with 新增 and ends in the state the tender is in", async () => {
    const list = (await t.call("bidOrder", "list", { pageSize: 200 }, { cookie: lvye })).json().data.list as {
      id: number;
      status: string;
    }[];
    expect(list.length).toBeGreaterThan(3);
    for (const row of list) {
      const moves = (await t.call("bidOrder", "log", { id: row.id }, { cookie: lvye })).json().data.list as {
        move: string;
        toState: string;
      }[];
      expect(moves[0]!.move).toBe("create");
      expect(moves.at(-1)!.toState).toBe(row.status);
    }
  });

  it("a seeded hung tender says why it was hung", async () => {
    const list = (await t.call("bidOrder", "list", { status: "hung" }, { cookie: lvye })).json().data.list as {
      id: number;
    }[];
    const moves = (await t.call("bidOrder", "log", { id: list[0]!.id }, { cookie: lvye })).json().data.list as {
      move: string;
      note: unknown;
    }[];
    expect(moves.find((m) => m.move === "hang")!.note).toEqual({
      reason: { label: "挂起原因", value: "采购需求调整，待重新确认数量" },
    });
  });
});
