// @module-tag database
// rows are mapped by one function per selection, installed on each driver's own session
import { and, count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../src/server/db/client";
import { prepared } from "../../src/server/db/prepared";
import { resourceTables, shops, users } from "../../src/server/db/schema";
import { goodsColumns } from "../../src/server/mall/goods-view";
import { testApp, type TestApp } from "../helpers/server-app";

const goods = resourceTables.goods!;

/**
 * Selections of the kinds the server reads, each run built per call and prepared once (both mapped by row-mapper.ts)
 * and compared with drizzle's own mapping of the same statement: the rows must be the same, down to the order of
 * keys, since that is the order of the JSON a page receives.
 */
const selections: Record<
  string,
  (db: Db) => {
    prepare(name: string): { execute(v: Record<string, unknown>): Promise<unknown[]> };
    execute(): Promise<unknown[]>;
  } & object
> = {
  // the goods card and shop, nested, numbers and dates decoded, an inner join
  nested: (db) =>
    db
      .select({
        view: goodsColumns,
        detail: { description: goods.description, gallery: goods.gallery, onSaleAt: goods.onSaleAt },
      })
      .from(goods)
      .innerJoin(shops, and(eq(shops.enterpriseId, goods.enterpriseId), eq(shops.systemId, goods.systemId)))
      .where(eq(goods.systemId, 56))
      .orderBy(goods.id)
      .limit(5) as never,
  // a left join that misses: the shop object is null, as drizzle makes it
  leftJoinMissing: (db) =>
    db
      .select({ id: users.id, phone: users.phone, shop: { id: shops.id, name: shops.name } })
      .from(users)
      .leftJoin(shops, eq(shops.enterpriseId, sql`-1`))
      .orderBy(users.id)
      .limit(3) as never,
  // whole rows, and SQL fields with their own decoders
  wholeRowsAndSql: (db) =>
    db
      .select({ g: goods, n: sql<number>`${goods.id} * 2`.mapWith(Number), label: sql<string>`'货' || ${goods.name}` })
      .from(goods)
      .orderBy(goods.id)
      .limit(3) as never,
  aggregate: (db) =>
    db
      .select({ category: goods.category, n: count() })
      .from(goods)
      .groupBy(goods.category)
      .orderBy(goods.category) as never,
};

/** The rows as drizzle itself maps them: the statement without the mapper row-mapper.ts gave it. */
async function drizzleRows(query: { execute(v: Record<string, unknown>): Promise<unknown[]> }): Promise<unknown[]> {
  const own = query as unknown as { customResultMapper?: unknown };
  expect(own.customResultMapper, "every select is mapped by row-mapper.ts").toBeTypeOf("function");
  own.customResultMapper = undefined;
  return query.execute({});
}

describe("rows read as drizzle reads them, through one function per selection", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp();
  });
  afterAll(() => t?.close());

  for (const [name, select] of Object.entries(selections)) {
    it(`${name}: built per call and prepared once, the same objects as drizzle's, keys in the same order`, async () => {
      const expected = await drizzleRows(select(t.db).prepare(`test_row_mapper_ref_${name}`));
      expect(expected.length).toBeGreaterThan(0);
      for (const got of [
        await select(t.db).execute(),
        await prepared(t.db, `test_row_mapper_${name}`, (db, n) => select(db).prepare(n)).execute({}),
      ]) {
        expect(got).toEqual(expected);
        expect(JSON.stringify(got)).toBe(JSON.stringify(expected));
      }
    });
  }

  it("a left-joined table that is missing reads as null", async () => {
    const [row] = (await selections.leftJoinMissing!(t.db).execute()) as { shop: unknown }[];
    expect(row!.shop).toBeNull();
  });

  it("a row an update returns reads as drizzle reads it", async () => {
    const [user] = await t.db.select().from(users).limit(1);
    const update = (db: Db) =>
      db
        .update(users)
        .set({ phone: user!.phone })
        .where(eq(users.id, user!.id))
        .returning({ id: users.id, phone: users.phone, at: users.createdAt });
    expect(await update(t.db)).toEqual(await drizzleRows(update(t.db).prepare("test_row_mapper_returning")));
  });
});
