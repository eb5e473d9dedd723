import ExcelJS from "exceljs";
import { sql } from "drizzle-orm";
import { executedRows } from "../../src/server/db/executed-rows";
import { dataOf, mallCall, newKey } from "../server/mall-api";
import type { TestApp } from "./server-app";
import { uploadPdf } from "./upload-file";

const ADDRESS = { name: "李春华", phone: "13800000002", region: "河北省保定市定州市", detail: "东门仓库" };
const PDF = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");

/** The cheapest goods of a seller on YYN one unit of which makes an order (one SKU, no minimum, in stock). */
async function cheapGoods(t: TestApp, sellerEnterpriseId: number): Promise<number> {
  const [goods] = executedRows<{ id: number }>(
    await t.db.execute(
      sql`select g.id from goods g where g.status = 'on_sale' and g.system_id = 56 and g.enterprise_id = ${sellerEnterpriseId} and coalesce(g.min_order, 1) = 1 and g.order_multiple is null and g.stock > 50 and (select count(*) from goods_skus k where k.parent_id = g.id) = 1 order by g.price limit 1`,
    ),
  );
  return goods!.id;
}

/** An order of one unit the buyer (its session) places at the seller's shop, unpaid, as its page shows it (`credit`: what 账期支付 offers). */
export async function unpaidOrder(t: TestApp, buyer: string, sellerEnterpriseId: number) {
  const goodsId = await cheapGoods(t, sellerEnterpriseId);
  const placed = dataOf(
    await mallCall(t, "orderSave", { submitKey: newKey(), address: ADDRESS, goodsId, quantity: 1 }, { cookie: buyer }),
  );
  const id = placed.list[0].id as number;
  const detail = dataOf(await mallCall(t, "orderDetail", { id }, { cookie: buyer }));
  return { id, total: Number(detail.total), orderNo: String(detail.orderNo), credit: detail.credit };
}

/** 支付 of an order with 账期支付, as its page sends it: the answer as it came. */
export const payOnCredit = (t: TestApp, buyer: string, o: { id: number; total: number }) =>
  mallCall(t, "orderPay", { id: o.id, amount: o.total, method: "credit" }, { cookie: buyer });

/** An order of one unit placed and paid 账期支付; `paid` is the pay's answer. */
export async function creditOrder(t: TestApp, buyer: string, sellerEnterpriseId: number) {
  const order = await unpaidOrder(t, buyer, sellerEnterpriseId);
  return { ...order, paid: await payOnCredit(t, buyer, order) };
}

/** A refund of the whole order the buyer asks for (申请售后) and the seller grants (同意退款). */
export async function refundInFull(t: TestApp, buyer: string, seller: string, order: { id: number; total: number }) {
  const applied = dataOf(
    await t.call(
      "afterSale",
      "audience:buyer:create",
      { orderId: order.id, kind: "refund", amount: order.total, reason: "包装破损" },
      { cookie: buyer },
    ),
  );
  const granted = await t.call("afterSale", "approveRefund", { id: applied.id }, { cookie: seller });
  if (granted.statusCode !== 200) throw new Error(`同意退款: ${granted.body}`);
}

/** 回款登记 through the seller's form: today's date, a bank receipt uploaded as the form does. */
export async function recordPayment(t: TestApp, seller: string, creditLineId: number, amount: number) {
  return t.call(
    "creditPayment",
    "create",
    {
      creditLineId,
      amount,
      paidOn: new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10),
      method: "transfer",
      voucher: await uploadPdf(t, seller, "银行回单.pdf", PDF),
      remark: "工行转账",
    },
    { cookie: seller },
  );
}

/** The cells of a downloaded workbook's first sheet, row by row, as text. */
export async function sheetRows(buffer: Buffer): Promise<string[][]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(buffer as never);
  const rows: string[][] = [];
  book.worksheets[0]!.eachRow((r) => rows.push((r.values as unknown[]).slice(1).map((v) => String(v ?? ""))));
  return rows;
}
