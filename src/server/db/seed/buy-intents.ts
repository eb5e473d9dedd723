import { and, asc, eq } from "drizzle-orm";
import { quoteValidUntil, type BuyIntentState } from "../../../core/flows/buy-intent";
import { registry } from "../../../../resources";
import { placeOrders } from "../../mall/order-submit";
import type { Buyer } from "../../mall/route";
import type { Exec } from "../client";
import {
  buyPurposes,
  enterprises,
  memberships,
  resourceLinesTables,
  resourceTables,
  rowMoves,
  shops,
  users,
} from "../schema";

const goods = resourceTables.goods!;
const goodsSkus = resourceLinesTables.goods!.skus!;
const DAY = 86_400_000;
const ADDRESS = { name: "李春华", phone: "13800000002", region: "河北省保定市定州市", detail: "东门仓库" };

/** One demo intent of 丰收's on 绿野's goods (by position in its list): asked how long ago, and how it went. */
interface Plan {
  goods: number;
  daysAgo: number;
  quantity: number;
  /** Below the list price, as a buyer asking for a volume price does. */
  discount: number;
  remark: string;
  state: BuyIntentState;
  reply?: { afterDays: number; price: number; days: number; text: string };
}

const PLANS: Plan[] = [
  {
    goods: 0,
    daysAgo: 0.2,
    quantity: 200,
    discount: 0.9,
    remark: "春季补栏，需分两批到货，开增值税专票。",
    state: "open",
  },
  {
    goods: 1,
    daysAgo: 1,
    quantity: 120,
    discount: 0.88,
    remark: "长期合作，按月采购。",
    state: "quoted",
    reply: { afterDays: 0.5, price: 0.92, days: 7, text: "含税含运费，下单后3日内发货。" },
  },
  {
    goods: 2,
    daysAgo: 12,
    quantity: 60,
    discount: 0.85,
    remark: "急用，一周内到货。",
    state: "expired",
    reply: { afterDays: 1, price: 0.93, days: 3, text: "本周价格，过期以新报价为准。" },
  },
  {
    goods: 3,
    daysAgo: 6,
    quantity: 80,
    discount: 0.9,
    remark: "请报含运费价。",
    state: "ordered",
    reply: { afterDays: 0.3, price: 0.94, days: 10, text: "含运费，随货附检测报告。" },
  },
  {
    goods: 4,
    daysAgo: 4,
    quantity: 500,
    discount: 0.7,
    remark: "大批量采购，求最低价。",
    state: "declined",
    reply: { afterDays: 1, price: 0, days: 0, text: "该价格低于成本，暂无法接单。" },
  },
];

const round = (n: number) => Math.round(n * 100) / 100;

/** 绿野's buy intents from 丰收 on YYN, one in each state, the ordered one with its real order (docs/buy-intents.md). */
export async function seedBuyIntents(tx: Exec) {
  const [seller] = await tx.select().from(enterprises).where(eq(enterprises.name, "绿野饲料有限公司"));
  const [buyerCo] = await tx.select().from(enterprises).where(eq(enterprises.name, "丰收牧业合作社"));
  const [buyer] = await tx.select().from(users).where(eq(users.phone, "13800000002"));
  const [member] = await tx
    .select()
    .from(memberships)
    .where(and(eq(memberships.userId, buyer!.id), eq(memberships.enterpriseId, buyerCo!.id)));
  const [sellerAdmin] = await tx.select().from(users).where(eq(users.phone, "13800000001"));
  const [shop] = await tx
    .select()
    .from(shops)
    .where(and(eq(shops.enterpriseId, seller!.id), eq(shops.systemId, 56)));
  const list = await tx
    .select()
    .from(goods)
    .where(and(eq(goods.enterpriseId, seller!.id), eq(goods.systemId, 56), eq(goods.status, "on_sale")))
    .orderBy(asc(goods.id))
    .limit(10);
  const c: Buyer = {
    systemId: 56,
    user: { id: buyer!.id, name: buyer!.name, phone: buyer!.phone },
    enterprise: {
      id: buyerCo!.id,
      name: buyerCo!.name,
      isAdmin: member!.isAdmin,
      businessRole: member!.businessRole,
      isPlatform: false,
    },
    tags: [56],
    registry,
  };
  const now = Date.now();
  for (const [i, plan] of PLANS.entries()) {
    const g = list[plan.goods % list.length]!;
    const [sku] = await tx
      .select()
      .from(goodsSkus)
      .where(eq(goodsSkus.parentId, g.id))
      .orderBy(asc(goodsSkus.position))
      .limit(1);
    const price = Number(sku!.price);
    const quantity = Math.max(plan.quantity, g.minOrder ?? 1);
    const at = new Date(now - plan.daysAgo * DAY);
    const replied = plan.reply ? new Date(at.getTime() + plan.reply.afterDays * DAY) : null;
    const quoted = plan.reply && plan.state !== "declined";
    const [row] = await tx
      .insert(buyPurposes)
      .values({
        intentNo: `YX${new Date(at.getTime() + 8 * 3_600_000).toISOString().slice(0, 10).replace(/-/g, "")}${String(i + 1).padStart(4, "0")}`,
        systemId: 56,
        enterpriseId: seller!.id,
        shopId: shop!.id,
        shopName: shop!.name,
        userId: buyer!.id,
        buyerEnterpriseId: buyerCo!.id,
        buyerName: buyerCo!.name,
        goodsId: g.id,
        skuId: sku!.id,
        goodsName: g.name,
        spec: sku!.spec,
        unit: g.unit,
        contact: buyer!.name,
        phone: buyer!.phone,
        quantity,
        targetPrice: round(price * plan.discount),
        region: ADDRESS.region,
        address: ADDRESS.detail,
        remark: plan.remark,
        status: plan.state === "ordered" ? "quoted" : plan.state,
        quotePrice: quoted ? round(price * plan.reply!.price) : null,
        validDays: quoted ? plan.reply!.days : null,
        validUntil: quoted ? quoteValidUntil(replied!, plan.reply!.days) : null,
        sellerReply: plan.reply?.text ?? null,
        createdAt: at,
        updatedAt: replied ?? at,
      } as never)
      .returning();
    const move = (
      name: string,
      label: string,
      from: string | null,
      to: string,
      when: Date,
      by: { userId: number; enterpriseId: number },
    ) =>
      tx.insert(rowMoves).values({
        resource: "buyIntent",
        rowId: row!.id,
        move: name,
        label,
        fromState: from,
        toState: to,
        note: null,
        ...by,
        createdAt: when,
      } as never);
    const asBuyer = { userId: buyer!.id, enterpriseId: buyerCo!.id };
    const asSeller = { userId: sellerAdmin!.id, enterpriseId: seller!.id };
    await move("create", "提交采购意向", null, "open", at, asBuyer);
    if (plan.reply)
      await move(
        quoted ? "quote" : "decline",
        quoted ? "报价" : "拒绝",
        "open",
        quoted ? "quoted" : "declined",
        replied!,
        asSeller,
      );
    if (plan.state === "ordered") {
      // through the order path itself, at the reply's price, and paid from 丰收's balance
      const unit = round(price * plan.reply!.price);
      const [order] = await placeOrders(
        tx,
        { submitKey: `seed-buyintent-${i}`, address: ADDRESS, goodsId: g.id, skuId: sku!.id, quantity },
        c,
        true,
        { price: unit, note: `买家按采购意向报价下单，单价 ¥${unit.toFixed(2)}` },
      );
      await tx
        .update(buyPurposes)
        .set({ status: "ordered", orderId: order!.id } as never)
        .where(eq(buyPurposes.id, row!.id));
      await move("order", "下单", "quoted", "ordered", new Date(replied!.getTime() + DAY), asBuyer);
    }
  }
}
