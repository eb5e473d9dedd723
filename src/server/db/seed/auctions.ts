import type { Exec } from "../client";
import { resourceTables } from "../schema";

const { auction } = resourceTables;

type Tenant = { enterpriseId: number; systemId: number };
/** goods name, title, quantity, unit, start price, step, reserve, bids, current, status, start day */
type A = [string, string, number, string, number, number, number | null, number, number, string, number];

const LOTS: Record<string, A[]> = {
  lvye56: [
    ["育肥猪全价配合饲料 40kg/袋", "育肥猪料整车竞拍（500袋）", 500, "袋", 150, 2, 160, 6, 162, "bidding", 18],
    ["散装育肥猪料 罐车直发", "散装育肥猪料 30吨专场", 30, "吨", 3700, 20, 3850, 11, 3920, "matched", 12],
    ["产蛋高峰期蛋鸡配合饲料 40kg/袋", "蛋鸡料清仓竞拍", 300, "袋", 120, 1, null, 0, 120, "discarded", 8],
    ["大长二元母猪 50kg左右", "二元母猪 20头 竞拍", 20, "头", 2400, 50, 2600, 9, 2750, "ordered", 5],
    ["4% 育肥猪复合预混料 20kg/袋", "预混料季末竞拍", 100, "袋", 180, 2, null, 2, 184, "bidding", 20],
  ],
  kangmu56: [["阿莫西林可溶性粉 10% 500g", "阿莫西林整箱竞拍（50袋）", 50, "袋", 60, 1, null, 3, 63, "bidding", 19]],
};

const at = (day: number, hour: number) => new Date(Date.UTC(2026, 10, day, hour - 8, 0));

/** Auctions on real goods of the same shop. */
export async function seedAuctions(tx: Exec, tenants: Record<string, Tenant>, goodsIds: Record<string, Record<string, number>>) {
  for (const [shop, lots] of Object.entries(LOTS)) {
    for (const [goodsName, title, quantity, unit, startPrice, step, reservePrice, bidCount, currentPrice, status, day] of lots) {
      await tx.insert(auction).values({
        ...tenants[shop]!,
        title,
        goodsId: goodsIds[shop]![goodsName]!,
        quantity,
        unit,
        startPrice,
        step,
        reservePrice,
        deposit: Math.round(startPrice * quantity * 0.05),
        currentPrice,
        bidCount,
        startTime: at(day, 9),
        endTime: at(day + 2, 17),
        remark: "竞拍成交后三日内付款提货，逾期保证金不予退还。",
        status,
      });
    }
  }
}
