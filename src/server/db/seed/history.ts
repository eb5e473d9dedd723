import { eq } from "drizzle-orm";
import type { Exec } from "../client";
import { resourceLinesTables, resourceTables } from "../schema";
import { ENTERPRISES } from "./accounts";
import { demoDocumentName, storeDemoDocument, type DemoDocuments } from "./offers";

const { bidOrder, bidOffer, tenderOrder } = resourceTables;
const noticeLines = resourceLinesTables.bidOrder!.lines!;
const offerLines = resourceLinesTables.bidOffer!.lines!;
const orderLines = resourceLinesTables.tenderOrder!.lines!;

/** goods, spec, unit, target unit price, quantity, category */
type G = [string, string, string, number, number, string];
const GOODS: G[] = [
  ["二等黄玉米", "水分≤14%，霉变粒≤2%", "吨", 2500, 800, "饲料"],
  ["豆粕", "粗蛋白≥43%", "吨", 3600, 300, "饲料"],
  ["磷酸氢钙", "饲料级，P≥16.5%", "吨", 2900, 60, "预混料"],
  ["猪瘟活疫苗", "传代细胞源", "瓶", 28, 2000, "疫苗"],
  ["小麦麸皮", "粗蛋白≥15%", "吨", 1700, 500, "饲料"],
  ["氯化胆碱", "60%玉米芯型", "吨", 4600, 30, "预混料"],
  ["聚维酮碘溶液", "有效碘1%，500ml/瓶", "瓶", 16, 1500, "兽药"],
  ["进口鱼粉", "蛋白≥65%", "吨", 12800, 80, "饲料"],
  ["石粉", "碳酸钙≥96%", "吨", 260, 200, "饲料"],
  ["维生素E粉", "含量≥50%", "吨", 48000, 3, "预混料"],
  ["饲料编织袋", "40kg装，覆膜印刷", "件", 0.9, 80000, "养殖设备"],
];

const MONTHS = 11;
const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * A year of decided procurement behind 绿野's analysis (招标分析): each month before this one, a finished tender
 * or enquiry (two in some months) with quotes from 康牧 and, from the fourth month on, 丰收; the lower quote
 * awarded and its order received (the last month's shipped). Dates count back from the seeding day.
 */
export async function seedProcurementHistory(
  tx: Exec,
  ids: { lvye: number; kangmu: number; fengshou: number; factory: number },
  documents?: DemoDocuments,
) {
  const names = { kangmu: ENTERPRISES.kangmu.name, fengshou: ENTERPRISES.fengshou.name };
  const now = new Date();
  let seq = 100;
  for (let back = MONTHS; back >= 1; back -= 1) {
    const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1));
    const ym = `${first.getUTCFullYear()}${String(first.getUTCMonth() + 1).padStart(2, "0")}`;
    for (let k = 0; k < (back % 3 === 0 ? 2 : 1); k += 1) {
      seq += 1;
      const [goods, spec, unit, target, quantity, category] = GOODS[(seq + k) % GOODS.length]!;
      const code = seq % 2 ? "ZB" : "XJ";
      const created = new Date(first.getTime() + (6 + k * 9) * 86_400_000 + 2 * 3_600_000);
      const [notice] = await tx
        .insert(bidOrder)
        .values({
          enterpriseId: ids.lvye,
          systemId: 56,
          orderNo: `${code}${ym}08${String(seq).padStart(4, "0")}`,
          platform_code: code,
          title: `${first.getUTCMonth() + 1}月${goods}${code === "ZB" ? "采购招标" : "询价"}`,
          category,
          budgetAmount: round2(quantity * target * 1.03),
          factoryId: ids.factory,
          quoteEnd: new Date(created.getTime() + 7 * 86_400_000),
          deliveryDate: new Date(created.getTime() + 20 * 86_400_000).toISOString().slice(0, 10),
          payTerms: code === "ZB" ? "acceptance" : "month30",
          contact: "陈志强",
          phone: "13905361208",
          status: "finished",
          createdAt: created,
        })
        .returning();
      const [line] = await tx
        .insert(noticeLines)
        .values({ parentId: notice!.id, position: 0, goodsName: goods, spec, quantity, unit, targetPrice: target })
        .returning();
      // 康牧 quotes from the start; 丰收 joins four months in; the lower price wins
      const bidders = [
        { supplier: "kangmu" as const, factor: 0.95 + ((seq * 7) % 5) / 100 },
        ...(back <= MONTHS - 3 ? [{ supplier: "fengshou" as const, factor: 0.96 + ((seq * 3) % 6) / 100 }] : []),
      ];
      const best = Math.min(...bidders.map((b) => b.factor));
      for (const [i, b] of bidders.entries()) {
        const unitPrice = round2(target * b.factor);
        const won = b.factor === best && bidders.findIndex((x) => x.factor === best) === i;
        const quoted = new Date(created.getTime() + (2 + i) * 86_400_000);
        const [quote] = await tx
          .insert(bidOffer)
          .values({
            enterpriseId: ids[b.supplier],
            systemId: 56,
            offerNo: `BJ${ym}09${String(seq * 2 + i).padStart(4, "0")}`,
            bidOrderId: notice!.id,
            totalAmount: round2(unitPrice * quantity),
            validUntil: new Date(created.getTime() + 40 * 86_400_000).toISOString().slice(0, 10),
            contact: b.supplier === "kangmu" ? "赵立新" : "李春华",
            phone: b.supplier === "kangmu" ? "13800000003" : "13800000002",
            remark: "含税含运费。",
            status: won ? "awarded" : "lost",
            createdAt: quoted,
          })
          .returning();
        const deliveryDate = notice!.deliveryDate as string;
        const [quoteLine] = await tx
          .insert(offerLines)
          .values({
            parentId: quote!.id,
            position: 0,
            sourceLineId: line!.id,
            goodsName: goods,
            spec,
            quantity,
            unit,
            unitPrice,
            supplyQuantity: quantity,
            deliveryDate,
          })
          .returning();
        if (!won) continue;
        await tx
          .update(bidOffer)
          .set({ awardedLines: [quoteLine!.id] })
          .where(eq(bidOffer.id, quote!.id));
        const status = back === 1 ? "shipped" : "received";
        const contract = demoDocumentName();
        const [order] = await tx
          .insert(tenderOrder)
          .values({
            enterpriseId: ids.lvye,
            systemId: 56,
            orderNo: `DD${ym}12${String(seq).padStart(4, "0")}`,
            bidOrderId: notice!.id,
            bidOfferId: quote!.id,
            supplierName: names[b.supplier],
            totalAmount: round2(unitPrice * quantity),
            contract,
            remark: "到货后凭检验报告验收。",
            status,
            createdAt: new Date(created.getTime() + 10 * 86_400_000),
          })
          .returning();
        await tx.insert(orderLines).values({
          parentId: order!.id,
          position: 0,
          sourceLineId: quoteLine!.id,
          goodsName: goods,
          spec,
          unit,
          quantity,
          unitPrice,
          deliveryDate,
        });
        storeDemoDocument(documents, contract);
      }
    }
  }
}
