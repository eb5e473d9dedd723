import { and, asc, count, desc, eq, inArray, notInArray } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import {
  AFTER_SALE_DAYS,
  AFTER_SALE_KINDS,
  AFTER_SALE_ORDER_STATES,
  AFTER_SALE_REASONS,
  AFTER_SALE_STATES,
  CLOSED_WITHOUT_REFUND,
  afterSaleMove,
  afterSaleMoves,
  type AfterSaleState,
} from "../../core/flows/after-sale";
import type { Db, Exec } from "../db/client";
import { afterSaleLines, afterSales, orderLines, orders, shops } from "../db/schema";
import { movesOf } from "../operations/moves";
import { MSG, invalid, notFound } from "../http/errors";
import { dailyNumber } from "../operations/numbered";
import type { OpContext } from "../operations/context";
import { actsFor } from "./purchase-grant";
import { buyerOrder, type Order } from "./order-moves";
import { idInput, mallRoute, parse, zId, zPage, type Buyer, type MallCaller } from "./route";
import { logBuyerMove } from "./buyer-moves";
import { now, nowMs } from "../clock";

type AfterSale = Record<string, any> & { id: number; status: AfterSaleState; kind: string };

const buyer = (c: MallCaller) => c as Buyer;
const round = (n: number) => Math.round(n * 100) / 100;
const DAY = 86_400_000;

const applySchema = z.object({
  orderId: zId,
  kind: z.enum(Object.keys(AFTER_SALE_KINDS) as [string, ...string[]], { error: "请选择售后类型" }),
  reason: z.enum(AFTER_SALE_REASONS, { error: "请选择售后原因" }),
  description: z.string().trim().max(500, { error: "问题描述不能超过500个字" }).optional(),
  photos: z.array(z.string().trim().regex(/^\/files\/[\w.-]+$/, { error: "凭证图片须为上传的图片" })).max(6, { error: "凭证图片最多6张" }).optional(),
  amount: z.coerce.number({ error: "请输入退款金额" }).positive({ error: "退款金额须大于0" }).optional(),
  lines: z
    .array(z.object({ orderLineId: zId, quantity: z.coerce.number().int({ error: "退货数量须为整数" }).min(1, { error: "退货数量至少为1" }) }))
    .max(50)
    .optional(),
});

/** The buyer's after-sale, or 404. */
async function mine(tx: Exec, id: number, c: Buyer): Promise<AfterSale> {
  const [row] = (await tx
    .select()
    .from(afterSales)
    .where(and(eq(afterSales.id, id), eq(afterSales.buyerUserId, c.user.id), eq(afterSales.systemId, c.systemId)))) as AfterSale[];
  if (!row) throw notFound();
  return row;
}

/** Why the buyer may not apply for an after-sale on the order (given the after-sales it has), or null when it may. */
export function afterSaleBlock(order: Order, held: { status: string }[]): string | null {
  if (!(AFTER_SALE_ORDER_STATES as readonly string[]).includes(order.status)) return "该订单当前状态不能申请售后";
  if (order.status === "completed" && nowMs() - new Date(order.updatedAt).getTime() > AFTER_SALE_DAYS * DAY) return `订单完成已超过${AFTER_SALE_DAYS}天，不能再申请售后`;
  const live = held.find((h) => !CLOSED_WITHOUT_REFUND.includes(h.status as AfterSaleState));
  if (live) return live.status === "refunded" ? "该订单已退款，不能再次申请" : "该订单已有售后申请在处理中，请勿重复提交";
  return null;
}

/** Refuses an application the order does not allow, saying why on the field concerned. */
async function checkOrder(tx: Exec, order: Order, kind: string) {
  // the order row is locked first: two applications racing for one order queue here, and the second sees the first
  await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, order.id)).for("update");
  const held = await tx.select({ status: afterSales.status }).from(afterSales).where(and(eq(afterSales.orderId, order.id), notInArray(afterSales.status, CLOSED_WITHOUT_REFUND)));
  const block = afterSaleBlock(order, held);
  if (block) throw invalid({ orderId: block }, block);
  if (order.status === "paid" && kind !== "refund") throw invalid({ kind: "订单尚未发货，请选择仅退款" }, "订单尚未发货，请选择仅退款");
}

/**
 * The lines a return sends back, checked against the order's own lines; and the amount: a refund of an order
 * not yet shipped is the whole order, otherwise what the buyer asks, up to what it paid.
 */
async function linesAndAmount(tx: Exec, order: Order, input: z.infer<typeof applySchema>) {
  const sold = await tx.select().from(orderLines).where(eq(orderLines.parentId, order.id)).orderBy(asc(orderLines.position));
  const errors: Record<string, string> = {};
  const lines = (input.kind === "return" ? (input.lines ?? []) : []).map((l, i) => {
    const line = sold.find((s) => s.id === l.orderLineId);
    if (!line) errors[`lines.${i}.orderLineId`] = "退货商品不是该订单的商品";
    else if (l.quantity > line.quantity) errors[`lines.${i}.quantity`] = `退货数量不能超过购买数量${line.quantity}`;
    return { line, quantity: l.quantity };
  });
  if (input.kind === "return" && !lines.length) errors.lines = "请选择退货商品";
  if (Object.keys(errors).length) throw invalid(errors, Object.values(errors)[0]);
  const total = Number(order.total);
  if (order.status === "paid") return { lines: [], amount: total };
  const worth = round(lines.reduce((s, l) => s + Number(l.line!.price) * l.quantity, 0));
  const amount = input.amount ?? (input.kind === "return" ? Math.min(worth, total) : undefined);
  if (amount === undefined) throw invalid({ amount: "请输入退款金额" });
  if (amount > total) throw invalid({ amount: `退款金额不能超过实付金额${total.toFixed(2)}元` });
  if (Math.round(amount * 100) !== amount * 100) throw invalid({ amount: "退款金额最多2位小数" });
  return { lines, amount };
}

/** Moves the buyer's after-sale by one of its own moves; only from a state the move starts from (a double click moves once). */
async function buyerMove(tx: Exec, row: AfterSale, action: string, c: Buyer, set: Record<string, unknown> = {}, note?: Record<string, { label: string; value: unknown }>) {
  const move = afterSaleMove(action, "buyer")!;
  if (!move.from.includes(row.status)) throw invalid({ status: MSG.noTransition }, MSG.noTransition);
  const [moved] = await tx
    .update(afterSales)
    .set({ ...set, status: move.to, updatedAt: now() })
    .where(and(eq(afterSales.id, row.id), inArray(afterSales.status, move.from)))
    .returning();
  if (!moved) throw invalid({ status: MSG.noTransition }, MSG.noTransition);
  await logBuyerMove(tx, "afterSale", row.id, { name: action, label: move.label, from: row.status, to: move.to, note }, c);
  return moved;
}

const afterSaleMineInput = z.object({ status: z.enum(Object.keys(AFTER_SALE_STATES) as [string, ...string[]]).optional().or(z.literal("")), ...zPage });
const afterSaleShipBackInput = z.object({
  id: zId,
  returnCarrier: z.string({ error: "请输入退货物流" }).trim().min(1, { error: "请输入退货物流" }).max(40, { error: "退货物流不能超过40个字" }),
  returnWaybillNo: z.string({ error: "请输入退货运单号" }).trim().min(1, { error: "请输入退货运单号" }).max(40, { error: "退货运单号不能超过40个字" }),
});

/** 申请售后, the buyer's list and detail, 撤销 and 填写退货物流. */
export function registerAfterSaleRoutes(app: FastifyInstance, db: Db, product: string) {
  mallRoute(app, db, product, "afterSaleApply", async (p, c) => {
    const input = parse(applySchema, p);
    return db.transaction(async (tx) => {
      const order = await buyerOrder(tx, input.orderId, buyer(c));
      actsFor(c, order.buyerEnterpriseId);
      await checkOrder(tx, order, input.kind);
      const { lines, amount } = await linesAndAmount(tx, order, input);
      // numbered in the seller's series: the after-sale is the seller's row
      const numbering = { tx, caller: { enterpriseId: order.enterpriseId }, table: afterSales } as unknown as OpContext;
      const [row] = (await tx
        .insert(afterSales)
        .values({
          enterpriseId: order.enterpriseId,
          systemId: order.systemId,
          buyerUserId: c.user!.id,
          buyerEnterpriseId: order.buyerEnterpriseId ?? null,
          buyerName: order.buyerName,
          afterSaleNo: await dailyNumber(numbering, "afterSaleNo", "SH"),
          orderId: order.id,
          kind: input.kind,
          reason: input.reason,
          description: input.description || null,
          photos: input.photos?.length ? input.photos : null,
          amount,
          status: "applied",
        } as never)
        .returning()) as AfterSale[];
      if (lines.length) {
        await tx.insert(afterSaleLines).values(
          lines.map((l, position) => ({ parentId: row!.id, position, orderLineId: l.line!.id, name: l.line!.name, spec: l.line!.spec, price: l.line!.price, quantity: l.quantity })),
        );
      }
      await logBuyerMove(tx, "afterSale", row!.id, { name: "create", label: "申请售后", from: null, to: "applied", note: { reason: { label: "售后原因", value: input.reason } } }, buyer(c));
      return row;
    });
  });

  mallRoute(app, db, product, "afterSaleMine", async (p, c) => {
    const q = parse(afterSaleMineInput, p);
    const where = and(eq(afterSales.buyerUserId, c.user!.id), eq(afterSales.systemId, c.systemId), q.status ? eq(afterSales.status, q.status) : undefined);
    const [{ n }] = (await db.select({ n: count() }).from(afterSales).where(where)) as [{ n: number }];
    const list = (await db
      .select({ row: afterSales, shopName: shops.name })
      .from(afterSales)
      .innerJoin(shops, and(eq(shops.enterpriseId, afterSales.enterpriseId), eq(shops.systemId, afterSales.systemId)))
      .where(where)
      .orderBy(desc(afterSales.createdAt), desc(afterSales.id))
      .limit(q.pageSize)
      .offset((q.pageNum - 1) * q.pageSize)) as { row: AfterSale; shopName: string }[];
    return { list: list.map(({ row, shopName }) => ({ ...row, shopName, moves: afterSaleMoves(row.status, row.kind, "buyer") })), total: Number(n), pageNum: q.pageNum, pageSize: q.pageSize };
  });

  mallRoute(app, db, product, "afterSaleDetail", async (p, c) => {
    const { id } = parse(idInput, p);
    const row = await mine(db, id, buyer(c));
    const order = await buyerOrder(db, row.orderId, buyer(c));
    const lines = await db.select().from(afterSaleLines).where(eq(afterSaleLines.parentId, id)).orderBy(asc(afterSaleLines.position));
    const logs = await movesOf(db, "afterSale", id);
    return { ...row, orderNo: order.orderNo, orderTotal: order.total, lines, logs, moves: afterSaleMoves(row.status, row.kind, "buyer") };
  });

  mallRoute(app, db, product, "afterSaleWithdraw", async (p, c) => {
    const { id } = parse(idInput, p);
    return db.transaction(async (tx) => buyerMove(tx, await mine(tx, id, buyer(c)), "withdraw", buyer(c)));
  });

  mallRoute(app, db, product, "afterSaleShipBack", async (p, c) => {
    const q = parse(afterSaleShipBackInput, p);
    return db.transaction(async (tx) => {
      const row = await mine(tx, q.id, buyer(c));
      const note = { returnCarrier: { label: "退货物流", value: q.returnCarrier }, returnWaybillNo: { label: "退货运单号", value: q.returnWaybillNo } };
      return buyerMove(tx, row, "shipBack", buyer(c), { returnCarrier: q.returnCarrier, returnWaybillNo: q.returnWaybillNo }, note);
    });
  });
}
