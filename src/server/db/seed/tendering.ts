import type { Exec } from "../client";
import { seedBidOrderCases } from "./bid-order-cases";
import { seedBidOrders } from "./bid-orders";
import { seedProcurementHistory } from "./history";
import { insertBid } from "./mall-bids";
import type { DemoDocuments } from "./offers";
import { ahead, at, stillOpen } from "./tender-calendar";
import { seedFactories } from "./tender-factories";

/** title, goodsName, category, quantity, unit, budget price, factory, status, day */
type B = [string, string, string, number, string, number | null, number, string, number];
const BIDS: B[] = [
  ["采购育肥猪用氟苯尼考注射液", "氟苯尼考注射液", "兽药", 2000, "瓶", 21, 0, "bidding", 4],
  ["蛋鸡新城疫疫苗竞价采购", "新城疫活疫苗", "疫苗", 600, "瓶", 35, 0, "draft", 6],
  ["料线配件竞价", "饲喂料线配件", "养殖设备", 20, "套", 1800, 4, "finished", 9],
  ["有机肥原料竞价", "腐熟鸡粪", "化肥", 300, "吨", 260, 1, "hung", 11],
  ["苜蓿草捆竞价采购", "苜蓿干草捆", "饲料", 500, "吨", 2600, 2, "bidding", 15],
];

/** Factories, bid orders (XJ/ZB) and mall bids; isolation shows through 丰收's rows. */
export async function seedTendering(
  tx: Exec,
  lvye: number,
  fengshou: number,
  kangmu: number,
  documents?: DemoDocuments,
) {
  const factoryIds = await seedFactories(tx, lvye, fengshou);
  const lf = factoryIds.lvye;
  // the past year first, so today's demo notices lead every list
  await seedProcurementHistory(tx, { lvye, kangmu, fengshou, factory: lf[0]! }, documents);
  await seedBidOrders(tx, lvye, lf, documents);
  await seedBidOrderCases(tx, { lvye, fengshou, kangmu, lf, fengshouFactory: factoryIds.fengshou[0]! });
  for (const [title, goodsName, category, quantity, unit, budgetPrice, f, status, day] of BIDS) {
    await insertBid(
      tx,
      {
        enterpriseId: lvye,
        systemId: 56,
        title,
        category,
        deliveryRegions: ["370000"],
        // a draft too, as the bid orders' drafts: 发布 rechecks the deadline, and the demo's draft is there to be published
        factoryId: lf[f],
        deadline: stillOpen(status) || status === "draft" ? ahead((day % 5) + 3) : at(day + 7),
        contact: "孙丽",
        phone: "13705368821",
        remark: "要求提供产品合格证及检验报告，货到验收合格后付款。",
        status,
        createdAt: at(day, 10),
      },
      [[goodsName, "", quantity, unit, budgetPrice]],
    );
  }
  await insertBid(
    tx,
    {
      enterpriseId: lvye,
      systemId: 62,
      title: "奶牛场消毒剂竞价",
      category: "兽药",
      deliveryRegions: ["370100"],
      factoryId: lf[0],
      deadline: ahead(9),
      contact: "孙丽",
      phone: "13705368821",
      status: "bidding",
    },
    [["聚维酮碘溶液", "1000ml/瓶", 500, "瓶", 18]],
  );
  await insertBid(
    tx,
    {
      enterpriseId: fengshou,
      systemId: 56,
      title: "犊牛代乳粉竞价采购",
      category: "饲料",
      deliveryRegions: ["130100"],
      factoryId: factoryIds.fengshou[0],
      deadline: ahead(8),
      contact: "马建军",
      phone: "13833219087",
      status: "bidding",
    },
    [["犊牛代乳粉", "20kg/袋", 10, "吨", 16800]],
  );
}
