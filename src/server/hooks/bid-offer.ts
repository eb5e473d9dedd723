import { eq } from "drizzle-orm";
import { resourceByName } from "../../../resources";
import { invalid } from "../http/errors";
import { col, tableOf, type OpContext, type Row } from "../operations/context";
import { sealOpen } from "../operations/seal";
import type { Line, Values } from "../validation/payload";
import { QUOTE_NEEDS_CERT } from "../../core/certification-gates";
import { SUPPLIER, requireBusinessRole } from "./business-role";
import { liveOrders } from "./tender-order";
import type { ResourceHooks } from "./types";
import { nowMs } from "../clock";

/**
 * The quote flow beyond config (docs/procurement.md; one quote per supplier per notice is the resource's
 * `uniqueBy`): never on one's own notice, written and withdrawn only before the deadline, awarded only once its
 * prices are open.
 */
const bidOrder = resourceByName("bidOrder");
const tenders = tableOf(bidOrder);

async function tenderOf(ctx: OpContext, id: number): Promise<Row> {
  const [row] = await ctx.tx
    .select()
    .from(tenders)
    .where(eq(col(tenders, "id"), id));
  return row as Row;
}

const closed = (tender: Row) => (tender.quoteEnd as Date).getTime() <= nowMs();

/** Sum of unit price × quantity supplied, to the fen. */
function totalOf(lines: Line[]): number {
  const fen = lines.reduce((sum, l) => sum + Math.round(Number(l.unitPrice) * 100) * Number(l.supplyQuantity), 0);
  return Math.round(fen) / 100;
}

export const bidOfferHooks: ResourceHooks = {
  async beforeCreate(ctx, values: Values, lines) {
    await requireBusinessRole(ctx, SUPPLIER, "bidOrderId", QUOTE_NEEDS_CERT);
    const tender = await tenderOf(ctx, values.bidOrderId as number);
    if (tender.enterpriseId === ctx.caller.enterpriseId)
      throw invalid({ bidOrderId: "不能对本企业发布的招标询价单报价" });
    if (closed(tender)) throw invalid({ bidOrderId: "该招标询价单已截止报价" });
    values.totalAmount = totalOf(lines.lines ?? []);
  },
  // an edit or a withdrawal after the deadline finds the quote 待定标 (flow.timed), which says 报价已截止 itself
  async beforeUpdate(_ctx, values, _current, lines) {
    if (lines.lines) values.totalAmount = totalOf(lines.lines);
  },
  async beforeAction(ctx, action, rows) {
    // a withdrawn quote stays withdrawn past the deadline (time moves only quotes standing): sent again too late, it is refused here
    if (action === "resubmit") {
      // sent again, it is a quote like a new one: a certification withdrawn meanwhile stops it
      await requireBusinessRole(ctx, SUPPLIER, "bidOrderId", QUOTE_NEEDS_CERT);
      for (const row of rows) {
        const tender = await tenderOf(ctx, row.bidOrderId as number);
        if (closed(tender)) throw invalid(undefined, "报价已截止，不能重新提交");
        if (action === "resubmit" && tender.status !== "quoting") throw invalid(undefined, "该招标询价单已不接受报价");
      }
    }
    if (action === "award" || action === "reject") {
      const open = await sealOpen(ctx, rows);
      if (rows.some((r) => !open(r))) throw invalid(undefined, "报价截止前不能定标");
    }
    // an award already turned into an order stays: the order is cancelled first
    if (
      action === "reject" &&
      (
        await liveOrders(
          ctx,
          rows.map((r) => r.id),
        )
      ).length
    )
      throw invalid(undefined, "该报价已生成订单，请先取消订单");
  },
};
