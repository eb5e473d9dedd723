import { and, asc, eq, sql } from "drizzle-orm";
import { AXIS } from "../../core/category-axis";
import type { Exec } from "../db/client";
import { mallCategories } from "../db/schema";
import { invalid } from "../http/errors";
import type { Row } from "../operations/context";
import type { Values } from "../validation/payload";

const list = (csv: string) =>
  csv
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);

/** The portal's category at `axis` with the names down to it and whether it is a leaf; undefined when none. */
async function categoryAt(tx: Exec, systemId: number, axis: string) {
  if (!AXIS.test(axis)) return undefined;
  const ids = axis.split("-").map(Number);
  const rows = await tx
    .select()
    .from(mallCategories)
    .where(and(eq(mallCategories.systemId, systemId), sql`${mallCategories.id} = any(${sql.param(ids)})`));
  const self = rows.find((r) => r.axis === axis);
  if (!self) return undefined;
  const [kid] = await tx
    .select({ id: mallCategories.id })
    .from(mallCategories)
    .where(eq(mallCategories.parentId, self.id))
    .limit(1);
  const names = ids.map((id) => rows.find((r) => r.id === id)?.name ?? "");
  return { self, leaf: !kid, names, backs: list(self.scBackIds) };
}

/** The first top category of the portal that lists goods of the back-end `category` (its axis), if any. */
async function topFor(tx: Exec, systemId: number, category: string) {
  const tops = await tx
    .select()
    .from(mallCategories)
    .where(and(eq(mallCategories.systemId, systemId), eq(mallCategories.level, 1)))
    .orderBy(asc(mallCategories.sort), asc(mallCategories.id));
  return tops.find((t) => list(t.scBackIds).includes(category))?.axis ?? null;
}

/**
 * Files a goods being saved in the portal's category tree: a picked 前台类目 must be a leaf of that portal's tree under
 * the goods' 商品类目, and its name becomes the 细分类目; none picked (an API call, a category changed without a new
 * pick), the goods goes under the first top category of its 商品类目, so it still reaches that page.
 */
export async function fileGoods(tx: Exec, systemId: number, values: Values, current?: Row) {
  const category = String(values.category ?? current?.category ?? "");
  const picked = values.categoryAxis ?? (category === current?.category ? current?.categoryAxis : undefined);
  if (values.categoryAxis === undefined && values.category === undefined) return;
  if (picked) {
    const at = await categoryAt(tx, systemId, String(picked));
    if (!at || !at.leaf) throw invalid({ categoryAxis: "请选择前台类目的末级类目" }, "请选择前台类目的末级类目");
    if (!at.backs.includes(category)) {
      const msg = `前台类目「${at.names.join(" / ")}」不属于商品类目「${category}」`;
      throw invalid({ categoryAxis: msg }, msg);
    }
    Object.assign(values, { categoryAxis: at.self.axis, subCategory: at.self.name });
    return;
  }
  Object.assign(values, { categoryAxis: await topFor(tx, systemId, category), subCategory: null });
}

/**
 * Files every goods without a path (the demo's, and any saved before paths were kept): under the leaf named like its
 * 细分类目 within its 商品类目, else under the first top category of its 商品类目. Migration 0047 runs the same SQL.
 */
export async function fillCategoryAxes(tx: Exec) {
  await tx.execute(sql`
    update goods g set category_axis = (
      select c.axis from mall_categories c join mall_categories top on top.id = split_part(c.axis, '-', 1)::int
      where c.system_id = g.system_id and c.level = 3 and c.name = g.sub_category
        and (',' || top.sc_back_ids || ',') like ('%,' || g.category || ',%')
      order by top.sort, c.id limit 1)
    where g.category_axis is null and g.sub_category is not null`);
  await tx.execute(sql`
    update goods g set category_axis = (
      select c.axis from mall_categories c
      where c.system_id = g.system_id and c.level = 1 and (',' || c.sc_back_ids || ',') like ('%,' || g.category || ',%')
      order by c.sort, c.id limit 1)
    where g.category_axis is null`);
}
