import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resourceByName } from "../../resources";
import { resourceTables } from "../../src/server/db/schema";
import { fillCategoryAxes } from "../../src/server/mall/category-axes";
import { samplePayload } from "../helpers/server-samples";
import { testApp, type TestApp } from "../helpers/server-app";
import { dataOf, mallCall } from "./mall-api";

/** A new goods reaches the mall's category page of every level, by the path picked from the tree (src/core/category-axis.ts). */
let t: TestApp;
let seller: string;
type Node = { id: number; name: string; axis: string; next: Node[] };
let tree: Node[];
const goodsTable = resourceTables.goods!;
beforeAll(async () => {
  t = await testApp();
  seller = await t.login("13800000001");
  tree = dataOf(await mallCall(t, "categoryList"));
});
afterAll(() => t?.close());

/** The category at the names' path in portal 56's tree. */
const at = (...names: string[]) =>
  names.reduce<Node | undefined>((n, name) => (n ? n.next : tree).find((c) => c.name === name), undefined)!;

/** A new 化肥 goods of 绿野, put on sale, with the form's other fields as the samples fill them. */
async function newGoods(extra: Record<string, unknown>) {
  const made = await t.call(
    "goods",
    "create",
    {
      ...samplePayload(resourceByName("goods")),
      name: `测试有机肥 ${Math.random().toString(36).slice(2, 7)}`,
      category: "化肥",
      ...extra,
    },
    { cookie: seller },
  );
  return made;
}
async function onSale(extra: Record<string, unknown>) {
  const made = await newGoods(extra);
  expect(made.statusCode, made.body).toBe(200);
  const id = made.json().data.id as number;
  expect((await t.call("goods", "onSale", { id }, { cookie: seller })).statusCode).toBe(200);
  return id;
}
const pageOf = async (axis: string) =>
  (dataOf(await mallCall(t, "goodsSearch", { axis, pageSize: 100 })).list as { id: number }[]).map((g) => g.id);
// another filter beside the category builds the list afresh instead of the prepared statement: both must agree
const filteredPageOf = async (axis: string) =>
  (dataOf(await mallCall(t, "goodsSearch", { axis, brand: "沃土", pageSize: 100 })).list as { id: number }[]).map(
    (g) => g.id,
  );

describe("a goods' 前台类目", () => {
  it("picked down to a leaf, lists the new goods on the category page of each of its three levels", async () => {
    const leaf = at("化肥", "肥料", "有机肥");
    const id = await onSale({ categoryAxis: leaf.axis, brand: "沃土" });
    for (const axis of [at("化肥").axis, at("化肥", "肥料").axis, leaf.axis]) {
      expect(await pageOf(axis), axis).toContain(id);
      expect(await filteredPageOf(axis), axis).toContain(id);
    }
    // not on a sibling's page, whatever its name or free text says
    expect(await pageOf(at("化肥", "肥料", "复合肥").axis)).not.toContain(id);
    const saved = dataOf(await t.call("goods", "get", { id }, { cookie: seller }));
    expect(saved).toMatchObject({ categoryAxis: leaf.axis, subCategory: "有机肥" });
  });

  it("refuses a path outside the goods' 商品类目, one that stops above a leaf, and one not of the portal's tree", async () => {
    const feed = await newGoods({ categoryAxis: at("饲料", "猪饲料", "仔猪料").axis });
    expect([feed.statusCode, feed.json().errors]).toEqual([
      422,
      { categoryAxis: "前台类目「饲料 / 猪饲料 / 仔猪料」不属于商品类目「化肥」" },
    ]);
    const group = await newGoods({ categoryAxis: at("化肥", "肥料").axis });
    expect(group.json().errors).toEqual({ categoryAxis: "请选择前台类目的末级类目" });
    const other = (dataOf(await mallCall(t, "categoryList", {}, { systemId: 62 })) as Node[]).find(
      (c) => c.name === "化肥",
    )!.next[0]!.next[0]!;
    expect((await newGoods({ categoryAxis: other.axis })).json().errors).toEqual({
      categoryAxis: "请选择前台类目的末级类目",
    });
  });

  it("left out, files the goods under the top category of its 商品类目, so it still reaches that page", async () => {
    const id = await onSale({ categoryAxis: null });
    expect(await pageOf(at("化肥").axis)).toContain(id);
    expect(await pageOf(at("化肥", "肥料").axis)).not.toContain(id);
  });

  it("files goods saved before paths were kept by their old 细分类目 text, as the migration does", async () => {
    const id = await onSale({ categoryAxis: at("化肥", "肥料", "有机肥").axis });
    const leaf = at("化肥", "肥料", "复合肥");
    await t.db
      .update(goodsTable)
      .set({ categoryAxis: null, subCategory: "复合肥" } as never)
      .where(eq(goodsTable.id, id));
    expect(await pageOf(leaf.axis)).not.toContain(id);
    await fillCategoryAxes(t.db);
    expect(await pageOf(leaf.axis)).toContain(id);
    expect(await pageOf(at("化肥").axis)).toContain(id);
  });

  it("every demo goods is filed at a leaf of its portal's tree", async () => {
    const rows = (await t.db.select().from(goodsTable).where(eq(goodsTable.status, "on_sale"))).filter(
      (g) => !String(g.name).startsWith("测试"),
    );
    const unfiled = rows
      .filter((g) => String(g.categoryAxis ?? "").split("-").length !== 3)
      .map((g) => `${g.systemId} ${g.name}`);
    expect(unfiled).toEqual([]);
  });
});
