import { and, asc, eq, sql } from "drizzle-orm";
import type { Exec } from "../client";
import { enterprises, resourceLinesTables, resourceTables } from "../schema";

const goods = resourceTables.goods!;
const skus = resourceLinesTables.goods!.skus!;
const round = (n: number) => Math.round(n * 100) / 100;

/**
 * Every demo goods gets its spec as its one SKU; a few of 绿野's bagged feeds on YYN sell in two bag sizes with
 * quantity tiers (阶梯价), so the goods page, the cart and the seller's form show SKUs from a fresh start.
 */
export async function seedSkus(tx: Exec) {
  await tx.execute(sql`insert into goods_skus (parent_id, position, spec, code, price, stock)
    select g.id, 0, g.spec, g.code, g.price, g.stock from goods g where not exists (select 1 from goods_skus s where s.parent_id = g.id)`);
  const [lvye] = await tx
    .select({ id: enterprises.id })
    .from(enterprises)
    .where(eq(enterprises.name, "绿野饲料有限公司"));
  if (!lvye) return;
  const bagged = (
    await tx
      .select()
      .from(goods)
      .where(and(eq(goods.enterpriseId, lvye.id), eq(goods.systemId, 56), eq(goods.status, "on_sale")))
      .orderBy(asc(goods.id))
  )
    .filter((g) => /^\d+kg\/袋$/.test(String(g.spec)))
    .slice(0, 3);
  for (const g of bagged) {
    const kg = Number(String(g.spec).match(/^\d+/)![0]);
    const price = Number(g.price);
    const [first] = await tx.select().from(skus).where(eq(skus.parentId, g.id));
    await tx
      .update(skus)
      .set({ tierQty1: 50, tierPrice1: round(price * 0.98), tierQty2: 200, tierPrice2: round(price * 0.95) } as never)
      .where(eq(skus.id, first!.id));
    const small = { spec: `${kg / 2}kg/袋`, price: round(price * 0.53), stock: Math.round(Number(g.stock) * 0.6) };
    await tx.insert(skus).values({
      parentId: g.id,
      position: 1,
      ...small,
      code: g.code ? `${g.code}-S` : null,
      tierQty1: 100,
      tierPrice1: round(small.price * 0.97),
    } as never);
    await tx
      .update(goods)
      .set({
        price: Math.min(price, small.price),
        stock: Number(g.stock) + small.stock,
        spec: `${g.spec} 等2种规格`,
      } as never)
      .where(eq(goods.id, g.id));
  }
}
