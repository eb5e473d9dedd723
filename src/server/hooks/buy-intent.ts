import { eq } from "drizzle-orm";
import { quoteValidUntil } from "../../core/flows/buy-intent";
import { buyPurposes } from "../db/schema";
import type { buyIntent } from "../../../resources/buy-intent";
import { written, type StoredRow } from "./declared-rows";
import type { ResourceHooks } from "./types";

/** A reply's price holds from the moment it is given for the days the seller chose; a requote starts afresh. */
export const buyIntentHooks: ResourceHooks = {
  async afterAction(ctx, action, rows) {
    if (action !== "quote") return;
    for (const row of rows as StoredRow<typeof buyIntent>[]) {
      // the quote action's form asks for the days (required there), so a quoted row holds them
      const validUntil = quoteValidUntil(row.updatedAt, row.validDays!);
      await ctx.tx.update(buyPurposes).set(written<typeof buyIntent>({ validUntil })).where(eq(buyPurposes.id, row.id));
      row.validUntil = validUntil;
    }
  },
};
