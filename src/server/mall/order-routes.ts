import { and, asc, count, desc, eq, inArray } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { ORDER_STATES } from "../../core/flows/order";
import { needsAddress } from "../../core/order-address";
import { buyerMovesOf } from "./order-address-routes";
import type { Db } from "../db/client";
import { addresses, afterSales, cartItems, enterpriseBalances, orderLines, orders, shops } from "../db/schema";
import { movesOf } from "../operations/moves";
import { ApiError } from "../http/errors";
import { afterSaleBlock } from "../hooks/after-sale-apply";
import { orderInvoices } from "./order-invoices";
import { orderApproval } from "../approval/order-approval";
import { ruleStanding } from "../approval/rule-standing";
import { usableCoupons } from "./order-coupons";
import { asBuyer, buyerOrder, moveOrder, payOrder, type Order } from "./order-moves";
import { creditOffer } from "../credit/pay-on-credit";
import { submitOrders } from "./order-submit";
import { addressBookFields } from "../../core/address-fields";
import { orderFields } from "../../core/order-fields";
import { parseFields, zField } from "../validation/declared";
import type { Address } from "../db/schema";
import { idInput, mallRoute, parse, zId, zPage, type Buyer, type MallCaller } from "./route";

const buyer = (c: MallCaller) => c as Buyer;
const STATUS = z.enum(Object.keys(ORDER_STATES) as [string, ...string[]], { error: "订单状态不正确" });

async function balanceOf(db: Db, c: Buyer) {
  if (!c.enterprise) return null;
  const [row] = await db.select().from(enterpriseBalances).where(eq(enterpriseBalances.enterpriseId, c.enterprise.id));
  return { enterpriseName: c.enterprise.name, balance: row?.balance ?? 0 };
}

const orderPayInput = z.object({
  id: zId,
  amount: z.coerce.number({ error: "支付金额须为数字" }).min(0).max(1_000_000_000).optional(),
  // 账期支付 on the seller's line of credit; the enterprise balance otherwise
  method: z.enum(["balance", "credit"], { error: "请选择支付方式" }).optional(),
});
export const PAY_AMOUNT = "请确认应付金额后支付";
const orderCancelInput = z.object({ id: zId, reason: zField<string | null>(orderFields.cancelReason) });
const orderStatusInput = z.object({ id: zId, action: z.enum(["confirm", "cancel"], { error: "不支持的操作" }) });
const orderListInput = z.object({ status: STATUS.optional().or(z.literal("")), ...zPage });
/** Orders of the mall buyer: submit (idempotent), pay (once), cancel, confirm, list and detail. */
export function registerOrderRoutes(app: FastifyInstance, db: Db, product: string) {
  mallRoute(app, db, product, "orderSave", (p, c) => submitOrders(db, p, buyer(c), false));
  mallRoute(app, db, product, "orderSavePay", (p, c) => submitOrders(db, p, buyer(c), true));

  // the buyer's moves; the seller's (发货, 取消) are the mallOrder resource's actions, behind their button codes
  // pays exactly the amount the buyer confirmed: without it, or when it differs, the answer is the amount to confirm
  mallRoute(app, db, product, "orderPay", async (p, c) => {
    const { id, amount, method } = parse(orderPayInput, p);
    return db.transaction(async (tx) => {
      const order = await buyerOrder(tx, id, buyer(c));
      if (amount === undefined || Math.round(amount * 100) !== Math.round(Number(order.total) * 100)) {
        throw new ApiError(409, PAY_AMOUNT, undefined, { total: Number(order.total) });
      }
      return payOrder(tx, order, buyer(c), method);
    });
  });

  mallRoute(app, db, product, "orderCancel", async (p, c) => {
    const { id, reason } = parse(orderCancelInput, p);
    return db.transaction(async (tx) =>
      moveOrder(tx, await buyerOrder(tx, id, buyer(c)), "cancel", "buyer", asBuyer(buyer(c)), reason || "买家取消订单"),
    );
  });

  mallRoute(app, db, product, "orderStatus", async (p, c) => {
    const { id, action } = parse(orderStatusInput, p);
    return db.transaction(async (tx) =>
      moveOrder(tx, await buyerOrder(tx, id, buyer(c)), action, "buyer", asBuyer(buyer(c))),
    );
  });

  mallRoute(app, db, product, "orderList", async (p, c) => {
    const q = parse(orderListInput, p);
    const where = and(
      eq(orders.buyerUserId, c.user!.id),
      eq(orders.systemId, c.systemId),
      q.status ? eq(orders.status, q.status) : undefined,
    );
    const [{ n }] = (await db.select({ n: count() }).from(orders).where(where)) as [{ n: number }];
    const list = await db
      .select({ order: orders, shopName: shops.name })
      .from(orders)
      .innerJoin(shops, eq(shops.id, orders.shopId))
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(q.pageSize)
      .offset((q.pageNum - 1) * q.pageSize);
    const ids = list.map((r) => r.order.id);
    const lines = ids.length
      ? await db.select().from(orderLines).where(inArray(orderLines.parentId, ids)).orderBy(asc(orderLines.position))
      : [];
    return {
      list: list.map((r) => ({
        ...(r.order as Order),
        shopName: r.shopName,
        lines: lines.filter((l) => l.parentId === r.order.id),
        moves: buyerMovesOf(r.order as Order),
        needsAddress: needsAddress(r.order),
      })),
      total: Number(n),
      pageNum: q.pageNum,
      pageSize: q.pageSize,
    };
  });

  mallRoute(app, db, product, "orderDetail", async (p, c) => {
    const { id } = parse(idInput, p);
    const order = await buyerOrder(db, id, buyer(c));
    const [shop] = await db.select({ name: shops.name }).from(shops).where(eq(shops.id, order.shopId));
    const lines = await db
      .select()
      .from(orderLines)
      .where(eq(orderLines.parentId, id))
      .orderBy(asc(orderLines.position));
    // the order's one timeline, both parties' moves, as the seller's detail shows it too
    const logs = await movesOf(db, "mallOrder", id);
    const afterSaleList = await db
      .select({
        id: afterSales.id,
        afterSaleNo: afterSales.afterSaleNo,
        status: afterSales.status,
        kind: afterSales.kind,
        amount: afterSales.amount,
        createdAt: afterSales.createdAt,
      })
      .from(afterSales)
      .where(eq(afterSales.orderId, id))
      .orderBy(desc(afterSales.id));
    return {
      ...order,
      shopName: shop?.name,
      lines,
      logs,
      moves: buyerMovesOf(order),
      needsAddress: needsAddress(order),
      afterSales: afterSaleList,
      afterSaleBlock: afterSaleBlock(order, afterSaleList),
      ...(await orderInvoices(db, order)),
      approval: await orderApproval(db, order.id),
      // what 账期支付 may draw on with this order's seller
      credit: await creditOffer(db, order),
    };
  });

  // what /orderSubmit needs in one call: the selected cart lines (or buy-now goods), addresses, balance, coupons
  mallRoute(app, db, product, "orderInit", async (_p, c) => {
    const selected = await db
      .select({ goodsId: cartItems.goodsId, quantity: cartItems.quantity })
      .from(cartItems)
      .where(and(eq(cartItems.userId, c.user!.id), eq(cartItems.systemId, c.systemId), eq(cartItems.selected, true)));
    const book = await db
      .select()
      .from(addresses)
      .where(eq(addresses.userId, c.user!.id))
      .orderBy(desc(addresses.isDefault), asc(addresses.id));
    return {
      selected,
      addresses: book,
      balance: await balanceOf(db, buyer(c)),
      coupons: await usableCoupons(db, c.user!.id),
      // the buyer's approval rule as it stands: the page says which orders will wait before they are submitted
      approvalRule: await ruleStanding(db, buyer(c)),
    };
  });

  mallRoute(app, db, product, "addressList", async (_p, c) =>
    db
      .select()
      .from(addresses)
      .where(eq(addresses.userId, c.user!.id))
      .orderBy(desc(addresses.isDefault), asc(addresses.id)),
  );

  mallRoute(app, db, product, "addressSave", async (p, c) => {
    const a = parseFields<Address & { isDefault: boolean }>(addressBookFields, p);
    return db.transaction(async (tx) => {
      if (a.isDefault) await tx.update(addresses).set({ isDefault: false }).where(eq(addresses.userId, c.user!.id));
      const [row] = await tx
        .insert(addresses)
        .values({ ...a, userId: c.user!.id })
        .returning();
      return row;
    });
  });

  mallRoute(app, db, product, "balance", async (_p, c) => balanceOf(db, buyer(c)));
}
