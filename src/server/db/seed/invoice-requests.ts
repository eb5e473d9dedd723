import { and, asc, eq, inArray } from "drizzle-orm";
import { chinaToday } from "../../../core/field-rules";
import { INVOICE_ORDER_STATES, INVOICE_REQUEST_FLOW, orderInvoiceState } from "../../../core/flows/invoice-request";
import { invoiceAmountOf } from "../../mall/invoice-amount";
import type { Exec } from "../client";
import { enterprises, invoiceRequests, invoiceTaxLines, orders, resourceTables, rowMoves, users } from "../schema";
import { demoDocumentName, storeDemoDocument, type DemoDocuments } from "./offers";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const titles = resourceTables.invoiceTitle!;

type State = "applied" | "issued" | "refused" | "withdrawn";

/**
 * Which of a buyer's invoiceable orders (oldest first) get which request: the newest are left without one, so the
 * buyer has an order to ask for on a fresh start, and a refused order may be asked for again.
 */
const PLANS: { buyer: string; company: string; states: State[]; remark: string | null }[] = [
  {
    buyer: "13800000002",
    company: "丰收牧业合作社",
    states: ["issued", "issued", "refused", "withdrawn", "applied"],
    remark: "请在备注栏注明采购合同号 FS-2026-031",
  },
  { buyer: "13800000003", company: "康牧兽药有限公司", states: ["issued", "applied"], remark: null },
];

const REFUSED = "备注中的合同号与订单不符，请核对后重新申请";

/** What the seller wrote on the row for the state it reached. */
function answered(state: State, n: number, issuedAt: Date, pdf: string | null) {
  if (state === "refused") return { sellerReply: REFUSED };
  if (state !== "issued") return {};
  return {
    invoiceNo: `263720000001188${String(42051 + n).padStart(5, "0")}`,
    invoiceDate: chinaToday(issuedAt.getTime()),
    invoicePdf: pdf,
    issuedAt,
  };
}

/**
 * 发票申请 on 绿野's YYN orders: 丰收 asks for 普票 on its paid orders, one request in each state (an issued one on the
 * order whose part refund came off the amount); 康牧 asks for 专票 under its own title. Amounts and 价税分离 are the
 * server's own (invoiceAmountOf), the orders' 开票状态 follows, and each request has the moves that brought it there,
 * by whoever made them; the issued ones carry the demo 数电发票 as their PDF.
 */
export async function seedInvoiceRequests(tx: Exec, documents: DemoDocuments | undefined) {
  const now = Date.now();
  const [seller] = await tx.select().from(enterprises).where(eq(enterprises.name, "绿野饲料有限公司"));
  const [sellerAdmin] = await tx.select().from(users).where(eq(users.phone, "13800000001"));
  let n = 0;
  for (const plan of PLANS) {
    const [buyer] = await tx.select().from(users).where(eq(users.phone, plan.buyer));
    const [company] = await tx.select().from(enterprises).where(eq(enterprises.name, plan.company));
    const [title] = await tx
      .select()
      .from(titles)
      .where(and(eq(titles.enterpriseId, company!.id), eq(titles.isDefault, true)));
    const paid = await tx
      .select()
      .from(orders)
      .where(
        and(
          eq(orders.enterpriseId, seller!.id),
          eq(orders.systemId, 56),
          eq(orders.buyerUserId, buyer!.id),
          inArray(orders.status, [...INVOICE_ORDER_STATES]),
        ),
      )
      .orderBy(asc(orders.createdAt));
    for (const [i, state] of plan.states.entries()) {
      const order = paid[i];
      if (!order) break;
      n += 1;
      const { amount, taxLines } = await invoiceAmountOf(tx, order.id);
      const at = new Date(Math.min(now - 3 * HOUR, new Date(order.paidAt!).getTime() + DAY));
      const movedAt = new Date(Math.min(now - HOUR, at.getTime() + DAY));
      const pdf = state === "issued" ? demoDocumentName() : null;
      if (pdf) storeDemoDocument(documents, pdf, "invoice");
      const day = new Date(at.getTime() + 8 * HOUR).toISOString().slice(0, 10).replace(/-/g, "");
      const t = title!;
      const [row] = await tx
        .insert(invoiceRequests)
        .values({
          enterpriseId: seller!.id,
          systemId: 56,
          buyerUserId: buyer!.id,
          buyerEnterpriseId: company!.id,
          requestNo: `KP${day}${String(n).padStart(4, "0")}`,
          orderId: order.id,
          buyerName: company!.name,
          kind: t.kind,
          titleId: t.id,
          title: t.title,
          taxNo: t.taxNo,
          bankName: t.bankName,
          bankAccount: t.bankAccount,
          address: t.address,
          phone: t.phone,
          amount,
          remark: plan.remark,
          status: state,
          ...answered(state, n, movedAt, pdf),
          createdAt: at,
          updatedAt: state === "applied" ? at : movedAt,
        } as never)
        .returning();
      const id = (row as { id: number }).id;
      await tx
        .insert(invoiceTaxLines)
        .values(taxLines.map((l, position) => ({ parentId: id, position, ...l })) as never);
      await tx
        .update(orders)
        .set({ invoiceStatus: orderInvoiceState(state) } as never)
        .where(eq(orders.id, order.id));
      const asBuyer = { userId: buyer!.id, enterpriseId: company!.id };
      const asSeller = { userId: sellerAdmin!.id, enterpriseId: seller!.id };
      const base = { resource: "invoiceRequest", rowId: id };
      const m = INVOICE_REQUEST_FLOW.find((x) => x.to === state);
      const note =
        state === "issued"
          ? { invoiceNo: { label: "发票号码", value: answered(state, n, movedAt, pdf).invoiceNo } }
          : state === "refused"
            ? { sellerReply: { label: "拒绝原因", value: REFUSED } }
            : null;
      await tx.insert(rowMoves).values([
        { ...base, ...asBuyer, move: "create", label: "申请开票", fromState: null, toState: "applied", createdAt: at },
        ...(m
          ? [
              {
                ...base,
                ...(m.by === "buyer" ? asBuyer : asSeller),
                move: m.action,
                label: m.label,
                fromState: m.from,
                toState: m.to,
                note,
                createdAt: movedAt,
              },
            ]
          : []),
      ] as never);
    }
  }
}
