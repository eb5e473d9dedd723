import { and, eq } from "drizzle-orm";
import type { Exec } from "../client";
import { resourceLinesTables, resourceTables } from "../schema";
import { seedProcurementHistory } from "./history";
import { insertBid } from "./mall-bids";
import { demoDocumentName, storeDemoDocument, type DemoDocuments } from "./offers";

const { bidOrder, certification, factory } = resourceTables;
const bidOrderLines = resourceLinesTables.bidOrder!.lines!;

const linesOf = (parentId: number, lines: L[]) =>
  lines.map(([goodsName, spec, quantity, unit, targetPrice], position) => ({ parentId, position, goodsName, spec, quantity, unit, targetPrice }));

/** name, code, region, address, contact, phone, isDefault */
type F = [string, string, string, string, string, string, boolean];
const FACTORIES: Record<string, F[]> = {
  lvye: [
    ["潍坊饲料一厂", "WF01", "山东省潍坊市寒亭区", "寒亭经济开发区海龙路1688号", "陈志强", "0536-7256801", true],
    ["临沂饲料二厂", "LY02", "山东省临沂市河东区", "凤凰岭街道工业大道206号", "刘德顺", "13954928316", false],
    ["新乡饲料厂", "XX03", "河南省新乡市红旗区", "新乡经济技术开发区新长南线9号", "王卫东", "0373-5068822", false],
    ["驻马店原料仓", "ZMD04", "河南省驻马店市驿城区", "驿城区产业集聚区雪松大道北段", "李国庆", "15839688402", false],
    ["石家庄收货仓", "SJZ05", "河北省石家庄市藁城区", "藁城经济开发区兴业路88号", "赵志刚", "0311-88081234", false],
  ],
  fengshou: [["丰收牧业望都养殖场", "FS01", "河北省保定市望都县", "望都县固店镇东白陀村北500米", "马建军", "13833219087", true]],
};

/** goodsName, spec, quantity, unit, target unit price */
type L = [string, string | null, number, string, number | null];
/** platform_code, title, category, lines, budget, factory, status, day */
type O = ["ZB" | "XJ", string, string, L[], number | null, number, string, number];
const BID_ORDERS: O[] = [
  ["ZB", "2026年第四季度玉米集中采购招标", "饲料", [
    ["二等黄玉米", "水分≤14%，霉变粒≤2%", 2000, "吨", 2550],
    ["一等黄玉米", "水分≤14%，容重≥720g/L", 1000, "吨", 2600],
  ], 7_650_000, 0, "quoting", 3],
  ["XJ", "豆粕询价（43蛋白）", "饲料", [["豆粕", "粗蛋白≥43%", 800, "吨", 3600]], 2_880_000, 0, "quoting", 5],
  ["ZB", "预混料原料维生素采购招标", "预混料", [
    ["复合维生素", "VA≥50万IU/g", 12, "吨", 62_000],
    ["维生素E粉", "含量≥50%", 5, "吨", 48_000],
    ["维生素D3", "50万IU/g", 3, "吨", 56_000],
  ], 1_160_000, 1, "draft", 8],
  ["XJ", "猪用疫苗年度询价", "疫苗", [
    ["猪瘟活疫苗", "传代细胞源", 3000, "瓶", 28],
    ["猪伪狂犬病活疫苗", "Bartha-K61株", 2000, "瓶", 26],
  ], 140_000, 0, "finished", 10],
  ["XJ", "潍坊厂石粉询价", "饲料", [["石粉", "碳酸钙≥96%，细度80目", 300, "吨", 260]], 78_000, 0, "finished", 9],
  ["XJ", "临沂厂沸石粉询价", "饲料", [["沸石粉", "斜发沸石含量≥60%，细度80目", 200, "吨", 420]], 84_000, 1, "finished", 11],
  ["ZB", "新乡厂麸皮采购招标", "饲料", [["小麦麸皮", "粗蛋白≥15%", 1200, "吨", 1700]], 2_040_000, 2, "hung", 12],
  ["XJ", "包装编织袋询价", "养殖设备", [
    ["饲料编织袋", "40kg装，覆膜印刷", 150000, "件", 0.9],
    ["饲料编织袋", "20kg装，覆膜印刷", 50000, "件", 0.75],
  ], 180_000, 0, "draft", 14],
  ["ZB", "石家庄仓鱼粉采购招标", "饲料", [["进口鱼粉", "秘鲁超级蒸汽鱼粉，蛋白≥67%", 150, "吨", 13_000]], 1_950_000, 4, "finished", 16],
  ["XJ", "氨基酸原料询价", "预混料", [
    ["L-赖氨酸盐酸盐", "含量≥98.5%", 40, "吨", 10_000],
    ["DL-蛋氨酸", "含量≥99%", 20, "吨", 10_000],
  ], 600_000, 3, "quoting", 18],
  ["ZB", "驻马店仓小麦采购招标", "饲料", [["饲用小麦", "容重≥750g/L", 2000, "吨", null]], 5_000_000, 3, "draft", 20],
];

/** title, goodsName, category, quantity, unit, budget price, factory, status, day */
type B = [string, string, string, number, string, number | null, number, string, number];
const BIDS: B[] = [
  ["采购育肥猪用氟苯尼考注射液", "氟苯尼考注射液", "兽药", 2000, "瓶", 21, 0, "bidding", 4],
  ["蛋鸡新城疫疫苗竞价采购", "新城疫活疫苗", "疫苗", 600, "瓶", 35, 0, "draft", 6],
  ["料线配件竞价", "饲喂料线配件", "养殖设备", 20, "套", 1800, 4, "finished", 9],
  ["有机肥原料竞价", "腐熟鸡粪", "化肥", 300, "吨", 260, 1, "hung", 11],
  ["苜蓿草捆竞价采购", "苜蓿干草捆", "饲料", 500, "吨", 2600, 2, "bidding", 15],
];

const at = (day: number, hour = 17) => new Date(Date.UTC(2026, 10, day, hour - 8, 0));

/**
 * 17:00 China time `days` after the seed runs: rows still open for quotes or bids close in the future
 * whenever the platform is first started, so the procurement hall never opens on expired notices.
 */
const ahead = (days: number, now = new Date()) => {
  const d = new Date(now.getTime() + days * 86_400_000);
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate(), 9, 0));
};
const stillOpen = (status: string) => status === "quoting" || status === "hung" || status === "bidding";

/** Factories, bid orders (XJ/ZB) and mall bids; isolation shows through 丰收's rows. */
export async function seedTendering(tx: Exec, lvye: number, fengshou: number, kangmu: number, documents?: DemoDocuments) {
  const factoryIds: Record<string, number[]> = {};
  for (const [key, enterpriseId] of [["lvye", lvye], ["fengshou", fengshou]] as const) {
    factoryIds[key] = [];
    for (const [name, code, region, address, contact, phone, isDefault] of FACTORIES[key]!) {
      const [row] = await tx.insert(factory).values({ enterpriseId, name, code, region, address, contact, phone, isDefault }).returning();
      factoryIds[key]!.push(row!.id);
    }
  }
  const lf = factoryIds.lvye!;
  // the past year first, so today's demo notices lead every list
  await seedProcurementHistory(tx, { lvye, kangmu, fengshou, factory: lf[0]! }, documents);
  for (const [i, [code, title, category, lines, budget, f, status, day]] of BID_ORDERS.entries()) {
    const [order] = await tx.insert(bidOrder).values({
      enterpriseId: lvye,
      systemId: 56,
      orderNo: `${code}202611${String(day).padStart(2, "0")}${String(i + 1).padStart(4, "0")}`,
      platform_code: code,
      title, category,
      budgetAmount: budget,
      factoryId: lf[f],
      // drafts too: publishing one needs a deadline still ahead
      quoteEnd: stillOpen(status) || status === "draft" ? ahead(day % 9 + 2) : at(day + 10),
      deliveryFrom: code === "ZB" ? `2026-12-${String(Math.min(day, 20)).padStart(2, "0")}` : null,
      deliveryDate: `2026-12-${String(Math.min(day + 5, 28)).padStart(2, "0")}`,
      // a tender comes with its tender document; an enquiry says it all in its lines
      attachment: code === "ZB" ? demoDocumentName() : null,
      payTerms: code === "ZB" ? "acceptance" : "month30",
      contact: "陈志强",
      phone: "13905361208",
      remark: `${title}，请供应商按要求报价，含税含运费送至${["潍坊", "临沂", "新乡", "驻马店", "石家庄"][f]}收货地点。`,
      status,
      createdAt: at(day, 9),
    }).returning();
    await tx.insert(bidOrderLines).values(linesOf(order!.id, lines));
    if (order!.attachment) storeDemoDocument(documents, order!.attachment as string, "tender");
  }
  // quotes are in but the deadline has passed: prices open, awaiting the purchaser's decision
  const [closedTender] = await tx.insert(bidOrder).values({
    enterpriseId: lvye, systemId: 56, orderNo: "ZB202611170011", platform_code: "ZB", title: "一级豆油采购招标", category: "饲料",
    budgetAmount: 1_710_000, factoryId: lf[1], quoteEnd: ahead(-1), deliveryDate: "2026-12-15", payTerms: "acceptance",
    contact: "陈志强", phone: "13905361208", remark: "一级豆油，符合GB/T 1535，含税送至临沂饲料二厂。", status: "closed", createdAt: at(17, 9),
  }).returning();
  await tx.insert(bidOrderLines).values(linesOf(closedTender!.id, [["一级豆油", "酸价≤0.2mg/g", 150, "吨", 8200], ["饲料级豆油", "酸价≤4mg/g", 60, "吨", 7800]]));
  // invited: only 康牧 (its supplier certification) sees and quotes; 丰收, a certified supplier too, never does
  const [kangmuSupplier] = await tx
    .select({ id: certification.id })
    .from(certification)
    .where(and(eq(certification.enterpriseId, kangmu), eq(certification.systemId, 56), eq(certification.role, 2), eq(certification.status, "approved")));
  const [invited] = await tx.insert(bidOrder).values({
    enterpriseId: lvye, systemId: 56, orderNo: "ZB202611180012", platform_code: "ZB", title: "兽用消毒剂定向邀请招标", category: "兽药",
    budgetAmount: 86_000, factoryId: lf[0], quoteEnd: ahead(7), deliveryDate: "2026-12-18", payTerms: "month30",
    invitedSuppliers: [kangmuSupplier!.id], contact: "陈志强", phone: "13905361208",
    remark: "定向邀请具备兽药经营资质的供应商报价，需提供产品批准文号及检验报告。", status: "quoting", createdAt: at(18, 9),
  }).returning();
  await tx.insert(bidOrderLines).values(linesOf(invited!.id, [["聚维酮碘溶液", "有效碘1%，500ml/瓶", 3000, "瓶", 16], ["戊二醛癸甲溴铵溶液", "5%，1L/瓶", 1000, "瓶", 38]]));
  // on AY (62): a notice of AY's procurement hall, never listed on YYN's
  const [onAy] = await tx.insert(bidOrder).values({
    enterpriseId: lvye, systemId: 62, orderNo: "ZB202611190010", platform_code: "ZB", title: "奶牛场全株青贮玉米收购招标", category: "饲料",
    budgetAmount: 1_800_000, factoryId: lf[0], quoteEnd: ahead(12), deliveryDate: "2026-12-20", payTerms: "month30",
    contact: "陈志强", phone: "13905361208", status: "quoting", createdAt: at(19, 9),
  }).returning();
  await tx.insert(bidOrderLines).values(linesOf(onAy!.id, [["全株青贮玉米", "干物质≥30%，淀粉≥28%", 4000, "吨", 450]]));
  const [theirs] = await tx.insert(bidOrder).values({
    enterpriseId: fengshou, systemId: 56, orderNo: "XJ202611150001", platform_code: "XJ", title: "育肥牛精料补充料询价", category: "饲料",
    budgetAmount: 330_000, factoryId: factoryIds.fengshou![0],
    quoteEnd: ahead(6), contact: "马建军", phone: "13833219087", status: "quoting", createdAt: at(15, 9),
  }).returning();
  await tx.insert(bidOrderLines).values(linesOf(theirs!.id, [["肉牛精料补充料", null, 100, "吨", 3300]]));
  // closed and decided: 绿野 supplied 丰收 here (its quote is seeded with the others)
  const [done] = await tx.insert(bidOrder).values({
    enterpriseId: fengshou, systemId: 56, orderNo: "XJ202611060001", platform_code: "XJ", title: "犊牛颗粒料询价", category: "饲料",
    budgetAmount: 96_000, factoryId: factoryIds.fengshou![0], quoteEnd: at(12), contact: "马建军", phone: "13833219087", status: "finished", createdAt: at(6, 9),
  }).returning();
  await tx.insert(bidOrderLines).values(linesOf(done!.id, [["犊牛开食颗粒料", "粗蛋白≥20%", 30, "吨", 3200]]));
  for (const [title, goodsName, category, quantity, unit, budgetPrice, f, status, day] of BIDS) {
    await insertBid(tx, {
      enterpriseId: lvye, systemId: 56, title, category, deliveryRegions: ["370000"],
      // a draft too, as the bid orders' drafts: 发布 rechecks the deadline, and the demo's draft is there to be published
      factoryId: lf[f], deadline: stillOpen(status) || status === "draft" ? ahead(day % 5 + 3) : at(day + 7), contact: "孙丽", phone: "13705368821",
      remark: "要求提供产品合格证及检验报告，货到验收合格后付款。", status, createdAt: at(day, 10),
    }, [[goodsName, "", quantity, unit, budgetPrice]]);
  }
  await insertBid(tx, { enterpriseId: lvye, systemId: 62, title: "奶牛场消毒剂竞价", category: "兽药", deliveryRegions: ["370100"], factoryId: lf[0], deadline: ahead(9), contact: "孙丽", phone: "13705368821", status: "bidding" }, [["聚维酮碘溶液", "1000ml/瓶", 500, "瓶", 18]]);
  await insertBid(tx, { enterpriseId: fengshou, systemId: 56, title: "犊牛代乳粉竞价采购", category: "饲料", deliveryRegions: ["130100"], factoryId: factoryIds.fengshou![0], deadline: ahead(8), contact: "马建军", phone: "13833219087", status: "bidding" }, [["犊牛代乳粉", "20kg/袋", 10, "吨", 16800]]);
}
