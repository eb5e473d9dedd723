import { inArray } from "drizzle-orm";
import { col } from "../operations/context";
import type { webhookDelivery } from "../../../resources/webhook-delivery";
import { written } from "./declared-rows";
import type { ResourceHooks } from "./types";

/** 重新推送 starts a fresh round: the back-off counts from the first wait again; earlier attempts stay in the log. */
export const webhookDeliveryHooks: ResourceHooks = {
  afterAction: async (ctx, action, rows) => {
    if (action !== "replay") return;
    await ctx.tx
      .update(ctx.table)
      .set(written<typeof webhookDelivery>({ attemptCount: 0, lastError: null, deliveredAt: null }))
      .where(
        inArray(
          col(ctx.table, "id"),
          rows.map((r) => r.id),
        ),
      );
    for (const row of rows) Object.assign(row, { attemptCount: 0, lastError: null, deliveredAt: null });
  },
};
