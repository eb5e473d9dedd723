import type { Exec } from "../client";
import { resourceLinesTables, resourceTables } from "../schema";
import { demoDocumentName, storeDemoDocument, type DemoDocuments } from "./offers";
import { ahead, at, stillOpen } from "./tender-calendar";

const { bidOrder } = resourceTables;
const bidOrderLines = resourceLinesTables.bidOrder!.lines!;

/** goodsName, spec, quantity, unit, target unit price */
export type L = [string, string | null, number, string, number | null];

export const linesOf = (parentId: number, lines: L[]) =>
  lines.map(([goodsName, spec, quantity, unit, targetPrice], position) => ({
    parentId,
    position,
    goodsName,
    spec,
    quantity,
    unit,
    targetPrice,
  }));

/** platform_code, title, category, lines, budget, factory, status, day */
type O = ["ZB" | "XJ", string, string, L[], number | null, number, string, number];
const BID_ORDERS: O[] = [
  [
    "ZB",
    "2026年第四季度玉米集中采购招标",
    "饲料",
    [
      ["二等黄玉米", "水分≤14%，霉变粒≤2%", 2000, "吨", 2550],
      ["一等黄玉米", "水分≤14%，容重≥720g/L", 1000, "吨", 2600],
    ],
    7_650_000,
    0,
    "quoting",
    3,
  ],
  ["XJ", "豆粕询价（43蛋白）", "饲料", [["豆粕", "粗蛋白≥43%", 800, "吨", 3600]], 2_880_000, 0, "quoting", 5],
  [
    "ZB",
    "预混料原料维生素采购招标",
    "预混料",
    [
      ["复合维生素", "VA≥50万IU/g", 12, "吨", 62_000],
      ["维生素E粉", "含量≥50%", 5, "吨", 48_000],
      ["维生素D3", "50万IU/g", 3, "吨", 56_000],
    ],
    1_160_000,
    1,
    "draft",
    8,
  ],
  [
    "XJ",
    "猪用疫苗年度询价",
    "疫苗",
    [
      ["猪瘟活疫苗", "传代细胞源", 3000, "瓶", 28],
      ["猪伪狂犬病活疫苗", "Bartha-K61株", 2000, "瓶", 26],
    ],
    140_000,
    0,
    "finished",
    10,
  ],
  ["XJ", "潍坊厂石粉询价", "饲料", [["石粉", "碳酸钙≥96%，细度80目", 300, "吨", 260]], 78_000, 0, "finished", 9],
  [
    "XJ",
    "临沂厂沸石粉询价",
    "饲料",
    [["沸石粉", "斜发沸石含量≥60%，细度80目", 200, "吨", 420]],
    84_000,
    1,
    "finished",
    11,
  ],
  ["ZB", "新乡厂麸皮采购招标", "饲料", [["小麦麸皮", "粗蛋白≥15%", 1200, "吨", 1700]], 2_040_000, 2, "hung", 12],
  [
    "XJ",
    "包装编织袋询价",
    "养殖设备",
    [
      ["饲料编织袋", "40kg装，覆膜印刷", 150000, "件", 0.9],
      ["饲料编织袋", "20kg装，覆膜印刷", 50000, "件", 0.75],
    ],
    180_000,
    0,
    "draft",
    14,
  ],
  [
    "ZB",
    "石家庄仓鱼粉采购招标",
    "饲料",
    [["进口鱼粉", "秘鲁超级蒸汽鱼粉，蛋白≥67%", 150, "吨", 13_000]],
    1_950_000,
    4,
    "finished",
    16,
  ],
  [
    "XJ",
    "氨基酸原料询价",
    "预混料",
    [
      ["L-赖氨酸盐酸盐", "含量≥98.5%", 40, "吨", 10_000],
      ["DL-蛋氨酸", "含量≥99%", 20, "吨", 10_000],
    ],
    600_000,
    3,
    "quoting",
    18,
  ],
  ["ZB", "驻马店仓小麦采购招标", "饲料", [["饲用小麦", "容重≥750g/L", 2000, "吨", null]], 5_000_000, 3, "draft", 20],
];

/** 绿野's bid orders on YYN (XJ enquiries and ZB tenders) in every state, `lf` its factories' ids. */
export async function seedBidOrders(tx: Exec, lvye: number, lf: number[], documents?: DemoDocuments) {
  for (const [i, [code, title, category, lines, budget, f, status, day]] of BID_ORDERS.entries()) {
    const [order] = await tx
      .insert(bidOrder)
      .values({
        enterpriseId: lvye,
        systemId: 56,
        orderNo: `${code}202611${String(day).padStart(2, "0")}${String(i + 1).padStart(4, "0")}`,
        platform_code: code,
        title,
        category,
        budgetAmount: budget,
        factoryId: lf[f],
        // drafts too: publishing one needs a deadline still ahead
        quoteEnd: stillOpen(status) || status === "draft" ? ahead((day % 9) + 2) : at(day + 10),
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
      })
      .returning();
    await tx.insert(bidOrderLines).values(linesOf(order!.id, lines));
    if (order!.attachment) storeDemoDocument(documents, order!.attachment as string, "tender");
  }
}
