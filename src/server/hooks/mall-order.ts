import { resourceByName } from "../../../resources";
import { releasesStock } from "../../core/flows/order";
import { needsAddress, noAddressToShip } from "../../core/order-address";
import { invalid } from "../http/errors";
import { releaseOrder } from "../mall/order-moves";
import type { ResourceHooks } from "./types";

const mallOrder = resourceByName("mallOrder");

/**
 * The seller's order moves beyond config: nothing ships to an order without an address (an auction's, waiting for
 * the winner to choose one); a cancel gives back the reserved stock and the coupon, as the buyer's does.
 */
export const mallOrderHooks: ResourceHooks = {
  async beforeAction(_ctx, action, rows) {
    const stranded = action === "ship" ? rows.find(needsAddress) : undefined;
    if (stranded)
      throw invalid(
        { status: noAddressToShip(stranded.orderNo as string) },
        noAddressToShip(stranded.orderNo as string),
      );
  },
  async afterAction(ctx, action, rows) {
    if (!releasesStock(mallOrder.actions![action]!.to as never)) return;
    for (const row of rows) await releaseOrder(ctx.tx, row.id);
  },
};
