/** The lots of the portals beyond YYN and AY: each hall has one upcoming, one live and one ended. */
const DAY = 24 * 60;

type Made = {
  goods: string;
  title: string;
  quantity: number;
  unit: string;
  startPrice: number;
  step: number;
  reserve: number | null;
  bids: number;
  status: "bidding" | "closed";
  start: number;
  end: number;
};

/** goods words, title stem, unit, start price, step: one goods of the shop, auctioned three times. */
const lots = (goods: string, stem: string, unit: string, startPrice: number, step: number, live: boolean): Made[] => [
  ...(live
    ? [
        {
          goods,
          title: `${stem} 整箱竞拍`,
          quantity: 60,
          unit,
          startPrice,
          step,
          reserve: null,
          bids: 2,
          status: "bidding" as const,
          start: -40,
          end: 35,
        },
      ]
    : []),
  {
    goods,
    title: `${stem} 200${unit} 预告`,
    quantity: 200,
    unit,
    startPrice,
    step,
    reserve: Math.round(startPrice * 1.05 * 100) / 100,
    bids: 0,
    status: "bidding",
    start: DAY + 60,
    end: DAY + 180,
  },
  {
    goods,
    title: `${stem} 100${unit} 竞拍（已成交）`,
    quantity: 100,
    unit,
    startPrice,
    step,
    reserve: null,
    bids: 4,
    status: "closed",
    start: -2 * DAY - 180,
    end: -2 * DAY,
  },
];

/** By shop key (enterprise and portal); 康牧's SLXH and SHEEP lots add to the live one auction-lots.ts has. */
export const PORTAL_LOTS: Record<string, Made[]> = {
  lvye62: lots("肉牛育肥精料补充料", "肉牛精料", "袋", 140, 2, false).slice(1),
  kangmu63: lots("氟苯尼考注射液", "氟苯尼考注射液", "瓶", 19, 0.5, false),
  kangmu64: lots("羊三联四防灭活疫苗", "羊三联四防疫苗", "瓶", 52, 1, false),
  kangmu65: lots("阿莫西林可溶性粉", "阿莫西林可溶性粉", "袋", 60, 1, true),
  kangmu66: lots("猪瘟活疫苗", "猪瘟活疫苗", "瓶", 25, 0.5, true),
};
