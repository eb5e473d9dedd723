import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testApp, type TestApp } from "../helpers/server-app";
import { dataOf, mallCall } from "./mall-api";

describe("进货车", () => {
  let t: TestApp;
  let buyer: string;
  let goods: { id: number; stock: number; shopId: number }[];
  beforeAll(async () => {
    t = await testApp();
    buyer = await t.login("13800000002");
    goods = dataOf(await mallCall(t, "goodsSearch", { pageSize: 50, sort: "new" })).list;
  });
  afterAll(() => t?.close());

  it("is 0 for anonymous callers and a new user, and needs login to read", async () => {
    expect(dataOf(await mallCall(t, "cartCount")).cartCount).toBe(0);
    expect(dataOf(await mallCall(t, "cartCount", {}, { cookie: await t.login("13800000005") })).cartCount).toBe(0);
    expect((await mallCall(t, "cartList")).statusCode).toBe(401);
    expect((await mallCall(t, "cartUpdate", { goodsId: goods[0]!.id })).statusCode).toBe(401);
  });

  it("adds goods, merges repeats into one line, counts lines and groups them by shop", async () => {
    const a = goods[0]!;
    const b = goods.find((g) => g.shopId !== a.shopId)!;
    dataOf(await mallCall(t, "cartUpdate", { goodsId: a.id, quantity: 2 }, { cookie: buyer }));
    dataOf(await mallCall(t, "cartUpdate", { goodsId: a.id, quantity: 3 }, { cookie: buyer }));
    dataOf(await mallCall(t, "cartUpdate", { goodsId: b.id, quantity: 1 }, { cookie: buyer }));
    expect(dataOf(await mallCall(t, "cartCount", {}, { cookie: buyer })).cartCount).toBe(2);
    const cart = dataOf(await mallCall(t, "cartList", {}, { cookie: buyer }));
    expect(cart.list).toHaveLength(2);
    const lineA = cart.list
      .flatMap((s: { lines: unknown[] }) => s.lines)
      .find((l: { goodsId: number }) => l.goodsId === a.id);
    expect(lineA.quantity).toBe(5);
  });

  it("edits quantity within stock, selects, and deletes only the caller's own lines", async () => {
    const cart = dataOf(await mallCall(t, "cartList", {}, { cookie: buyer }));
    const line = cart.list[0].lines[0];
    expect(dataOf(await mallCall(t, "cartQuantity", { id: line.id, quantity: 7 }, { cookie: buyer })).quantity).toBe(7);
    const over = await mallCall(t, "cartQuantity", { id: line.id, quantity: line.stock + 1 }, { cookie: buyer });
    expect(over.statusCode).toBe(422);
    expect(over.json().errors.quantity).toContain("库存不足");
    expect((await mallCall(t, "cartQuantity", { id: line.id, quantity: 0 }, { cookie: buyer })).statusCode).toBe(422);
    dataOf(await mallCall(t, "cartUpdate", { ids: [line.id], selected: false }, { cookie: buyer }));
    const after = dataOf(await mallCall(t, "cartList", {}, { cookie: buyer }));
    expect(after.list[0].lines[0].selected).toBe(false);
    // another user cannot touch it
    const other = await t.login("13800000001");
    expect((await mallCall(t, "cartQuantity", { id: line.id, quantity: 1 }, { cookie: other })).statusCode).toBe(404);
    expect(dataOf(await mallCall(t, "cartDel", { ids: String(line.id) }, { cookie: other })).ids).toEqual([]);
    expect(dataOf(await mallCall(t, "cartDel", { ids: String(line.id) }, { cookie: buyer })).ids).toEqual([line.id]);
    expect(dataOf(await mallCall(t, "cartCount", {}, { cookie: buyer })).cartCount).toBe(1);
  });

  it("is per portal: the AY cart is separate, and a portal outside the user's tags is refused", async () => {
    expect(dataOf(await mallCall(t, "cartCount", {}, { cookie: buyer, systemId: 62 })).cartCount).toBe(0);
    expect((await mallCall(t, "cartList", {}, { cookie: buyer, systemId: 63 })).statusCode).toBe(403);
    // another portal's goods cannot be added here
    const ay = dataOf(await mallCall(t, "goodsSearch", { pageSize: 1 }, { systemId: 62 })).list[0];
    expect((await mallCall(t, "cartUpdate", { goodsId: ay.id }, { cookie: buyer, systemId: 56 })).statusCode).toBe(404);
  });

  it("rejects adding more than the stock and bad input with 422", async () => {
    const g = goods[3]!;
    const res = await mallCall(t, "cartUpdate", { goodsId: g.id, quantity: g.stock + 1 }, { cookie: buyer });
    expect(res.statusCode).toBe(422);
    expect((await mallCall(t, "cartUpdate", { goodsId: "abc" }, { cookie: buyer })).statusCode).toBe(422);
    expect((await mallCall(t, "cartDel", {}, { cookie: buyer })).statusCode).toBe(422);
  });
});
