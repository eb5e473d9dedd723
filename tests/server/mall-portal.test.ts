import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { shops } from "../../src/server/db/schema";
import { testApp, type TestApp } from "../helpers/server-app";
import { dataOf, mallCall } from "./mall-api";

/** Around the catalogue: portal content, freight and delivery, shop coupons, favourites, the seller-center entry. */
describe("public mall catalogue", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp();
  });
  afterAll(() => t?.close());

  it("serves portal content: channels of types 1-3, floors with goods, ticker messages of types 1 and 2, news, notices", async () => {
    const channels = dataOf(await mallCall(t, "channelList"));
    expect(new Set(channels.map((c: { channelType: number }) => c.channelType))).toEqual(new Set([1, 2, 3]));
    const floors = dataOf(await mallCall(t, "floorList"));
    const goods = dataOf(await mallCall(t, "modelGoods", { floorId: floors[0].id }));
    expect(goods.list.length).toBeGreaterThan(0);
    const messages = dataOf(await mallCall(t, "messageList"));
    expect(new Set(messages.map((m: { type: number }) => m.type))).toEqual(new Set([1, 2]));
    expect(dataOf(await mallCall(t, "newsList")).total).toBeGreaterThan(3);
    expect(dataOf(await mallCall(t, "noticeList")).total).toBeGreaterThan(3);
    const otherFloor = dataOf(await mallCall(t, "floorList", {}, { systemId: 62 }))[0];
    expect((await mallCall(t, "modelGoods", { floorId: otherFloor.id }, { systemId: 56 })).statusCode).toBe(404);
  });

  it("reports freight and the delivery range of a goods", async () => {
    const breed = dataOf(await mallCall(t, "goodsSearch", { search: "母猪 50kg" }));
    const pig =
      breed.list.find((g: { deliveryRegions: string | null }) => g.deliveryRegions) ??
      dataOf(await mallCall(t, "goodsSearch", { category: "种畜禽" })).list.find(
        (g: { deliveryRegions: string | null }) => g.deliveryRegions,
      );
    expect(dataOf(await mallCall(t, "deliveryCheck", { goodsId: pig.id, region: "河南省郑州市" })).deliverable).toBe(
      true,
    );
    expect(dataOf(await mallCall(t, "deliveryCheck", { goodsId: pig.id, region: "海南省海口市" })).deliverable).toBe(
      false,
    );
    // breeding stock travels by its own truck: one 固定运费 whatever the head count
    expect(pig.freight).toBeGreaterThan(0);
    expect(dataOf(await mallCall(t, "freight", { goodsId: pig.id, quantity: 3 }))).toMatchObject({
      freightMode: "fixed",
      freight: pig.freight,
      quantity: 3,
    });
  });

  it("lets a buyer fetch a shop coupon once, with the server's msg", async () => {
    const cookie = await t.login("13800000002");
    const shops = dataOf(await mallCall(t, "shopSearch"));
    const coupons = dataOf(await mallCall(t, "shopCoupons", { shopId: shops.list[0].id }, { cookie }));
    // a stopped coupon is no longer handed out
    expect(coupons.list.map((c: { title: string }) => c.title)).not.toContain("开业满800减50");
    const couponId = coupons.list.find((c: { perUser: number }) => c.perUser === 1).id;
    expect(dataOf(await mallCall(t, "fetchCoupon", { couponId }, { cookie })).msg).toBe("领取成功");
    const again = await mallCall(t, "fetchCoupon", { couponId }, { cookie });
    expect(again.statusCode).toBe(422);
    expect(again.json().msg).toBe("您已领取过该优惠券");
    expect((await mallCall(t, "fetchCoupon", { couponId })).statusCode).toBe(401);
  });

  it("hands a coupon out up to its per-buyer limit", async () => {
    const cookie = await t.login("13800000005");
    const shops = dataOf(await mallCall(t, "shopSearch"));
    const rate = dataOf(await mallCall(t, "shopCoupons", { shopId: shops.list[0].id }, { cookie })).list.find(
      (c: { perUser: number }) => c.perUser === 2,
    );
    expect(rate).toMatchObject({ kind: "rate", fetched: false, held: 0 });
    for (let i = 0; i < 2; i++)
      expect(dataOf(await mallCall(t, "fetchCoupon", { couponId: rate.id }, { cookie })).msg).toBe("领取成功");
    const third = await mallCall(t, "fetchCoupon", { couponId: rate.id }, { cookie });
    expect(third.json().msg).toBe("该优惠券每人限领2张，您已领完");
    const after = dataOf(await mallCall(t, "shopCoupons", { shopId: shops.list[0].id }, { cookie })).list.find(
      (c: { id: number }) => c.id === rate.id,
    );
    expect(after).toMatchObject({ fetched: true, held: 2 });
  });

  it("keeps favourites per user", async () => {
    const cookie = await t.login("13800000002");
    const id = dataOf(await mallCall(t, "goodsSearch", { pageSize: 1 })).list[0].id;
    dataOf(await mallCall(t, "favoriteAdd", { goodsId: id }, { cookie }));
    expect(dataOf(await mallCall(t, "favoriteQuery", { goodsId: id }, { cookie })).favorite).toBe(true);
    expect(
      dataOf(await mallCall(t, "favoriteQuery", { goodsId: id }, { cookie: await t.login("13800000005") })).favorite,
    ).toBe(false);
    dataOf(await mallCall(t, "favoriteDel", { goodsId: id }, { cookie }));
    expect(dataOf(await mallCall(t, "favoriteQuery", { goodsId: id }, { cookie })).favorite).toBe(false);
  });

  it("tells the seller-center entry about the caller's shop on this portal", async () => {
    const seller = await t.login("13800000001");
    const yyn = dataOf(await mallCall(t, "myShop", {}, { cookie: seller, systemId: 56 }));
    expect(yyn.shop).toMatchObject({ audit: 1, shopSort: "PUBLIC" });
    const sheep = dataOf(await mallCall(t, "myShop", {}, { cookie: seller, systemId: 64 }));
    expect(sheep.shop).toMatchObject({ audit: 0 });
    const personal = dataOf(await mallCall(t, "myShop", {}, { cookie: await t.login("13800000005") }));
    expect(personal).toEqual({ enterprise: null, shop: null });
  });

  it("sends an ORDER_GOODS or ENTER_SHOP shop's seller-center entry to the outside site its portal runs them from, unless the shop names its own", async () => {
    const seller = await t.login("13800000001");
    const { shopId } = dataOf(await mallCall(t, "myShop", {}, { cookie: seller, systemId: 56 })).shop;
    const entryOf = async () => dataOf(await mallCall(t, "myShop", {}, { cookie: seller, systemId: 56 })).shop;
    try {
      await t.db
        .update(shops)
        .set({ shopSort: "ORDER_GOODS" } as never)
        .where(eq(shops.id, shopId));
      expect(await entryOf()).toMatchObject({ shopSort: "ORDER_GOODS", externalUrl: "http://dinghuo.yyn.localhost/" });
      await t.db
        .update(shops)
        .set({ shopSort: "ENTER_SHOP" } as never)
        .where(eq(shops.id, shopId));
      expect(await entryOf()).toMatchObject({ shopSort: "ENTER_SHOP", externalUrl: "http://ruzhu.yyn.localhost/" });
      await t.db
        .update(shops)
        .set({ externalUrl: "https://shop.lvye.example/" } as never)
        .where(eq(shops.id, shopId));
      expect(await entryOf()).toMatchObject({ externalUrl: "https://shop.lvye.example/" });
    } finally {
      await t.db
        .update(shops)
        .set({ shopSort: "PUBLIC", externalUrl: null } as never)
        .where(eq(shops.id, shopId));
    }
    expect(await entryOf()).toMatchObject({ shopSort: "PUBLIC", externalUrl: null });
  });
});
