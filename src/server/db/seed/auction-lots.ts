import { PORTAL_LOTS } from "./auction-lots-portals";

/** Where a lot stands when the demo starts, its times in minutes from that start. */
type Lot = {
  goods: string;
  title: string;
  quantity: number;
  unit: string;
  startPrice: number;
  step: number;
  reserve: number | null;
  bids: number;
  status: "bidding" | "closed" | "matched" | "discarded" | "ordered" | "cancelled";
  start: number;
  end: number;
  bidders?: "any" | "certified";
};

/** A day, in the minutes lots are timed in. */
const DAY = 24 * 60;

/** Each shop's lots (key: enterprise and portal), on its goods named by their name and spec. */
const OWN_LOTS: Record<string, Lot[]> = {
  lvye56: [
    // live in the first hour of a fresh start, so a demo sees bids land, the end move and the close
    {
      goods: "育肥猪全价配合饲料 40kg/袋",
      title: "育肥猪料整车竞拍（500袋）",
      quantity: 500,
      unit: "袋",
      startPrice: 150,
      step: 2,
      reserve: 160,
      bids: 6,
      status: "bidding",
      start: -120,
      end: 40,
    },
    {
      goods: "4% 育肥猪复合预混料 20kg/袋",
      title: "预混料季末竞拍",
      quantity: 100,
      unit: "袋",
      startPrice: 180,
      step: 2,
      reserve: null,
      bids: 2,
      status: "bidding",
      start: -60,
      end: 55,
    },
    {
      goods: "大长二元母猪 50kg左右",
      title: "二元母猪 20头 竞拍",
      quantity: 20,
      unit: "头",
      startPrice: 2400,
      step: 50,
      reserve: 2600,
      bids: 0,
      status: "bidding",
      start: DAY,
      end: DAY + 180,
      bidders: "certified",
    },
    {
      goods: "散装育肥猪料 罐车直发",
      title: "散装育肥猪料 30吨专场",
      quantity: 30,
      unit: "吨",
      startPrice: 3700,
      step: 20,
      reserve: 3850,
      bids: 11,
      status: "matched",
      start: -3 * DAY,
      end: -2 * DAY,
    },
    {
      goods: "育肥猪全价配合饲料 40kg/袋",
      title: "育肥猪料 200袋 专场",
      quantity: 200,
      unit: "袋",
      startPrice: 148,
      step: 1,
      reserve: null,
      bids: 4,
      status: "closed",
      start: -DAY - 240,
      end: -DAY,
    },
    {
      goods: "产蛋高峰期蛋鸡配合饲料 40kg/袋",
      title: "蛋鸡料清仓竞拍",
      quantity: 300,
      unit: "袋",
      startPrice: 120,
      step: 1,
      reserve: null,
      bids: 0,
      status: "discarded",
      start: -5 * DAY,
      end: -4 * DAY,
    },
    // won, and its order made by the seller and waiting for the winner's payment
    {
      goods: "4% 育肥猪复合预混料 20kg/袋",
      title: "预混料 50袋 周末专场",
      quantity: 50,
      unit: "袋",
      startPrice: 176,
      step: 2,
      reserve: null,
      bids: 5,
      status: "ordered",
      start: -7 * DAY,
      end: -6 * DAY,
    },
    {
      goods: "产蛋高峰期蛋鸡配合饲料 40kg/袋",
      title: "蛋鸡料试拍（已取消）",
      quantity: 80,
      unit: "袋",
      startPrice: 118,
      step: 1,
      reserve: null,
      bids: 0,
      status: "cancelled",
      start: 3 * DAY,
      end: 3 * DAY + 120,
    },
  ],
  // every portal's hall has lots: 绿野's cattle feed on AY, 康牧's drugs on SLXH and SHEEP
  lvye62: [
    {
      goods: "肉牛育肥精料补充料 40kg/袋",
      title: "肉牛育肥料 200袋 竞拍",
      quantity: 200,
      unit: "袋",
      startPrice: 140,
      step: 2,
      reserve: null,
      bids: 3,
      status: "bidding",
      start: -45,
      end: 50,
    },
    {
      goods: "泌乳奶牛精料补充料 40kg/袋",
      title: "奶牛精料补充料 100袋 预告",
      quantity: 100,
      unit: "袋",
      startPrice: 165,
      step: 2,
      reserve: 170,
      bids: 0,
      status: "bidding",
      start: DAY,
      end: DAY + 120,
    },
  ],
  kangmu63: [
    {
      goods: "复方磺胺嘧啶预混剂 1kg",
      title: "磺胺嘧啶预混剂 60袋 竞拍",
      quantity: 60,
      unit: "袋",
      startPrice: 50,
      step: 1,
      reserve: null,
      bids: 1,
      status: "bidding",
      start: -30,
      end: 45,
    },
  ],
  kangmu64: [
    {
      goods: "伊维菌素",
      title: "羊用驱虫针剂整箱竞拍",
      quantity: 40,
      unit: "瓶",
      startPrice: 13,
      step: 0.5,
      reserve: null,
      bids: 1,
      status: "bidding",
      start: -20,
      end: 50,
    },
  ],
  kangmu56: [
    {
      goods: "阿莫西林可溶性粉 10% 500g",
      title: "阿莫西林整箱竞拍（50袋）",
      quantity: 50,
      unit: "袋",
      startPrice: 60,
      step: 1,
      reserve: null,
      bids: 3,
      status: "bidding",
      start: -90,
      end: 25,
    },
    {
      goods: "阿莫西林可溶性粉 10% 500g",
      title: "阿莫西林 100袋 预告",
      quantity: 100,
      unit: "袋",
      startPrice: 58,
      step: 1,
      reserve: 62,
      bids: 0,
      status: "bidding",
      start: 2 * DAY,
      end: 2 * DAY + 240,
    },
  ],
};

/** Every shop's lots: its own above, then those that fill the other portals' halls. */
export const LOTS: Record<string, Lot[]> = Object.fromEntries(
  [...new Set([...Object.keys(OWN_LOTS), ...Object.keys(PORTAL_LOTS)])].map((shop) => [
    shop,
    [...(OWN_LOTS[shop] ?? []), ...(PORTAL_LOTS[shop] ?? [])],
  ]),
);
