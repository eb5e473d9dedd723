import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chinaToday } from "../../src/core/field-rules";
import { enterpriseMessages, enterprises, invoiceTaxLines, orders, resourceTables } from "../../src/server/db/schema";
import { uploadPdf } from "../helpers/upload-file";
import { testApp, type TestApp } from "../helpers/server-app";
import { dataOf, mallCall, newKey, savePay } from "./mall-api";

/**
 * 发票申请 as its parties meet it: 丰收 (13800000002) asks 绿野 (13800000001) for an invoice on a paid order, 绿野
 * issues it with the PDF or refuses it; the amount is what was paid less what was refunded, split per tax rate.
 */
const ADDRESS = { name: "李春华", phone: "13800000002", region: "河北省保定市定州市", detail: "东门仓库" };
const PDF = Buffer.from("%PDF-1.7\n% agrimall invoice\n");
const ISSUED = { invoiceNo: "26372000000118849901" };

let t: TestApp;
const cookie: Record<string, string> = {};
let goods: { id: number; minOrder: number | null };
let normalTitle: number;

const titles = resourceTables.invoiceTitle!;
const as = (login: string) => ({ cookie: cookie[login]! });
const apply = (payload: Record<string, unknown>, login = "13800000002") =>
  t.call("invoiceRequest", "audience:buyer:create", payload, as(login));
const seller = (action: string, payload: Record<string, unknown>) =>
  t.call("invoiceRequest", action, payload, as("13800000001"));
const detail = async (id: number) =>
  dataOf(await t.call("invoiceRequest", "audience:buyer:get", { id }, as("13800000002")));
const orderDetail = async (id: number) => dataOf(await mallCall(t, "orderDetail", { id }, as("13800000002")));

/** A paid order of 丰收's at 绿野's shop. */
async function paidOrder() {
  const quantity = Math.max(goods.minOrder ?? 1, 2);
  const body = { submitKey: newKey(), address: ADDRESS, goodsId: goods.id, quantity };
  return dataOf(await savePay(t, body, as("13800000002"))).list[0] as { id: number; total: number };
}

const upload = (login: string) => uploadPdf(t, cookie[login]!, "发票.pdf", PDF);

const download = (name: string, login: string) =>
  t.app.inject({ method: "GET", url: "/gw/agri.fileUpload.private.get/1.0", query: { name }, headers: as(login) });

const sum = (xs: number[]) => Math.round(xs.reduce((a, b) => a + b, 0) * 100) / 100;

beforeAll(async () => {
  t = await testApp({ uploadDir: mkdtempSync(join(tmpdir(), "agri-invoice-")) });
  for (const login of ["13800000001", "13800000002", "13800000003", "13800000005"])
    cookie[login] = await t.login(login);
  goods = dataOf(await mallCall(t, "goodsSearch", { search: "绿野", pageSize: 20 })).list.find(
    (g: { shopName: string; stock: number }) => g.shopName.includes("绿野") && g.stock > 100,
  );
  const [fengshou] = await t.db.select().from(enterprises).where(eq(enterprises.name, "丰收牧业合作社"));
  normalTitle = (await t.db.select().from(titles).where(eq(titles.enterpriseId, fengshou!.id)))[0]!.id;
});
afterAll(() => t?.close());

describe("asking for an invoice", () => {
  it("copies the picked 开票信息, takes the amount paid split per rate, and tells the seller", async () => {
    const order = await paidOrder();
    expect((await orderDetail(order.id)).invoiceBlock).toBeNull();
    // what is printed comes from the title picked, whatever the payload says
    const forged = { title: "别家公司", taxNo: "91110000000000000X" };
    const res = await apply({
      orderId: order.id,
      kind: "normal",
      titleId: normalTitle,
      remark: "注明合同号",
      ...forged,
    });
    expect(res.statusCode, res.body).toBe(200);
    const row = await detail(res.json().data.id);
    expect([row.status, row.title, row.taxNo, Number(row.amount)]).toEqual([
      "applied",
      "丰收牧业合作社",
      "93130631MA0FHMY022",
      order.total,
    ]);
    expect(sum(row.taxLines.map((l: { gross: number }) => Number(l.gross)))).toBe(order.total);
    for (const l of row.taxLines) expect(sum([Number(l.net), Number(l.tax)])).toBe(Number(l.gross));
    const [o] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(o!.invoiceStatus).toBe("applied");
    const told = await t.db
      .select()
      .from(enterpriseMessages)
      .where(and(eq(enterpriseMessages.rowId, row.id), eq(enterpriseMessages.resource, "invoiceRequest")));
    expect(told.map((m) => m.title)).toEqual([`收到开票申请「${row.requestNo}」`]);
    // the order page offers no second request, and the server refuses one on the order's field
    expect((await orderDetail(order.id)).invoiceBlock).toBe("该订单已有开票申请在处理中，请勿重复提交");
    const again = await apply({ orderId: order.id, kind: "normal", titleId: normalTitle });
    expect([again.statusCode, again.json().errors]).toEqual([
      422,
      { orderId: "该订单已有开票申请在处理中，请勿重复提交" },
    ]);
  });

  it("refuses an unpaid order, a 专票 on a title without bank details, and a personal account, each saying why", async () => {
    const unpaid = dataOf(
      await mallCall(
        t,
        "orderSave",
        { submitKey: newKey(), address: ADDRESS, goodsId: goods.id, quantity: Math.max(goods.minOrder ?? 1, 2) },
        as("13800000002"),
      ),
    ).list[0];
    const early = await apply({ orderId: unpaid.id, kind: "normal", titleId: normalTitle });
    expect([early.statusCode, early.json().errors]).toEqual([422, { orderId: "该订单当前状态不能申请开票" }]);
    const order = await paidOrder();
    const special = await apply({ orderId: order.id, kind: "special", titleId: normalTitle });
    expect([special.statusCode, special.json().errors]).toEqual([
      422,
      { titleId: "所选开票信息缺少开户银行、银行账号、注册地址、注册电话，不能开具专用发票，请先补全开票信息" },
    ]);
    const personal = await apply({ orderId: order.id, kind: "normal", titleId: normalTitle }, "13800000005");
    expect([personal.statusCode, personal.json().msg]).toEqual([422, "个人账号不能申请开票，请以企业身份登录"]);
  });

  it("another enterprise's 开票信息 cannot be picked", async () => {
    const order = await paidOrder();
    const [kangmu] = await t.db.select().from(enterprises).where(eq(enterprises.name, "康牧兽药有限公司"));
    const [theirs] = await t.db.select().from(titles).where(eq(titles.enterpriseId, kangmu!.id));
    const res = await apply({ orderId: order.id, kind: "special", titleId: theirs!.id });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(["titleId"]);
  });
});

describe("refunds and the seller's answer", () => {
  it("a refund while the request waits lowers its amount and its split; the seller issues that, with the PDF", async () => {
    const order = await paidOrder();
    // shipped: a refund of an order not yet shipped would be the whole order
    const ship = { ids: [order.id], carrier: "德邦物流", waybillNo: "DPK300012345678" };
    expect((await t.call("mallOrder", "ship", ship, as("13800000001"))).statusCode).toBe(200);
    const id = (await apply({ orderId: order.id, kind: "normal", titleId: normalTitle })).json().data.id;
    const back = Math.round(order.total * 30) / 100;
    const after = await t.call(
      "afterSale",
      "audience:buyer:create",
      { orderId: order.id, kind: "refund", reason: "包装破损", amount: back },
      as("13800000002"),
    );
    expect(after.statusCode, after.body).toBe(200);
    const refunded = await t.call("afterSale", "approveRefund", { id: after.json().data.id }, as("13800000001"));
    expect(refunded.statusCode, refunded.body).toBe(200);
    const row = await detail(id);
    const left = Math.round((order.total - back) * 100) / 100;
    expect(Number(row.amount)).toBe(left);
    const lines = await t.db.select().from(invoiceTaxLines).where(eq(invoiceTaxLines.parentId, id));
    expect(sum(lines.map((l) => Number(l.gross)))).toBe(left);

    const pdf = await upload("13800000001");
    const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    const future = await seller("issue", { id, ...ISSUED, invoiceDate: tomorrow, invoicePdf: pdf });
    expect([future.statusCode, Object.keys(future.json().errors ?? {})]).toEqual([422, ["invoiceDate"]]);
    const badNo = await seller("issue", { id, invoiceNo: "123", invoiceDate: chinaToday(), invoicePdf: pdf });
    expect([badNo.statusCode, badNo.json().errors]).toEqual([422, { invoiceNo: "发票号码应为8位或20位数字" }]);
    const issued = await seller("issue", { id, ...ISSUED, invoiceDate: chinaToday(), invoicePdf: pdf });
    expect(issued.statusCode, issued.body).toBe(200);
    expect((await detail(id)).status).toBe("issued");
    const [o] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(o!.invoiceStatus).toBe("issued");
    expect((await orderDetail(order.id)).invoiceBlock).toBe("该订单已开票，不能重复申请");
    // the buyer downloads its invoice; 康牧, no party of the order, finds no file
    expect((await download(pdf, "13800000002")).statusCode).toBe(200);
    expect((await download(pdf, "13800000003")).statusCode).toBe(404);
    const told = await t.db
      .select()
      .from(enterpriseMessages)
      .where(and(eq(enterpriseMessages.rowId, id), eq(enterpriseMessages.resource, "invoiceRequest")));
    expect(told.map((m) => m.title)).toContain(`发票申请「${(await detail(id)).requestNo}」已开票`);
  });

  it("a wholly refunded order has nothing to invoice", async () => {
    const order = await paidOrder();
    const after = await t.call(
      "afterSale",
      "audience:buyer:create",
      { orderId: order.id, kind: "refund", reason: "包装破损", amount: order.total },
      as("13800000002"),
    );
    await t.call("afterSale", "approveRefund", { id: after.json().data.id }, as("13800000001"));
    const res = await apply({ orderId: order.id, kind: "normal", titleId: normalTitle });
    expect(res.statusCode).toBe(422);
    expect((await orderDetail(order.id)).invoiceBlock).not.toBeNull();
  });

  it("a refused request frees the order: the buyer reads why and asks again", async () => {
    const order = await paidOrder();
    const id = (await apply({ orderId: order.id, kind: "normal", titleId: normalTitle })).json().data.id;
    const refused = await seller("refuse", { id, sellerReply: "税号与抬头不一致，请核对后重新申请" });
    expect(refused.statusCode, refused.body).toBe(200);
    expect((await detail(id)).sellerReply).toBe("税号与抬头不一致，请核对后重新申请");
    const detailNow = await orderDetail(order.id);
    expect([detailNow.invoiceStatus, detailNow.invoiceBlock]).toEqual(["none", null]);
    expect((await apply({ orderId: order.id, kind: "normal", titleId: normalTitle })).statusCode).toBe(200);
  });
});
