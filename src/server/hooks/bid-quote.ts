import { and, eq, ne } from "drizzle-orm";
import { resourceByName } from "../../../resources";
import { invalid } from "../http/errors";
import { orderFromOffer } from "../mall/offer-order";
import { col, tableOf, type OpContext, type Row } from "../operations/context";
import { recordMoves } from "../operations/moves";
import type { Values } from "../validation/payload";
import { dailyNumber } from "./daily-number";
import type { ResourceHooks } from "./types";

/**
 * The mall bid offer flow beyond config (docs/mall-bids.md): one offer per seller per bid, never on one's own
 * bid, written and edited only while the bid takes offers and before its deadline; of a bid's offers only
 * one is ever accepted. Accepting locks the bid row first, so two accepts on one bid queue there: the
 * first makes the order, finishes the bid and turns the other open offers down; the second then finds
 * the bid taken and is refused.
 */
const bid = resourceByName("bid");
const bids = tableOf(bid);
const goodsTable = tableOf(resourceByName("goods"));

async function bidOf(ctx: OpContext, id: number, lock = false): Promise<Row> {
  const q = ctx.tx.select().from(bids).where(eq(col(bids, "id"), id));
  const [row] = (await (lock ? q.for("update") : q)) as Row[];
  return row!;
}

const closed = (b: Row) => (b.deadline as Date).getTime() <= Date.now();

/** The bid must take offers now: published, not hung or finished, deadline ahead. */
function requireOpen(b: Row, field?: string) {
  const problem = b.status !== "bidding" ? "该竞价单已不接受报价" : closed(b) ? "该竞价单已截止报价" : undefined;
  if (problem) throw invalid(field ? { [field]: problem } : undefined, problem);
}

async function goodsName(ctx: OpContext, id: number): Promise<string> {
  const [g] = (await ctx.tx.select().from(goodsTable).where(eq(col(goodsTable, "id"), id))) as Row[];
  if (g?.status !== "on_sale") throw invalid({ goodsId: "请选择在售的商品" });
  return g.name as string;
}

const total = (price: unknown, quantity: unknown) => Math.round(Math.round(Number(price) * 100) * Number(quantity)) / 100;

/** The bid's other open offers, turned down by an accept, each with a line in its log. */
async function rejectOthers(ctx: OpContext, accepted: Row) {
  const { tx, table } = ctx;
  const others = (await tx
    .update(table)
    .set({ status: "rejected", updatedAt: new Date() } as never)
    .where(and(eq(col(table, "bidId"), accepted.bidId as number), eq(col(table, "status"), "submitted"), ne(col(table, "id"), accepted.id)))
    .returning()) as Row[];
  await recordMoves(ctx, others, {
    name: "reject",
    label: "不接受",
    from: () => "submitted",
    to: "rejected",
    note: { reason: { label: "原因", value: `已接受其他报价（${accepted.offerNo}）` } },
  });
}

/** The bid ends with its accepted offer (a hung or already finished bid keeps its log honest). */
async function finishBid(ctx: OpContext, b: Row, accepted: Row) {
  if (b.status === "finished") return;
  const [moved] = (await ctx.tx.update(bids).set({ status: "finished", updatedAt: new Date() } as never).where(eq(col(bids, "id"), b.id)).returning()) as Row[];
  await recordMoves({ ...ctx, resource: bid, table: bids }, [moved!], {
    name: "finish",
    label: "结束竞价",
    from: () => b.status,
    to: "finished",
    note: { reason: { label: "说明", value: `接受报价 ${accepted.offerNo}` } },
  });
}

export const bidQuoteHooks: ResourceHooks = {
  async beforeCreate(ctx, values: Values) {
    const b = await bidOf(ctx, values.bidId as number);
    if (b.enterpriseId === ctx.caller.enterpriseId) throw invalid({ bidId: "不能对本企业发布的竞价单报价" });
    requireOpen(b, "bidId");
    const [again] = await ctx.tx
      .select({ id: col(ctx.table, "id") })
      .from(ctx.table)
      .where(and(eq(col(ctx.table, "enterpriseId"), ctx.caller.enterpriseId), eq(col(ctx.table, "bidId"), b.id)));
    if (again) throw invalid({ bidId: "您已对该竞价单报价，请在我的竞价报价中修改" });
    values.goodsName = await goodsName(ctx, values.goodsId as number);
    values.offerNo = await dailyNumber(ctx, "offerNo", "JJ");
    values.totalAmount = total(values.unitPrice, values.quantity);
  },
  async beforeUpdate(ctx, values, current) {
    requireOpen(await bidOf(ctx, current.bidId as number));
    if (values.goodsId !== undefined) values.goodsName = await goodsName(ctx, values.goodsId as number);
    values.totalAmount = total(values.unitPrice ?? current.unitPrice, values.quantity ?? current.quantity);
  },
  async beforeAction(ctx, action, rows) {
    if (action !== "accept") return;
    const b = await bidOf(ctx, rows[0]!.bidId as number, true);
    // after the lock: a racing accept that got here first has committed its order by now
    const [taken] = await ctx.tx
      .select({ offerNo: col(ctx.table, "offerNo") })
      .from(ctx.table)
      .where(and(eq(col(ctx.table, "bidId"), b.id), eq(col(ctx.table, "status"), "ordered")));
    if (taken) throw invalid(undefined, `该竞价单已接受报价 ${taken.offerNo as string}，不能再接受其他报价`);
  },
  async afterAction(ctx, action, rows) {
    if (action !== "accept") return;
    const offer = rows[0]!;
    const b = await bidOf(ctx, offer.bidId as number);
    const order = await orderFromOffer(ctx.tx, offer, b, ctx.caller);
    await ctx.tx.update(ctx.table).set({ orderNo: order.orderNo } as never).where(eq(col(ctx.table, "id"), offer.id));
    offer.orderNo = order.orderNo;
    await rejectOthers(ctx, offer);
    await finishBid(ctx, b, offer);
  },
};
