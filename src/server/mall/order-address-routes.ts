import { and, eq, isNull, or } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { orderMoves } from "../../core/flows/order";
import { ADDRESS_ALREADY, needsAddress } from "../../core/order-address";
import type { Db } from "../db/client";
import { addresses, orders } from "../db/schema";
import { invalid, MSG } from "../http/errors";
import { asBuyer, buyerOrder, logOrderMove, type Order } from "./order-moves";
import { mallRoute, parse, zId, type Buyer } from "./route";
import { now } from "../clock";

/** The buyer's moves of an order as its pages offer them: one waiting for an address cannot be paid yet. */
export const buyerMovesOf = (order: Order) =>
  orderMoves(order.status, "buyer").filter((m) => m.action !== "pay" || !needsAddress(order));

const orderAddressInput = z.object({
  id: zId,
  addressId: z.coerce.number({ error: "请选择收货地址" }).int().positive({ error: "请选择收货地址" }),
});

/**
 * 确认收货地址 of an unpaid order made without one (a won auction): an address of the buyer's own book is
 * written on the order, once; the order can then be paid. A cart order's address priced its freight, so no
 * order that has one takes another here.
 */
export function registerOrderAddressRoutes(app: FastifyInstance, db: Db, product: string) {
  mallRoute(app, db, product, "orderAddress", async (p, c) => {
    const { id, addressId } = parse(orderAddressInput, p);
    const buyer = c as Buyer;
    return db.transaction(async (tx) => {
      const order = await buyerOrder(tx, id, buyer);
      if (order.status !== "unpaid") throw invalid({ status: MSG.noTransition }, MSG.noTransition);
      if (!needsAddress(order)) throw invalid({ addressId: ADDRESS_ALREADY }, ADDRESS_ALREADY);
      const [a] = await tx
        .select()
        .from(addresses)
        .where(and(eq(addresses.id, addressId), eq(addresses.userId, buyer.user.id)));
      if (!a) throw invalid({ addressId: "请选择收货地址" }, "请选择收货地址");
      const blank = or(
        isNull(orders.receiverRegion),
        eq(orders.receiverRegion, ""),
        isNull(orders.receiverAddress),
        eq(orders.receiverAddress, ""),
      );
      // the blank check in the UPDATE makes two racing choices write once
      const [moved] = (await tx
        .update(orders)
        .set({
          receiverName: a.name,
          receiverPhone: a.phone,
          receiverRegion: a.region,
          receiverAddress: a.detail,
          updatedAt: now(),
        })
        .where(and(eq(orders.id, id), eq(orders.status, "unpaid"), blank))
        .returning()) as Order[];
      if (!moved) throw invalid({ addressId: ADDRESS_ALREADY }, ADDRESS_ALREADY);
      await logOrderMove(tx, moved, {
        action: "address",
        from: "unpaid",
        to: "unpaid",
        ...asBuyer(buyer),
        note: `${a.name} ${a.phone} ${a.region} ${a.detail}`,
      });
      return { ...moved, moves: buyerMovesOf(moved), needsAddress: false };
    });
  });
}
