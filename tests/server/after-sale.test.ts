import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { balanceEntries, enterpriseBalances, enterprises } from "../../src/server/db/schema";
import { testApp, type TestApp } from "../helpers/server-app";
import { dataOf, mallCall, newKey, savePay } from "./mall-api";

// 丰收 buys at 绿野's shop and asks for its money back; 绿野 decides in its seller center.

const ADDRESS = { name: "李春华", phone: "13800000002", region: "河北省保定市定州市", detail: "东门仓库" };
const SHIP = { carrier: "德邦物流", waybillNo: "DPK300012345678" };

describe("after-sales", () => {
  let t: TestApp;
  let buyer: string;
  let seller: string;
  let fengshou: number;
  let goods: { id: number; minOrder: number | null; price: number };
  const balance = async () =>
    Number(
      (await t.db.select().from(enterpriseBalances).where(eq(enterpriseBalances.enterpriseId, fengshou)))[0]!.balance,
    );
  const stock = async () => dataOf(await mallCall(t, "goodsDetail", { id: goods.id })).stock as number;
  const quantity = () => Math.max(goods.minOrder ?? 1, 3);

  /** A paid order of 丰收's; shipped by 绿野 and received when asked. */
  async function order(state: "paid" | "shipped" | "completed" = "completed") {
    const o = dataOf(
      await savePay(
        t,
        { submitKey: newKey(), address: ADDRESS, goodsId: goods.id, quantity: quantity() },
        { cookie: buyer },
      ),
    ).list[0];
    if (state !== "paid")
      expect((await t.call("mallOrder", "ship", { ids: [o.id], ...SHIP }, { cookie: seller })).statusCode).toBe(200);
    if (state === "completed")
      dataOf(await mallCall(t, "orderStatus", { id: o.id, action: "confirm" }, { cookie: buyer }));
    return dataOf(await mallCall(t, "orderDetail", { id: o.id }, { cookie: buyer }));
  }
  const apply = (payload: Record<string, unknown>) =>
    t.call("afterSale", "audience:buyer:create", { reason: "包装破损", ...payload }, { cookie: buyer });
  const buyerCall = (action: string, payload: Record<string, unknown>) =>
    t.call("afterSale", action, payload, { cookie: buyer });

  beforeAll(async () => {
    t = await testApp();
    buyer = await t.login("13800000002");
    seller = await t.login("13800000001");
    fengshou = (await t.db.select().from(enterprises).where(eq(enterprises.name, "丰收牧业合作社")))[0]!.id;
    goods = dataOf(await mallCall(t, "goodsSearch", { search: "绿野", pageSize: 20 })).list.find(
      (g: { shopName: string; stock: number }) => g.shopName.includes("绿野") && g.stock > 100,
    );
  });
  afterAll(() => t?.close());

  it("refuses an application the order does not allow, saying why on the field", async () => {
    const unpaid = dataOf(
      await mallCall(
        t,
        "orderSave",
        { submitKey: newKey(), address: ADDRESS, goodsId: goods.id, quantity: quantity() },
        { cookie: buyer },
      ),
    ).list[0];
    expect((await apply({ orderId: unpaid.id, kind: "refund", amount: 1 })).json().errors).toEqual({
      orderId: "该订单当前状态不能申请售后",
    });
    const paid = await order("paid");
    expect(
      (
        await apply({ orderId: paid.id, kind: "return", lines: [{ orderLineId: paid.lines[0].id, quantity: 1 }] })
      ).json().errors,
    ).toEqual({ kind: "订单尚未发货，请选择仅退款" });
    const done = await order();
    expect((await apply({ orderId: done.id, kind: "refund", amount: done.total + 1 })).json().errors).toEqual({
      amount: `退款金额不能超过实付金额${done.total.toFixed(2)}元`,
    });
    expect((await apply({ orderId: done.id, kind: "refund" })).json().errors).toEqual({ amount: "请输入退款金额" });
    expect(
      (
        await apply({ orderId: done.id, kind: "return", lines: [{ orderLineId: done.lines[0].id, quantity: 999 }] })
      ).json().errors,
    ).toEqual({ "lines.0.quantity": `退货数量不能超过购买数量${done.lines[0].quantity}` });
    expect((await apply({ orderId: done.id, kind: "return" })).json().errors).toEqual({ lines: "请选择退货商品" });
    expect((await apply({ orderId: done.id, kind: "swap", reason: "随便" })).json().errors).toMatchObject({
      kind: "售后类型的取值无效",
      reason: "售后原因的取值无效",
    });
    expect(
      (await apply({ orderId: done.id, kind: "refund", amount: 1, photos: ["http://evil.example/x.png"] })).json()
        .errors,
    ).toEqual({ photos: "凭证图片须为上传的图片" });
    // one at a time: a second application waits for the first to close
    expect((await apply({ orderId: done.id, kind: "refund", amount: 1 })).statusCode).toBe(200);
    expect((await apply({ orderId: done.id, kind: "refund", amount: 1 })).json().errors).toEqual({
      orderId: "该订单已有售后申请在处理中，请勿重复提交",
    });
  });

  it("a refund agreed before shipping pays everything back and closes the order, its stock released", async () => {
    const before = { balance: await balance(), stock: await stock() };
    const paid = await order("paid");
    const made = dataOf(await apply({ orderId: paid.id, kind: "refund", amount: 1 }));
    // an order not shipped is refunded whole, whatever was asked
    expect(made.amount).toBe(paid.total);
    // numbered by the declaration: SH, the day, the platform's sequence
    expect(made.afterSaleNo).toMatch(/^SH\d{12}$/);
    expect((await t.call("afterSale", "approveRefund", { id: made.id }, { cookie: seller })).statusCode).toBe(200);
    expect(await balance()).toBeCloseTo(before.balance, 2);
    expect(await stock()).toBe(before.stock);
    const closed = dataOf(await mallCall(t, "orderDetail", { id: paid.id }, { cookie: buyer }));
    expect(closed.status).toBe("cancelled");
    expect(closed.logs.at(-1)).toMatchObject({ move: "refund", label: "退款关闭订单" });
    expect(closed.afterSaleBlock).toBe("该订单当前状态不能申请售后");
  });

  it("a return goes back, is taken in once however often it is confirmed, and the money and stock come back once", async () => {
    const o = await order();
    const before = { balance: await balance(), stock: await stock() };
    const made = dataOf(
      await apply({ orderId: o.id, kind: "return", amount: 20, lines: [{ orderLineId: o.lines[0].id, quantity: 2 }] }),
    );
    // 同意退款 is for refunds only
    expect((await t.call("afterSale", "approveRefund", { id: made.id }, { cookie: seller })).json().msg).toBe(
      "当前状态不允许此操作",
    );
    expect((await t.call("afterSale", "approveReturn", { id: made.id }, { cookie: seller })).json().errors).toEqual({
      returnAddress: "请输入退货地址",
    });
    expect(
      (
        await t.call(
          "afterSale",
          "approveReturn",
          { id: made.id, returnAddress: "王建国 13905361208 潍坊市寒亭区民主街88号" },
          { cookie: seller },
        )
      ).statusCode,
    ).toBe(200);
    expect(
      (await buyerCall("shipBack", { id: made.id, returnCarrier: "", returnWaybillNo: "DPK1" })).json().errors,
    ).toEqual({ returnCarrier: "请输入退货物流" });
    expect(
      (await buyerCall("shipBack", { id: made.id, returnCarrier: "德邦物流", returnWaybillNo: "DPK300088800001" }))
        .statusCode,
    ).toBe(200);
    // two clerks confirm at once: one moves it, the other is told it moved on
    const both = await Promise.all(
      [1, 2].map(() => t.call("afterSale", "confirmReturn", { id: made.id }, { cookie: seller })),
    );
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 422]);
    expect(await balance()).toBeCloseTo(before.balance + 20, 2);
    expect(await stock()).toBe(before.stock + 2);
    expect(await t.db.select().from(balanceEntries).where(eq(balanceEntries.afterSaleId, made.id))).toHaveLength(1);
    expect(dataOf(await buyerCall("audience:buyer:get", { id: made.id })).status).toBe("refunded");
    const logs = dataOf(await buyerCall("audience:buyer:log", { id: made.id })).list;
    expect(logs.map((l: { move: string }) => l.move)).toEqual(["create", "approveReturn", "shipBack", "confirmReturn"]);
    // the order was refunded: no further application
    expect((await apply({ orderId: o.id, kind: "refund", amount: 1 })).json().errors).toEqual({
      orderId: "该订单已退款，不能再次申请",
    });
  });

  it("a rejection says why and frees the order for another application; a withdrawn one too", async () => {
    const o = await order();
    const first = dataOf(await apply({ orderId: o.id, kind: "refund", amount: 5 }));
    expect(
      (await t.call("afterSale", "reject", { id: first.id, sellerReply: "商品无质量问题" }, { cookie: seller })).json()
        .data.sellerReply,
    ).toBe("商品无质量问题");
    const second = dataOf(await apply({ orderId: o.id, kind: "refund", amount: 5 }));
    expect(dataOf(await buyerCall("withdraw", { id: second.id })).status).toBe("withdrawn");
    expect((await buyerCall("withdraw", { id: second.id })).json().msg).toBe("当前状态不允许此操作");
    expect((await apply({ orderId: o.id, kind: "refund", amount: 5 })).statusCode).toBe(200);
    const mine = dataOf(await buyerCall("audience:buyer:list", { pageSize: 100 }));
    expect(
      mine.list.filter((a: { orderId: number }) => a.orderId === o.id).map((a: { status: string }) => a.status),
    ).toEqual(["applied", "withdrawn", "rejected"]);
  });

  it("the seller's list holds its shop's after-sales only; another seller finds none of them", async () => {
    const o = await order();
    const made = dataOf(await apply({ orderId: o.id, kind: "refund", amount: 3 }));
    const list = (await t.call("afterSale", "list", { pageSize: 200 }, { cookie: seller })).json().data.list;
    expect(list.find((a: { id: number }) => a.id === made.id)).toMatchObject({
      buyerName: "丰收牧业合作社",
      refLabels: { orderId: o.orderNo },
    });
    const kangmu = await t.login("13800000003");
    expect((await t.call("afterSale", "get", { id: made.id }, { cookie: kangmu })).statusCode).toBe(404);
  });
});
