import { and, eq, inArray, ne } from "drizzle-orm";
import { resourceByName } from "../../../resources";
import { invalid } from "../http/errors";
import { orderFromOffer } from "../mall/offer-order";
import { col, tableOf, type OpContext, type Row } from "../operations/context";
import { recordMoves } from "../operations/moves";
import type { Line } from "../validation/payload";
import { bidLineTakes, resourceLinesTables } from "../db/schema";
import type { bid as declaredBid } from "../../../resources/bid";
import type { bidQuote } from "../../../resources/bid-quote";
import { written, type StoredRow } from "./declared-rows";
import type { ResourceHooks } from "./types";
import { now, nowMs } from "../clock";

/**
 * The mall bid offer flow beyond config (docs/mall-bids.md): one offer per seller per bid, never on one's own
 * bid, written and edited only while the bid takes offers and before its deadline; each line of a bid is won
 * by one offer at most. Accepting locks the bid row first, so two accepts on one bid queue there: the first
 * takes its lines (bid_line_takes, keyed by the bid line) and makes the order; the second then finds a line
 * it wants taken and is refused. Offers left with nothing to win are turned down, and the bid finishes when
 * every line is won.
 */
const bid = resourceByName("bid");
const bids = tableOf(bid);
const goodsTable = tableOf(resourceByName("goods"));

type Bid = StoredRow<typeof declaredBid>;

async function bidOf(ctx: OpContext, id: number, lock = false): Promise<Bid> {
  const q = ctx.tx
    .select()
    .from(bids)
    .where(eq(col(bids, "id"), id));
  const [row] = (await (lock ? q.for("update") : q)) as Bid[];
  return row!;
}

const closed = (b: Bid) => b.deadline.getTime() <= nowMs();

/** The bid must take offers now: published, not hung or finished, deadline ahead. */
function requireOpen(b: Bid, field?: string) {
  const problem = b.status !== "bidding" ? "该竞价单已不接受报价" : closed(b) ? "该竞价单已截止报价" : undefined;
  if (problem) throw invalid(field ? { [field]: problem } : undefined, problem);
}

const OFFER = ["goodsId", "unitPrice", "supplyQuantity"] as const;
const blank = (v: unknown) => v === undefined || v === null || v === "";
/** A line the seller offers on: its goods, price and quantity all given (a blank line is not offered). */
export const offered = (l: Record<string, unknown>) => OFFER.every((k) => !blank(l[k]));

/** What an offered goods must share with the bid (its 商品类目), as the goods picker's `choices.sameAs` declares it. */
const SAME_AS = Object.entries(resourceByName("bidQuote").fields.lines!.lines!.goodsId!.choices?.sameAs ?? {});

/** The line's goods is not of the bid's category: which line, what it asks for and what the goods is. */
function outOfCategory(b: Row, g: Row, i: number, l: Line): string | undefined {
  const [own, theirs] = SAME_AS.find(([k, bk]) => g[k] !== b[bk]) ?? [];
  if (!own) return undefined;
  const line = l.goodsName ? `第${i + 1}行「${l.goodsName as string}」` : `第${i + 1}行`;
  return `${line}须报「${b[theirs!] as string}」类目的商品，「${g.name as string}」属于「${g[own] as string}」`;
}

/**
 * Each line is offered in full or left blank, and at least one is offered; an offered line's goods must be the
 * seller's own on sale, and of the bid's category.
 */
async function checkOffered(ctx: OpContext, b: Row, lines: Line[]) {
  const errors: Record<string, string> = {};
  for (const [i, l] of lines.entries()) {
    const missing = OFFER.filter((k) => blank(l[k]));
    if (missing.length && missing.length < OFFER.length) {
      for (const k of missing)
        errors[`lines.${i}.${k}`] =
          k === "goodsId" ? "请选择供货商品" : k === "unitPrice" ? "请输入报价单价" : "请输入供货数量";
    }
  }
  if (!Object.keys(errors).length && !lines.some(offered)) errors["lines.0.goodsId"] = "请至少对一项采购明细报价";
  const ids = [...new Set(lines.filter(offered).map((l) => l.goodsId as number))];
  const found = ids.length
    ? ((await ctx.tx
        .select()
        .from(goodsTable)
        .where(inArray(col(goodsTable, "id"), ids))) as Row[])
    : [];
  const byId = new Map(found.map((g) => [g.id as number, g]));
  for (const [i, l] of lines.entries()) {
    if (!offered(l)) continue;
    const g = byId.get(l.goodsId as number);
    const problem =
      g?.status !== "on_sale" || g.enterpriseId !== ctx.caller.enterpriseId
        ? "请选择在售的商品"
        : outOfCategory(b, g, i, l);
    if (problem) errors[`lines.${i}.goodsId`] = problem;
  }
  if (Object.keys(errors).length) throw invalid(errors, Object.values(errors)[0]);
}

const cents = (price: unknown, quantity: unknown) => Math.round(Math.round(Number(price) * 100) * Number(quantity));
const total = (lines: Line[]) =>
  lines.filter(offered).reduce((n, l) => n + cents(l.unitPrice, l.supplyQuantity), 0) / 100;

const quoteLines = resourceLinesTables.bidQuote!.lines!;
const bidLines = resourceLinesTables.bid!.lines!;

async function linesOfQuote(ctx: OpContext, quoteId: number): Promise<Row[]> {
  return (await ctx.tx
    .select()
    .from(quoteLines)
    .where(eq(col(quoteLines, "parentId"), quoteId))) as Row[];
}

/** The bid's lines already won by an offer, by bid line id, with the offer's number. */
async function takenLines(ctx: OpContext, bidId: number): Promise<Map<number, string>> {
  const rows = await ctx.tx
    .select({ line: bidLineTakes.bidLineId, offerNo: col(ctx.table, "offerNo") })
    .from(bidLineTakes)
    .innerJoin(ctx.table, eq(col(ctx.table, "id"), bidLineTakes.quoteId))
    .where(eq(bidLineTakes.bidId, bidId));
  return new Map(rows.map((r) => [r.line, r.offerNo as string]));
}

/**
 * The bid's other open offers that have nothing left to win (every line they answer is taken) are turned
 * down, each with a line in its log; an offer with a line still open stays for the buyer to accept.
 */
async function rejectSpent(ctx: OpContext, accepted: Row, taken: Set<number>) {
  const { tx, table } = ctx;
  const open = (await tx
    .select()
    .from(table)
    .where(
      and(
        eq(col(table, "bidId"), accepted.bidId as number),
        eq(col(table, "status"), "submitted"),
        ne(col(table, "id"), accepted.id),
      ),
    )) as Row[];
  const spent: number[] = [];
  for (const o of open) {
    if ((await linesOfQuote(ctx, o.id as number)).filter(offered).every((l) => taken.has(l.sourceLineId as number)))
      spent.push(o.id as number);
  }
  if (!spent.length) return;
  const others = (await tx
    .update(table)
    .set(written<typeof bidQuote>({ status: "rejected", updatedAt: now() }))
    .where(and(inArray(col(table, "id"), spent), eq(col(table, "status"), "submitted")))
    .returning()) as Row[];
  await recordMoves(ctx, others, {
    name: "reject",
    label: "不接受",
    from: () => "submitted",
    to: "rejected",
    note: { reason: { label: "原因", value: `所报明细已接受其他报价（${accepted.offerNo}）` } },
  });
}

/** The bid ends once every line is won (a hung or already finished bid keeps its log honest). */
async function finishBid(ctx: OpContext, b: Row, accepted: Row, taken: Set<number>) {
  if (b.status === "finished") return;
  const all = await ctx.tx
    .select({ id: col(bidLines, "id") })
    .from(bidLines)
    .where(eq(col(bidLines, "parentId"), b.id));
  if (!all.every((l) => taken.has(l.id as number))) return;
  const [moved] = (await ctx.tx
    .update(bids)
    .set(written<typeof declaredBid>({ status: "finished", updatedAt: now() }))
    .where(eq(col(bids, "id"), b.id))
    .returning()) as Row[];
  await recordMoves({ ...ctx, resource: bid, table: bids }, [moved!], {
    name: "finish",
    label: "结束竞价",
    from: () => b.status,
    to: "finished",
    note: { reason: { label: "说明", value: `全部明细已接受报价（最后一份 ${accepted.offerNo}）` } },
  });
}

export const bidQuoteHooks: ResourceHooks = {
  async beforeCreate(ctx, values, lines) {
    const b = await bidOf(ctx, values.bidId as number);
    if (b.enterpriseId === ctx.caller.enterpriseId) throw invalid({ bidId: "不能对本企业发布的竞价单报价" });
    requireOpen(b, "bidId");
    await checkOffered(ctx, b, lines.lines ?? []);
    values.totalAmount = total(lines.lines ?? []);
  },
  async beforeUpdate(ctx, values, current, lines) {
    const b = await bidOf(ctx, current.bidId as number);
    requireOpen(b);
    if (!lines.lines) return;
    await checkOffered(ctx, b, lines.lines);
    values.totalAmount = total(lines.lines);
  },
  async beforeAction(ctx, action, rows) {
    // accepts on one bid queue here: the one after finds the lines the first took (afterAction)
    if (action === "accept") await bidOf(ctx, rows[0]!.bidId as number, true);
  },
  async afterAction(ctx, action, rows) {
    if (action !== "accept") return;
    const offer = rows[0]!;
    const picked = new Set(((offer.acceptedLines as number[] | null) ?? []).map(Number));
    // only offered lines can be picked (the picks field's `filled`): a blank line is never accepted
    const accepted = (await linesOfQuote(ctx, offer.id as number)).filter((l) => picked.has(l.id as number));
    const before = await takenLines(ctx, offer.bidId as number);
    const clash = accepted.find((l) => before.has(l.sourceLineId as number));
    if (clash)
      throw invalid({
        acceptedLines: `「${clash.goodsName as string}」已接受报价 ${before.get(clash.sourceLineId as number)}，请取消勾选该明细`,
      });
    const took = await ctx.tx
      .insert(bidLineTakes)
      .values(
        accepted.map((l) => ({
          bidLineId: l.sourceLineId as number,
          bidId: offer.bidId as number,
          quoteId: offer.id as number,
          quoteLineId: l.id as number,
        })),
      )
      .onConflictDoNothing()
      .returning();
    if (took.length !== accepted.length) throw invalid({ acceptedLines: "所选明细已接受其他报价，请刷新后重试" });
    const b = await bidOf(ctx, offer.bidId as number);
    const order = await orderFromOffer(ctx.tx, offer, accepted, b, ctx.caller);
    await ctx.tx
      .update(ctx.table)
      .set({ orderNo: order.orderNo } as never)
      .where(eq(col(ctx.table, "id"), offer.id));
    offer.orderNo = order.orderNo;
    const taken = new Set([...before.keys(), ...accepted.map((l) => l.sourceLineId as number)]);
    await rejectSpent(ctx, offer, taken);
    await finishBid(ctx, b, offer, taken);
  },
};
