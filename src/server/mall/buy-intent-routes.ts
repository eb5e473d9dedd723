import { and, desc, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { resourceByName } from "../../../resources";
import type { Db, Exec } from "../db/client";
import { buyPurposes, shops } from "../db/schema";
import { invalid, notFound } from "../http/errors";
import { dailyNumber } from "../operations/numbered";
import type { OpContext } from "../operations/context";
import { settleExpired } from "../operations/expiry";
import { goods, publicGoodsById, undelivered } from "./goods-view";
import { placeOrders, submitSchema } from "./order-submit";
import { mallRoute, parse, requireBuyer, zId, zPage, type Buyer, type MallCaller } from "./route";
import { pickSku } from "./skus";
import { logBuyerMove } from "./buyer-moves";
import { actsFor } from "./purchase-grant";
import { now } from "../clock";
import { MOBILE, phoneMessage } from "../../core/phone-rules";

const resource = resourceByName("buyIntent");
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the generated table's columns are typed loosely
type Intent = Record<string, any> & { id: number };

const sendSchema = z.object({
  goodsId: zId,
  skuId: zId.optional(),
  quantity: z.coerce
    .number({ error: "请填写采购数量" })
    .int({ error: "采购数量须为整数" })
    .min(1, { error: "采购数量至少为1" })
    .max(10_000_000, { error: "采购数量过大" }),
  targetPrice: z.coerce
    .number({ error: "期望单价须为数字" })
    .positive({ error: "期望单价须大于0" })
    .max(999_999_999)
    .multipleOf(0.01, { error: "期望单价最多两位小数" })
    .optional(),
  region: z.string({ error: "请选择配送地区" }).trim().min(2, { error: "请选择配送地区" }).max(60),
  contact: z
    .string({ error: "请填写联系人" })
    .trim()
    .min(1, { error: "请填写联系人" })
    .max(20, { error: "联系人最多20字" }),
  // the seller texts the buyer back: the platform's one mobile rule and its message
  phone: z.string({ error: "请填写手机号" }).regex(MOBILE, { error: phoneMessage("手机号") }),
  remark: z.string().trim().max(200, { error: "采购说明最多200字" }).optional(),
});

const orderSchema = submitSchema.pick({ submitKey: true, addressId: true, address: true }).extend({ id: zId });

/** An enterprise buyer: a buy intent is a trade between two enterprises, so a personal account is told why not. */
function enterpriseBuyer(caller: MallCaller): Buyer & { enterprise: NonNullable<MallCaller["enterprise"]> } {
  const c = requireBuyer(caller);
  if (!c.enterprise)
    throw invalid(
      { goodsId: "个人账号不能提交采购意向，请以企业身份登录" },
      "个人账号不能提交采购意向，请以企业身份登录",
    );
  return c as Buyer & { enterprise: NonNullable<MallCaller["enterprise"]> };
}

/** The caller's own buy intent, locked for the rest of the transaction, or 404 (another buyer's is a 404 too). */
async function mine(tx: Exec, id: number, c: Buyer): Promise<Intent> {
  const [row] = await tx
    .select()
    .from(buyPurposes)
    .where(and(eq(buyPurposes.id, id), eq(buyPurposes.userId, c.user.id), eq(buyPurposes.systemId, c.systemId)))
    .for("update");
  if (!row) throw notFound();
  return row as Intent;
}

/** Why the buyer may not order on this intent now, or null when it may. */
export function orderBlock(row: Record<string, unknown>, at = now()): string | null {
  if (row.status === "ordered") return "该采购意向已下单，不能重复下单";
  if (
    row.status === "expired" ||
    (row.status === "quoted" && (!row.validUntil || new Date(row.validUntil as Date) <= at))
  )
    return "卖家报价已过期，请联系卖家重新报价";
  if (row.status === "declined") return "卖家已拒绝该采购意向";
  if (row.status !== "quoted") return "卖家尚未报价，暂不能下单";
  return null;
}

const buyPurposeMineInput = z.object({ ...zPage, status: z.string().max(20).optional() });

/** The buyer's side of a buy intent: send one from a goods page, follow them on /goodspurchase, order at the reply's price. */
export function registerBuyIntentRoutes(app: FastifyInstance, db: Db, product: string) {
  mallRoute(app, db, product, "buyPurpose", async (p, caller) => {
    const c = enterpriseBuyer(caller);
    const input = parse(sendSchema, p);
    return db.transaction(async (tx) => {
      const g = await publicGoodsById(tx, c.systemId, input.goodsId);
      if (g.enterpriseId === c.enterprise.id)
        throw invalid({ goodsId: "不能对本企业店铺的商品提交采购意向" }, "不能对本企业店铺的商品提交采购意向");
      const outside = undelivered(g.deliveryRegions, input.region);
      if (outside) throw invalid({ region: `该商品不配送至${outside}` }, `该商品不配送至${outside}`);
      const sku = await pickSku(tx, g.id, input.skuId);
      const [shop] = await tx
        .select()
        .from(shops)
        .where(and(eq(shops.enterpriseId, g.enterpriseId), eq(shops.systemId, c.systemId)));
      // numbered in the seller's series: the intent is the seller's row
      const numbering = { tx, caller: { enterpriseId: g.enterpriseId }, table: buyPurposes } as unknown as OpContext;
      const [row] = await tx
        .insert(buyPurposes)
        .values({
          intentNo: await dailyNumber(numbering, "intentNo", "YX"),
          systemId: c.systemId,
          enterpriseId: g.enterpriseId,
          shopId: shop!.id,
          userId: c.user.id,
          buyerEnterpriseId: c.enterprise.id,
          buyerName: c.enterprise.name,
          goodsId: g.id,
          skuId: sku.id,
          goodsName: g.name,
          spec: sku.spec,
          unit: g.unit,
          contact: input.contact,
          phone: input.phone,
          quantity: input.quantity,
          targetPrice: input.targetPrice ?? null,
          region: input.region,
          remark: input.remark || null,
          status: resource.flow!.initial,
        } as never)
        .returning();
      await logBuyerMove(
        tx,
        "buyIntent",
        row!.id,
        { name: "create", label: "提交采购意向", from: null, to: "open" },
        c,
      );
      return { id: row!.id };
    });
  });

  mallRoute(app, db, product, "buyPurposeMine", async (p, caller) => {
    const c = requireBuyer(caller);
    const { pageNum, pageSize } = parse(buyPurposeMineInput, p);
    return db.transaction(async (tx) => {
      await settleExpired(tx, c.registry, resource);
      const where = and(
        eq(buyPurposes.userId, c.user.id),
        eq(buyPurposes.systemId, c.systemId),
        p.status ? eq(buyPurposes.status, String(p.status)) : undefined,
      );
      const rows = await tx
        .select({ intent: buyPurposes, shopName: shops.name, image: goods.image })
        .from(buyPurposes)
        .leftJoin(shops, eq(shops.id, buyPurposes.shopId))
        .leftJoin(goods, eq(goods.id, buyPurposes.goodsId))
        .where(where)
        .orderBy(desc(buyPurposes.createdAt), desc(buyPurposes.id))
        .limit(pageSize)
        .offset((pageNum - 1) * pageSize);
      const total = (await tx.select({ id: buyPurposes.id }).from(buyPurposes).where(where)).length;
      return {
        total,
        list: rows.map((r) => ({
          ...(r.intent as Intent),
          shopName: r.shopName,
          image: r.image,
          orderBlock: orderBlock(r.intent as Intent),
        })),
      };
    });
  });

  // one transaction with the intent's row locked: of two racing 下单, the second finds it ordered
  mallRoute(app, db, product, "buyPurposeOrder", async (p, caller) => {
    const c = requireBuyer(caller);
    const input = parse(orderSchema, p);
    return db.transaction(async (tx) => {
      await settleExpired(tx, c.registry, resource);
      const row = await mine(tx, input.id, c);
      actsFor(c, row.buyerEnterpriseId as number);
      const block = orderBlock(row);
      if (block) throw invalid({ id: block }, block);
      const price = Number(row.quotePrice);
      const [order] = await placeOrders(
        tx,
        {
          submitKey: input.submitKey,
          addressId: input.addressId,
          address: input.address,
          goodsId: row.goodsId as number,
          skuId: (row.skuId as number | null) ?? undefined,
          quantity: row.quantity as number,
        },
        c,
        false,
        { price, note: `买家按采购意向报价下单，单价 ¥${price.toFixed(2)}` },
      );
      await tx
        .update(buyPurposes)
        .set({ status: "ordered", orderId: order!.id, updatedAt: now() } as never)
        .where(eq(buyPurposes.id, row.id));
      await logBuyerMove(
        tx,
        "buyIntent",
        row.id,
        {
          name: "order",
          label: "下单",
          from: "quoted",
          to: "ordered",
          note: { orderNo: { label: "订单编号", value: order!.orderNo } },
        },
        c,
      );
      return { orderId: order!.id, orderNo: order!.orderNo };
    });
  });
}
