import { and, asc, eq, inArray } from "drizzle-orm";
import { SAMPLE_CATEGORIES, SAMPLE_REQUEST_FLOW } from "../../../core/flows/sample-request";
import type { Exec } from "../client";
import { enterprises, resourceTables, rowMoves, users } from "../schema";

const goods = resourceTables.goods!;
const samples = resourceTables.sampleRequest!;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

type State = (typeof SAMPLE_REQUEST_FLOW)[number]["to"] | "applied";

/** One demo request: whose shop, who asks, how long ago, where it stands. */
interface Plan {
  seller: string;
  buyer: string;
  daysAgo: number;
  state: State;
  quantity: number;
  purpose: string;
  remark: string;
}

const PLANS: Plan[] = [
  {
    seller: "绿野饲料有限公司",
    buyer: "13800000002",
    daysAgo: 0.1,
    state: "applied",
    quantity: 2,
    purpose: "试用对比",
    remark: "存栏育肥猪800头，想对比现用饲料的料肉比。",
  },
  {
    seller: "绿野饲料有限公司",
    buyer: "13800000002",
    daysAgo: 2,
    state: "shipped",
    quantity: 1,
    purpose: "适口性试验",
    remark: "先在一栋保育舍试喂一周。",
  },
  {
    seller: "绿野饲料有限公司",
    buyer: "13800000002",
    daysAgo: 9,
    state: "received",
    quantity: 3,
    purpose: "试用对比",
    remark: "效果好的话下月批量采购。",
  },
  {
    seller: "绿野饲料有限公司",
    buyer: "13800000002",
    daysAgo: 5,
    state: "declined",
    quantity: 20,
    purpose: "其他",
    remark: "想多要几袋分给合作社社员试用。",
  },
  {
    seller: "绿野饲料有限公司",
    buyer: "13800000002",
    daysAgo: 4,
    state: "withdrawn",
    quantity: 1,
    purpose: "质量检测",
    remark: "送第三方检测粗蛋白含量。",
  },
  {
    seller: "康牧兽药有限公司",
    buyer: "13800000002",
    daysAgo: 1,
    state: "applied",
    quantity: 2,
    purpose: "疗效观察",
    remark: "仔猪腹泻多发，想先小范围试用。",
  },
  {
    seller: "康牧兽药有限公司",
    buyer: "13800000005",
    daysAgo: 3,
    state: "shipped",
    quantity: 1,
    purpose: "疗效观察",
    remark: "家庭散养鸡三十只，先试一盒。",
  },
];

/** What the seller's answer and the buyer's receipt wrote on the row, by where it stands. */
const answered = (state: State, at: Date) => ({
  courier: state === "shipped" || state === "received" ? "顺丰速运" : null,
  waybillNo: state === "shipped" || state === "received" ? "SF1402837465921" : null,
  shippedAt: state === "shipped" || state === "received" ? new Date(at.getTime() + 3 * HOUR) : null,
  receivedAt: state === "received" ? new Date(at.getTime() + 2 * DAY) : null,
  sellerReply: state === "declined" ? "该规格样品已发完，可改申请20kg装" : null,
});

/**
 * 样品申请 on YYN: 丰收 (13800000002) asks 绿野 for feed samples, one request in each state, and 康牧 for a veterinary
 * one; a personal buyer (13800000005) asks 康牧 too. Each with the moves that brought it there, by whoever made them
 * (seedMessages then tells the other party, as the live move would have).
 */
export async function seedSampleRequests(tx: Exec) {
  const now = Date.now();
  for (const [i, plan] of PLANS.entries()) {
    const [seller] = await tx.select().from(enterprises).where(eq(enterprises.name, plan.seller));
    const [buyer] = await tx.select().from(users).where(eq(users.phone, plan.buyer));
    const [sellerAdmin] = await tx
      .select()
      .from(users)
      .where(eq(users.phone, plan.seller.startsWith("绿野") ? "13800000001" : "13800000003"));
    const offered = await tx
      .select()
      .from(goods)
      .where(
        and(
          eq(goods.enterpriseId, seller!.id),
          eq(goods.systemId, 56),
          eq(goods.status, "on_sale"),
          inArray(goods.category, [...SAMPLE_CATEGORIES]),
        ),
      )
      .orderBy(asc(goods.id))
      .limit(8);
    const g = offered[i % offered.length];
    if (!g) continue;
    const at = new Date(now - plan.daysAgo * DAY);
    const [company] =
      plan.buyer === "13800000002"
        ? await tx.select().from(enterprises).where(eq(enterprises.name, "丰收牧业合作社"))
        : [undefined];
    const [row] = await tx
      .insert(samples)
      .values({
        enterpriseId: seller!.id,
        systemId: 56,
        buyerUserId: buyer!.id,
        sampleNo: `YP${new Date(at.getTime() + 8 * HOUR).toISOString().slice(0, 10).replace(/-/g, "")}${String(i + 1).padStart(4, "0")}`,
        goodsId: g.id,
        goodsName: g.name,
        spec: g.spec,
        unit: g.unit,
        quantity: plan.quantity,
        purpose: plan.purpose,
        contact: buyer!.name,
        phone: buyer!.phone,
        region: "河北省保定市定州市",
        address: "开元街道民主街88号 丰收牧业养殖场",
        remark: plan.remark,
        status: plan.state,
        ...answered(plan.state, at),
        createdAt: at,
        updatedAt: at,
      } as never)
      .returning();
    const asBuyer = { userId: buyer!.id, enterpriseId: company?.id ?? 0 };
    const asSeller = { userId: sellerAdmin!.id, enterpriseId: seller!.id };
    const path: string[] =
      plan.state === "applied"
        ? []
        : plan.state === "received"
          ? ["accept", "confirmReceipt"]
          : [SAMPLE_REQUEST_FLOW.find((m) => m.to === plan.state)!.action];
    const values = answered(plan.state, at);
    const notes: Record<string, Record<string, { label: string; value: unknown }> | null> = {
      accept: {
        courier: { label: "快递公司", value: values.courier },
        waybillNo: { label: "运单号", value: values.waybillNo },
      },
      decline: { sellerReply: { label: "拒绝原因", value: values.sellerReply } },
    };
    const base = { resource: "sampleRequest", rowId: (row as { id: number }).id };
    await tx.insert(rowMoves).values([
      { ...base, ...asBuyer, move: "create", label: "申请样品", fromState: null, toState: "applied", createdAt: at },
      ...path.map((name, step) => {
        const m = SAMPLE_REQUEST_FLOW.find((x) => x.action === name)!;
        return {
          ...base,
          ...(m.by === "buyer" ? asBuyer : asSeller),
          move: name,
          label: m.label,
          fromState: String(m.from),
          toState: m.to,
          note: notes[name] ?? null,
          createdAt: new Date(at.getTime() + (step === 0 ? 3 * HOUR : 2 * DAY)),
        };
      }),
    ] as never);
  }
}
