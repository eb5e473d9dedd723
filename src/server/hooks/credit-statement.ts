import { count, eq, sql } from "drizzle-orm";
import { creditLines, creditStatementLines } from "../db/schema";
import { invalid } from "../http/errors";
import { now } from "../clock";
import type { Row } from "../operations/context";
import { book, cents, entriesBetween } from "../credit/ledger";
import { refreshLine, statementOf, writeStatementLines } from "../credit/statements";

const JUST_MADE = "该采购商的对账单刚刚已生成，请在列表中查看";
import type { ResourceHooks } from "./types";

/**
 * 出账 brings the statement up to what was paid meanwhile (one paid off before it was issued is 已结清 at once);
 * 处理异议 with a 调减 (a credit note) books it into the statement's own period, lowering what is owed there and on the
 * line (beyond what is owed, the rest is 预收, as a payment beyond it is); time's
 * 逾期 counts the statement in the line's 逾期金额, which stops new 账期支付.
 */
export const creditStatementHooks: ResourceHooks = {
  // 生成对账单: the time since the line's last statement up to now, under the line's lock
  async beforeCreate(ctx, values) {
    const [line] = (await ctx.tx
      .select()
      .from(creditLines)
      .where(eq(creditLines.id, Number(values.creditLineId)))
      .for("update")) as Row[];
    const made = await statementOf(ctx.tx, line!, now());
    if (!made) throw invalid({ creditLineId: JUST_MADE }, JUST_MADE);
    Object.assign(values, made.values);
  },
  async afterWrite(ctx, row) {
    const [{ count: n } = { count: 0 }] = await ctx.tx
      .select({ count: count() })
      .from(creditStatementLines)
      .where(eq(creditStatementLines.parentId, row.id));
    if (Number(n) > 0) return;
    const entries = await entriesBetween(
      ctx.tx,
      Number(row.creditLineId),
      new Date(row.periodStart as string),
      new Date(row.periodEnd as string),
    );
    await writeStatementLines(ctx.tx, row.id, entries);
  },
  async afterAction(ctx, action, rows, note) {
    const by = { userId: ctx.caller.userId, enterpriseId: ctx.caller.enterpriseId };
    for (const row of rows) {
      if (action === "answer") {
        const down = cents(note.adjustDown?.value);
        if (down > 0) {
          await ctx.tx
            .update(creditLines)
            .set({ usedAmount: sql`${creditLines.usedAmount} - ${down / 100}` } as never)
            .where(eq(creditLines.id, Number(row.creditLineId)));
          await book(ctx.tx, {
            lineId: Number(row.creditLineId),
            kind: "adjust",
            amount: -down / 100,
            refNo: String(row.statementNo),
            remark: `对账调减：${String(note.sellerReply?.value ?? "").slice(0, 100)}`,
            source: "creditStatement",
            sourceId: row.id,
            // the period it corrects: its last instant, so it is that statement's last line
            bookedAt: new Date(new Date(row.periodEnd as string).getTime() - 1),
          });
        }
      }
      if (action === "issue" || action === "answer") await refreshLine(ctx.tx, Number(row.creditLineId), by);
    }
  },
  async afterTimed(ctx, _move, rows) {
    for (const line of new Set(rows.map((r) => Number(r.creditLineId)))) await refreshLine(ctx.tx, line);
  },
};
