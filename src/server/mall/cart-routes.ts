import { and, asc, count, eq, inArray, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { Db } from "../db/client";
import { prepared } from "../db/prepared";
import { cartItems, orders, shops } from "../db/schema";
import { invalid, notFound } from "../http/errors";
import { unbuyable } from "../../core/shown-price";
import { goods, goodsColumns, publicGoodsById } from "./goods-view";
import { orderFields } from "../../core/order-fields";
import { zField } from "../validation/declared";
import { isMember, mallRoute, parse, zId, zIds } from "./route";
import { goodsSkus, pickSku, pricedSkus, skusOf, unitPrice, type PricedSku } from "./skus";

const zQty = zField<number>(orderFields.quantity);

const addSchema = z.object({
  goodsId: zId,
  skuId: zId.optional(),
  quantity: zField<number>({ ...orderFields.quantity, required: false, default: 1 }),
});
const selectSchema = z.object({ ids: zIds.optional(), all: z.boolean().optional(), selected: z.boolean() });

const cartQuantityInput = z.object({ id: zId, quantity: zQty });
const cartDelInput = z.object({ ids: zIds });

// every 加入进货车 sends it: built once. A SKU already in the cart gets the quantity added and is selected again.
const addLine = (db: Db) =>
  db
    .insert(cartItems)
    .values({
      userId: sql.placeholder("userId"),
      systemId: sql.placeholder("systemId"),
      goodsId: sql.placeholder("goodsId"),
      skuId: sql.placeholder("skuId"),
      quantity: sql.placeholder("quantity"),
    } as never)
    .onConflictDoUpdate({
      target: [cartItems.userId, cartItems.systemId, cartItems.skuId],
      set: { quantity: sql`${cartItems.quantity} + excluded.quantity`, selected: true },
    })
    .returning()
    .prepare("mall_cart_add");

/** 进货车: one line per SKU, grouped by shop on the page; every call is the caller's own cart on this portal. */
export function registerCartRoutes(app: FastifyInstance, db: Db, product: string) {
  mallRoute(app, db, product, "cartList", async (_p, c) => {
    const rows = await db
      .select({
        ...goodsColumns,
        id: cartItems.id,
        goodsId: goods.id,
        skuId: cartItems.skuId,
        quantity: cartItems.quantity,
        selected: cartItems.selected,
        shopAudit: shops.audit,
      })
      .from(cartItems)
      .innerJoin(goods, eq(goods.id, cartItems.goodsId))
      .innerJoin(shops, and(eq(shops.enterpriseId, goods.enterpriseId), eq(shops.systemId, goods.systemId)))
      .where(and(eq(cartItems.userId, c.user!.id), eq(cartItems.systemId, c.systemId)))
      .orderBy(asc(shops.id), asc(cartItems.id));
    // each line at the price the order will charge: its SKU's tier for the quantity, or the buyer's scheme price
    const skus = await skusOf(db, [...new Set(rows.map((r) => r.goodsId))]);
    const byGoods = new Map<number, PricedSku[]>();
    for (const r of rows)
      if (!byGoods.has(r.goodsId))
        byGoods.set(
          r.goodsId,
          await pricedSkus(db, c.systemId, c.enterprise, { ...r, id: r.goodsId } as never, skus.get(r.goodsId)!),
        );
    const priced = rows.flatMap((r) => {
      const sku = byGoods.get(r.goodsId)!.find((s) => s.id === r.skuId);
      if (!sku) return [];
      const price = unitPrice(sku, r.quantity);
      const scheme = sku.schemeName && price === sku.schemePrice ? { schemeName: sku.schemeName } : {};
      // why the line cannot be ordered now (已下架, 库存不足 ...): the cart and checkout show it on the line
      const problem = unbuyable({
        status: r.status as string,
        shopOpen: r.shopAudit === 1,
        stock: Math.min(Number(sku.stock), Number(r.stock)),
        quantity: r.quantity,
        unit: r.unit as string,
      });
      return [
        {
          ...r,
          spec: sku.spec,
          stock: sku.stock,
          price,
          ...(price < sku.price ? { listPrice: sku.price } : {}),
          ...scheme,
          tiers: sku.tiers,
          problem,
        },
      ];
    });
    const groups = new Map<number, { shopId: number; shopName: string; lines: (typeof priced)[number][] }>();
    for (const r of priced) {
      const g = groups.get(r.shopId as number) ?? {
        shopId: r.shopId as number,
        shopName: r.shopName as string,
        lines: [],
      };
      g.lines.push(r);
      groups.set(r.shopId as number, g);
    }
    return { list: [...groups.values()], total: priced.length };
  });

  mallRoute(app, db, product, "cartUpdate", async (p, c) => {
    const me = c.user!.id;
    if ("selected" in p) {
      const s = parse(selectSchema, p);
      if (!s.all && !s.ids) throw invalid({ ids: "请选择货品" });
      const mine = and(eq(cartItems.userId, me), eq(cartItems.systemId, c.systemId));
      await db
        .update(cartItems)
        .set({ selected: s.selected })
        .where(s.all ? mine : and(mine, inArray(cartItems.id, s.ids!)));
      return { ok: true };
    }
    const { goodsId, skuId, quantity } = parse(addSchema, p);
    const g = await publicGoodsById(db, c.systemId, goodsId);
    const sku = await pickSku(db, goodsId, skuId);
    const [line] = await prepared(db, "mall_cart_add", addLine).execute({
      userId: me,
      systemId: c.systemId,
      goodsId,
      skuId: sku.id,
      quantity,
    });
    if (line!.quantity > sku.stock) {
      await db
        .update(cartItems)
        .set({ quantity: Math.max(sku.stock, 1) })
        .where(eq(cartItems.id, line!.id));
      throw invalid({ quantity: `库存不足，当前库存${sku.stock}${g.unit}` });
    }
    return line;
  });

  mallRoute(app, db, product, "cartQuantity", async (p, c) => {
    const { id, quantity } = parse(cartQuantityInput, p);
    const [line] = await db
      .select({ id: cartItems.id, stock: goodsSkus.stock, unit: goods.unit })
      .from(cartItems)
      .innerJoin(goods, eq(goods.id, cartItems.goodsId))
      .innerJoin(goodsSkus, eq(goodsSkus.id, cartItems.skuId))
      .where(and(eq(cartItems.id, id), eq(cartItems.userId, c.user!.id), eq(cartItems.systemId, c.systemId)));
    if (!line) throw notFound();
    if (quantity > Number(line.stock)) throw invalid({ quantity: `库存不足，当前库存${line.stock}${line.unit}` });
    const [row] = await db.update(cartItems).set({ quantity }).where(eq(cartItems.id, id)).returning();
    return row;
  });

  mallRoute(app, db, product, "cartDel", async (p, c) => {
    const { ids } = parse(cartDelInput, p);
    const gone = await db
      .delete(cartItems)
      .where(and(eq(cartItems.userId, c.user!.id), eq(cartItems.systemId, c.systemId), inArray(cartItems.id, ids)))
      .returning({ id: cartItems.id });
    return { ids: gone.map((r) => r.id) };
  });

  // the header badge asks this on every page, logged in or not: a visitor, or a person who has not joined this
  // portal (and so has no cart here), simply has 0
  mallRoute(app, db, product, "cartCount", async (_p, c) => {
    if (!c.user || !isMember(c)) return { cartCount: 0 };
    const [row] = await db
      .select({ n: count() })
      .from(cartItems)
      .where(and(eq(cartItems.userId, c.user.id), eq(cartItems.systemId, c.systemId)));
    return { cartCount: Number(row?.n ?? 0) };
  });

  mallRoute(app, db, product, "orderNums", async (_p, c) => {
    const rows = await db
      .select({ status: orders.status, n: count() })
      .from(orders)
      .where(and(eq(orders.buyerUserId, c.user!.id), eq(orders.systemId, c.systemId)))
      .groupBy(orders.status);
    return Object.fromEntries(rows.map((r) => [r.status, Number(r.n)]));
  });
}
