import { resourceByName } from "../../../resources";
import { releasesStock } from "../../core/flows/order";
import { releaseOrder } from "../mall/order-moves";
import type { ResourceHooks } from "./types";

const mallOrder = resourceByName("mallOrder");

/** The seller's order moves beyond config: a cancel gives back the reserved stock and the coupon, as the buyer's does. */
export const mallOrderHooks: ResourceHooks = {
  async afterAction(ctx, action, rows) {
    if (!releasesStock(mallOrder.actions![action]!.to as never)) return;
    for (const row of rows) await releaseOrder(ctx.tx, row.id);
  },
};
