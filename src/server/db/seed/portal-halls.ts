import { and, asc, eq } from "drizzle-orm";
import type { Exec } from "../client";
import { enterprises, resourceLinesTables, resourceTables } from "../schema";
import { linesOf, type L } from "./bid-orders";
import { demoDocumentName, storeDemoDocument, type DemoDocuments } from "./offers";
import { topsOf } from "./portal-catalogs";
import { PORTALS } from "./portals";
import { ahead, at } from "./tender-calendar";

const { bidOrder, bidOffer, certification, factory, tenderOrder } = resourceTables;
const noticeLines = resourceLinesTables.bidOrder!.lines!;
const offerLines = resourceLinesTables.bidOffer!.lines!;
const orderLines = resourceLinesTables.tenderOrder!.lines!;

/** What a purchaser asks for, by the goods category of the portal's top category: [goods, spec, quantity, unit, target price]. */
const WANTED: Record<string, L> = {
  饲料原料: ["二等黄玉米", "水分≤14%，霉变粒≤2%", 600, "吨", 2520],
  饲料: ["豆粕", "粗蛋白≥43%", 300, "吨", 3560],
  预混料: ["复合维生素", "VA≥50万IU/g", 4, "吨", 62_000],
  兽药: ["氟苯尼考注射液", "100ml/瓶", 2000, "瓶", 21],
  疫苗: ["猪瘟活疫苗", "传代细胞源", 1500, "瓶", 28],
  种畜禽: ["二元母猪", "50kg左右，检疫合格", 120, "头", 2600],
  种子: ["青贮玉米种子", "京科青贮516", 200, "袋", 420],
  化肥: ["有机肥", "有机质≥45%", 100, "吨", 900],
  养殖设备: ["自动料线", "按栏舍定制", 3, "套", 36_000],
};

/** The notices of each portal's hall: [kind, state, day of November]; every state the public hall shows. */
const NOTICES: ["ZB" | "XJ", "quoting" | "hung" | "closed" | "finished", number][] = [
  ["ZB", "quoting", 24],
  ["XJ", "quoting", 25],
  ["XJ", "hung", 19],
  ["ZB", "closed", 18],
  ["XJ", "finished", 10],
];

const round2 = (n: number) => Math.round(n * 100) / 100;

/** The first enterprise with an approved certification in the role on the portal, other than `not`. */
async function certified(tx: Exec, systemId: number, role: 1 | 2, not?: number) {
  const rows = await tx
    .select({ enterpriseId: certification.enterpriseId, contact: certification.contact, phone: certification.phone })
    .from(certification)
    .where(
      and(eq(certification.systemId, systemId), eq(certification.role, role), eq(certification.status, "approved")),
    )
    .orderBy(asc(certification.id));
  return rows.find((r) => r.enterpriseId !== not);
}

/**
 * The procurement hall of every portal but YYN (whose purchasers' notices are seeded in tendering.ts): its
 * certified purchaser's tenders and enquiries in each public state, quoted on by its certified supplier; the
 * decided one awarded and its order received, as the purchaser and supplier would have left them.
 */
export async function seedPortalHalls(tx: Exec, documents?: DemoDocuments) {
  for (const portal of PORTALS.filter((p) => !p.isDefault)) {
    const buyer = await certified(tx, portal.systemId, 1);
    const seller = buyer && (await certified(tx, portal.systemId, 2, buyer.enterpriseId));
    if (!buyer || !seller)
      throw new Error(
        `[seed] portal ${portal.platType} has no certified purchaser and supplier for its procurement hall`,
      );
    const [place] = await tx
      .select()
      .from(factory)
      .where(eq(factory.enterpriseId, buyer.enterpriseId))
      .orderBy(asc(factory.id))
      .limit(1);
    const [named] = await tx
      .select({ name: enterprises.name })
      .from(enterprises)
      .where(eq(enterprises.id, seller.enterpriseId));
    const tops = topsOf(portal.platType);
    for (const [i, [code, status, day]] of NOTICES.entries()) {
      const top = tops[i % tops.length]!;
      const line = WANTED[top.name] ?? WANTED[top.backs[0]!]!;
      const [goods, spec, quantity, unit, target] = line;
      const budget = round2(quantity * (target ?? 0) * 1.05);
      const seq = `${portal.systemId}${String(i + 1).padStart(2, "0")}`;
      const [notice] = await tx
        .insert(bidOrder)
        .values({
          enterpriseId: buyer.enterpriseId,
          systemId: portal.systemId,
          orderNo: `${code}202611${String(day).padStart(2, "0")}${seq}`,
          platform_code: code,
          title: `${goods}${code === "ZB" ? "采购招标" : "询价"}`,
          category: top.backs[0]!,
          budgetAmount: budget,
          factoryId: place!.id,
          // open ones close after the demo starts; the rest closed before it
          quoteEnd:
            status === "quoting" || status === "hung" ? ahead(5 + i) : status === "closed" ? ahead(-1) : at(day + 7),
          deliveryFrom: code === "ZB" ? "2026-12-20" : null,
          deliveryDate: "2026-12-28",
          attachment: code === "ZB" ? demoDocumentName() : null,
          payTerms: code === "ZB" ? "acceptance" : "month30",
          contact: buyer.contact,
          phone: buyer.phone,
          remark: `${goods}，请供应商按要求报价，含税含运费送至${place!.name}。`,
          status,
          createdAt: at(day, 9),
        })
        .returning();
      if (notice!.attachment) storeDemoDocument(documents, notice!.attachment as string, "tender");
      const [wanted] = await tx
        .insert(noticeLines)
        .values(linesOf(notice!.id, [line]))
        .returning();
      if (status !== "closed" && status !== "finished") continue;
      // quoted a day after publishing; the decided one awarded to it, its order received
      const unitPrice = round2((target ?? 0) * 0.97);
      const quoted = at(day + 1, 15);
      const [quote] = await tx
        .insert(bidOffer)
        .values({
          enterpriseId: seller.enterpriseId,
          systemId: portal.systemId,
          offerNo: `BJ202611${String(day + 1).padStart(2, "0")}${seq}`,
          bidOrderId: notice!.id,
          totalAmount: round2(unitPrice * quantity),
          validUntil: "2026-12-31",
          contact: seller.contact,
          phone: seller.phone,
          remark: "含税含运费，随货附检验报告。",
          status: status === "closed" ? "closed" : "awarded",
          createdAt: quoted,
        })
        .returning();
      const [quoteLine] = await tx
        .insert(offerLines)
        .values({
          parentId: quote!.id,
          position: 0,
          sourceLineId: wanted!.id,
          goodsName: goods,
          spec,
          quantity,
          unit,
          unitPrice,
          supplyQuantity: quantity,
          deliveryDate: "2026-12-28",
        })
        .returning();
      if (status !== "finished") continue;
      await tx
        .update(bidOffer)
        .set({ awardedLines: [quoteLine!.id] })
        .where(eq(bidOffer.id, quote!.id));
      const contract = demoDocumentName();
      const [order] = await tx
        .insert(tenderOrder)
        .values({
          enterpriseId: buyer.enterpriseId,
          systemId: portal.systemId,
          orderNo: `DD202611${String(day + 3).padStart(2, "0")}${seq}`,
          bidOrderId: notice!.id,
          bidOfferId: quote!.id,
          supplierName: named!.name,
          totalAmount: round2(unitPrice * quantity),
          contract,
          remark: "到货后凭检验报告验收。",
          status: "received",
          createdAt: at(day + 3, 10),
        })
        .returning();
      storeDemoDocument(documents, contract);
      await tx.insert(orderLines).values({
        parentId: order!.id,
        position: 0,
        sourceLineId: quoteLine!.id,
        goodsName: goods,
        spec,
        unit,
        quantity,
        unitPrice,
        deliveryDate: "2026-12-28",
      });
    }
  }
}
