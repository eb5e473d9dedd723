import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resourceByName, resources } from "../../resources";
import { actorFor } from "../helpers/server-actors";
import { refIdsFor } from "../helpers/server-refs";
import { samplePayload } from "../helpers/server-samples";
import { withRoom } from "../helpers/open-room";
import { roomFor } from "../helpers/single-room";
import { madeRow } from "../helpers/server-rows";
import { testApp, type CallOptions, type TestApp } from "../helpers/server-app";

let t: TestApp;
let cookie: string;

beforeAll(async () => {
  t = await testApp();
  cookie = await t.login("13800000001");
});
afterAll(() => t?.close());

const refsOf = new Map<number, Record<string, number>>();
/** Who made each row: the demo seller, or for a one-per-enterprise resource whoever has room for it. */
const madeBy = new Map<string, CallOptions>();

async function create(name: string, extra: Record<string, unknown> = {}) {
  const r = resourceByName(name);
  if (!r.endpoints.create) {
    // made elsewhere (a buyer places the order) in the flow's first state, for 绿野
    const id = (await madeRow(t, r, "13800000001"))!;
    refsOf.set(id, {});
    madeBy.set(`${name}:${id}`, { cookie });
    return (await t.call(name, "get", { id }, { cookie })).json().data;
  }
  const as = await roomFor(t, r, { cookie });
  const refIds = await refIdsFor(t, r, as);
  const res = await t.call(name, "create", await withRoom(t, r, { ...samplePayload(r, refIds), ...extra }, as), as);
  expect(res.statusCode, res.body).toBe(200);
  refsOf.set(res.json().data.id, refIds);
  madeBy.set(`${name}:${res.json().data.id}`, as);
  return res.json().data;
}

/** Every (resource, action) whose `from` leaves out the flow's initial state: illegal on a new row. */
const illegalFromInitial = resources.flatMap((r) =>
  Object.entries(r.actions ?? {})
    .filter(([, a]) => !a.from.includes(r.flow!.initial))
    .map(([name]) => [`${r.name}.${name}`, r.name, name] as const),
);

describe("state machines", () => {
  it.each(illegalFromInitial)("%s on a new row → 422 当前状态不允许此操作", async (_n, resource, action) => {
    const row = await create(resource);
    const r = resourceByName(resource);
    // an action run by an audience is tried by its reader; a row that audience does not read yet is missing to it
    const by = r.actions![action]!.by;
    const owner = madeBy.get(`${resource}:${row.id}`)!;
    const who = await actorFor(t, r, action, refsOf.get(row.id)!, owner, row.id);
    const res = await t.call(resource, action, { id: row.id }, who);
    if (by !== undefined && !r.audiences![by]!.states.includes(r.flow!.initial))
      expect([res.statusCode, res.json()]).toEqual([404, { code: 404, msg: "记录不存在" }]);
    else expect([res.statusCode, res.json()]).toEqual([422, { code: 422, msg: "当前状态不允许此操作" }]);
    const after = (await t.call(resource, "get", { id: row.id }, owner)).json().data;
    expect(after.status).toBe(row.status);
  });

  it("goods on sale stamps onSaleAt, cannot be edited or deleted until taken off sale", async () => {
    const g = await create("goods");
    const on = (await t.call("goods", "onSale", { id: g.id }, { cookie })).json().data;
    expect(on.status).toBe("on_sale");
    expect(new Date(on.onSaleAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
    const edit = await t.call("goods", "update", { id: g.id, name: "改名" }, { cookie });
    expect([edit.statusCode, edit.json().msg]).toEqual([422, "当前状态不允许修改"]);
    const del = await t.call("goods", "delete", { id: g.id }, { cookie });
    expect([del.statusCode, del.json().msg]).toEqual([422, "当前状态不允许删除"]);
    expect((await t.call("goods", "offSale", { id: g.id }, { cookie })).json().data.status).toBe("off_sale");
    expect((await t.call("goods", "delete", { id: g.id }, { cookie })).statusCode).toBe(200);
  });

  it("bid order: draft → quoting → hung → quoting → finished, then frozen", async () => {
    const o = await create("bidOrder");
    for (const [action, to] of [
      ["publish", "quoting"],
      ["hang", "hung"],
      ["resume", "quoting"],
      ["finish", "finished"],
    ]) {
      const res = await t.call(
        "bidOrder",
        action!,
        { id: o.id, ...(action === "hang" ? { reason: "采购需求调整" } : {}) },
        { cookie },
      );
      expect(res.json().data.status).toBe(to);
    }
    expect((await t.call("bidOrder", "publish", { id: o.id }, { cookie })).statusCode).toBe(422);
    expect((await t.call("bidOrder", "update", { id: o.id, title: "改" }, { cookie })).statusCode).toBe(422);
    expect((await t.call("bidOrder", "delete", { id: o.id }, { cookie })).statusCode).toBe(422);
  });
});

describe("server hooks", () => {
  it("bidOrder numbers follow platform_code and the day: ZB…0001, XJ…0002", async () => {
    const zb = await create("bidOrder", { platform_code: "ZB" });
    const xj = await create("bidOrder", { platform_code: "XJ" });
    expect(zb.orderNo).toMatch(/^ZB\d{8}\d{4}$/);
    expect(xj.orderNo).toMatch(/^XJ\d{8}\d{4}$/);
    expect(Number(xj.orderNo.slice(10))).toBe(Number(zb.orderNo.slice(10)) + 1);
    const switched = (await t.call("bidOrder", "update", { id: zb.id, platform_code: "XJ" }, { cookie })).json().data;
    expect(switched.orderNo).toBe(`XJ${zb.orderNo.slice(2)}`);
  });

  it("a new default factory clears the previous default", async () => {
    const f = await create("factory", { isDefault: true });
    const list = (await t.call("factory", "list", { pageSize: 200 }, { cookie })).json().data.list;
    expect(list.filter((x: { isDefault: boolean }) => x.isDefault).map((x: { id: number }) => x.id)).toEqual([f.id]);
  });

  it("a shop classify's parent must be top-level and not itself", async () => {
    const top = await create("shopClassify");
    const child = await create("shopClassify", { parentId: top.id });
    expect(child.refLabels.parentId).toBe(top.name);
    const grand = await t.call(
      "shopClassify",
      "create",
      { ...samplePayload(resourceByName("shopClassify")), parentId: child.id },
      { cookie },
    );
    expect([grand.statusCode, grand.json().errors]).toEqual([422, { parentId: "上级分类只能选择一级分类" }]);
    const self = await t.call("shopClassify", "update", { id: top.id, parentId: top.id }, { cookie });
    expect([self.statusCode, self.json().errors]).toEqual([422, { parentId: "上级分类不能是自己" }]);
    const orphaning = await t.call("shopClassify", "delete", { id: top.id }, { cookie });
    expect(orphaning.statusCode).toBe(422);
  });

  it("an auction must end after it starts", async () => {
    const r = resourceByName("auction");
    const base = samplePayload(r, await refIdsFor(t, r, { cookie }));
    const res = await t.call(
      "auction",
      "create",
      {
        ...base,
        startTime: new Date(Date.now() + 5 * 86_400_000).toISOString(),
        endTime: new Date(Date.now() + 4 * 86_400_000).toISOString(),
      },
      { cookie },
    );
    expect([res.statusCode, res.json().errors]).toEqual([422, { endTime: "结束时间必须晚于开始时间" }]);
    const a = await create("auction");
    expect(a.currentPrice).toBe(a.startPrice);
    const upd = await t.call(
      "auction",
      "update",
      {
        id: a.id,
        startTime: new Date(Date.now() + 20 * 86_400_000).toISOString(),
        endTime: new Date(Date.now() + 10 * 86_400_000).toISOString(),
      },
      { cookie },
    );
    expect(upd.json().errors).toEqual({ endTime: "结束时间必须晚于开始时间" });
    // an end already past is refused as such
    const past = await t.call("auction", "update", { id: a.id, endTime: "2020-01-01T00:00:00Z" }, { cookie });
    expect(past.json().errors).toEqual({ endTime: "结束时间必须晚于当前时间" });
  });

  it("an employee is linked to the account with its phone, one per phone", async () => {
    const dup = await t.call("employee", "create", { name: "重复", phone: "13800000004" }, { cookie });
    expect([dup.statusCode, dup.json().errors]).toEqual([422, { phone: "该手机号已是本企业员工" }]);
  });

  it("role names are unique within the enterprise", async () => {
    const res = await t.call("role", "create", { name: "招标专员" }, { cookie });
    expect([res.statusCode, res.json().errors]).toEqual([422, { name: "角色名称已存在" }]);
  });
});
