import { and, asc, eq } from "drizzle-orm";
import { orderFromOffer } from "../../mall/offer-order";
import type { Exec } from "../client";
import { resourceTables, rowMoves } from "../schema";
import { ENTERPRISES } from "./accounts";

type Ent = "lvye" | "fengshou" | "kangmu";
type Ids = Record<Ent, number>;
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

/** 丰收's mall bids: [title, goods, category, quantity, unit, budget price, status, offers as [seller, unit price, quantity, state]]. */
type Offer = [Ent, number, number, "submitted" | "ordered" | "rejected"];
const BIDS: [string, string, string, number, string, number, string, Offer[]][] = [
  ["猪场消毒剂竞价采购", "聚维酮碘溶液", "兽药", 800, "瓶", 17, "bidding", [["kangmu", 15.8, 800, "submitted"], ["lvye", 16.5, 800, "submitted"]]],
  // the newest open bid has no offer yet: the one a seller picks first
  ["育肥猪配合饲料竞价采购", "育肥猪配合饲料", "饲料", 40, "吨", 3600, "bidding", []],
  ["犊牛开食料竞价采购", "犊牛开食颗粒料", "饲料", 12, "吨", 3300, "finished", [["lvye", 3150, 12, "ordered"], ["kangmu", 3260, 12, "rejected"]]],
  ["母猪保健预混料竞价", "母猪保健预混料", "饲料", 5, "吨", 9800, "hung", [["lvye", 9600, 5, "submitted"]]],
  ["羊场驱虫药竞价", "伊维菌素注射液", "兽药", 300, "瓶", 12, "draft", []],
];

/**
 * Mall bids (docs/mall-bids.md): the sellers' audited 竞价业务, and 丰收's bids in every state with offers
 * open, accepted into a real unpaid mall order, and turned down.
 */
export async function seedMallBids(tx: Exec, ids: Ids, buyerUserId: number, operator: { enterpriseId: number; userId: number }) {
  const { bid, bidBusiness, bidQuote, factory, goods } = resourceTables;
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
  const goodsOf = async (ent: Ent, category: string) => {
    const rows = (await tx.select().from(goods).where(and(eq(goods.enterpriseId, ids[ent]), eq(goods.systemId, 56), eq(goods.status, "on_sale"))).orderBy(asc(goods.id))) as Record<string, any>[];
    return rows.find((g) => g.category === category) ?? rows[0]!;
  };
  let n = 0;
  for (const [i, [title, goodsName, category, quantity, unit, budgetPrice, status, offers]] of BIDS.entries()) {
    const open = status === "bidding" || status === "hung" || status === "draft";
    const [b] = (await tx.insert(bid).values({
      enterpriseId: ids.fengshou, systemId: 56, title, goodsName, category, quantity, unit, budgetPrice, factoryId: place!.id,
      deadline: open ? ahead(3 + i) : ago(2), contact: "马建军", phone: "13833219087",
      remark: "要求提供产品合格证及检验报告，货到验收合格后付款。", status, createdAt: ago(6 - i),
    } as never).returning()) as Record<string, any>[];
    for (const [seller, unitPrice, qty, state] of offers) {
      const g = await goodsOf(seller, category);
      n += 1;
      const [offer] = (await tx.insert(bidQuote).values({
        enterpriseId: ids[seller], systemId: 56, offerNo: `JJ${ago(5 - i).toISOString().slice(0, 10).replace(/-/g, "")}${String(n).padStart(4, "0")}`,
        bidId: b!.id, goodsId: g.id, goodsName: g.name, unitPrice, quantity: qty, deliveryDate: dateAhead(10 + i),
        totalAmount: Math.round(unitPrice * qty * 100) / 100, remark: "含税含运费送到收货地点，随货附检验报告。", status: "submitted", createdAt: ago(5 - i),
      } as never).returning()) as Record<string, any>[];
      if (state === "ordered") {
        const order = await orderFromOffer(tx, offer!, b!, { userId: buyerUserId, enterpriseId: ids.fengshou, systemId: 56 });
        await tx.update(bidQuote).set({ status: "ordered", orderNo: order.orderNo } as never).where(eq(bidQuote.id, offer!.id));
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
