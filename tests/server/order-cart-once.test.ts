// @module-tag database
// a cart is claimed once under concurrent submits; order numbers come from a sequence
import { and, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cartItems, orderLines, orders, resourceTables, users } from "../../src/server/db/schema";
import { orderDate } from "../../src/server/operations/numbered";
import { nextOrderNo } from "../../src/server/mall/order-number";
import { testApp, type TestApp } from "../helpers/server-app";
import { dataOf, mallCall, newKey } from "./mall-api";

const ADDRESS = { name: "李春华", phone: "13800000002", region: "河北省保定市定州市", detail: "东门仓库" };

describe("one cart is ordered once, under order numbers that never collide", () => {
  let t: TestApp;
  let buyerId: number;
  beforeAll(async () => {
    t = await testApp();
    buyerId = (await t.db.select().from(users).where(eq(users.phone, "13800000002")))[0]!.id;
  });
  afterAll(() => t?.close());

  const unitsOrderedBy = async (userId: number) => {
    const [row] = (await t.db
      .select({ n: sql<string>`coalesce(sum(${orderLines.quantity}), 0)` })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.parentId))
      .where(eq(orders.buyerUserId, userId))) as [{ n: string }];
    return Number(row.n);
  };

  it("50 parallel submits of one cart from five sessions of the buyer order exactly the carted units", async () => {
    const sessions = await Promise.all(Array.from({ length: 5 }, () => t.login("13800000002")));
    const list = dataOf(await mallCall(t, "goodsSearch", { pageSize: 40 })).list as {
      id: number;
      shopId: number;
      minOrder: number | null;
    }[];
    const a = list[0]!;
    const b = list.find((g) => g.shopId !== a.shopId)!;
    // plenty of stock: only the claim on the cart lines can keep the copies from ordering them again
    await t.db
      .update(resourceTables.goods!)
      .set({ stock: 100000, minOrder: 1 })
      .where(inArray(resourceTables.goods!.id, [a.id, b.id]));
    await t.db.execute(sql`update goods_skus set stock = 100000 where parent_id in (${a.id}, ${b.id})`);
    await t.db.delete(cartItems).where(eq(cartItems.userId, buyerId));
    dataOf(await mallCall(t, "cartUpdate", { goodsId: a.id, quantity: 7 }, { cookie: sessions[0] }));
    dataOf(await mallCall(t, "cartUpdate", { goodsId: b.id, quantity: 4 }, { cookie: sessions[1] }));
    const carted = 7 + 4;
    const before = await unitsOrderedBy(buyerId);

    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        mallCall(t, "orderSave", { submitKey: newKey(), address: ADDRESS }, { cookie: sessions[i % sessions.length] }),
      ),
    );

    const placed = results.filter((r) => r.statusCode === 200);
    expect(placed).toHaveLength(1);
    expect(dataOf(placed[0]!).list).toHaveLength(2);
    const refused = results.filter((r) => r.statusCode !== 200);
    expect(refused.map((r) => [r.statusCode, r.json().msg])).toEqual(refused.map(() => [422, "请先添加货品"]));
    expect((await unitsOrderedBy(buyerId)) - before).toBe(carted);
    expect(
      await t.db
        .select()
        .from(cartItems)
        .where(and(eq(cartItems.userId, buyerId), eq(cartItems.selected, true))),
    ).toHaveLength(0);
  });

  it("a refused submit gives the claimed lines back to the cart", async () => {
    const g = dataOf(await mallCall(t, "goodsSearch", { pageSize: 1 })).list[0] as { id: number; name: string };
    const buyer = await t.login("13800000002");
    await t.db.delete(cartItems).where(eq(cartItems.userId, buyerId));
    dataOf(await mallCall(t, "cartUpdate", { goodsId: g.id, quantity: 1 }, { cookie: buyer }));
    // the stock runs out after the line went into the cart: refused after the claim, inside the transaction
    await t.db.update(resourceTables.goods!).set({ stock: 0 }).where(eq(resourceTables.goods!.id, g.id));
    const short = await mallCall(t, "orderSave", { submitKey: newKey(), address: ADDRESS }, { cookie: buyer });
    expect([short.statusCode, short.json().msg]).toEqual([422, `「${g.name}」已售罄`]);
    expect(dataOf(await mallCall(t, "cartCount", {}, { cookie: buyer })).cartCount).toBe(1);
    await t.db.update(resourceTables.goods!).set({ stock: 1000 }).where(eq(resourceTables.goods!.id, g.id));
  });

  it("mints order numbers from a sequence: 20 digits, the Beijing date first, never twice", async () => {
    const mint = async (at?: Date) =>
      ((await t.db.execute(sql`select ${nextOrderNo(at)} as no`)) as unknown as { rows: { no: string }[] }).rows[0]!.no;
    const minted = await Promise.all(Array.from({ length: 300 }, () => mint()));
    expect(new Set(minted).size).toBe(300);
    for (const no of minted) expect(no).toMatch(new RegExp(`^${orderDate()}\\d{12}$`));
    // the date is only the readable part: the same sequence value can never come back on another day either
    expect(await mint(new Date("2030-01-01T00:00:00+08:00"))).toMatch(/^20300101\d{12}$/);
  });

  it("numbers the orders of a submit with the sequence", async () => {
    const buyer = await t.login("13800000002");
    const g = dataOf(await mallCall(t, "goodsSearch", { pageSize: 1 })).list[0] as {
      id: number;
      minOrder: number | null;
    };
    const res = dataOf(
      await mallCall(
        t,
        "orderSave",
        { submitKey: newKey(), address: ADDRESS, goodsId: g.id, quantity: g.minOrder ?? 1 },
        { cookie: buyer },
      ),
    );
    expect(res.list[0].orderNo).toMatch(new RegExp(`^${orderDate()}\\d{12}$`));
  });
});
