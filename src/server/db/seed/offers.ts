import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Exec } from "../client";
import { enterprises, resourceLinesTables, resourceTables } from "../schema";

const { bidOrder, bidOffer } = resourceTables;
const tenderLines = resourceLinesTables.bidOrder!.lines!;
const offerLines = resourceLinesTables.bidOffer!.lines!;

type Supplier = "fengshou" | "kangmu" | "lvye";
/**
 * tender title, supplier, price against the line's target (1 = at target; one per line to differ by line),
 * quote state, share of each line's quantity it supplies, the positions of the lines it won (all when awarded)
 */
type Q = [string, Supplier, number | number[], string, number?, number[]?];
const QUOTES: Q[] = [
  ["2026年第四季度玉米集中采购招标", "kangmu", 0.985, "submitted"],
  ["2026年第四季度玉米集中采购招标", "fengshou", 1.004, "submitted"],
  // split: each supplies half
  ["豆粕询价（43蛋白）", "kangmu", 0.992, "awarded", 0.5],
  ["豆粕询价（43蛋白）", "fengshou", 1.011, "awarded", 0.5],
  // past the deadline, undecided (待定标): each supplier is lowest on one line, a case for awarding per line
  ["一级豆油采购招标", "kangmu", [0.985, 1.012], "closed"],
  ["一级豆油采购招标", "fengshou", [0.996, 0.978], "closed"],
  // split per line: each supplier wins the vaccine it quoted lower
  ["猪用疫苗年度询价", "kangmu", [0.95, 1.03], "awarded", 1, [0]],
  ["猪用疫苗年度询价", "fengshou", [1.02, 0.97], "awarded", 1, [1]],
  ["石家庄仓鱼粉采购招标", "fengshou", 0.97, "awarded"],
  ["石家庄仓鱼粉采购招标", "kangmu", 1.01, "lost"],
  // awarded, the order not made yet
  ["潍坊厂石粉询价", "kangmu", 0.98, "awarded"],
  ["潍坊厂石粉询价", "fengshou", 1.03, "lost"],
  // split between two suppliers, each order at its own step
  ["临沂厂沸石粉询价", "kangmu", 0.99, "awarded", 0.5],
  ["临沂厂沸石粉询价", "fengshou", 1.0, "awarded", 0.5],
  ["新乡厂麸皮采购招标", "kangmu", 0.99, "submitted"],
  // on AY, before its deadline: sealed from 绿野 until it passes
  ["奶牛场全株青贮玉米收购招标", "fengshou", 0.98, "submitted"],
  // the one supplier invited
  ["兽用消毒剂定向邀请招标", "kangmu", 0.97, "submitted"],
  ["氨基酸原料询价", "kangmu", 1.0, "withdrawn"],
  // 绿野 buys and supplies: it won 丰收's enquiry for calf feed
  ["犊牛颗粒料询价", "lvye", 0.97, "awarded"],
];
const CONTACTS: Record<Supplier, [string, string]> = {
  kangmu: ["赵立新", "13800000003"],
  fengshou: ["李春华", "13800000002"],
  lvye: ["王建国", "13800000001"],
};

/** Quotes from 康牧 and 丰收 on 绿野's notices in every quote state, and 绿野's on 丰收's; a line without a target price is quoted at 2 500. */
export async function seedOffers(tx: Exec, supplierIds: Record<Supplier, number>, documents?: DemoDocuments) {
  const titles = [...new Set(QUOTES.map(([t]) => t))];
  const tenders = await tx.select().from(bidOrder).where(inArray(bidOrder.title, titles));
  for (const [i, [title, supplier, factors, status, part = 1, won]] of QUOTES.entries()) {
    const tender = tenders.find((t) => t.title === title)!;
    const lines = await tx
      .select()
      .from(tenderLines)
      .where(eq(tenderLines.parentId, tender.id))
      .orderBy(asc(tenderLines.position));
    const priced = lines.map((l, position) => {
      const factor = typeof factors === "number" ? factors : factors[position]!;
      const unitPrice = Math.round(Number(l.targetPrice ?? 2500) * factor * 100) / 100;
      return {
        sourceLineId: l.id,
        position,
        goodsName: l.goodsName,
        spec: l.spec,
        quantity: l.quantity,
        unit: l.unit,
        unitPrice,
        supplyQuantity: Number(l.quantity) * part,
        deliveryDate: tender.deliveryDate ?? "2026-12-20",
      };
    });
    const total = Math.round(priced.reduce((sum, l) => sum + l.unitPrice * 100 * Number(l.supplyQuantity), 0)) / 100;
    const created = new Date((tender.createdAt as Date).getTime() + (i % 2 ? 26 : 20) * 3_600_000);
    const [offer] = await tx
      .insert(bidOffer)
      .values({
        enterpriseId: supplierIds[supplier],
        systemId: tender.systemId,
        offerNo: `BJ20261120${String(i + 1).padStart(4, "0")}`,
        bidOrderId: tender.id,
        totalAmount: total,
        validUntil: "2026-12-31",
        contact: CONTACTS[supplier][0],
        phone: CONTACTS[supplier][1],
        remark: supplier === "kangmu" ? "含税含运费，随货附检验报告。" : "含税价，汽运送货到厂，可分批交付。",
        status,
        createdAt: created,
        // 康牧 sends its offer document with every quote
        attachment: supplier === "kangmu" ? demoDocumentName() : null,
      })
      .returning();
    if (offer!.attachment) storeDemoDocument(documents, offer!.attachment as string, "offer");
    const stored = await tx
      .insert(offerLines)
      .values(priced.map((l) => ({ ...l, parentId: offer!.id })))
      .returning({ id: offerLines.id });
    if (status === "awarded") {
      await tx
        .update(bidOffer)
        .set({ awardedLines: stored.filter((_, position) => !won || won.includes(position)).map((l) => l.id) })
        .where(eq(bidOffer.id, offer!.id));
    }
  }
}

/** tender title, supplier of the awarded quote, order state */
const ORDERS: [string, Supplier, string][] = [
  ["豆粕询价（43蛋白）", "kangmu", "draft"],
  ["豆粕询价（43蛋白）", "fengshou", "cancelled"],
  ["犊牛颗粒料询价", "lvye", "confirmed"],
  ["临沂厂沸石粉询价", "kangmu", "accepted"],
  ["临沂厂沸石粉询价", "fengshou", "signed"],
  ["猪用疫苗年度询价", "kangmu", "shipped"],
  ["猪用疫苗年度询价", "fengshou", "received"],
  ["石家庄仓鱼粉采购招标", "fengshou", "received"],
  // ordered again from the award whose first order was cancelled: 陈志强 confirms it beyond his rule (tender-approvals.ts)
  ["豆粕询价（43蛋白）", "fengshou", "draft"],
];
const SIGNED = ["signed", "shipped", "received"];
/** Demo PDFs: a signed contract, a tender document, a supplier's offer document, an issued 数电发票. */
export const DEMO_PDF = {
  contract: "demo-contract.pdf",
  tender: "demo-tender.pdf",
  offer: "demo-offer.pdf",
  invoice: "demo-invoice.pdf",
} as const;

/** The demo PDFs the seeded rows name, stored once the seed has committed (a test database may do without them). */
export type DemoDocuments = Map<string, keyof typeof DEMO_PDF>;

/** Notes a demo PDF under a stored name, so a seeded row's 下载 works. */
export function storeDemoDocument(
  documents: DemoDocuments | undefined,
  name: string,
  kind: keyof typeof DEMO_PDF = "contract",
) {
  documents?.set(name, kind);
}

/** The bytes of a demo PDF. */
export const demoPdf = (kind: keyof typeof DEMO_PDF) =>
  readFileSync(join(import.meta.dirname, "assets", DEMO_PDF[kind]));
/**
 * A stored name as the upload endpoint gives them: 32 random hex digits, so a seeded contract is found only through
 * a row that holds it, never by counting names (docs/security.md).
 */
export const demoDocumentName = () => `${randomBytes(16).toString("hex")}.pdf`;

/**
 * The order each awarded quote became, one per order state, as the purchaser left it; an order past signing
 * holds a contract, noted in `documents` when given (a test database may do without the files).
 */
export async function seedTenderOrders(tx: Exec, supplierIds: Record<Supplier, number>, documents?: DemoDocuments) {
  const { tenderOrder } = resourceTables;
  const orderLines = resourceLinesTables.tenderOrder!.lines!;
  for (const [i, [title, supplier, status]] of ORDERS.entries()) {
    const [tender] = await tx.select().from(bidOrder).where(eq(bidOrder.title, title));
    const [offer] = await tx
      .select()
      .from(bidOffer)
      .where(and(eq(bidOffer.bidOrderId, tender!.id), eq(bidOffer.enterpriseId, supplierIds[supplier])));
    const quoted = await tx
      .select()
      .from(offerLines)
      .where(eq(offerLines.parentId, offer!.id))
      .orderBy(asc(offerLines.position));
    const lines = quoted.filter((l) => !offer!.awardedLines || offer!.awardedLines.includes(l.id));
    const total =
      Math.round(lines.reduce((sum, l) => sum + Number(l.unitPrice) * 100 * Number(l.supplyQuantity), 0)) / 100;
    const [named] = await tx
      .select({ name: enterprises.name })
      .from(enterprises)
      .where(eq(enterprises.id, supplierIds[supplier]));
    const contract = SIGNED.includes(status) ? demoDocumentName() : null;
    const [order] = await tx
      .insert(tenderOrder)
      .values({
        enterpriseId: tender!.enterpriseId,
        systemId: tender!.systemId,
        orderNo: `DD20261121${String(i + 1).padStart(4, "0")}`,
        bidOrderId: tender!.id,
        bidOfferId: offer!.id,
        supplierName: named!.name,
        totalAmount: total,
        remark: status === "cancelled" ? null : "到货后凭检验报告验收，验收合格后按约定付款。",
        status,
        contract,
        createdAt: new Date((offer!.createdAt as Date).getTime() + 2 * 86_400_000),
      })
      .returning();
    if (contract) storeDemoDocument(documents, contract);
    await tx.insert(orderLines).values(
      lines.map((l, position) => ({
        parentId: order!.id,
        position,
        sourceLineId: l.id,
        goodsName: l.goodsName,
        spec: l.spec,
        unit: l.unit,
        quantity: l.supplyQuantity,
        unitPrice: l.unitPrice,
        deliveryDate: l.deliveryDate,
      })),
    );
  }
}
