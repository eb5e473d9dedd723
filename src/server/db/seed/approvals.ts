import { and, asc, eq } from "drizzle-orm";
import { registry } from "../../../../resources";
import { orderableAtLeast } from "../../../core/order-quantity";
import type { Grants } from "../../../core/permissions";
import { purchaseApprovalHooks } from "../../hooks/purchase-approval";
import { placeOrders } from "../../mall/order-submit";
import type { Buyer } from "../../mall/route";
import type { OpContext, Row } from "../../operations/context";
import { writeMoves } from "../../operations/moves";
import { skusOf } from "../../mall/skus";
import type { Exec } from "../client";
import { approvalRules, employee, enterprises, purchaseApprovals, resourceTables, role, users } from "../schema";

const goods = resourceTables.goods!;
const ADDRESS = {
  name: "马建军",
  phone: "13800000008",
  region: "河北省保定市定州市",
  detail: "丰收合作社东门饲料仓库",
};
const RETURNED = "本月猪场存栏下降，饲料库存够用到下旬，请下月初再采购";

/** What each demo order of 马建军's becomes: its amount aimed at, and the moves its approval then makes. */
const PLANS: { target: number; moves: ("pass" | "approve" | "return" | "withdraw" | "lapse")[] }[] = [
  { target: 2600, moves: [] },
  { target: 6800, moves: ["pass", "approve"] },
  { target: 9600, moves: ["return"] },
  { target: 5800, moves: ["withdraw"] },
  { target: 7400, moves: ["lapse"] },
  { target: 12800, moves: ["pass"] },
  { target: 8600, moves: [] },
];

/** 张晓燕's order of 兽药 at 康牧's shop beyond her ¥3,000 limit, waiting for 陈志强's 初审. */
async function seedLvyeApproval(tx: Exec, lvye: { id: number; name: string }) {
  const [kangmu] = await tx.select().from(enterprises).where(eq(enterprises.name, "康牧兽药有限公司"));
  const { item, sku } = await goodsOf(tx, kangmu!.id, 8000);
  const quantity = orderableAtLeast(item as never, Math.ceil(4200 / Number(sku.price)));
  const address = { ...ADDRESS, name: "张晓燕", phone: "13800000004", detail: "绿野饲料寒亭工厂兽药库" };
  const input = { submitKey: "seed-approval-lvye", address, goodsId: item.id, skuId: sku.id, quantity };
  await placeOrders(tx, input as never, await buyerOf(tx, "13800000004", lvye), false);
}

const NO_GRANTS: Grants = { admin: false, menus: [], buttons: [] };

/**
 * 丰收's approval rules and 马建军's orders under them, one per state (docs/b2b-controls.md): a small order placed and
 * counted, one waiting for 高秀英 (初审), one for 李春华 (终审), an approved one to pay, a returned one, a withdrawn one
 * and one whose hold has run out (the clock lapses it on start, releasing its stock). Placed through the checkout,
 * decided through the approvals' own hooks, so the budget, the orders' logs and the 站内信 are what use makes.
 */
export async function seedApprovals(tx: Exec) {
  const [fengshou] = await tx.select().from(enterprises).where(eq(enterprises.name, "丰收牧业合作社"));
  const [lvye] = await tx.select().from(enterprises).where(eq(enterprises.name, "绿野饲料有限公司"));
  const staff = await tx.select().from(employee).where(eq(employee.enterpriseId, fengshou!.id));
  const by = (phone: string) => staff.find((s) => s.phone === phone)!;
  const [ma, gao, li] = [by("13800000008"), by("13800000009"), by("13800000002")];
  const [buyerRole] = await tx
    .select()
    .from(role)
    .where(and(eq(role.enterpriseId, fengshou!.id), eq(role.name, "采购主管")));
  const lvyeStaff = await tx.select().from(employee).where(eq(employee.enterpriseId, lvye!.id));
  const lvyeBy = (phone: string) => lvyeStaff.find((s) => s.phone === phone)!;
  await tx.insert(approvalRules).values([
    {
      enterpriseId: lvye!.id,
      name: "张晓燕商城采购限额",
      subject: "employee",
      employeeId: lvyeBy("13800000004").id,
      orderLimit: 3000,
      monthlyBudget: null,
      firstApproverId: lvyeBy("13905361208").id,
      finalApproverId: lvyeBy("13800000001").id,
      holdHours: 24,
    },
    {
      enterpriseId: fengshou!.id,
      name: "马建军采购额度",
      subject: "employee",
      employeeId: ma.id,
      orderLimit: 5000,
      monthlyBudget: 60000,
      firstApproverId: gao.id,
      finalApproverId: li.id,
      holdHours: 24,
    },
    {
      enterpriseId: fengshou!.id,
      name: "采购主管单笔限额",
      subject: "role",
      roleId: buyerRole!.id,
      orderLimit: 20000,
      monthlyBudget: null,
      firstApproverId: null,
      finalApproverId: li.id,
      holdHours: 48,
    },
  ] as never);
  const buyer = await buyerOf(tx, "13800000008", fengshou!);
  const { item, sku } = await goodsOf(tx, lvye!.id, 60000);
  const userIdOf = (e: typeof ma) => Number(e.userId);
  for (const [n, plan] of PLANS.entries()) {
    const quantity = orderableAtLeast(item as never, Math.ceil(plan.target / Number(sku!.price)));
    const input = { submitKey: `seed-approval-${n}`, address: ADDRESS, goodsId: item!.id, skuId: sku!.id, quantity };
    const [order] = await placeOrders(tx, input as never, buyer, false);
    const [approval] = (await tx
      .select()
      .from(purchaseApprovals)
      .where(and(eq(purchaseApprovals.orderId, order!.id), eq(purchaseApprovals.source, "mallOrder")))) as Row[];
    let row = approval;
    for (const move of plan.moves) {
      if (!row) break;
      if (move === "lapse") {
        row = await lapse(tx, row);
        continue;
      }
      const actor = move === "withdraw" ? userIdOf(ma) : move === "approve" ? userIdOf(li) : userIdOf(gao);
      row = await decide(tx, row, move, actor, fengshou!.id);
    }
  }
  await seedLvyeApproval(tx, lvye!);
}

/** A hold that ran out: placed a day and more ago, lapsed by the clock, as the timed move leaves it. */
async function lapse(tx: Exec, row: Row): Promise<Row> {
  const at = new Date();
  const [moved] = (await tx
    .update(purchaseApprovals)
    .set({ status: "lapsed", holdUntil: new Date(at.getTime() - 3_600_000), updatedAt: at } as never)
    .where(eq(purchaseApprovals.id, row.id))
    .returning()) as Row[];
  const move = { resource: "purchaseApproval", rowId: row.id, move: "lapse", label: "审批超时" };
  await writeMoves(
    tx,
    registry,
    [{ ...move, fromState: String(row.status), toState: "lapsed", userId: 0, enterpriseId: 0 }],
    [moved!],
  );
  const ctx = { tx, caller: { userId: 0, enterpriseId: 0, systemId: 0, grants: NO_GRANTS } } as unknown as OpContext;
  await purchaseApprovalHooks.afterTimed!(ctx, "lapse", [moved!]);
  return moved!;
}

/** A staff member buying for its enterprise on YYN, as the checkout sees them. */
async function buyerOf(tx: Exec, phone: string, enterprise: { id: number; name: string }): Promise<Buyer> {
  const [user] = await tx.select().from(users).where(eq(users.phone, phone));
  return {
    systemId: 56,
    user: { id: user!.id, name: user!.name as string, phone: user!.phone },
    enterprise: { id: enterprise.id, name: enterprise.name, isAdmin: false, businessRole: 3, isPlatform: false },
    tags: [56],
    registry,
  };
}

/** A seller's YYN goods on sale with stock worth more than `worth`, and its first SKU. */
async function goodsOf(tx: Exec, sellerId: number, worth: number) {
  const listed = await tx
    .select()
    .from(goods)
    .where(and(eq(goods.enterpriseId, sellerId), eq(goods.systemId, 56), eq(goods.status, "on_sale")))
    .orderBy(asc(goods.id));
  for (const item of listed) {
    const [sku] = (await skusOf(tx, [item.id])).get(item.id) ?? [];
    if (sku && Number(sku.stock) * Number(sku.price) > worth && Number(item.stock) * Number(sku.price) > worth)
      return { item, sku };
  }
  throw new Error(`no goods of enterprise ${sellerId} worth ¥${worth} in stock`);
}

const TO = { pass: "final", approve: "approved", return: "returned", withdraw: "withdrawn" } as const;
const LABEL = { pass: "初审通过", approve: "审批通过", return: "退回", withdraw: "撤回" } as const;

/** One decision on an approval, as its action makes it: the state, the log and notice, then the hook's side effects. */
async function decide(tx: Exec, row: Row, move: keyof typeof TO, userId: number, enterpriseId: number): Promise<Row> {
  const returnReason = move === "return" ? RETURNED : null;
  const [moved] = (await tx
    .update(purchaseApprovals)
    .set({ status: TO[move], ...(returnReason ? { returnReason } : {}), updatedAt: new Date() } as never)
    .where(eq(purchaseApprovals.id, row.id))
    .returning()) as Row[];
  const note = returnReason ? { returnReason: { label: "退回原因", value: returnReason } } : null;
  await writeMoves(
    tx,
    registry,
    [
      {
        resource: "purchaseApproval",
        rowId: row.id,
        move,
        label: LABEL[move],
        fromState: String(row.status),
        toState: TO[move],
        note,
        userId,
        enterpriseId,
      },
    ],
    [moved!],
  );
  const caller = { userId, enterpriseId, systemId: 56, grants: NO_GRANTS };
  const ctx = { tx, caller, resource: registry.byName("purchaseApproval"), registry } as unknown as OpContext;
  await purchaseApprovalHooks.afterAction!(ctx, move, [moved!], note ?? {});
  return moved!;
}
