import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../src/server/db/schema";
import { testApp, type TestApp } from "../helpers/server-app";
import { dataOf, mallCall } from "./mall-api";

/**
 * Joining a portal (docs/portals.md): a logged-in person outside an open portal browses it as a visitor, and joins
 * it to buy there; a portal of closed registration cannot be joined this way.
 */
const AY = 62;
const SLXH = 63;
const SHEEP = 64;
const TJ = 65;
const REFUSED = "您未授权登录系统,请联系客服人员";

let t: TestApp;
let outsider: string;
let buyer: string;
const tagsOf = async (phone: string) =>
  (await t.db.select({ tags: users.tags }).from(users).where(eq(users.phone, phone)))[0]!.tags;

beforeAll(async () => {
  t = await testApp();
  outsider = await t.login("13800000003"); // not a member of AY
  buyer = await t.login("13800000002"); // not a member of SLXH, SHEEP or TJ
});
afterAll(() => t?.close());

describe("joining an open portal", () => {
  it("shows a non-member an empty cart badge instead of refusing the page", async () => {
    const res = await mallCall(t, "cartCount", { platformtype: "AY" }, { cookie: outsider, systemId: AY });
    expect([res.statusCode, res.json().data]).toEqual([200, { cartCount: 0 }]);
  });

  it("adds the portal's tag on joining, after which the goods goes into the cart", async () => {
    const goods = dataOf(await mallCall(t, "goodsSearch", { pageSize: 5 }, { systemId: AY })).list[0];
    const add = { goodsId: goods.id, quantity: goods.minOrder ?? 1 };
    const before = await mallCall(t, "cartUpdate", add, { cookie: outsider, systemId: AY });
    expect([before.statusCode, before.json().msg]).toEqual([403, REFUSED]);

    const joined = dataOf(await mallCall(t, "portalJoin", {}, { cookie: outsider, systemId: AY }));
    expect(joined).toMatchObject({ systemId: AY, joined: true });
    expect(joined.tags).toContain(AY);
    expect(await tagsOf("13800000003")).toEqual(expect.arrayContaining([AY, 56, 63, 64, 65, 66]));

    expect((await mallCall(t, "cartUpdate", add, { cookie: outsider, systemId: AY })).statusCode).toBe(200);
    expect(dataOf(await mallCall(t, "cartCount", {}, { cookie: outsider, systemId: AY }))).toEqual({ cartCount: 1 });
  });

  it("joins once: a second join leaves the tags as they were", async () => {
    const tags = await tagsOf("13800000003");
    expect(dataOf(await mallCall(t, "portalJoin", {}, { cookie: outsider, systemId: AY }))).toMatchObject({
      joined: false,
    });
    expect(await tagsOf("13800000003")).toEqual(tags);
  });

  it("lets anyone logged in join TJ, an open portal", async () => {
    expect(dataOf(await mallCall(t, "portalJoin", {}, { cookie: buyer, systemId: TJ }))).toMatchObject({
      joined: true,
    });
    expect(await tagsOf("13800000002")).toContain(TJ);
  });

  it.each([SLXH, SHEEP])("refuses to join %s, a portal of closed registration, and adds no tag", async (systemId) => {
    const before = await tagsOf("13800000002");
    const res = await mallCall(t, "portalJoin", {}, { cookie: buyer, systemId });
    expect([res.statusCode, res.json().msg]).toEqual([403, REFUSED]);
    expect(await tagsOf("13800000002")).toEqual(before);
    expect(before).not.toContain(systemId);
  });

  it("asks a visitor to log in first", async () => {
    const res = await mallCall(t, "portalJoin", {}, { systemId: AY });
    expect(res.statusCode).toBe(401);
  });
});
