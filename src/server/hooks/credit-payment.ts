import { eq, sql } from "drizzle-orm";
import { creditLines } from "../db/schema";
import { book, paymentOf } from "../credit/ledger";
import { refreshLine } from "../credit/statements";
import type { ResourceHooks } from "./types";

/**
 * A payment is taken from what its buyer owes on the line, under the line's row lock, so two recorded at once are
 * both counted; what it pays beyond the debt is 预收 (已用额度 below zero), which the buyer's next orders on credit
 * use first. It is an entry of the ledger, and the line's statements are settled oldest first.
 */
export const creditPaymentHooks: ResourceHooks = {
  async beforeCreate(ctx, values) {
    const [line] = await ctx.tx
      .select()
      .from(creditLines)
      .where(eq(creditLines.id, Number(values.creditLineId)))
      .for("update");
    const owed = Math.round(Number(line!.usedAmount) * 100);
    const paid = Math.round(Number(values.amount) * 100);
    values.buyerEnterpriseId = line!.buyerEnterpriseId;
    values.owedAfter = (owed - paid) / 100;
    await ctx.tx
      .update(creditLines)
      .set({ usedAmount: sql`${creditLines.usedAmount} - ${paid / 100}` } as never)
      .where(eq(creditLines.id, line!.id));
  },
  async afterWrite(ctx, row) {
    await book(ctx.tx, paymentOf(row));
    await refreshLine(ctx.tx, Number(row.creditLineId), {
      userId: ctx.caller.userId,
      enterpriseId: ctx.caller.enterpriseId,
    });
  },
};
