import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buyPurposes, orderLines, orders, rowMoves } from "../../src/server/db/schema";
import { testApp, type TestApp } from "../helpers/server-app";
import { dataOf, mallCall, newKey, payOrderCall } from "./mall-api";

// 丰收 asks 绿野 for a price on one of its goods, 绿野 answers in its seller center, 丰收 orders at that price.

const ADDRESS = { name: "李春华", phone: "13800000002", region: "河北省保定市定州市", detail: "东门仓库" };

describe("buy intents", () => {
  let t: TestApp;
  let buyer: string;
  let seller: string;
  let goods: { id: number; minOrder: number | null; price: number; unit: string };
  const quantity = () => Math.max(goods.minOrder ?? 1, 5);
  const send = (payload: Record<string, unknown> = {}, cookie = buyer) =>
    mallCall(
      t,
      "buyPurpose",
      {
        goodsId: goods.id,
        quantity: quantity(),
        targetPrice: 100,
        region: "河北省保定市",
        contact: "李春华",
        phone: "13800000002",
        remark: "长期采购",
        ...payload,
      },
      { cookie },
    );
  const quote = (id: number, price = 88.5, validDays = 7, cookie = seller) =>
    t.call("buyIntent", "quote", { id, quotePrice: price, validDays, sellerReply: "含运费" }, { cookie });
  const order = (id: number, cookie = buyer, submitKey = newKey()) =>
    mallCall(t, "buyPurposeOrder", { id, submitKey, address: ADDRESS }, { cookie });

  beforeAll(async () => {
    t = await testApp();
    buyer = await t.login("13800000002");
    seller = await t.login("13800000001");
    goods = dataOf(await mallCall(t, "goodsSearch", { search: "绿野", pageSize: 20 })).list.find(
      (g: { shopName: string; stock: number }) => g.shopName.includes("绿野") && g.stock > 100,
    );
  });
  afterAll(() => t?.close());

  it("takes an intent from an enterprise buyer only, with field errors, never on its own shop's goods", async () => {
    const bad = await send({ quantity: 0, phone: "123", region: "", targetPrice: -1 });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(
      expect.arrayContaining(["quantity", "phone", "region", "targetPrice"]),
    );
    // the platform's one mobile rule: no SMS reaches 120…, as registration and the address form also say
    const notMobile = await send({ phone: "12012345678" });
    expect([notMobile.statusCode, notMobile.json().errors]).toEqual([422, { phone: "手机号格式不正确" }]);
    expect((await mallCall(t, "buyPurpose", { goodsId: goods.id })).statusCode).toBe(401);
    const personal = await send({}, await t.login("13800000005"));
    expect([personal.statusCode, personal.json().msg]).toEqual([422, "个人账号不能提交采购意向，请以企业身份登录"]);
    const own = await send({}, seller);
    expect([own.statusCode, own.json().errors]).toEqual([422, { goodsId: "不能对本企业店铺的商品提交采购意向" }]);
    const id = dataOf(await send()).id;
    const [row] = await t.db.select().from(buyPurposes).where(eq(buyPurposes.id, id));
    expect(row).toMatchObject({
      status: "open",
      buyerName: "丰收牧业合作社",
      quantity: quantity(),
      targetPrice: 100,
      region: "河北省保定市",
    });
  });

  it("shows the intent to the goods' seller only, who quotes a price valid for N days", async () => {
    const id = dataOf(await send()).id;
    const list = dataOf(await t.call("buyIntent", "list", { pageSize: 100 }, { cookie: seller }));
    expect(list.list.map((r: { id: number }) => r.id)).toContain(id);
    // another seller's center neither lists nor answers it
    const other = await t.login("13800000003");
    const theirs = await t.call("buyIntent", "list", { pageSize: 100 }, { cookie: other });
    if (theirs.statusCode === 200) expect(dataOf(theirs).list.map((r: { id: number }) => r.id)).not.toContain(id);
    expect([403, 404]).toContain((await quote(id, 80, 7, other)).statusCode);
    const bad = await t.call("buyIntent", "quote", { id, quotePrice: 0, validDays: 100 }, { cookie: seller });
    expect(Object.keys(bad.json().errors)).toEqual(expect.arrayContaining(["quotePrice", "validDays"]));
    const before = Date.now();
    const quoted = dataOf(await quote(id));
    expect(quoted).toMatchObject({ status: "quoted", quotePrice: 88.5, validDays: 7 });
    const until = new Date(quoted.validUntil).getTime();
    expect(until - before).toBeGreaterThanOrEqual(7 * 86_400_000 - 5_000);
    expect(until - before).toBeLessThan(7 * 86_400_000 + 60_000);
    // the buyer follows it on /goodspurchase
    const mine = dataOf(await mallCall(t, "buyPurposeMine", {}, { cookie: buyer })).list.find(
      (r: { id: number }) => r.id === id,
    );
    expect(mine).toMatchObject({ status: "quoted", quotePrice: 88.5, sellerReply: "含运费", orderBlock: null });
  });

  it("orders at the private price for that buyer only, once", async () => {
    const id = dataOf(await send()).id;
    expect((await order(id)).json().msg).toBe("卖家尚未报价，暂不能下单");
    dataOf(await quote(id));
    // another enterprise's buyer cannot see or use it
    expect((await order(id, await t.login("13800000003"))).statusCode).toBe(404);
    expect(
      (await mallCall(t, "buyPurposeMine", {}, { cookie: seller })).json().data.list.map((r: { id: number }) => r.id),
    ).not.toContain(id);
    const made = dataOf(await order(id));
    const [o] = await t.db.select().from(orders).where(eq(orders.id, made.orderId));
    const lines = await t.db.select().from(orderLines).where(eq(orderLines.parentId, made.orderId));
    expect(o).toMatchObject({ status: "unpaid", goodsAmount: Math.round(88.5 * quantity() * 100) / 100 });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ goodsId: goods.id, price: 88.5, quantity: quantity() });
    expect(dataOf(await mallCall(t, "orderDetail", { id: made.orderId }, { cookie: buyer })).lines[0].price).toBe(88.5);
    // the order is paid through the order flow as any other
    expect(dataOf(await payOrderCall(t, made.orderId, { cookie: buyer })).status).toBe("paid");
    const again = await order(id);
    expect([again.statusCode, again.json().msg]).toEqual([422, "该采购意向已下单，不能重复下单"]);
    expect(await t.db.select().from(buyPurposes).where(eq(buyPurposes.id, id))).toMatchObject([
      { status: "ordered", orderId: made.orderId },
    ]);
    // the seller's log shows the whole way
    const moves = await t.db.select().from(rowMoves).where(eq(rowMoves.rowId, id));
    expect(moves.filter((m) => m.resource === "buyIntent").map((m) => m.move)).toEqual(["create", "quote", "order"]);
  });

  it("lets two racing orders on one intent make one order", async () => {
    const id = dataOf(await send()).id;
    dataOf(await quote(id));
    const answers = await Promise.all([order(id), order(id)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 422]);
    const [row] = await t.db.select().from(buyPurposes).where(eq(buyPurposes.id, id));
    expect(
      await t.db
        .select()
        .from(orders)
        .where(eq(orders.id, row!.orderId as number)),
    ).toHaveLength(1);
  });

  it("expires a reply at its valid-until: the buyer cannot order, the seller may quote again or not", async () => {
    const id = dataOf(await send()).id;
    dataOf(await quote(id));
    await t.db
      .update(buyPurposes)
      .set({ validUntil: new Date(Date.now() - 1000) } as never)
      .where(eq(buyPurposes.id, id));
    const late = await order(id);
    expect([late.statusCode, late.json().msg]).toEqual([422, "卖家报价已过期，请联系卖家重新报价"]);
    expect(dataOf(await t.call("buyIntent", "get", { id }, { cookie: seller })).status).toBe("expired");
    // declining is for an unanswered or live reply; a new quote revives an expired one
    expect((await t.call("buyIntent", "decline", { id, sellerReply: "缺货" }, { cookie: seller })).statusCode).toBe(
      422,
    );
    dataOf(await quote(id, 90, 3));
    expect(dataOf(await order(id)).orderId).toBeGreaterThan(0);
  });

  it("declines with a reason; a declined intent takes no order and no quote", async () => {
    const id = dataOf(await send()).id;
    expect(Object.keys((await t.call("buyIntent", "decline", { id }, { cookie: seller })).json().errors)).toEqual([
      "sellerReply",
    ]);
    expect(
      dataOf(await t.call("buyIntent", "decline", { id, sellerReply: "该规格暂时缺货" }, { cookie: seller })).status,
    ).toBe("declined");
    expect((await quote(id)).statusCode).toBe(422);
    expect((await order(id)).json().msg).toBe("卖家已拒绝该采购意向");
  });
});
