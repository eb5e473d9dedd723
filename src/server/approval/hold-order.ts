import type { Exec } from "../db/client";
import type { Buyer } from "../mall/route";
import { chargeOrder, openApproval, type Gate } from "./gate";
import { round } from "../mall/order-submit-checks";

/** A mall order as the checkout just wrote it, with its shop and the goods it holds. */
interface Placed {
  order: Record<string, any> & { id: number; total: number };
  shopName: string;
  items: { g: Record<string, any>; sku: { spec?: unknown }; quantity: number; price: number }[];
}

/**
 * What the gate's verdict does to a mall order the checkout just wrote: one its rule let through is charged to the
 * month's budget; one beyond it (`why`) opens its approval, which names the goods so the approver sees what is bought.
 */
export async function holdOrCharge(tx: Exec, c: Buyer, gate: Gate, why: string | null, placed: Placed) {
  if (!why) return chargeOrder(tx, gate, "mallOrder", placed.order);
  await openApproval(
    tx,
    c,
    gate,
    {
      source: "mallOrder",
      order: {
        id: placed.order.id,
        orderNo: String(placed.order.orderNo),
        total: Number(placed.order.total),
        systemId: Number(placed.order.systemId),
      },
      sellerName: placed.shopName,
      lines: placed.items.map(({ g, sku, quantity, price }) => ({
        name: String(g.name),
        spec: (sku.spec as string | null) ?? null,
        unit: (g.unit as string | null) ?? null,
        price,
        quantity,
        amount: round(price * quantity),
      })),
    },
    why,
  );
}
