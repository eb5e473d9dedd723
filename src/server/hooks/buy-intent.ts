import { eq } from "drizzle-orm";
import { quoteValidUntil } from "../../core/flows/buy-intent";
import { buyPurposes } from "../db/schema";
import type { ResourceHooks } from "./types";

/** A reply's price holds from the moment it is given for the days the seller chose; a requote starts afresh. */
export const buyIntentHooks: ResourceHooks = {
  async afterAction(ctx, action, rows) {
    if (action !== "quote") return;
    for (const row of rows) {
      const validUntil = quoteValidUntil(row.updatedAt as Date, row.validDays as number);
      await ctx.tx.update(buyPurposes).set({ validUntil } as never).where(eq(buyPurposes.id, row.id));
      row.validUntil = validUntil;
    }
  },
};
