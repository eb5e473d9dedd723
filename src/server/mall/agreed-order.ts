import { and, eq } from "drizzle-orm";
import type { Exec } from "../db/client";
import { insertRows } from "../db/insert-rows";
import { orderLines, orders, shops } from "../db/schema";
import { invalid } from "../http/errors";
import { logOrderMove, type Order } from "./order-moves";
import { nextOrderNo } from "./order-number";
import { skusOf, takeStock } from "./skus";
import { categoryTaxRates, type TaxRateOf } from "./tax-rates";
import { chargeOrder, gateFor, judge, openApproval, type Requester } from "../approval/gate";

const round = (n: number) => Math.round(n * 100) / 100;

/** A goods, a quantity and the unit price agreed for it. */
export interface AgreedLine {
  goodsId: number;
  quantity: number;
  price: number;
}

/** Goods at prices two parties agreed outside the cart: a won auction, the accepted lines of a bid offer. */
export interface AgreedDeal {
  systemId: number;
  /** The selling enterprise, whose open shop on the portal takes the order. */
  sellerEnterpriseId: number;
  lines: AgreedLine[];
  buyer: { userId: number; enterpriseId: number; name: string };
  receiver: { name: string | null; phone: string | null; region: string | null; address: string | null };
  remark: string;
  /** Unique per deal: the (buyer, key, shop) index lets one order exist per deal whatever races. */
  submitKey: string;
  /** Who made it and what the order's timeline says. */
  by: { userId: number; enterpriseId: number; note: string };
  /** The refusals in the deal's own words. */
  refuse: { noShop: string; noStock: string };
  /**
   * The employee whose approval rule the order passes, and the approval's kind (an accepted 竞价 offer): beyond
   * the rule it waits 待审批 with its stock held. Left out, the deal binds as agreed (a won auction).
   */
  gated?: { requester: Requester; source: string };
}

/** Reserves one line's quantity on the goods and on its first spec holding enough, as a cart order does. */
async function reserve(tx: Exec, d: AgreedDeal, l: AgreedLine, rateOf: TaxRateOf) {
  const sku = (await skusOf(tx, [l.goodsId])).get(l.goodsId)?.find((s) => Number(s.stock) >= l.quantity);
  const g = sku
    ? await takeStock(
        tx,
        { goodsId: l.goodsId, skuId: sku.id, quantity: l.quantity },
        { enterpriseId: d.sellerEnterpriseId },
      )
    : null;
  if (!sku || !g) throw invalid({ status: d.refuse.noStock }, d.refuse.noStock);
  return {
    goodsId: l.goodsId,
    skuId: sku.id,
    name: g.name,
    spec: sku.spec,
    unit: g.unit,
    image: g.image,
    price: l.price,
    quantity: l.quantity,
    amount: round(l.price * l.quantity),
    taxRate: rateOf(g.category),
  };
}

/**
 * The unpaid mall order of an agreed deal: a line per agreed goods, each on the goods' first spec holding the
 * quantity, the stock reserved as a cart order's is (a cancel gives it back). It then lives the ordinary order
 * flow: the buyer pays or cancels it among its orders, the seller ships it from its order list.
 */
export async function agreedOrder(tx: Exec, d: AgreedDeal): Promise<Order> {
  const [shop] = await tx
    .select()
    .from(shops)
    .where(and(eq(shops.enterpriseId, d.sellerEnterpriseId), eq(shops.systemId, d.systemId), eq(shops.audit, 1)));
  if (!shop) throw invalid({ status: d.refuse.noShop }, d.refuse.noShop);
  const rateOf = await categoryTaxRates(tx, d.systemId);
  // the rule's month is locked before any goods row, as the checkout does
  const gate = d.gated ? await gateFor(tx, d.gated.requester) : null;
  const lines = [];
  for (const l of d.lines) lines.push(await reserve(tx, d, l, rateOf));
  const amount = round(lines.reduce((n, l) => n + l.amount, 0));
  const why = gate && judge(gate, amount);
  const [order] = (await tx
    .insert(orders)
    .values({
      orderNo: nextOrderNo(),
      systemId: d.systemId,
      buyerUserId: d.buyer.userId,
      buyerEnterpriseId: d.buyer.enterpriseId,
      buyerName: d.buyer.name,
      shopId: shop.id,
      enterpriseId: d.sellerEnterpriseId,
      status: why ? "approving" : "unpaid",
      invoiceStatus: "none",
      goodsAmount: amount,
      freight: 0,
      discount: 0,
      total: amount,
      receiverName: d.receiver.name,
      receiverPhone: d.receiver.phone,
      receiverRegion: d.receiver.region,
      receiverAddress: d.receiver.address,
      remark: d.remark,
      submitKey: d.submitKey,
    } as never)
    .returning()) as Order[];
  await insertRows(
    tx,
    orderLines,
    lines.map((l, position) => ({ parentId: order!.id, position, ...l })),
  );
  if (gate && !why) await chargeOrder(tx, gate, "mallOrder", { id: order!.id, total: amount });
  if (gate && why)
    await openApproval(
      tx,
      d.gated!.requester,
      gate,
      {
        source: d.gated!.source,
        order: { id: order!.id, orderNo: String(order!.orderNo), total: amount, systemId: d.systemId },
        sellerName: String(shop.name),
        lines: lines.map(({ name, spec, unit, price, quantity, amount }) => ({
          name,
          spec,
          unit,
          price,
          quantity,
          amount,
        })),
      },
      why,
    );
  await logOrderMove(tx, order!, {
    action: "save",
    from: null,
    to: order!.status,
    userId: d.by.userId,
    enterpriseId: d.by.enterpriseId,
    note: why ? `${d.by.note}，${why}，待审批` : d.by.note,
  });
  return order!;
}
