import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MALL, type MallEndpoint, type MallKey } from "../../src/core/mall-endpoints";
import { enterpriseMessages, enterprises, orders } from "../../src/server/db/schema";
import { testApp, type TestApp } from "../helpers/server-app";
import { dataOf, mallCall, newKey } from "./mall-api";

/**
 * Every mall call of the catalogue (src/core/mall-endpoints.ts): those for a logged-in buyer answer 401 to a
 * visitor and 403 on a portal outside the user's tags; those naming a row of the caller's own (`owns`) answer
 * 404 to another buyer and leave the row as it was; public calls ask no one to log in, on any portal. A new call is
 * covered by declaring it, not by editing this.
 */
let t: TestApp;
let owner: string;
let stranger: string;
const rows: Partial<Record<NonNullable<MallEndpoint["owns"]>["row"], number>> = {};

const keys = Object.keys(MALL) as MallKey[];
const withLogin = keys.filter((k) => MALL[k].login);
const open = keys.filter((k) => !MALL[k].login);
const owning = keys.filter((k) => MALL[k].owns);

/** A payload the call would accept from the row's owner, so only whose the row is decides the answer. */
const VALID: Partial<Record<MallKey, Record<string, unknown>>> = {
  orderStatus: { action: "confirm" },
  orderAddress: { addressId: 1 },
};

const tables = { order: orders, message: enterpriseMessages };
const snapshot = async (row: keyof typeof tables, id: number) =>
  JSON.stringify(await t.db.select().from(tables[row]).where(eq(tables[row].id, id)));

beforeAll(async () => {
  t = await testApp();
  owner = await t.login("13800000002");
  stranger = await t.login("13800000003");
  // 丰收's own rows: an order it placed at 绿野's shop, a buy intent answered, a message to its enterprise
  const goods = dataOf(await mallCall(t, "goodsSearch", { search: "绿野", pageSize: 20 })).list.find(
    (g: { shopName: string }) => g.shopName.includes("绿野"),
  );
  const address = { name: "李春华", phone: "13800000002", region: "河北省保定市定州市", detail: "东门仓库" };
  rows.order = dataOf(
    await mallCall(
      t,
      "orderSave",
      { submitKey: newKey(), address, goodsId: goods.id, quantity: goods.minOrder ?? 1 },
      { cookie: owner },
    ),
  ).list[0].id;
  const [fengshou] = await t.db.select().from(enterprises).where(eq(enterprises.name, "丰收牧业合作社"));
  rows.message = (
    await t.db
      .select()
      .from(enterpriseMessages)
      .where(and(eq(enterpriseMessages.enterpriseId, fengshou!.id), eq(enterpriseMessages.systemId, 56)))
  )[0]!.id;
});
afterAll(() => t?.close());

describe("mall calls, who may make them", () => {
  it("has calls of each kind to check", () => {
    expect(withLogin.length).toBeGreaterThan(10);
    expect(open).toContain("childAreas");
    expect(owning.length).toBeGreaterThan(5);
    for (const k of owning)
      expect(rows[MALL[k].owns!.row], `a row of ${MALL[k].owns!.row} for ${k}`).toEqual(expect.any(Number));
  });

  it.each(withLogin)("%s: a visitor → 401 请先登录", async (k) => {
    const res = await mallCall(t, k, { id: 1 });
    expect([res.statusCode, res.json().msg]).toEqual([401, "请先登录"]);
  });

  // a public call may still refuse its payload (422) or find no row (404), never ask who calls
  it.each(open)("%s: public, a visitor on any portal is answered without 401 or 403", async (k) => {
    for (const systemId of [56, 63]) {
      // a stream stays open for as long as the page does: ask for its first message only
      const res = await mallCall(t, k, MALL[k].stream ? { id: 1, once: 1 } : { id: 1 }, { systemId });
      expect([401, 403], `${k} on ${systemId}: ${res.body}`).not.toContain(res.statusCode);
      expect(res.statusCode, `${k} on ${systemId}: ${res.body}`).toBeLessThan(500);
    }
  });

  // a person logged in on an open portal they have not joined sees what a visitor sees: the header, the goods, the
  // halls; only what needs membership refuses (and the page offers to join)
  it.each(open)("%s: public, a logged-in non-member of an open portal is answered without 401 or 403", async (k) => {
    const res = await mallCall(t, k, MALL[k].stream ? { id: 1, once: 1 } : { id: 1 }, {
      cookie: stranger,
      systemId: 62,
    });
    expect([401, 403], `${k} on 62: ${res.body}`).not.toContain(res.statusCode);
    expect(res.statusCode, `${k} on 62: ${res.body}`).toBeLessThan(500);
  });

  it.each(withLogin)("%s: a portal outside the user's tags → 403", async (k) => {
    const res = await mallCall(t, k, { id: 1 }, { cookie: owner, systemId: 63 });
    expect([res.statusCode, res.json().msg]).toEqual([403, "您未授权登录系统,请联系客服人员"]);
  });

  it.each(owning)("%s: another buyer's row → 404, and the row is left as it was", async (k) => {
    const { key, row } = MALL[k].owns!;
    const id = rows[row]!;
    const before = await snapshot(row, id);
    const res = await mallCall(t, k, { ...VALID[k], [key]: id }, { cookie: stranger });
    expect([res.statusCode, res.json().msg]).toEqual([404, "记录不存在"]);
    expect(await snapshot(row, id)).toBe(before);
    // the row's own buyer is not refused for whose the row is (a move may still be illegal in its state: 422, or
    // ask for the amount to be confirmed: 409)
    const mine = await mallCall(t, k, { ...VALID[k], [key]: id }, { cookie: owner, systemId: 56 });
    expect([200, 409, 422], `${k} as the owner: ${mine.body}`).toContain(mine.statusCode);
  });
});
