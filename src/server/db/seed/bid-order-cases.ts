import { and, eq } from "drizzle-orm";
import type { Exec } from "../client";
import { resourceLinesTables, resourceTables } from "../schema";
import { linesOf } from "./bid-orders";
import { ahead, at } from "./tender-calendar";

const { bidOrder, certification } = resourceTables;
const bidOrderLines = resourceLinesTables.bidOrder!.lines!;

/**
 * The bid orders each showing one rule: a tender past its deadline with prices open, an invitation only 康牧 sees,
 * a notice on AY, and 丰收's own (one open, one decided), through which isolation shows.
 */
export async function seedBidOrderCases(
  tx: Exec,
  ids: { lvye: number; fengshou: number; kangmu: number; lf: number[]; fengshouFactory: number },
) {
  const { lvye, fengshou, kangmu, lf } = ids;
  // quotes are in but the deadline has passed: prices open, awaiting the purchaser's decision
  const [closedTender] = await tx
    .insert(bidOrder)
    .values({
      enterpriseId: lvye,
      systemId: 56,
      orderNo: "ZB202611170011",
      platform_code: "ZB",
      title: "一级豆油采购招标",
      category: "饲料",
      budgetAmount: 1_710_000,
      factoryId: lf[1],
      quoteEnd: ahead(-1),
      deliveryDate: "2026-12-15",
      payTerms: "acceptance",
      contact: "陈志强",
      phone: "13905361208",
      remark: "一级豆油，符合GB/T 1535，含税送至临沂饲料二厂。",
      status: "closed",
      createdAt: at(17, 9),
    })
    .returning();
  await tx.insert(bidOrderLines).values(
    linesOf(closedTender!.id, [
      ["一级豆油", "酸价≤0.2mg/g", 150, "吨", 8200],
      ["饲料级豆油", "酸价≤4mg/g", 60, "吨", 7800],
    ]),
  );
  // invited: only 康牧 (its supplier certification) sees and quotes; 丰收, a certified supplier too, never does
  const [kangmuSupplier] = await tx
    .select({ id: certification.id })
    .from(certification)
    .where(
      and(
        eq(certification.enterpriseId, kangmu),
        eq(certification.systemId, 56),
        eq(certification.role, 2),
        eq(certification.status, "approved"),
      ),
    );
  const [invited] = await tx
    .insert(bidOrder)
    .values({
      enterpriseId: lvye,
      systemId: 56,
      orderNo: "ZB202611180012",
      platform_code: "ZB",
      title: "兽用消毒剂定向邀请招标",
      category: "兽药",
      budgetAmount: 86_000,
      factoryId: lf[0],
      quoteEnd: ahead(7),
      deliveryDate: "2026-12-18",
      payTerms: "month30",
      invitedSuppliers: [kangmuSupplier!.id],
      contact: "陈志强",
      phone: "13905361208",
      remark: "定向邀请具备兽药经营资质的供应商报价，需提供产品批准文号及检验报告。",
      status: "quoting",
      createdAt: at(18, 9),
    })
    .returning();
  await tx.insert(bidOrderLines).values(
    linesOf(invited!.id, [
      ["聚维酮碘溶液", "有效碘1%，500ml/瓶", 3000, "瓶", 16],
      ["戊二醛癸甲溴铵溶液", "5%，1L/瓶", 1000, "瓶", 38],
    ]),
  );
  // on AY (62): a notice of AY's procurement hall, never listed on YYN's
  const [onAy] = await tx
    .insert(bidOrder)
    .values({
      enterpriseId: lvye,
      systemId: 62,
      orderNo: "ZB202611190010",
      platform_code: "ZB",
      title: "奶牛场全株青贮玉米收购招标",
      category: "饲料",
      budgetAmount: 1_800_000,
      factoryId: lf[0],
      quoteEnd: ahead(12),
      deliveryDate: "2026-12-20",
      payTerms: "month30",
      contact: "陈志强",
      phone: "13905361208",
      status: "quoting",
      createdAt: at(19, 9),
    })
    .returning();
  await tx.insert(bidOrderLines).values(linesOf(onAy!.id, [["全株青贮玉米", "干物质≥30%，淀粉≥28%", 4000, "吨", 450]]));
  const [theirs] = await tx
    .insert(bidOrder)
    .values({
      enterpriseId: fengshou,
      systemId: 56,
      orderNo: "XJ202611150001",
      platform_code: "XJ",
      title: "育肥牛精料补充料询价",
      category: "饲料",
      budgetAmount: 330_000,
      factoryId: ids.fengshouFactory,
      quoteEnd: ahead(6),
      contact: "马建军",
      phone: "13833219087",
      status: "quoting",
      createdAt: at(15, 9),
    })
    .returning();
  await tx.insert(bidOrderLines).values(linesOf(theirs!.id, [["肉牛精料补充料", null, 100, "吨", 3300]]));
  // closed and decided: 绿野 supplied 丰收 here (its quote is seeded with the others)
  const [done] = await tx
    .insert(bidOrder)
    .values({
      enterpriseId: fengshou,
      systemId: 56,
      orderNo: "XJ202611060001",
      platform_code: "XJ",
      title: "犊牛颗粒料询价",
      category: "饲料",
      budgetAmount: 96_000,
      factoryId: ids.fengshouFactory,
      quoteEnd: at(12),
      contact: "马建军",
      phone: "13833219087",
      status: "finished",
      createdAt: at(6, 9),
    })
    .returning();
  await tx.insert(bidOrderLines).values(linesOf(done!.id, [["犊牛开食颗粒料", "粗蛋白≥20%", 30, "吨", 3200]]));
}
