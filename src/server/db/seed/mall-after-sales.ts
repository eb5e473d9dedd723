import type { Exec } from "../client";
import { afterSaleLines, afterSales, balanceEntries, rowMoves } from "../schema";
import type { After } from "./mall-order-plans";

const HOUR = 3_600_000;
const round = (n: number) => Math.round(n * 100) / 100;

/** An after-sale on a seeded order, with its timeline and, once refunded, the refund in the buyer's ledger. */
export async function seedAfterSale(
  tx: Exec,
  a: After,
  o: {
    order: number;
    total: number;
    lines: Record<string, any>[];
    seller: number;
    sellerUser: number;
    buyer: number;
    company: { id: number; name: string } | null;
    at: Date;
    no: (prefix: string, at: Date) => string;
  },
) {
  const first = o.lines[0]!;
  const returned = a.kind === "return" ? Math.min(a.part ?? 1, first.quantity) : 0;
  const amount =
    a.kind === "return" ? round(Number(first.price) * returned) : a.part ? round(o.total * a.part) : o.total;
  const step = (h: number) => new Date(o.at.getTime() + h * HOUR);
  const reached = [
    "applied",
    a.status === "withdrawn" ? "withdrawn" : a.status === "rejected" ? "rejected" : null,
    ...(a.kind === "return" && ["awaitingReturn", "returning", "refunded"].includes(a.status)
      ? ["awaitingReturn"]
      : []),
    ...(["returning"].includes(a.status) || (a.kind === "return" && a.status === "refunded") ? ["returning"] : []),
    ...(a.status === "refunded" ? ["refunded"] : []),
  ].filter(Boolean);
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
  if (returned)
    await tx.insert(afterSaleLines).values({
      parentId: row!.id,
      position: 0,
      orderLineId: first.id,
      name: first.name,
      spec: first.spec,
      price: first.price,
      quantity: returned,
    });
  const by = (who: "buyer" | "seller") => ({
    userId: who === "buyer" ? o.buyer : o.sellerUser,
    enterpriseId: who === "buyer" ? (o.company?.id ?? 0) : o.seller,
  });
  const moves: Record<string, unknown>[] = [
    {
      move: "create",
      label: "申请售后",
      fromState: null,
      toState: "applied",
      note: { reason: { label: "售后原因", value: a.reason } },
      ...by("buyer"),
      createdAt: o.at,
    },
  ];
  if (a.status === "withdrawn")
    moves.push({
      move: "withdraw",
      label: "撤销申请",
      fromState: "applied",
      toState: "withdrawn",
      ...by("buyer"),
      createdAt: step(3),
    });
  if (a.status === "rejected")
    moves.push({
      move: "reject",
      label: "拒绝",
      fromState: "applied",
      toState: "rejected",
      note: { sellerReply: { label: "拒绝原因", value: "商品已拆封使用，不影响二次销售的除外" } },
      ...by("seller"),
      createdAt: step(5),
    });
  if (reached.includes("awaitingReturn"))
    moves.push({
      move: "approveReturn",
      label: "同意退货",
      fromState: "applied",
      toState: "awaitingReturn",
      note: { returnAddress: { label: "退货地址", value: returnAddress } },
      ...by("seller"),
      createdAt: step(5),
    });
  if (reached.includes("returning"))
    moves.push({
      move: "shipBack",
      label: "填写退货物流",
      fromState: "awaitingReturn",
      toState: "returning",
      note: {
        returnCarrier: { label: "退货物流", value: "德邦物流" },
        returnWaybillNo: { label: "退货运单号", value: "DPK300088812345" },
      },
      ...by("buyer"),
      createdAt: step(20),
    });
  if (a.status === "refunded")
    moves.push(
      a.kind === "return"
        ? {
            move: "confirmReturn",
            label: "确认收货并退款",
            fromState: "returning",
            toState: "refunded",
            ...by("seller"),
            createdAt: step(30),
          }
        : {
            move: "approveRefund",
            label: "同意退款",
            fromState: "applied",
            toState: "refunded",
            ...by("seller"),
            createdAt: step(30),
          },
    );
  await tx
    .insert(rowMoves)
    .values(moves.map((m) => ({ resource: "afterSale", rowId: row!.id, note: null, ...m })) as never);
  if (a.status === "refunded" && o.company)
    await tx.insert(balanceEntries).values({
      enterpriseId: o.company.id,
      orderId: o.order,
      kind: "refund",
      afterSaleId: row!.id,
      amount: -amount,
      createdAt: step(30),
    });
}
