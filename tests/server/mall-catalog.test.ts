// @module-tag database
// search through the character-pair index, and capped counts, are the database's plans
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { TOTAL_CAP } from "../../src/server/mall/catalog-routes";
import { SEARCH_CAP } from "../../src/server/mall/goods-search";
import { PORTALS } from "../../src/server/db/seed/portals";
import { testApp, type TestApp } from "../helpers/server-app";
import { dataOf, mallCall } from "./mall-api";

/** The rows of a raw query, as PGlite and node-postgres both answer them. */
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

describe("public mall catalogue", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp();
  });
  afterAll(() => t?.close());

  it("has at least 200 on-sale goods across the portals, in at least 3 shops each", async () => {
    let total = 0;
    for (const { systemId } of PORTALS) {
      const goods = dataOf(await mallCall(t, "goodsSearch", { pageSize: 1 }, { systemId }));
      const shops = dataOf(await mallCall(t, "shopSearch", {}, { systemId }));
      expect(shops.total).toBeGreaterThanOrEqual(3);
      total += goods.total;
    }
    expect(total).toBeGreaterThanOrEqual(200);
  });

  it("counts a catalogue of more than 10,000 goods only so far, and says the total is capped", async () => {
    // copies of one on-sale goods of the AY portal, so the other tests' portal keeps its counts
    const [{ id }] = rowsOf<{ id: number }>(
      await t.db.execute(sql`select id from goods where system_id = 62 and status = 'on_sale' order by id limit 1`),
    );
    await t.db.execute(sql`insert into goods (enterprise_id, system_id, name, category, unit, price, stock, status, on_sale_at)
      select enterprise_id, system_id, name || ' 批次' || n, category, unit, price, stock, status, now() from goods, generate_series(1, ${TOTAL_CAP}) n where id = ${id}`);
    const page = dataOf(await mallCall(t, "goodsSearch", { pageSize: 20 }, { systemId: 62 }));
    expect(page).toMatchObject({ total: TOTAL_CAP, totalCapped: true });
    expect(page.list).toHaveLength(20);
    // a search that finds fewer is counted exactly
    const few = dataOf(await mallCall(t, "goodsSearch", { search: "批次10000", pageSize: 20 }, { systemId: 62 }));
    expect(few).toMatchObject({ total: 1, totalCapped: false });
    // a search matching many times what a search counts says 2000+ (counted or, known to be past it, not)
    await t.db.execute(sql`analyze goods`);
    const many = dataOf(
      await mallCall(t, "goodsSearch", { search: "批次", pageSize: 20, pageNum: 3 }, { systemId: 62 }),
    );
    expect(many).toMatchObject({ total: SEARCH_CAP, totalCapped: true });
    expect(many.list).toHaveLength(20);
    await t.db.execute(sql`delete from goods where system_id = 62 and name like '% 批次%'`);
  });

  it("takes a typed % or _ as itself: 4% finds the 4% premixes, not every name with a 4 in it", async () => {
    const found = dataOf(await mallCall(t, "goodsSearch", { search: "4%", pageSize: 50 }));
    expect(found.total).toBeGreaterThan(0);
    expect(
      found.list.every((g: { name: string; brand: string | null }) => `${g.name}${g.brand ?? ""}`.includes("4%")),
    ).toBe(true);
    expect(dataOf(await mallCall(t, "goodsSearch", { search: "_", pageSize: 5 })).total).toBe(0);
  });

  it("holds the list and substring-search indexes the catalogue needs at scale", async () => {
    const names = rowsOf<{ indexname: string }>(
      await t.db.execute(sql`select indexname from pg_indexes where tablename = 'goods'`),
    ).map((r) => r.indexname);
    const each = ["list", "new", "price", "category", "sub_category", "brand", "shop"].map(
      (k) => `goods_on_sale_${k}_idx`,
    );
    expect(names).toEqual(expect.arrayContaining([...each, "goods_on_sale_search_walk_idx", "goods_search_grams_idx"]));
  });

  it("finds by two characters exactly the goods a substring match finds, through the character-pair index", async () => {
    // common texts walk the list, rare ones go through the pair index (goods-search.ts): both count the same rows
    for (const text of ["饲料", "疫苗", "预混料", "绿野", "种猪", "蛋鸡"]) {
      const [{ n }] = rowsOf<{ n: number }>(
        await t.db.execute(sql`select count(*)::int n from goods g join shops s on s.enterprise_id = g.enterprise_id and s.system_id = g.system_id
          where g.system_id = 56 and g.status = 'on_sale' and s.audit = 1
          and (g.name ilike ${`%${text}%`} or g.brand ilike ${`%${text}%`} or g.category = ${text} or g.sub_category = ${text})`),
      );
      expect(n, text).toBeGreaterThan(0);
      expect(dataOf(await mallCall(t, "goodsSearch", { search: text, pageSize: 20 })).total, text).toBe(n);
    }
  });

  it("refuses a page beyond the counted total with 422 and says why", async () => {
    const res = await mallCall(t, "goodsSearch", { pageNum: TOTAL_CAP / 20 + 1, pageSize: 20 });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.pageNum).toContain(String(TOTAL_CAP));
    expect((await mallCall(t, "goodsSearch", { pageNum: TOTAL_CAP / 20, pageSize: 20 })).statusCode).toBe(200);
    // a search counts to SEARCH_CAP, and pages as far
    expect(
      (await mallCall(t, "goodsSearch", { search: "饲料", pageNum: SEARCH_CAP / 20 + 1, pageSize: 20 })).json().errors
        .pageNum,
    ).toContain(String(SEARCH_CAP));
  });

  it("counts each shop's own on-sale goods in the shop list, as its shop front does", async () => {
    const shops = dataOf(await mallCall(t, "shopSearch", { pageSize: 20 })).list as {
      id: number;
      goodsCount: number;
    }[];
    for (const shop of shops)
      expect(shop.goodsCount, `shop ${shop.id}`).toBe(
        dataOf(await mallCall(t, "shopDetail", { shopId: shop.id })).goodsCount,
      );
    expect(new Set(shops.map((s) => s.goodsCount)).size).toBeGreaterThan(1);
  });

  it("lists a shop's visible kinds with their goods on its front; a kind holds the goods of the kinds under it", async () => {
    const kinds = dataOf(await mallCall(t, "shopKinds", { shopId: 1 })) as {
      id: number;
      name: string;
      goodsCount: number;
      children: { id: number; goodsCount: number }[];
    }[];
    expect(kinds.length).toBeGreaterThan(1);
    const parent = kinds.find((k) => k.children.length > 0)!;
    const ofParent = dataOf(await mallCall(t, "goodsSearch", { shopId: 1, kindId: parent.id, pageSize: 100 }));
    expect(ofParent.total).toBe(parent.goodsCount);
    const child = parent.children[0]!;
    const ofChild = dataOf(await mallCall(t, "goodsSearch", { shopId: 1, kindId: child.id, pageSize: 100 }));
    expect(ofChild.total).toBe(child.goodsCount);
    expect(ofChild.total).toBeLessThanOrEqual(ofParent.total);
    // a hidden kind leaves the front, and its goods with it
    const seller = await t.login("13800000001");
    expect(
      (await t.call("shopClassify", "update", { id: child.id, visible: false }, { cookie: seller })).statusCode,
    ).toBe(200);
    const after = dataOf(await mallCall(t, "shopKinds", { shopId: 1 })) as typeof kinds;
    expect(after.find((k) => k.id === parent.id)!.children.map((c) => c.id)).not.toContain(child.id);
    expect(dataOf(await mallCall(t, "goodsSearch", { shopId: 1, kindId: child.id })).total).toBe(0);
  });

  it("searches by text and keeps to the caller's portal", async () => {
    const yyn = dataOf(await mallCall(t, "goodsSearch", { search: "疫苗" }, { systemId: 56 }));
    expect(yyn.total).toBeGreaterThan(0);
    for (const g of yyn.list) expect(`${g.name}${g.brand}${g.shopName}`).toContain("疫苗".slice(0, 1));
    const other = dataOf(await mallCall(t, "goodsSearch", { search: "疫苗" }, { systemId: 62 }));
    expect(other.list.map((g: { id: number }) => g.id)).not.toContain(yyn.list[0].id);
    // another portal's goods page is a 404, not a leak
    expect((await mallCall(t, "goodsDetail", { id: yyn.list[0].id }, { systemId: 62 })).statusCode).toBe(404);
  });

  it("filters by the category menu's axis at all three levels", async () => {
    const tree = dataOf(await mallCall(t, "categoryList"));
    const feed = tree.find((c: { name: string }) => c.name === "饲料");
    const pig = feed.next.find((c: { name: string }) => c.name === "猪饲料");
    const piglet = pig.next.find((c: { name: string }) => c.name === "仔猪料");
    const l1 = dataOf(await mallCall(t, "goodsSearch", { axis: feed.axis, pageSize: 100 }));
    const l2 = dataOf(await mallCall(t, "goodsSearch", { axis: pig.axis, pageSize: 100 }));
    const l3 = dataOf(await mallCall(t, "goodsSearch", { axis: piglet.axis, pageSize: 100 }));
    expect(l1.total).toBeGreaterThan(l2.total);
    expect(l2.total).toBeGreaterThan(l3.total);
    expect(l3.total).toBeGreaterThan(0);
    for (const g of l3.list) expect(g.subCategory).toBe("仔猪料");
    for (const g of l1.list) expect(g.category).toBe("饲料");
  });

  it("lists a category the same with another filter beside it, and nothing for a menu entry that does not exist", async () => {
    // the plain and category lists are prepared statements; any other filter builds the list afresh: both must agree
    const tree = dataOf(await mallCall(t, "categoryList"));
    const feed = tree.find((c: { name: string }) => c.name === "饲料");
    const pig = feed.next.find((c: { name: string }) => c.name === "猪饲料");
    const piglet = pig.next.find((c: { name: string }) => c.name === "仔猪料");
    const ids = (r: { list: { id: number }[] }) => r.list.map((g) => g.id);
    for (const axis of [undefined, feed.axis, pig.axis, piglet.axis]) {
      for (const sort of ["default", "price_asc", "new"]) {
        const plain = dataOf(await mallCall(t, "goodsSearch", { axis, sort, pageSize: 100 }));
        const built = dataOf(await mallCall(t, "goodsSearch", { axis, sort, pageSize: 100, priceFrom: 0 }));
        expect([ids(plain), plain.total]).toEqual([ids(built), built.total]);
      }
    }
    const none = dataOf(await mallCall(t, "goodsSearch", { axis: "1-99999" }));
    expect([none.list, none.total]).toEqual([[], 0]);
  });

  it("sorts by price and pages", async () => {
    const asc = dataOf(await mallCall(t, "goodsSearch", { sort: "price_asc", pageSize: 10 }));
    const prices = asc.list.map((g: { price: number }) => g.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const page2 = dataOf(await mallCall(t, "goodsSearch", { sort: "price_asc", pageSize: 10, pageNum: 2 }));
    expect(page2.list[0].price).toBeGreaterThanOrEqual(prices[9]);
  });

  it("answers bad search input with 422, never 500", async () => {
    const res = await mallCall(t, "goodsSearch", { pageSize: 1000 });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.pageSize).toBeTruthy();
  });
});
