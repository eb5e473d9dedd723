import { and, asc, eq } from "drizzle-orm";
import { orderFromOffer } from "../../mall/offer-order";
import type { Exec } from "../client";
import { bidLineTakes, resourceLinesTables, resourceTables, rowMoves } from "../schema";
import { seedBidBusinesses } from "./bid-businesses";
import { BIDS, TAGS, type BidLine, type Ent } from "./mall-bid-plans";

type Ids = Record<Ent, number>;
type Row = Record<string, any>;
const bidLinesTable = resourceLinesTables.bid!.lines!;
const quoteLinesTable = resourceLinesTables.bidQuote!.lines!;
const DAY = 86_400_000;
/** 17:00 China time `days` from now, so an open bid is still open whenever the demo first starts. */
const ahead = (days: number) => {
  const d = new Date(Date.now() + days * DAY);
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate(), 9, 0));
};
const ago = (days: number) => new Date(Date.now() - days * DAY);
const dateAhead = (days: number) => ahead(days).toISOString().slice(0, 10);

/** One bid with its lines, as the form saves it; its delivery date a week after its deadline unless given. */
export async function insertBid(tx: Exec, values: Row, lines: BidLine[]): Promise<{ bid: Row; lines: Row[] }> {
  const deliveryDate =
    values.deliveryDate ?? new Date((values.deadline as Date).getTime() + 7 * DAY).toISOString().slice(0, 10);
  const [b] = (await tx
    .insert(resourceTables.bid!)
    .values({ deliveryRegions: [], ...values, deliveryDate } as never)
    .returning()) as Row[];
  const made = (await tx
    .insert(bidLinesTable)
    .values(
      lines.map(([goodsName, spec, quantity, unit, budgetPrice], position) => ({
        parentId: b!.id,
        position,
        goodsName,
        spec: spec || null,
        quantity,
        unit,
        budgetPrice,
      })) as never,
    )
    .returning()) as Row[];
  return { bid: b!, lines: made };
}

/**
 * Mall bids (docs/mall-bids.md): the sellers' audited 竞价业务, and 丰收's bids in every state with offers
 * open, accepted into a real unpaid mall order, and turned down.
 */
export async function seedMallBids(
  tx: Exec,
  ids: Ids,
  buyerUserId: number,
  operator: { enterpriseId: number; userId: number },
) {
  const { bidQuote, factory, goods } = resourceTables;
  await seedBidBusinesses(tx, ids, operator);
  const [place] = (await tx
    .select()
    .from(factory)
    .where(eq(factory.enterpriseId, ids.fengshou))
    .orderBy(asc(factory.id))
    .limit(1)) as { id: number }[];
  // the seller's goods on sale whose name holds the word, else its first
  const goodsOf = async (ent: Ent, word: string) => {
    const rows = (await tx
      .select()
      .from(goods)
      .where(and(eq(goods.enterpriseId, ids[ent]), eq(goods.systemId, 56), eq(goods.status, "on_sale")))
      .orderBy(asc(goods.id))) as Row[];
    return rows.find((g) => String(g.name).includes(word)) ?? rows[0]!;
  };
  let n = 0;
  for (const [i, [title, category, lines, status, offers, regions]] of BIDS.entries()) {
    const open = status === "bidding" || status === "hung" || status === "draft";
    const { bid: b, lines: bidLines } = await insertBid(
      tx,
      {
        enterpriseId: ids.fengshou,
        systemId: 56,
        title,
        category,
        tags: TAGS[i],
        deliveryRegions: regions,
        deliveryDate: open ? dateAhead(12 + i) : dateAhead(-1),
        factoryId: place!.id,
        deadline: open ? ahead(3 + i) : ago(2),
        contact: "马建军",
        phone: "13833219087",
        remark: "要求提供产品合格证及检验报告，货到验收合格后付款。",
        status,
        createdAt: ago(6 - i),
      },
      lines,
    );
    for (const [seller, prices, state, picked] of offers) {
      n += 1;
      const answers = await Promise.all(
        prices.map(async (p, k) => ({
          line: bidLines[k]!,
          goods: p && (await goodsOf(seller, p[2])),
          unitPrice: p?.[0] ?? null,
          quantity: p?.[1] ?? null,
        })),
      );
      const [offer] = (await tx
        .insert(bidQuote)
        .values({
          enterpriseId: ids[seller],
          systemId: 56,
          offerNo: `JJ${ago(5 - i)
            .toISOString()
            .slice(0, 10)
            .replace(/-/g, "")}${String(n).padStart(4, "0")}`,
          bidId: b!.id,
          deliveryDate: dateAhead(10 + i),
          totalAmount: answers.reduce((t, a) => t + Math.round((a.unitPrice ?? 0) * (a.quantity ?? 0) * 100), 0) / 100,
          remark: "含税含运费送到收货地点，随货附检验报告。",
          status: "submitted",
          createdAt: ago(5 - i),
        } as never)
        .returning()) as Row[];
      const offerLines = (await tx
        .insert(quoteLinesTable)
        .values(
          answers.map((a, position) => ({
            parentId: offer!.id,
            position,
            sourceLineId: a.line.id,
            goodsName: a.line.goodsName,
            spec: a.line.spec,
            quantity: a.line.quantity,
            unit: a.line.unit,
            goodsId: a.goods?.id ?? null,
            unitPrice: a.unitPrice,
            supplyQuantity: a.quantity,
          })) as never,
        )
        .returning()) as Row[];
      if (state === "ordered") {
        const accepted = picked!.map((k) => offerLines[k]!);
        const order = await orderFromOffer(tx, offer!, accepted, b!, {
          userId: buyerUserId,
          enterpriseId: ids.fengshou,
          systemId: 56,
        });
        await tx
          .update(bidQuote)
          .set({ status: "ordered", orderNo: order.orderNo, acceptedLines: accepted.map((l) => l.id) } as never)
          .where(eq(bidQuote.id, offer!.id));
        await tx
          .insert(bidLineTakes)
          .values(
            accepted.map((l) => ({ bidLineId: l.sourceLineId, bidId: b!.id, quoteId: offer!.id, quoteLineId: l.id })),
          );
      } else if (state === "rejected") {
        await tx
          .update(bidQuote)
          .set({ status: "rejected" } as never)
          .where(eq(bidQuote.id, offer!.id));
      }
      if (state !== "submitted") {
        await tx.insert(rowMoves).values({
          resource: "bidQuote",
          rowId: offer!.id,
          move: state === "ordered" ? "accept" : "reject",
          label: state === "ordered" ? "接受报价" : "不接受",
          fromState: "submitted",
          toState: state,
          userId: buyerUserId,
          enterpriseId: ids.fengshou,
        } as never);
      }
    }
  }
}
