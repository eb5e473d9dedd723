import { and, eq, notInArray } from "drizzle-orm";
import { cartItems } from "../db/schema";
import { invalid } from "../http/errors";
import { goodsSkus } from "../mall/skus";
import { fileGoods } from "../mall/category-axes";
import { requireTraceable } from "./goods-trace";
import type { Line, Values } from "../validation/payload";
import type { ResourceHooks } from "./types";

/**
 * A goods' SKUs beyond their single fields: specs and codes differ within the goods, a tier names both its
 * quantity and its price, starts above the minimum order, and each tier buys more for less. The goods row keeps
 * what lists and the mall search read of them: the lowest price, the total stock, and the spec (or how many).
 */
function checkSkus(skus: Line[], minOrder: number): Record<string, string> {
  const errors: Record<string, string> = {};
  const at = (i: number, k: string, msg: string) => (errors[`skus.${i}.${k}`] ??= msg);
  const seen = new Map<string, number>();
  const codes = new Map<string, number>();
  skus.forEach((s, i) => {
    const spec = String(s.spec).trim();
    if (seen.has(spec)) at(i, "spec", `规格「${spec}」重复`);
    seen.set(spec, i);
    if (s.code) {
      if (codes.has(String(s.code))) at(i, "code", `SKU编码「${s.code}」重复`);
      codes.set(String(s.code), i);
    }
    let floor = { qty: minOrder, price: Number(s.price) };
    for (const n of [1, 2] as const) {
      const qty = s[`tierQty${n}`];
      const price = s[`tierPrice${n}`];
      const hasQty = qty !== null && qty !== undefined;
      const hasPrice = price !== null && price !== undefined;
      if (hasQty !== hasPrice)
        at(i, hasQty ? `tierPrice${n}` : `tierQty${n}`, hasQty ? "请输入阶梯单价" : "请输入起批量");
      if (!hasQty || !hasPrice) continue;
      if (n === 2 && (s.tierQty1 === null || s.tierQty1 === undefined)) at(i, "tierQty1", "请先填写阶梯一");
      if (Number(qty) <= floor.qty)
        at(i, `tierQty${n}`, n === 1 ? `起批量须大于起订量${minOrder}` : "阶梯二起批量须大于阶梯一");
      if (Number(price) >= floor.price)
        at(i, `tierPrice${n}`, n === 1 ? "阶梯单价须低于单价" : "阶梯二单价须低于阶梯一");
      floor = { qty: Number(qty), price: Number(price) };
    }
  });
  return errors;
}

/** The goods row's summary of its SKUs. */
function summary(skus: Line[]): Values {
  const prices = skus.map((s) => Number(s.price));
  return {
    price: Math.min(...prices),
    stock: skus.reduce((n, s) => n + Number(s.stock), 0),
    spec: skus.length === 1 ? String(skus[0]!.spec) : `${String(skus[0]!.spec)} 等${skus.length}种规格`,
  };
}

function apply(values: Values, lines: Record<string, Line[]>, minOrder: number) {
  const skus = lines.skus;
  if (!skus) return;
  if (!skus.length) throw invalid({ skus: "请添加规格与价格" });
  const errors = checkSkus(skus, minOrder);
  if (Object.keys(errors).length) throw invalid(errors);
  Object.assign(values, summary(skus));
}

export const goodsHooks: ResourceHooks = {
  // a SKU the seller removed leaves no cart line behind that could never be ordered
  async afterWrite(ctx, row) {
    await ctx.tx
      .delete(cartItems)
      .where(
        and(
          eq(cartItems.goodsId, row.id),
          notInArray(
            cartItems.skuId,
            ctx.tx.select({ id: goodsSkus.id }).from(goodsSkus).where(eq(goodsSkus.parentId, row.id)),
          ),
        ),
      );
  },
  async beforeCreate(ctx, values, lines) {
    apply(values, lines, Number(values.minOrder ?? 1));
    await fileGoods(ctx.tx, ctx.caller.systemId, values);
  },
  async beforeUpdate(ctx, values, current, lines) {
    apply(values, lines, Number(values.minOrder ?? current.minOrder ?? 1));
    await fileGoods(ctx.tx, ctx.caller.systemId, values, current);
  },
  // 质量追溯: veterinary drugs, feed and breeding stock go on sale only with a valid batch and the shop's licence
  async beforeAction(ctx, action, rows) {
    if (action === "onSale") await requireTraceable(ctx.tx, rows);
  },
};
