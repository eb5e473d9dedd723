type State = "unpaid" | "paid" | "shipped" | "completed" | "cancelled";
export type After = {
  kind: "refund" | "return";
  reason: string;
  status: "applied" | "awaitingReturn" | "returning" | "refunded" | "rejected" | "withdrawn";
  description: string;
  part?: number;
};

/** One demo order: who buys, how long ago, which goods (by position in the seller's list) and how it went. */
interface Plan {
  buyer: "13800000002" | "13800000003" | "13800000005";
  daysAgo: number;
  items: [number, number][];
  state: State;
  cancelledBy?: "buyer" | "seller";
  after?: After;
  /** Paid on 绿野's line of credit to its buyer (账期支付) rather than from the balance. */
  credit?: true;
}

/**
 * How many days ago `day` of the China month `ago` months back was, at 10:00 China time: the credit orders of past
 * months fall in the month their statements are for, whatever day the demo starts (credit-statements.ts).
 */
export function monthDayAgo(ago: number, day: number, at = Date.now()): number {
  const china = new Date(at + 8 * 3_600_000);
  const target = Date.UTC(china.getUTCFullYear(), china.getUTCMonth() - ago, day, 2);
  return (at - target) / 86_400_000;
}

/** 绿野's orders its enterprise buyers paid on credit in the last three months, which their statements list. */
const CREDIT_HISTORY: Plan[] = (
  [
    ["13800000002", 3, 10, [[1, 10]]],
    ["13800000002", 3, 23, [[3, 4]]],
    ["13800000002", 2, 6, [[3, 8]]],
    ["13800000002", 2, 19, [[0, 10]]],
    ["13800000002", 1, 5, [[2, 12]]],
    ["13800000002", 1, 21, [[4, 6]]],
    ["13800000003", 3, 8, [[5, 15]]],
    ["13800000003", 3, 22, [[6, 4]]],
    ["13800000003", 2, 14, [[1, 6]]],
    ["13800000003", 1, 9, [[8, 3]]],
    ["13800000003", 1, 25, [[4, 10]]],
  ] as const
).map(([buyer, ago, day, items]) => ({
  buyer,
  daysAgo: monthDayAgo(ago, day),
  items: items.map(([k, q]) => [k, q] as [number, number]),
  state: "completed" as const,
  credit: true as const,
}));

/**
 * 绿野饲料's mall orders on YYN in every state, from 丰收 (an enterprise paying from its balance), 康牧 and a
 * personal buyer (who settles offline, so never pays here), spread over the last five weeks so the seller's
 * dashboard has a month to chart; and after-sales in every state on some of them.
 */
export const PLANS: Plan[] = [
  {
    buyer: "13800000002",
    daysAgo: 0.1,
    items: [
      [0, 2],
      [3, 1],
    ],
    state: "paid",
  },
  { buyer: "13800000003", daysAgo: 0.3, items: [[1, 10]], state: "unpaid" },
  { buyer: "13800000005", daysAgo: 0.6, items: [[2, 3]], state: "unpaid" },
  { buyer: "13800000002", daysAgo: 1.2, items: [[4, 5]], state: "paid", credit: true },
  {
    buyer: "13800000003",
    daysAgo: 1.5,
    items: [
      [5, 20],
      [6, 2],
    ],
    state: "paid",
  },
  {
    buyer: "13800000002",
    daysAgo: 2.2,
    items: [[7, 4]],
    state: "paid",
    after: {
      kind: "refund",
      reason: "不想要了",
      status: "applied",
      description: "采购计划调整，货未发出，申请全额退款。",
    },
  },
  { buyer: "13800000002", daysAgo: 3.4, items: [[0, 6]], state: "shipped", credit: true },
  {
    buyer: "13800000003",
    daysAgo: 4.1,
    items: [
      [8, 2],
      [1, 10],
    ],
    state: "shipped",
  },
  {
    buyer: "13800000002",
    daysAgo: 5,
    items: [[2, 8]],
    state: "completed",
    after: {
      kind: "return",
      reason: "包装破损",
      status: "applied",
      description: "到货时两袋外包装破损，饲料受潮结块，申请退货。",
      part: 2,
    },
  },
  {
    buyer: "13800000002",
    daysAgo: 6.5,
    items: [
      [3, 4],
      [9, 1],
    ],
    state: "completed",
    after: {
      kind: "refund",
      reason: "少发/漏发",
      status: "applied",
      description: "订单4件实收3件，申请退还少发部分货款。",
      part: 0.25,
    },
  },
  {
    buyer: "13800000003",
    daysAgo: 8,
    items: [[4, 12]],
    state: "completed",
    after: {
      kind: "return",
      reason: "发错货",
      status: "awaitingReturn",
      description: "下单的是育肥猪料，收到的是母猪料，申请退货。",
      part: 12,
    },
  },
  {
    buyer: "13800000002",
    daysAgo: 9,
    items: [[5, 10]],
    state: "completed",
    after: {
      kind: "return",
      reason: "商品质量问题",
      status: "returning",
      description: "批次检测水分超标，已与客服沟通退回。",
      part: 4,
    },
  },
  {
    buyer: "13800000002",
    daysAgo: 11,
    items: [[6, 3]],
    state: "completed",
    after: {
      kind: "refund",
      reason: "与描述不符",
      status: "refunded",
      description: "标称蛋白含量与检测报告不符，协商退款部分货款。",
      part: 0.2,
    },
  },
  {
    buyer: "13800000003",
    daysAgo: 13,
    items: [[7, 6]],
    state: "completed",
    after: {
      kind: "return",
      reason: "商品质量问题",
      status: "refunded",
      description: "兽药临近效期，与卖家协商退货。",
      part: 2,
    },
  },
  {
    buyer: "13800000002",
    daysAgo: 15,
    items: [[8, 2]],
    state: "completed",
    after: { kind: "refund", reason: "不想要了", status: "rejected", description: "多买了两件，想退款。" },
  },
  {
    buyer: "13800000002",
    daysAgo: 17,
    items: [
      [9, 1],
      [0, 3],
    ],
    state: "completed",
    after: { kind: "refund", reason: "其他", status: "withdrawn", description: "误操作申请，已撤销。" },
  },
  { buyer: "13800000003", daysAgo: 20, items: [[1, 30]], state: "completed" },
  {
    buyer: "13800000002",
    daysAgo: 23,
    items: [
      [2, 5],
      [3, 2],
    ],
    state: "completed",
  },
  { buyer: "13800000002", daysAgo: 26, items: [[4, 8]], state: "completed" },
  { buyer: "13800000003", daysAgo: 29, items: [[5, 15]], state: "completed" },
  { buyer: "13800000002", daysAgo: 33, items: [[6, 4]], state: "completed" },
  { buyer: "13800000002", daysAgo: 7, items: [[0, 1]], state: "cancelled", cancelledBy: "buyer" },
  { buyer: "13800000003", daysAgo: 10, items: [[2, 2]], state: "cancelled", cancelledBy: "seller" },
  ...CREDIT_HISTORY,
];
