/** A demo enterprise that takes part in mall bids. */
export type Ent = "lvye" | "fengshou" | "kangmu";

/** A line of a bid: [goods, spec, quantity, unit, budget price]. */
export type BidLine = [string, string, number, string, number | null];
/**
 * An offer: [seller, per bid line [unit price, quantity, a word of the seller's goods offered] or null when not
 * offered, state, the lines accepted when ordered]. 丰收 splits a bid between sellers line by line, so one bid
 * can hold an accepted offer and open ones on its other lines.
 */
type Offer = [Ent, ([number, number, string] | null)[], "submitted" | "ordered" | "rejected", number[]?];
/** 丰收's mall bids: [title, category, lines, status, offers, delivery regions]. */
export const BIDS: [string, string, BidLine[], string, Offer[], string[]][] = [
  [
    "猪场防疫消毒物资竞价采购",
    "兽药",
    [
      ["聚维酮碘溶液", "1000ml/瓶", 800, "瓶", 17],
      ["戊二醛癸甲溴铵溶液", "5L/桶", 300, "桶", 26],
    ],
    "bidding",
    [
      [
        "kangmu",
        [
          [15.8, 800, "聚维酮碘"],
          [24.5, 300, "戊二醛"],
        ],
        "submitted",
      ],
      ["lvye", [[16.5, 800, "复合维生素"], null], "submitted"],
    ],
    ["130100", "130600"],
  ],
  [
    "犊牛场保健用药竞价采购",
    "兽药",
    [
      ["黄芪多糖口服液", "500ml/瓶", 100, "瓶", 30],
      ["板蓝根颗粒", "1kg/袋", 50, "袋", 22],
    ],
    "finished",
    [
      [
        "kangmu",
        [
          [28, 100, "黄芪多糖"],
          [20.5, 50, "板蓝根"],
        ],
        "ordered",
        [0, 1],
      ],
      ["lvye", [[29.5, 100, "复合维生素"], null], "rejected"],
    ],
    ["150100"],
  ],
  // split line by line: 绿野 won the vitamins, the disinfectant is still open to 康牧's offer; every offered goods is
  // of the bid's 商品类目, as the offer form and the server ask
  [
    "母猪场保健及消毒物资分项竞价",
    "兽药",
    [
      ["复合维生素B可溶性粉", "500g/袋", 200, "袋", 48],
      ["聚维酮碘溶液", "1000ml/瓶", 200, "瓶", 17],
    ],
    "bidding",
    [
      ["lvye", [[45, 200, "复合维生素"], null], "ordered", [0]],
      ["kangmu", [null, [16.2, 200, "聚维酮碘"]], "submitted"],
    ],
    ["130100"],
  ],
  // the newest open bid has no offer yet: the one a seller picks first
  [
    "育肥猪配合饲料竞价采购",
    "饲料",
    [
      ["育肥猪配合饲料", "40kg/袋", 40, "吨", 3600],
      ["仔猪教槽料", "20kg/袋", 5, "吨", 8200],
    ],
    "bidding",
    [],
    ["130000"],
  ],
  [
    "羊场驱虫药竞价",
    "兽药",
    [["伊维菌素注射液", "100ml/瓶", 300, "瓶", 12]],
    "hung",
    [["kangmu", [[11.2, 300, "伊维菌素"]], "submitted"]],
    ["150000"],
  ],
  [
    "奶牛场乳房炎药品竞价",
    "兽药",
    [
      ["头孢喹肟乳房注入剂", "8g/支", 500, "支", 9.5],
      ["碘甘油乳头药浴液", "1000ml/瓶", 200, "瓶", 18],
    ],
    "draft",
    [],
    ["150100", "150200"],
  ],
];

/** The 竞价标签 of 丰收's bids, in the order of BIDS (codes of the tree migration 0030 holds). */
export const TAGS: string[][] = [
  ["quality.report", "quality.gmp", "pay.monthly"],
  ["quality.gmp", "pay.cod"],
  ["supply.batch", "quality.report", "delivery.door"],
  ["supply.long", "quality.licence", "delivery.door"],
  ["quality.gmp"],
  ["quality.gmp", "delivery.cold", "pay.prepay"],
];
