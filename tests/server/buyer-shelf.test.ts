import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { goodsLooks, resourceTables } from "../../src/server/db/schema";
import { LOOKS_KEPT } from "../../src/server/mall/shelf-routes";
import { testApp, type TestApp } from "../helpers/server-app";
import { dataOf, mallCall } from "./mall-api";

/** 我的收藏 and 浏览记录 (spec §7 "goods look", "favorite query"): a buyer's own lists, per portal. */
let t: TestApp;
let buyer: string;
let other: string;
let onSale: { id: number; name: string }[];
beforeAll(async () => {
  t = await testApp();
  // 新农 and 康牧 have no demo history or favourites (丰收 has), so each list here holds only what the test put there
  buyer = await t.login("13800000006");
  other = await t.login("13800000003");
  onSale = dataOf(await mallCall(t, "goodsSearch", { pageSize: 10 })).list;
});
afterAll(() => t?.close());

const looks = async (cookie: string, systemId = 56) =>
  dataOf(await mallCall(t, "lookList", { pageSize: 100 }, { cookie, systemId }));
const userOf = async (cookie: string) =>
  (await t.app.inject({ method: "GET", url: "/gw/agri.user.get/1.0", headers: { cookie, systemId: "56" } })).json().data
    .id as number;

describe("浏览记录", () => {
  it("lists the goods a buyer opened, the latest visit first, each goods once", async () => {
    const [a, b] = onSale;
    for (const g of [a!, b!, a!])
      expect((await mallCall(t, "lookAdd", { goodsId: g.id }, { cookie: buyer })).statusCode).toBe(200);
    const mine = await looks(buyer);
    expect(mine.list.map((g: { id: number }) => g.id).slice(0, 2)).toEqual([a!.id, b!.id]);
    expect(mine.total).toBe(2);
    expect(mine.list[0]).toMatchObject({ name: a!.name, onSale: true, at: expect.any(String) });
  });

  it("is the buyer's own: another buyer's list holds none of it", async () => {
    expect((await looks(other)).list.map((g: { id: number }) => g.id)).not.toContain(onSale[0]!.id);
  });

  it("is the portal's own: the buyer's history on AY holds no YYN goods", async () => {
    const ay = await looks(buyer, 62);
    expect(ay.list.map((g: { id: number }) => g.id)).not.toContain(onSale[0]!.id);
  });

  it("records only goods the mall shows on this portal (another portal's goods is not found)", async () => {
    const ayGoods = dataOf(await mallCall(t, "goodsSearch", { pageSize: 1 }, { systemId: 62 })).list[0];
    expect((await mallCall(t, "lookAdd", { goodsId: ayGoods.id }, { cookie: buyer })).statusCode).toBe(404);
  });

  it(`keeps the newest ${LOOKS_KEPT} visits: the oldest drops off as a new one comes`, async () => {
    const user = await userOf(other);
    const long = Date.now() - 86_400_000;
    // old visits of goods long gone, so only the kept count matters
    await t.db.insert(goodsLooks).values(
      Array.from({ length: LOOKS_KEPT }, (_, i) => ({
        userId: user,
        goodsId: 900_000 + i,
        lookedAt: new Date(long + i * 1000),
      })),
    );
    expect((await mallCall(t, "lookAdd", { goodsId: onSale[2]!.id }, { cookie: other })).statusCode).toBe(200);
    const kept = await t.db.select().from(goodsLooks).where(eq(goodsLooks.userId, user));
    expect(kept).toHaveLength(LOOKS_KEPT);
    expect(kept.map((l) => l.goodsId)).not.toContain(900_000);
    expect(kept.map((l) => l.goodsId)).toContain(onSale[2]!.id);
  });

  it("forgets one goods, then all of them; asking to forget nothing is refused on the field", async () => {
    const none = await mallCall(t, "lookDel", {}, { cookie: buyer });
    expect([none.statusCode, none.json().errors]).toEqual([422, { goodsIds: "请选择要删除的浏览记录" }]);
    expect(dataOf(await mallCall(t, "lookDel", { goodsIds: [onSale[1]!.id] }, { cookie: buyer }))).toEqual({
      removed: 1,
    });
    expect((await looks(buyer)).list.map((g: { id: number }) => g.id)).toEqual([onSale[0]!.id]);
    dataOf(await mallCall(t, "lookDel", { all: true }, { cookie: buyer }));
    expect((await looks(buyer)).total).toBe(0);
    // another buyer's history is untouched by this one's 清空
    expect((await looks(other)).total).toBeGreaterThan(0);
  });
});

describe("我的收藏", () => {
  it("lists the buyer's favourites newest first, and one taken off sale stays listed, marked", async () => {
    const [a, b] = onSale;
    for (const g of [a!, b!]) dataOf(await mallCall(t, "favoriteAdd", { goodsId: g.id }, { cookie: buyer }));
    const listed = dataOf(await mallCall(t, "favoriteList", {}, { cookie: buyer }));
    expect(listed.list.slice(0, 2).map((g: { id: number }) => g.id)).toEqual([b!.id, a!.id]);
    const goods = resourceTables.goods!;
    await t.db
      .update(goods)
      .set({ status: "off_sale" } as never)
      .where(eq(goods.id, b!.id));
    const after = dataOf(await mallCall(t, "favoriteList", {}, { cookie: buyer }));
    expect(after.list.find((g: { id: number }) => g.id === b!.id)).toMatchObject({ onSale: false });
    expect(after.list.find((g: { id: number }) => g.id === a!.id)).toMatchObject({ onSale: true });
    await t.db
      .update(goods)
      .set({ status: "on_sale" } as never)
      .where(eq(goods.id, b!.id));
    dataOf(await mallCall(t, "favoriteDel", { goodsId: b!.id }, { cookie: buyer }));
    expect(
      dataOf(await mallCall(t, "favoriteList", {}, { cookie: buyer })).list.map((g: { id: number }) => g.id),
    ).not.toContain(b!.id);
    expect(
      dataOf(await mallCall(t, "favoriteList", {}, { cookie: other })).list.map((g: { id: number }) => g.id),
    ).not.toContain(a!.id);
  });
});

describe("为您推荐 (dsjapi.recommend.taginfo.list/1.1)", () => {
  const tags = async (cookie?: string, systemId = 56) =>
    dataOf(await mallCall(t, "recommendTags", { size: 8 }, { cookie, systemId })).list as {
      tag: string;
      reason: string;
    }[];

  it("offers a visitor the portal's popular kinds of goods, each with goods on sale", async () => {
    const offered = await tags();
    expect(offered.length).toBeGreaterThan(0);
    expect(offered.every((x) => x.reason === "popular")).toBe(true);
    for (const { tag } of offered.slice(0, 3))
      expect(dataOf(await mallCall(t, "goodsSearch", { search: tag, pageSize: 1 })).total, tag).toBeGreaterThan(0);
  });

  it("puts first what the buyer looked at and ordered", async () => {
    const g = dataOf(await mallCall(t, "goodsDetail", { id: onSale[3]!.id }));
    const tag = g.subCategory || g.category;
    // 新农 has no orders on YYN and has emptied its history above: this look is all it has
    dataOf(await mallCall(t, "lookAdd", { goodsId: g.id }, { cookie: buyer }));
    const offered = await tags(buyer);
    expect(offered[0]).toEqual({ tag, reason: "looked" });
    // 丰收 has demo orders: its first tag is one it ordered
    expect((await tags(await t.login("13800000002")))[0]!.reason).toBe("ordered");
  });

  it("refuses a size out of range on the field", async () => {
    const res = await mallCall(t, "recommendTags", { size: 99 });
    expect([res.statusCode, res.json().errors]).toEqual([422, { size: "数量最多为20" }]);
  });
});
