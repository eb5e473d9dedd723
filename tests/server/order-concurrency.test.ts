// @module-tag database
// stock is taken under row locks by concurrent buyers
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderLines, resourceTables } from "../../src/server/db/schema";
import { testApp, type TestApp } from "../helpers/server-app";
import { dataOf, mallCall, newKey } from "./mall-api";

const ADDRESS = { name: "李春华", phone: "13800000002", region: "河北省保定市定州市", detail: "东门仓库" };

describe("stock under concurrent buyers", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp();
  });
  afterAll(() => t?.close());

  it("50 concurrent orders against a stock of 10 make exactly 10 orders and leave stock at 0", async () => {
    const buyers = [await t.login("13800000002"), await t.login("13800000001"), await t.login("13800000005")];
    const g = dataOf(await mallCall(t, "goodsSearch", { search: "饮水器", pageSize: 1 })).list[0];
    await t.db.update(resourceTables.goods!).set({ stock: 10, minOrder: 1 }).where(eq(resourceTables.goods!.id, g.id));
    const linesOfGoods = async () => (await t.db.select().from(orderLines).where(eq(orderLines.goodsId, g.id))).length;
    const before = await linesOfGoods();
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        mallCall(
          t,
          "orderSave",
          { submitKey: newKey(), address: ADDRESS, goodsId: g.id, quantity: 1 },
          { cookie: buyers[i % 3] },
        ),
      ),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(10);
    const refused = results.filter((r) => r.statusCode !== 200);
    expect(refused.every((r) => r.statusCode === 422)).toBe(true);
    // each loser is told which goods ran short
    expect(refused[0]!.json().msg).toMatch(/^「.+」(已售罄|库存不足)/);
    expect(dataOf(await mallCall(t, "goodsDetail", { id: g.id })).stock).toBe(0);
    // demo orders may hold the goods already: only the lines these buyers added count
    expect((await linesOfGoods()) - before).toBe(10);
  });
});
