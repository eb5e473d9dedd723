import { and, asc, eq } from "drizzle-orm";
import { orderFromOffer } from "../../mall/offer-order";
import type { Exec } from "../client";
import { bidLineTakes, resourceLinesTables, resourceTables, rowMoves } from "../schema";
import { ENTERPRISES } from "./accounts";

type Ent = "lvye" | "fengshou" | "kangmu";
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

/** [enterprise, portal, status, categories, days ago]: 绿野 and 康牧 offer on YYN, 绿野 on AY too; 康牧's AY registration waits for the operator. */
const BUSINESSES: [Ent, number, string, string, number][] = [
  ["lvye", 56, "approved", "猪禽反刍配合饲料、预混料", 20],
  ["kangmu", 56, "approved", "兽药、疫苗、消毒剂", 18],
  ["lvye", 62, "approved", "奶牛、肉牛饲料", 15],
  ["kangmu", 63, "submitted", "兽药、疫苗", 1],
];
const CONTACTS: Record<Ent, [string, string]> = { lvye: ["王建国", "13800000001"], fengshou: ["李春华", "13800000002"], kangmu: ["赵立新", "13800000003"] };

/** A line of a bid: [goods, spec, quantity, unit, budget price]. */
export type BidLine = [string, string, number, string, number | null];
/**
 * An offer: [seller, per bid line [unit price, quantity, a word of the seller's goods offered] or null when not
 * offered, state, the lines accepted when ordered]. 丰收 splits a bid between sellers line by line, so one bid
 * can hold an accepted offer and open ones on its other lines.
 */
type Offer = [Ent, ([number, number, string] | null)[], "submitted" | "ordered" | "rejected", number[]?];
/** 丰收's mall bids: [title, category, lines, status, offers, delivery regions]. */
const BIDS: [string, string, BidLine[], string, Offer[], string[]][] = [
  [
    "猪场防疫消毒物资竞价采购", "兽药",
    [["聚维酮碘溶液", "1000ml/瓶", 800, "瓶", 17], ["戊二醛癸甲溴铵溶液", "5L/桶", 300, "桶", 26]],
    "bidding",
    [["kangmu", [[15.8, 800, "聚维酮碘"], [24.5, 300, "戊二醛"]], "submitted"], ["lvye", [[16.5, 800, "复合维生素"], null], "submitted"]],
    ["130100", "130600"],
  ],
  [
    "犊牛场保健用药竞价采购", "兽药",
    [["黄芪多糖口服液", "500ml/瓶", 100, "瓶", 30], ["板蓝根颗粒", "1kg/袋", 50, "袋", 22]],
    "finished",
    [["kangmu", [[28, 100, "黄芪多糖"], [20.5, 50, "板蓝根"]], "ordered", [0, 1]], ["lvye", [[29.5, 100, "复合维生素"], null], "rejected"]],
    ["150100"],
  ],
  // split line by line: 绿野 won the vitamins, the disinfectant is still open to 康牧's offer; every offered goods is
  // of the bid's 商品类目, as the offer form and the server ask
  [
    "母猪场保健及消毒物资分项竞价", "兽药",
    [["复合维生素B可溶性粉", "500g/袋", 200, "袋", 48], ["聚维酮碘溶液", "1000ml/瓶", 200, "瓶", 17]],
    "bidding",
    [["lvye", [[45, 200, "复合维生素"], null], "ordered", [0]], ["kangmu", [null, [16.2, 200, "聚维酮碘"]], "submitted"]],
    ["130100"],
  ],
  // the newest open bid has no offer yet: the one a seller picks first
  ["育肥猪配合饲料竞价采购", "饲料", [["育肥猪配合饲料", "40kg/袋", 40, "吨", 3600], ["仔猪教槽料", "20kg/袋", 5, "吨", 8200]], "bidding", [], ["130000"]],
  ["羊场驱虫药竞价", "兽药", [["伊维菌素注射液", "100ml/瓶", 300, "瓶", 12]], "hung", [["kangmu", [[11.2, 300, "伊维菌素"]], "submitted"]], ["150000"]],
  ["奶牛场乳房炎药品竞价", "兽药", [["头孢喹肟乳房注入剂", "8g/支", 500, "支", 9.5], ["碘甘油乳头药浴液", "1000ml/瓶", 200, "瓶", 18]], "draft", [], ["150100", "150200"]],
];

/** The 竞价标签 of 丰收's bids, in the order of BIDS (codes of the tree migration 0030 holds). */
const TAGS: string[][] = [
  ["quality.report", "quality.gmp", "pay.monthly"],
  ["quality.gmp", "pay.cod"],
  ["supply.batch", "quality.report", "delivery.door"],
  ["supply.long", "quality.licence", "delivery.door"],
  ["quality.gmp"],
  ["quality.gmp", "delivery.cold", "pay.prepay"],
];

/** One bid with its lines, as the form saves it; its delivery date a week after its deadline unless given. */
export async function insertBid(tx: Exec, values: Row, lines: BidLine[]): Promise<{ bid: Row; lines: Row[] }> {
  const deliveryDate = values.deliveryDate ?? new Date((values.deadline as Date).getTime() + 7 * DAY).toISOString().slice(0, 10);
  const [b] = (await tx.insert(resourceTables.bid!).values({ deliveryRegions: [], ...values, deliveryDate } as never).returning()) as Row[];
  const made = (await tx.insert(bidLinesTable).values(
    lines.map(([goodsName, spec, quantity, unit, budgetPrice], position) => ({ parentId: b!.id, position, goodsName, spec: spec || null, quantity, unit, budgetPrice })) as never,
  ).returning()) as Row[];
  return { bid: b!, lines: made };
}

/**
 * Mall bids (docs/mall-bids.md): the sellers' audited 竞价业务, and 丰收's bids in every state with offers
 * open, accepted into a real unpaid mall order, and turned down.
 */
export async function seedMallBids(tx: Exec, ids: Ids, buyerUserId: number, operator: { enterpriseId: number; userId: number }) {
  const { bidBusiness, bidQuote, factory, goods } = resourceTables;
  for (const [ent, systemId, status, categories, days] of BUSINESSES) {
    const [row] = await tx.insert(bidBusiness).values({
      enterpriseId: ids[ent], systemId, companyName: ENTERPRISES[ent].name, categories, licenseImage: "/assets/certification/license.svg",
      contact: CONTACTS[ent][0], phone: CONTACTS[ent][1], remark: `登记竞价供货，主营${categories}。`, status, createdAt: ago(days), updatedAt: ago(days - 1),
    } as never).returning();
    if (status === "approved") {
      await tx.insert(rowMoves).values({ resource: "bidBusiness", rowId: (row as { id: number }).id, move: "approve", label: "通过", fromState: "submitted", toState: "approved", userId: operator.userId, enterpriseId: operator.enterpriseId, createdAt: ago(days - 1) } as never);
    }
  }
  const [place] = (await tx.select().from(factory).where(eq(factory.enterpriseId, ids.fengshou)).orderBy(asc(factory.id)).limit(1)) as { id: number }[];
  // the seller's goods on sale whose name holds the word, else its first
  const goodsOf = async (ent: Ent, word: string) => {
    const rows = (await tx.select().from(goods).where(and(eq(goods.enterpriseId, ids[ent]), eq(goods.systemId, 56), eq(goods.status, "on_sale"))).orderBy(asc(goods.id))) as Row[];
    return rows.find((g) => String(g.name).includes(word)) ?? rows[0]!;
  };
  let n = 0;
  for (const [i, [title, category, lines, status, offers, regions]] of BIDS.entries()) {
    const open = status === "bidding" || status === "hung" || status === "draft";
    const { bid: b, lines: bidLines } = await insertBid(tx, {
      enterpriseId: ids.fengshou, systemId: 56, title, category, tags: TAGS[i], deliveryRegions: regions, deliveryDate: open ? dateAhead(12 + i) : dateAhead(-1), factoryId: place!.id,
      deadline: open ? ahead(3 + i) : ago(2), contact: "马建军", phone: "13833219087",
      remark: "要求提供产品合格证及检验报告，货到验收合格后付款。", status, createdAt: ago(6 - i),
    }, lines);
    for (const [seller, prices, state, picked] of offers) {
      n += 1;
      const answers = await Promise.all(
        prices.map(async (p, k) => ({ line: bidLines[k]!, goods: p && (await goodsOf(seller, p[2])), unitPrice: p?.[0] ?? null, quantity: p?.[1] ?? null })),
      );
      const [offer] = (await tx.insert(bidQuote).values({
        enterpriseId: ids[seller], systemId: 56, offerNo: `JJ${ago(5 - i).toISOString().slice(0, 10).replace(/-/g, "")}${String(n).padStart(4, "0")}`,
        bidId: b!.id, deliveryDate: dateAhead(10 + i),
        totalAmount: answers.reduce((t, a) => t + Math.round((a.unitPrice ?? 0) * (a.quantity ?? 0) * 100), 0) / 100,
        remark: "含税含运费送到收货地点，随货附检验报告。", status: "submitted", createdAt: ago(5 - i),
      } as never).returning()) as Row[];
      const offerLines = (await tx.insert(quoteLinesTable).values(
        answers.map((a, position) => ({
          parentId: offer!.id, position, sourceLineId: a.line.id, goodsName: a.line.goodsName, spec: a.line.spec, quantity: a.line.quantity, unit: a.line.unit,
          goodsId: a.goods?.id ?? null, unitPrice: a.unitPrice, supplyQuantity: a.quantity,
        })) as never,
      ).returning()) as Row[];
      if (state === "ordered") {
        const accepted = picked!.map((k) => offerLines[k]!);
        const order = await orderFromOffer(tx, offer!, accepted, b!, { userId: buyerUserId, enterpriseId: ids.fengshou, systemId: 56 });
        await tx.update(bidQuote).set({ status: "ordered", orderNo: order.orderNo, acceptedLines: accepted.map((l) => l.id) } as never).where(eq(bidQuote.id, offer!.id));
        await tx.insert(bidLineTakes).values(accepted.map((l) => ({ bidLineId: l.sourceLineId, bidId: b!.id, quoteId: offer!.id, quoteLineId: l.id })));
      } else if (state === "rejected") {
        await tx.update(bidQuote).set({ status: "rejected" } as never).where(eq(bidQuote.id, offer!.id));
      }
      if (state !== "submitted") {
        await tx.insert(rowMoves).values({
          resource: "bidQuote", rowId: offer!.id, move: state === "ordered" ? "accept" : "reject", label: state === "ordered" ? "接受报价" : "不接受",
          fromState: "submitted", toState: state, userId: buyerUserId, enterpriseId: ids.fengshou,
        } as never);
      }
    }
  }
}
