import { and, asc, desc, eq, inArray } from "drizzle-orm";
import { orderFreight, type FreightRule } from "../../../core/freight";
import type { Exec } from "../client";
import { afterSaleLines, afterSales, balanceEntries, enterprises, orderLines, orders, resourceLinesTables, resourceTables, rowMoves, shops, users } from "../schema";

const goods = resourceTables.goods!;
const goodsSkus = resourceLinesTables.goods!.skus!;
const DAY = 86_400_000;
const HOUR = 3_600_000;
const round = (n: number) => Math.round(n * 100) / 100;

type State = "unpaid" | "paid" | "shipped" | "completed" | "cancelled";
type After = { kind: "refund" | "return"; reason: string; status: "applied" | "awaitingReturn" | "returning" | "refunded" | "rejected" | "withdrawn"; description: string; part?: number };

/** One demo order: who buys, how long ago, which goods (by position in the seller's list) and how it went. */
interface Plan {
  buyer: "13800000002" | "13800000003" | "13800000005";
  daysAgo: number;
  items: [number, number][];
  state: State;
  cancelledBy?: "buyer" | "seller";
  after?: After;
}

/**
 * 绿野饲料's mall orders on YYN in every state, from 丰收 (an enterprise paying from its balance), 康牧 and a
 * personal buyer (who settles offline, so never pays here), spread over the last five weeks so the seller's
 * dashboard has a month to chart; and after-sales in every state on some of them.
 */
const PLANS: Plan[] = [
  { buyer: "13800000002", daysAgo: 0.1, items: [[0, 2], [3, 1]], state: "paid" },
  { buyer: "13800000003", daysAgo: 0.3, items: [[1, 10]], state: "unpaid" },
  { buyer: "13800000005", daysAgo: 0.6, items: [[2, 3]], state: "unpaid" },
  { buyer: "13800000002", daysAgo: 1.2, items: [[4, 5]], state: "paid" },
  { buyer: "13800000003", daysAgo: 1.5, items: [[5, 20], [6, 2]], state: "paid" },
  { buyer: "13800000002", daysAgo: 2.2, items: [[7, 4]], state: "paid", after: { kind: "refund", reason: "不想要了", status: "applied", description: "采购计划调整，货未发出，申请全额退款。" } },
  { buyer: "13800000002", daysAgo: 3.4, items: [[0, 6]], state: "shipped" },
  { buyer: "13800000003", daysAgo: 4.1, items: [[8, 2], [1, 10]], state: "shipped" },
  { buyer: "13800000002", daysAgo: 5, items: [[2, 8]], state: "completed", after: { kind: "return", reason: "包装破损", status: "applied", description: "到货时两袋外包装破损，饲料受潮结块，申请退货。", part: 2 } },
  { buyer: "13800000002", daysAgo: 6.5, items: [[3, 4], [9, 1]], state: "completed", after: { kind: "refund", reason: "少发/漏发", status: "applied", description: "订单4件实收3件，申请退还少发部分货款。", part: 0.25 } },
  { buyer: "13800000003", daysAgo: 8, items: [[4, 12]], state: "completed", after: { kind: "return", reason: "发错货", status: "awaitingReturn", description: "下单的是育肥猪料，收到的是母猪料，申请退货。", part: 12 } },
  { buyer: "13800000002", daysAgo: 9, items: [[5, 10]], state: "completed", after: { kind: "return", reason: "商品质量问题", status: "returning", description: "批次检测水分超标，已与客服沟通退回。", part: 4 } },
  { buyer: "13800000002", daysAgo: 11, items: [[6, 3]], state: "completed", after: { kind: "refund", reason: "与描述不符", status: "refunded", description: "标称蛋白含量与检测报告不符，协商退款部分货款。", part: 0.2 } },
  { buyer: "13800000003", daysAgo: 13, items: [[7, 6]], state: "completed", after: { kind: "return", reason: "商品质量问题", status: "refunded", description: "兽药临近效期，与卖家协商退货。", part: 2 } },
  { buyer: "13800000002", daysAgo: 15, items: [[8, 2]], state: "completed", after: { kind: "refund", reason: "不想要了", status: "rejected", description: "多买了两件，想退款。" } },
  { buyer: "13800000002", daysAgo: 17, items: [[9, 1], [0, 3]], state: "completed", after: { kind: "refund", reason: "其他", status: "withdrawn", description: "误操作申请，已撤销。" } },
  { buyer: "13800000003", daysAgo: 20, items: [[1, 30]], state: "completed" },
  { buyer: "13800000002", daysAgo: 23, items: [[2, 5], [3, 2]], state: "completed" },
  { buyer: "13800000002", daysAgo: 26, items: [[4, 8]], state: "completed" },
  { buyer: "13800000003", daysAgo: 29, items: [[5, 15]], state: "completed" },
  { buyer: "13800000002", daysAgo: 33, items: [[6, 4]], state: "completed" },
  { buyer: "13800000002", daysAgo: 7, items: [[0, 1]], state: "cancelled", cancelledBy: "buyer" },
  { buyer: "13800000003", daysAgo: 10, items: [[2, 2]], state: "cancelled", cancelledBy: "seller" },
];

const CARRIERS = ["德邦物流", "顺丰速运", "中通快运", "自有车辆"];

/** 绿野's orders on YYN, their timelines, ledger and after-sales (docs/seller.md, demo data). */
export async function seedMallOrders(tx: Exec) {
  const [seller] = await tx.select().from(enterprises).where(eq(enterprises.name, "绿野饲料有限公司"));
  const [shop] = await tx.select().from(shops).where(and(eq(shops.enterpriseId, seller!.id), eq(shops.systemId, 56)));
  const [sellerAdmin] = await tx.select().from(users).where(eq(users.phone, "13800000001"));
  const stock = await tx.select().from(goods).where(and(eq(goods.enterpriseId, seller!.id), eq(goods.systemId, 56), eq(goods.status, "on_sale"))).orderBy(asc(goods.id)).limit(10);
  // each line buys the goods' first SKU, at that SKU's own price
  const firstSku = new Map<number, { id: number; spec: string; price: number }>();
  const skuRows = stock.length ? await tx.select().from(goodsSkus).where(inArray(goodsSkus.parentId, stock.map((g) => g.id))).orderBy(desc(goodsSkus.position)) : [];
  for (const r of skuRows as { id: number; parentId: number; spec: string; price: number }[]) firstSku.set(r.parentId, r);
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
    const [company] = plan.buyer === "13800000005" ? [] : await tx.select().from(enterprises).where(eq(enterprises.name, plan.buyer === "13800000002" ? "丰收牧业合作社" : "康牧兽药有限公司"));
    const at = new Date(now - plan.daysAgo * DAY);
    const lines = plan.items.map(([k, quantity], position) => {
      const g = stock[k % stock.length]!;
      const sku = firstSku.get(g.id)!;
      const qty = Math.max(quantity, g.minOrder ?? 1);
      return { position, goodsId: g.id, skuId: sku.id, name: g.name, spec: sku.spec, unit: g.unit, image: g.image, price: Number(sku.price), quantity: qty, amount: round(Number(sku.price) * qty) };
    });
    const goodsAmount = round(lines.reduce((s, l) => s + l.amount, 0));
    // charged as a submit would: each goods by its own 运费规则
    const freight = orderFreight(lines.map((l) => ({ ...(stock.find((g) => g.id === l.goodsId) as unknown as FreightRule), goodsId: l.goodsId, quantity: l.quantity, amount: l.amount })));
    const total = round(goodsAmount + freight);
    // only an unpaid order can be cancelled, so a cancelled one was never paid
    const paid = plan.state === "paid" || plan.state === "shipped" || plan.state === "completed";
    const shipped = plan.state === "shipped" || plan.state === "completed";
    const times = { pay: new Date(at.getTime() + 0.2 * HOUR), ship: new Date(at.getTime() + 20 * HOUR), done: new Date(at.getTime() + 60 * HOUR) };
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
        payMethod: paid ? "balance" : null,
        paidAt: paid ? times.pay : null,
        carrier: shipped ? carrier : null,
        waybillNo: shipped ? waybillNo : null,
        shippedAt: shipped ? times.ship : null,
        createdAt: at,
        updatedAt: plan.state === "completed" ? times.done : at,
      } as never)
      .returning()) as { id: number }[];
    const saved = await tx.insert(orderLines).values(lines.map((l) => ({ ...l, parentId: order!.id }))).returning();

    const move = (name: string, label: string, from: string | null, to: string, when: Date, who: "buyer" | "seller", note?: Record<string, { label: string; value: unknown }>) => ({
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
    const log = [move("save", "提交订单", null, "unpaid", at, "buyer", { note: { label: "备注", value: "买家提交订单" } })];
    if (plan.state === "cancelled") {
      log.push(plan.cancelledBy === "buyer"
        ? move("cancel", "取消订单", "unpaid", "cancelled", times.pay, "buyer", { note: { label: "备注", value: "买家取消订单" } })
        : move("cancel", "取消订单", "unpaid", "cancelled", times.pay, "seller", { reason: { label: "取消原因", value: "买家要求取消，已电话确认" } }));
    }
    if (paid) log.push(move("pay", "支付订单", "unpaid", "paid", times.pay, "buyer", { note: { label: "备注", value: `企业余额支付 ¥${total.toFixed(2)}` } }));
    if (shipped) log.push(move("ship", "发货", "paid", "shipped", times.ship, "seller", { carrier: { label: "物流公司", value: carrier }, waybillNo: { label: "运单号", value: waybillNo } }));
    if (plan.state === "completed") log.push(move("confirm", "确认收货", "shipped", "completed", times.done, "buyer"));
    await tx.insert(rowMoves).values(log);
    if (paid && company) await tx.insert(balanceEntries).values({ enterpriseId: company.id, orderId: order!.id, kind: "pay", amount: total, createdAt: times.pay });

    if (plan.after) await seedAfterSale(tx, plan.after, { order: order!.id, total, lines: saved, seller: seller!.id, sellerUser: sellerAdmin!.id, buyer: buyer!.id, company: company ?? null, at: new Date(Math.min(now - HOUR, (plan.state === "completed" ? times.done : times.pay).getTime() + 2 * HOUR)), no: numberOf });
  }
}

async function seedAfterSale(
  tx: Exec,
  a: After,
  o: { order: number; total: number; lines: Record<string, any>[]; seller: number; sellerUser: number; buyer: number; company: { id: number; name: string } | null; at: Date; no: (prefix: string, at: Date) => string },
) {
  const first = o.lines[0]!;
  const returned = a.kind === "return" ? Math.min(a.part ?? 1, first.quantity) : 0;
  const amount = a.kind === "return" ? round(Number(first.price) * returned) : a.part ? round(o.total * a.part) : o.total;
  const step = (h: number) => new Date(o.at.getTime() + h * HOUR);
  const reached = ["applied", a.status === "withdrawn" ? "withdrawn" : a.status === "rejected" ? "rejected" : null, ...(a.kind === "return" && ["awaitingReturn", "returning", "refunded"].includes(a.status) ? ["awaitingReturn"] : []), ...(["returning"].includes(a.status) || (a.kind === "return" && a.status === "refunded") ? ["returning"] : []), ...(a.status === "refunded" ? ["refunded"] : [])].filter(Boolean);
  const returnAddress = "王建国 13905361208 山东省潍坊市寒亭区开元街道民主街88号 绿野饲料成品库";
  const [row] = (await tx
    .insert(afterSales)
    .values({
      enterpriseId: o.seller,
      systemId: 56,
      buyerUserId: o.buyer,
      buyerEnterpriseId: o.company?.id ?? null,
      buyerName: o.company?.name ?? null,
      afterSaleNo: o.no("SH", o.at),
      orderId: o.order,
      kind: a.kind,
      reason: a.reason,
      description: a.description,
      photos: a.reason === "包装破损" || a.reason === "商品质量问题" ? ["/assets/mall/banner-2.svg"] : null,
      amount,
      status: a.status,
      returnAddress: reached.includes("awaitingReturn") ? returnAddress : null,
      returnCarrier: reached.includes("returning") ? "德邦物流" : null,
      returnWaybillNo: reached.includes("returning") ? "DPK300088812345" : null,
      sellerReply: a.status === "rejected" ? "商品已拆封使用，不影响二次销售的除外" : null,
      refundedAt: a.status === "refunded" ? step(30) : null,
      createdAt: o.at,
      updatedAt: step(30),
    } as never)
    .returning()) as { id: number }[];
  if (returned) await tx.insert(afterSaleLines).values({ parentId: row!.id, position: 0, orderLineId: first.id, name: first.name, spec: first.spec, price: first.price, quantity: returned });
  const by = (who: "buyer" | "seller") => ({ userId: who === "buyer" ? o.buyer : o.sellerUser, enterpriseId: who === "buyer" ? (o.company?.id ?? 0) : o.seller });
  const moves: Record<string, unknown>[] = [{ move: "create", label: "申请售后", fromState: null, toState: "applied", note: { reason: { label: "售后原因", value: a.reason } }, ...by("buyer"), createdAt: o.at }];
  if (a.status === "withdrawn") moves.push({ move: "withdraw", label: "撤销申请", fromState: "applied", toState: "withdrawn", ...by("buyer"), createdAt: step(3) });
  if (a.status === "rejected") moves.push({ move: "reject", label: "拒绝", fromState: "applied", toState: "rejected", note: { sellerReply: { label: "拒绝原因", value: "商品已拆封使用，不影响二次销售的除外" } }, ...by("seller"), createdAt: step(5) });
  if (reached.includes("awaitingReturn")) moves.push({ move: "approveReturn", label: "同意退货", fromState: "applied", toState: "awaitingReturn", note: { returnAddress: { label: "退货地址", value: returnAddress } }, ...by("seller"), createdAt: step(5) });
  if (reached.includes("returning")) moves.push({ move: "shipBack", label: "填写退货物流", fromState: "awaitingReturn", toState: "returning", note: { returnCarrier: { label: "退货物流", value: "德邦物流" }, returnWaybillNo: { label: "退货运单号", value: "DPK300088812345" } }, ...by("buyer"), createdAt: step(20) });
  if (a.status === "refunded") moves.push(a.kind === "return" ? { move: "confirmReturn", label: "确认收货并退款", fromState: "returning", toState: "refunded", ...by("seller"), createdAt: step(30) } : { move: "approveRefund", label: "同意退款", fromState: "applied", toState: "refunded", ...by("seller"), createdAt: step(30) });
  await tx.insert(rowMoves).values(moves.map((m) => ({ resource: "afterSale", rowId: row!.id, note: null, ...m })) as never);
  if (a.status === "refunded" && o.company) await tx.insert(balanceEntries).values({ enterpriseId: o.company.id, orderId: o.order, kind: "refund", afterSaleId: row!.id, amount: -amount, createdAt: step(30) });
}
