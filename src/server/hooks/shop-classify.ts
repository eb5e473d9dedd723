import { and, eq, inArray, notInArray } from "drizzle-orm";
import { invalid } from "../http/errors";
import { col, type OpContext } from "../operations/context";
import type { Values } from "../validation/payload";
import type { ResourceHooks } from "./types";

/**
 * Shop classifies have two levels: a parent must be top-level (declared as the field's choices), it is
 * not the classify itself, and a classify with children cannot become a child.
 */
async function checkParent(ctx: OpContext, values: Values, selfId?: number) {
  const parentId = values.parentId;
  if (parentId === null || parentId === undefined) return;
  if (parentId === selfId) throw invalid({ parentId: "上级分类不能是自己" });
  const { tx, table } = ctx;
  if (selfId !== undefined) {
    const children = await tx
      .select({ id: col(table, "id") })
      .from(table)
      .where(eq(col(table, "parentId"), selfId))
      .limit(1);
    if (children.length) throw invalid({ parentId: "该分类下有子分类，不能设为二级分类" });
  }
}

export const shopClassifyHooks: ResourceHooks = {
  beforeCreate: (ctx, values) => checkParent(ctx, values),
  beforeUpdate: (ctx, values, current) => checkParent(ctx, values, current.id),
  async beforeDelete({ tx, table }, rows) {
    const ids = rows.map((r) => r.id);
    const orphans = await tx
      .select({ id: col(table, "id") })
      .from(table)
      .where(and(inArray(col(table, "parentId"), ids), notInArray(col(table, "id"), ids)))
      .limit(1);
    if (orphans.length) throw invalid(undefined, "请先删除该分类下的子分类");
  },
};
