import type { ResourceHooks } from "./types";

/** Bidding opens at the start price; the end-after-start bound is declared on the resource. */
export const auctionHooks: ResourceHooks = {
  async beforeCreate(_ctx, values) {
    values.currentPrice = values.startPrice;
  },
  async beforeUpdate(_ctx, values, current) {
    if (values.startPrice !== undefined && !current.bidCount) values.currentPrice = values.startPrice;
  },
};
