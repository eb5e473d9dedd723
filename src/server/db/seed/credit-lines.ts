import { and, asc, eq } from "drizzle-orm";
import type { Exec } from "../client";
import { book, chargeOf } from "../../credit/ledger";
import { creditLines, orders, rowMoves } from "../schema";
import { ENTERPRISES } from "./accounts";

const DAY = 86_400_000;

type Buyer = keyof typeof ENTERPRISES | { name: string; code: string };
interface Plan {
  seller: "lvye" | "kangmu";
  systemId: number;
  buyer: Buyer;
  /** The 额度 in yuan; "near" sets it a little above what the buyer's credit orders owe, so little is left. */
  limit: number | "near";
  days: number;
  remark: string | null;
  suspended?: string;
  daysAgo: number;
}

/** A little above what is owed, so little is left: the demo's line near its limit. */
export const nearLimit = (owed: number) => Math.ceil((owed + 3_000) / 10_000) * 10_000;

/**
 * The sellers' lines: 绿野 lends to 丰收 (月结60天) and to 康牧 (suspended), on the main portal and on AY; 康牧 lends
 * to 绿野; and 绿野 has granted a farm not yet registered here, which reads it once it registers with that code.
 * 丰收 and 康牧 have paid 绿野's orders of the last months on their lines (mall-order-plans.ts), each order an entry of
 * the line's ledger at the time it was paid; their payments and statements follow (credit-statements.ts).
 */
const PLANS: Plan[] = [
  {
    seller: "lvye",
    systemId: 56,
    buyer: "fengshou",
    limit: "near",
    days: 60,
    remark: "2026年度饲料采购框架协议 HT-2026-031，月结60天",
    daysAgo: 120,
  },
  {
    seller: "lvye",
    systemId: 56,
    buyer: "kangmu",
    limit: 50_000,
    days: 60,
    remark: null,
    suspended: "上月对账单逾期未付，结清后恢复",
    daysAgo: 130,
  },
  {
    seller: "lvye",
    systemId: 56,
    buyer: { name: "临朐县鑫源养殖场", code: "92370786MA7HLYC05R" },
    limit: 30_000,
    days: 15,
    remark: "新客户，首单后评估调整额度",
    daysAgo: 3,
  },
  { seller: "lvye", systemId: 62, buyer: "fengshou", limit: 80_000, days: 30, remark: null, daysAgo: 20 },
  {
    seller: "kangmu",
    systemId: 56,
    buyer: "lvye",
    limit: 100_000,
    days: 30,
    remark: "兽药月结，每月5日前对账",
    daysAgo: 30,
  },
];

/** The demo sellers' credit lines, each with the move that granted it and, suspended, the one that stopped it. */
export async function seedCreditLines(
  tx: Exec,
  e: Record<keyof typeof ENTERPRISES, number>,
  sellerAdmins: { lvye: number; kangmu: number },
) {
  const now = Date.now();
  for (const p of PLANS) {
    // the buyer's orders paid on credit with this seller (tests/server: the line is charged by 账期支付)
    const charged =
      typeof p.buyer === "string"
        ? await tx
            .select()
            .from(orders)
            .where(
              and(
                eq(orders.enterpriseId, e[p.seller]),
                eq(orders.systemId, p.systemId),
                eq(orders.buyerEnterpriseId, e[p.buyer]),
                eq(orders.payMethod, "credit"),
              ),
            )
            .orderBy(asc(orders.paidAt))
        : [];
    const used = Math.round(charged.reduce((s, o) => s + Number(o.total) * 100, 0)) / 100;
    const limit = p.limit === "near" ? nearLimit(used) : p.limit;
    const known = typeof p.buyer === "string" ? ENTERPRISES[p.buyer] : null;
    const name = known ? known.name : (p.buyer as { name: string }).name;
    const code = known ? known.creditCode : (p.buyer as { code: string }).code;
    const grantedAt = new Date(now - p.daysAgo * DAY);
    const [row] = await tx
      .insert(creditLines)
      .values({
        enterpriseId: e[p.seller],
        systemId: p.systemId,
        buyerName: name,
        buyerCode: code,
        buyerEnterpriseId: typeof p.buyer === "string" ? e[p.buyer] : null,
        limitAmount: limit,
        days: p.days,
        usedAmount: used,
        remark: p.remark,
        status: p.suspended ? "suspended" : "active",
        suspendReason: p.suspended ?? null,
        sellerName: ENTERPRISES[p.seller].name,
        createdAt: grantedAt,
        updatedAt: grantedAt,
      } as never)
      .returning({ id: creditLines.id });
    // each order an entry at the time it was paid
    for (const o of charged) await book(tx, { ...chargeOf(row!.id, o), bookedAt: o.paidAt as Date });
    const by = { resource: "creditLine", rowId: row!.id, userId: sellerAdmins[p.seller], enterpriseId: e[p.seller] };
    await tx.insert(rowMoves).values([
      { ...by, move: "create", label: "新增", fromState: null, toState: "active", createdAt: grantedAt },
      ...(p.suspended
        ? [
            {
              ...by,
              move: "suspend",
              label: "暂停授信",
              fromState: "active",
              toState: "suspended",
              note: { suspendReason: { label: "暂停原因", value: p.suspended } },
              createdAt: new Date(now - 5 * DAY),
            },
          ]
        : []),
    ] as never);
  }
}
