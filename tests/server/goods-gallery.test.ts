import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resourceTables } from "../../src/server/db/schema";
import { testApp, type TestApp } from "../helpers/server-app";
import { recordBatch } from "../helpers/goods-batch";
import { dataOf, mallCall } from "./mall-api";

const root = join(import.meta.dirname, "../..");
const goods = {
  name: "测试图集饲料",
  category: "饲料",
  unit: "袋",
  skus: [{ spec: "40kg/袋", price: 100, stock: 50 }],
};

describe("goods gallery (商品图集) as an images field", () => {
  it("migration 0022 turns the old one-address-per-line text into the ordered list, blank lines dropped, at most 9", async () => {
    const db = new PGlite();
    await db.exec(`CREATE TABLE "goods" ("id" serial PRIMARY KEY, "gallery" text);
      INSERT INTO "goods" ("gallery") VALUES (E'/assets/a.svg\\n/assets/b.svg\\r\\n\\n  /assets/c.svg  '), (''), (NULL), (E'1\\n2\\n3\\n4\\n5\\n6\\n7\\n8\\n9\\n10');`);
    await db.exec(readFileSync(join(root, "src/server/db/migrations/0022_goods_gallery_attributes.sql"), "utf8"));
    const rows = (await db.query<{ gallery: string[] | null }>(`SELECT "gallery" FROM "goods" ORDER BY "id"`)).rows.map(
      (r) => r.gallery,
    );
    expect(rows).toEqual([
      ["/assets/a.svg", "/assets/b.svg", "/assets/c.svg"],
      null,
      null,
      ["1", "2", "3", "4", "5", "6", "7", "8", "9"],
    ]);
    await db.close();
  });

  describe("on the platform", () => {
    let t: TestApp;
    let seller: string;
    beforeAll(async () => {
      t = await testApp();
      seller = await t.login("13800000001");
    });
    afterAll(() => t?.close());

    it("seeds every goods with a gallery of the catalogue's own pictures", async () => {
      const rows = await t.db.select().from(resourceTables.goods!);
      expect(rows.length).toBeGreaterThan(0);
      for (const g of rows) {
        expect(g.gallery, g.name as string).toEqual(
          expect.arrayContaining([expect.stringMatching(/^\/assets\/goods\/.+\.svg$/)]),
        );
        for (const src of g.gallery as string[]) expect(existsSync(join(root, "public", src)), src).toBe(true);
      }
    });

    it("keeps the pictures in the order the seller arranged them, and the mall shows them after the main image", async () => {
      const gallery = ["/assets/goods/feed-3.svg", "/assets/goods/feed-1.svg"];
      const row = dataOf(
        await t.call("goods", "create", { ...goods, image: "/assets/goods/feed-2.svg", gallery }, { cookie: seller }),
      );
      expect(row.gallery).toEqual(gallery);
      await recordBatch(t, row.id, seller);
      dataOf(await t.call("goods", "onSale", { id: row.id }, { cookie: seller }));
      expect(dataOf(await mallCall(t, "goodsDetail", { id: row.id })).gallery).toEqual([
        "/assets/goods/feed-2.svg",
        ...gallery,
      ]);
    });

    it("refuses more than 9 pictures on the field", async () => {
      const res = await t.call(
        "goods",
        "create",
        {
          ...goods,
          name: "十张图",
          gallery: Array.from({ length: 10 }, (_, i) => `/assets/goods/feed-${(i % 4) + 1}.svg`),
        },
        { cookie: seller },
      );
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ gallery: "商品图集最多9张" });
    });
  });
});
