import { and, asc, count, desc, eq, inArray } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { ORDER_STATES, orderMoves } from "../../core/flows/order";
import type { Db } from "../db/client";
import { addresses, cartItems, enterpriseBalances, orderLines, orderLogs, orders, shops } from "../db/schema";
import { invalid } from "../http/errors";
import { usableCoupons } from "./order-coupons";
import { moveOrder, orderFor, payOrder } from "./order-moves";
import { submitOrders } from "./order-submit";
import { mallRoute, parse, zId, zPage, type Buyer, type MallCaller } from "./route";

const buyer = (c: MallCaller) => c as Buyer;
const STATUS = z.enum(Object.keys(ORDER_STATES) as [string, ...string[]], { error: "订单状态不正确" });

async function balanceOf(db: Db, c: Buyer) {
  if (!c.enterprise) return null;
  const [row] = await db.select().from(enterpriseBalances).where(eq(enterpriseBalances.enterpriseId, c.enterprise.id));
  return { enterpriseName: c.enterprise.name, balance: row?.balance ?? 0 };
}

/** Orders of the mall buyer: submit (idempotent), pay (once), cancel, confirm, list and detail. */
export function registerOrderRoutes(app: FastifyInstance, db: Db, product: string) {
  mallRoute(app, db, product, "orderSave", (p, c) => submitOrders(db, p, buyer(c), false));
  mallRoute(app, db, product, "orderSavePay", (p, c) => submitOrders(db, p, buyer(c), true));

  mallRoute(app, db, product, "orderPay", async (p, c) => {
    const { id } = parse(z.object({ id: zId }), p);
    return db.transaction(async (tx) => {
      const { order, actor } = await orderFor(tx, id, buyer(c));
      if (actor !== "buyer") throw invalid({ status: "只有买家可以支付订单" });
      return payOrder(tx, order, buyer(c));
    });
  });

  mallRoute(app, db, product, "orderCancel", async (p, c) => {
    const { id, reason } = parse(z.object({ id: zId, reason: z.string().max(200).optional() }), p);
    return db.transaction(async (tx) => {
      const { order, actor } = await orderFor(tx, id, buyer(c));
      return moveOrder(tx, order, "cancel", actor, c.user!.id, reason || (actor === "buyer" ? "买家取消订单" : "卖家取消订单"));
    });
  });

  mallRoute(app, db, product, "orderStatus", async (p, c) => {
    const { id, action } = parse(z.object({ id: zId, action: z.enum(["ship", "confirm", "cancel"], { error: "不支持的操作" }) }), p);
    return db.transaction(async (tx) => {
      const { order, actor } = await orderFor(tx, id, buyer(c));
      return moveOrder(tx, order, action, actor, c.user!.id);
    });
  });

  mallRoute(app, db, product, "orderList", async (p, c) => {
    const q = parse(z.object({ status: STATUS.optional().or(z.literal("")), ...zPage }), p);
    const where = and(eq(orders.buyerUserId, c.user!.id), eq(orders.systemId, c.systemId), q.status ? eq(orders.status, q.status) : undefined);
    const [{ n }] = (await db.select({ n: count() }).from(orders).where(where)) as [{ n: number }];
    const list = await db
      .select({ order: orders, shopName: shops.name })
      .from(orders)
      .innerJoin(shops, eq(shops.id, orders.shopId))
      .where(where)
      .orderBy(desc(orders.id))
      .limit(q.pageSize)
      .offset((q.pageNum - 1) * q.pageSize);
    const ids = list.map((r) => r.order.id);
    const lines = ids.length ? await db.select().from(orderLines).where(inArray(orderLines.orderId, ids)) : [];
    return {
      list: list.map((r) => ({ ...r.order, shopName: r.shopName, lines: lines.filter((l) => l.orderId === r.order.id), moves: orderMoves(r.order.status, "buyer") })),
      total: Number(n),
      pageNum: q.pageNum,
      pageSize: q.pageSize,
    };
  });

  mallRoute(app, db, product, "orderDetail", async (p, c) => {
    const { id } = parse(z.object({ id: zId }), p);
    const { order, actor } = await orderFor(db, id, buyer(c));
    const [shop] = await db.select({ name: shops.name }).from(shops).where(eq(shops.id, order.shopId));
    const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, id)).orderBy(asc(orderLines.id));
    const logs = await db.select().from(orderLogs).where(eq(orderLogs.orderId, id)).orderBy(asc(orderLogs.id));
    return { ...order, shopName: shop?.name, lines, logs, moves: orderMoves(order.status, actor) };
  });

  // what /orderSubmit needs in one call: the selected cart lines (or buy-now goods), addresses, balance, coupons
  mallRoute(app, db, product, "orderInit", async (_p, c) => {
    const selected = await db
      .select({ goodsId: cartItems.goodsId, quantity: cartItems.quantity })
      .from(cartItems)
      .where(and(eq(cartItems.userId, c.user!.id), eq(cartItems.systemId, c.systemId), eq(cartItems.selected, true)));
    const book = await db.select().from(addresses).where(eq(addresses.userId, c.user!.id)).orderBy(desc(addresses.isDefault), asc(addresses.id));
    return { selected, addresses: book, balance: await balanceOf(db, buyer(c)), coupons: await usableCoupons(db, c.user!.id) };
  });

  mallRoute(app, db, product, "addressList", async (_p, c) =>
    db.select().from(addresses).where(eq(addresses.userId, c.user!.id)).orderBy(desc(addresses.isDefault), asc(addresses.id)),
  );

  mallRoute(app, db, product, "addressSave", async (p, c) => {
    const a = parse(
      z.object({
        name: z.string({ error: "请填写收货人" }).trim().min(1, { error: "请填写收货人" }).max(20),
        phone: z.string({ error: "请填写手机号" }).regex(/^1\d{10}$/, { error: "手机号格式不正确" }),
        region: z.string({ error: "请填写所在地区" }).trim().min(2, { error: "请填写所在地区" }).max(60),
        detail: z.string({ error: "请填写详细地址" }).trim().min(2, { error: "请填写详细地址" }).max(120),
        isDefault: z.boolean().default(false),
      }),
      p,
    );
    return db.transaction(async (tx) => {
      if (a.isDefault) await tx.update(addresses).set({ isDefault: false }).where(eq(addresses.userId, c.user!.id));
      const [row] = await tx.insert(addresses).values({ ...a, userId: c.user!.id }).returning();
      return row;
    });
  });

  mallRoute(app, db, product, "balance", async (_p, c) => balanceOf(db, buyer(c)));
}
