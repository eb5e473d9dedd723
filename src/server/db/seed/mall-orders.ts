import { and, asc, desc, eq, inArray } from "drizzle-orm";
import { orderFreight, type FreightRule } from "../../../core/freight";
import type { Exec } from "../client";
import {
  balanceEntries,
  enterprises,
  orderLines,
  orders,
  resourceLinesTables,
  resourceTables,
  rowMoves,
  shops,
  users,
} from "../schema";
import { categoryTaxRates } from "../../mall/tax-rates";
import { seedAfterSale } from "./mall-after-sales";
import { PLANS } from "./mall-order-plans";

const goods = resourceTables.goods!;
const goodsSkus = resourceLinesTables.goods!.skus!;
const DAY = 86_400_000;
const HOUR = 3_600_000;
const round = (n: number) => Math.round(n * 100) / 100;

const CARRIERS = ["德邦物流", "顺丰速运", "中通快运", "自有车辆"];

/** 绿野's orders on YYN, their timelines, ledger and after-sales (docs/seller.md, demo data). */
export async function seedMallOrders(tx: Exec) {
  const [seller] = await tx.select().from(enterprises).where(eq(enterprises.name, "绿野饲料有限公司"));
  const [shop] = await tx
    .select()
    .from(shops)
    .where(and(eq(shops.enterpriseId, seller!.id), eq(shops.systemId, 56)));
  const [sellerAdmin] = await tx.select().from(users).where(eq(users.phone, "13800000001"));
  const stock = await tx
    .select()
    .from(goods)
    .where(and(eq(goods.enterpriseId, seller!.id), eq(goods.systemId, 56), eq(goods.status, "on_sale")))
    .orderBy(asc(goods.id))
    .limit(10);
  // each line buys the goods' first SKU, at that SKU's own price
  const firstSku = new Map<number, { id: number; spec: string; price: number }>();
  const skuRows = stock.length
    ? await tx
        .select()
        .from(goodsSkus)
        .where(
          inArray(
            goodsSkus.parentId,
            stock.map((g) => g.id),
          ),
        )
        .orderBy(desc(goodsSkus.position))
    : [];
  for (const r of skuRows as { id: number; parentId: number; spec: string; price: number }[])
    firstSku.set(r.parentId, r);
  // the rates the operator set before these orders were placed, as a submit keeps them
  const rateOf = await categoryTaxRates(tx, 56);
  const now = Date.now();
  const numbers = new Map<string, number>();
  const numberOf = (prefix: string, at: Date) => {
    const day = new Date(at.getTime() + 8 * HOUR).toISOString().slice(0, 10).replace(/-/g, "");
    const n = (numbers.get(prefix + day) ?? 0) + 1;
    numbers.set(prefix + day, n);
    return `${prefix}${day}${String(n).padStart(4, "0")}`;
  };

  for (const [i, plan] of PLANS.entries()) {
    const [buyer] = await tx.select().from(users).where(eq(users.phone, plan.buyer));
    const [company] =
      plan.buyer === "13800000005"
        ? []
        : await tx
            .select()
            .from(enterprises)
            .where(eq(enterprises.name, plan.buyer === "13800000002" ? "丰收牧业合作社" : "康牧兽药有限公司"));
    const at = new Date(now - plan.daysAgo * DAY);
    const lines = plan.items.map(([k, quantity], position) => {
      const g = stock[k % stock.length]!;
      const sku = firstSku.get(g.id)!;
      const qty = Math.max(quantity, g.minOrder ?? 1);
      return {
        position,
        goodsId: g.id,
        skuId: sku.id,
        name: g.name,
        spec: sku.spec,
        unit: g.unit,
        image: g.image,
        price: Number(sku.price),
        quantity: qty,
        amount: round(Number(sku.price) * qty),
        taxRate: rateOf(g.category as string),
      };
    });
    const goodsAmount = round(lines.reduce((s, l) => s + l.amount, 0));
    // charged as a submit would: each goods by its own 运费规则
    const freight = orderFreight(
      lines.map((l) => ({
        ...(stock.find((g) => g.id === l.goodsId) as unknown as FreightRule),
        goodsId: l.goodsId,
        quantity: l.quantity,
        amount: l.amount,
      })),
    );
    const total = round(goodsAmount + freight);
    // only an unpaid order can be cancelled, so a cancelled one was never paid
    const paid = plan.state === "paid" || plan.state === "shipped" || plan.state === "completed";
    const shipped = plan.state === "shipped" || plan.state === "completed";
    const times = {
      pay: new Date(at.getTime() + 0.2 * HOUR),
      ship: new Date(at.getTime() + 20 * HOUR),
      done: new Date(at.getTime() + 60 * HOUR),
    };
    const carrier = CARRIERS[i % CARRIERS.length]!;
    const waybillNo = carrier === "自有车辆" ? "鲁G·7K358" : `DPK3000${String(12345678 + i * 7919).slice(0, 8)}`;
    const region = plan.buyer === "13800000003" ? "山东省潍坊市奎文区" : "河北省保定市定州市";
    const [order] = (await tx
      .insert(orders)
      .values({
        orderNo: `${new Date(at.getTime() + 8 * HOUR).toISOString().replace(/\D/g, "").slice(0, 14)}${String(100000 + i * 37).slice(0, 6)}`,
        enterpriseId: seller!.id,
        systemId: 56,
        buyerUserId: buyer!.id,
        buyerEnterpriseId: company?.id ?? null,
        buyerName: company?.name ?? buyer!.name,
        shopId: shop!.id,
        status: plan.state,
        invoiceStatus: "none",
        goodsAmount,
        freight,
        discount: 0,
        total,
        receiverName: buyer!.name,
        receiverPhone: plan.buyer,
        receiverRegion: region,
        receiverAddress: plan.buyer === "13800000003" ? "北海路6789号 康牧仓储中心" : "丰收牧业合作社养殖场 东门仓库",
        remark: i % 3 === 0 ? "请随货附检验报告，卸货需叉车" : null,
        submitKey: `seed-order-${i}`,
        payMethod: paid ? (plan.credit ? "credit" : "balance") : null,
        paidAt: paid ? times.pay : null,
        carrier: shipped ? carrier : null,
        waybillNo: shipped ? waybillNo : null,
        shippedAt: shipped ? times.ship : null,
        createdAt: at,
        updatedAt: plan.state === "completed" ? times.done : at,
      } as never)
      .returning()) as { id: number }[];
    const saved = await tx
      .insert(orderLines)
      .values(lines.map((l) => ({ ...l, parentId: order!.id })))
      .returning();

    const move = (
      name: string,
      label: string,
      from: string | null,
      to: string,
      when: Date,
      who: "buyer" | "seller",
      note?: Record<string, { label: string; value: unknown }>,
    ) => ({
      resource: "mallOrder",
      rowId: order!.id,
      move: name,
      label,
      fromState: from,
      toState: to,
      note: note ?? null,
      userId: who === "buyer" ? buyer!.id : sellerAdmin!.id,
      enterpriseId: who === "buyer" ? (company?.id ?? 0) : seller!.id,
      createdAt: when,
    });
    const log = [
      move("save", "提交订单", null, "unpaid", at, "buyer", { note: { label: "备注", value: "买家提交订单" } }),
    ];
    if (plan.state === "cancelled") {
      log.push(
        plan.cancelledBy === "buyer"
          ? move("cancel", "取消订单", "unpaid", "cancelled", times.pay, "buyer", {
              note: { label: "备注", value: "买家取消订单" },
            })
          : move("cancel", "取消订单", "unpaid", "cancelled", times.pay, "seller", {
              reason: { label: "取消原因", value: "买家要求取消，已电话确认" },
            }),
      );
    }
    if (paid)
      log.push(
        move("pay", "支付订单", "unpaid", "paid", times.pay, "buyer", {
          note: { label: "备注", value: `${plan.credit ? "账期支付" : "企业余额支付"} ¥${total.toFixed(2)}` },
        }),
      );
    if (shipped)
      log.push(
        move("ship", "发货", "paid", "shipped", times.ship, "seller", {
          carrier: { label: "物流公司", value: carrier },
          waybillNo: { label: "运单号", value: waybillNo },
        }),
      );
    if (plan.state === "completed") log.push(move("confirm", "确认收货", "shipped", "completed", times.done, "buyer"));
    await tx.insert(rowMoves).values(log);
    if (paid && company && !plan.credit)
      await tx
        .insert(balanceEntries)
        .values({ enterpriseId: company.id, orderId: order!.id, kind: "pay", amount: total, createdAt: times.pay });

    if (plan.after)
      await seedAfterSale(tx, plan.after, {
        order: order!.id,
        total,
        lines: saved,
        seller: seller!.id,
        sellerUser: sellerAdmin!.id,
        buyer: buyer!.id,
        company: company ?? null,
        at: new Date(Math.min(now - HOUR, (plan.state === "completed" ? times.done : times.pay).getTime() + 2 * HOUR)),
        no: numberOf,
      });
  }
}
