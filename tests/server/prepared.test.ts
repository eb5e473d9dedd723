// @module-tag database
// prepared statements are the driver's own: each database keeps them per connection
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../src/server/db/client";
import { prepared, statement } from "../../src/server/db/prepared";
import { cartItems, users } from "../../src/server/db/schema";
import { testApp, type TestApp } from "../helpers/server-app";

// a statement a submit sends inside its transaction, built once for the whole process
const cartOf = (db: Db) =>
  db
    .select({ quantity: cartItems.quantity })
    .from(cartItems)
    .where(eq(cartItems.userId, sql.placeholder("userId")))
    .prepare("test_prepared_cart_of");

describe("a statement built once runs where it is asked to", () => {
  let t: TestApp;
  let buyerId: number;
  beforeAll(async () => {
    t = await testApp();
    buyerId = (await t.db.select().from(users).where(eq(users.phone, "13800000002")))[0]!.id;
    await t.db.delete(cartItems).where(eq(cartItems.userId, buyerId));
  });
  afterAll(() => t?.close());

  const quantities = async (exec: Db) =>
    (await prepared(exec, "test_prepared_cart_of", cartOf).execute({ userId: buyerId })).map((r) => r.quantity);

  it("inside a transaction it sees the transaction's own writes, and outside it does not see them before the commit", async () => {
    const [g] = (
      (await t.db.execute(
        sql`select parent_id as "goodsId", id as "skuId" from goods_skus order by id limit 1`,
      )) as unknown as { rows: { goodsId: number; skuId: number }[] }
    ).rows;
    let seenOutside: number[] | undefined;
    const seenInside = await t.db.transaction(async (tx) => {
      await tx
        .insert(cartItems)
        .values({ userId: buyerId, systemId: 56, goodsId: g!.goodsId, skuId: g!.skuId, quantity: 9 });
      // on PGlite the one connection is the transaction's until it ends: only PostgreSQL can ask from outside meanwhile
      if (t.database.kind === "postgres") seenOutside = await quantities(t.db);
      return quantities(tx as unknown as Db);
    });
    expect(seenInside).toEqual([9]);
    if (t.database.kind === "postgres") expect(seenOutside).toEqual([]);
    expect(await quantities(t.db)).toEqual([9]);
  });

  it("a write it makes inside a transaction that rolls back is gone", async () => {
    const bump = (db: Db) =>
      db
        .update(cartItems)
        .set({ quantity: sql`${cartItems.quantity} + 1` })
        .where(eq(cartItems.userId, sql.placeholder("userId")))
        .prepare("test_prepared_cart_bump");
    await t.db
      .transaction(async (tx) => {
        await prepared(tx as unknown as Db, "test_prepared_cart_bump", bump).execute({ userId: buyerId });
        expect(await quantities(tx as unknown as Db)).toEqual([10]);
        throw new Error("refused");
      })
      .catch(() => undefined);
    expect(await quantities(t.db)).toEqual([9]);
  });

  it("a statement written as SQL runs on the transaction's connection too, and its write rolls back with it", async () => {
    const bumpAll = statement<{ quantity: number }>(
      sql`update ${cartItems} set quantity = quantity + ${sql.placeholder("by")} where ${cartItems.userId} = ${sql.placeholder("userId")} returning quantity`,
    );
    await t.db
      .transaction(async (tx) => {
        const { rows } = await prepared(tx as unknown as Db, "test_prepared_sql_bump", bumpAll).execute({
          by: 5,
          userId: buyerId,
        });
        expect(rows).toEqual([{ quantity: 14 }]);
        expect(await quantities(tx as unknown as Db)).toEqual([14]);
        throw new Error("refused");
      })
      .catch(() => undefined);
    expect(await quantities(t.db)).toEqual([9]);
    const { rows } = await prepared(t.db, "test_prepared_sql_bump", bumpAll).execute({ by: 1, userId: buyerId });
    expect(rows).toEqual([{ quantity: 10 }]);
  });
});
