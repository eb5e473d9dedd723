import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buyPurposes, orderLines, orders, rowMoves } from "../../src/server/db/schema";
import { testApp, type TestApp } from "../helpers/server-app";
import { dataOf, mallCall, payOrderCall } from "./mall-api";

// 丰收 asks 绿野 for a price on one of its goods, 绿野 answers in its seller center, 丰收 orders at that price.

const ADDRESS = { contact: "李春华", phone: "13800000002", region: "河北省保定市定州市", address: "东门仓库" };

describe("buy intents", () => {
  let t: TestApp;
  let buyer: string;
  let seller: string;
  let goods: { id: number; minOrder: number | null; skus: { id: number; spec: string }[] };
  const quantity = () => Math.max(goods.minOrder ?? 1, 5);
  const send = (payload: Record<string, unknown> = {}, cookie = buyer) =>
    t.call(
      "buyIntent",
      "audience:buyer:create",
      {
        goodsId: goods.id,
        skuId: goods.skus.at(-1)!.id,
        quantity: quantity(),
        targetPrice: 100,
        remark: "长期采购",
        ...ADDRESS,
        ...payload,
      },
      { cookie },
    );
  const quote = (id: number, price = 88.5, validDays = 7, cookie = seller) =>
    t.call("buyIntent", "quote", { id, quotePrice: price, validDays, sellerReply: "含运费" }, { cookie });
  const order = (id: number, cookie = buyer) => t.call("buyIntent", "order", { id }, { cookie });
  const mine = (cookie = buyer) => t.call("buyIntent", "audience:buyer:list", { pageSize: 100 }, { cookie });

  beforeAll(async () => {
    t = await testApp();
    buyer = await t.login("13800000002");
    seller = await t.login("13800000001");
    const found = dataOf(await mallCall(t, "goodsSearch", { search: "绿野", pageSize: 20 })).list.find(
      (g: { shopName: string; stock: number }) => g.shopName.includes("绿野") && g.stock > 100,
    );
    goods = dataOf(await mallCall(t, "goodsDetail", { id: found.id }));
  });
  afterAll(() => t?.close());

  it("takes an intent from an enterprise buyer only, with field errors, never on its own shop's goods", async () => {
    const bad = await send({ quantity: 0, phone: "123", region: "", targetPrice: -1, address: "" });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(
      expect.arrayContaining(["quantity", "phone", "region", "targetPrice", "address"]),
    );
    // the platform's one mobile rule: no SMS reaches 120…, as registration and the address form also say
    const notMobile = await send({ phone: "12012345678" });
    expect([notMobile.statusCode, Object.keys(notMobile.json().errors)]).toEqual([422, ["phone"]]);
    expect((await t.call("buyIntent", "audience:buyer:create", { goodsId: goods.id })).statusCode).toBe(401);
    const personal = await send({}, await t.login("13800000005"));
    expect([personal.statusCode, personal.json().msg]).toEqual([422, "个人账号不能提交采购意向，请以企业身份登录"]);
    const own = await send({}, seller);
    expect([own.statusCode, Object.keys(own.json().errors)]).toEqual([422, ["goodsId"]]);
    // the SKU asked about is one of the goods' own
    const foreignSku = await send({ skuId: 999_999 });
    expect([foreignSku.statusCode, foreignSku.json().errors]).toEqual([422, { skuId: "规格不存在，请重新选择" }]);
    const made = dataOf(await send());
    const [row] = await t.db.select().from(buyPurposes).where(eq(buyPurposes.id, made.id));
    expect(row).toMatchObject({
      status: "open",
      buyerName: "丰收牧业合作社",
      quantity: quantity(),
      targetPrice: 100,
      skuId: goods.skus.at(-1)!.id,
      spec: goods.skus.at(-1)!.spec,
      region: ADDRESS.region,
      address: ADDRESS.address,
    });
    expect(row!.intentNo).toMatch(/^YX\d{8}\d{4}$/);
    expect(row!.shopName).toContain("绿野");
  });

  it("refuses a goods not on sale like a missing one", async () => {
    expect((await send({ goodsId: 999_999 })).statusCode).toBe(404);
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
    // the buyer follows it on /goodspurchase, and another buyer does not see it
    const row = dataOf(await mine()).list.find((r: { id: number }) => r.id === id);
    expect(row).toMatchObject({ status: "quoted", quotePrice: 88.5, sellerReply: "含运费" });
    expect(dataOf(await mine(other)).list.map((r: { id: number }) => r.id)).not.toContain(id);
  });

  it("orders at the private price, to the intent's address, for that buyer only, once", async () => {
    const id = dataOf(await send()).id;
    expect((await order(id)).json().msg).toBe("当前状态不允许此操作");
    dataOf(await quote(id));
    // another enterprise's buyer cannot see or use it
    expect((await order(id, await t.login("13800000003"))).statusCode).toBe(404);
    const made = dataOf(await order(id));
    expect(made).toMatchObject({ status: "ordered" });
    const [o] = await t.db.select().from(orders).where(eq(orders.id, made.orderId));
    const lines = await t.db.select().from(orderLines).where(eq(orderLines.parentId, made.orderId));
    expect(o).toMatchObject({ status: "unpaid", goodsAmount: Math.round(88.5 * quantity() * 100) / 100 });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ goodsId: goods.id, skuId: goods.skus.at(-1)!.id, price: 88.5 });
    const detail = dataOf(await mallCall(t, "orderDetail", { id: made.orderId }, { cookie: buyer }));
    expect(detail.lines[0].price).toBe(88.5);
    expect(JSON.stringify(detail)).toContain(ADDRESS.address);
    // the order is paid through the order flow as any other
    expect(dataOf(await payOrderCall(t, made.orderId, { cookie: buyer })).status).toBe("paid");
    const again = await order(id);
    expect([again.statusCode, again.json().msg]).toEqual([422, "当前状态不允许此操作"]);
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
    const made = await t.db
      .select()
      .from(orders)
      .where(eq(orders.submitKey, `buyintent-${id}`));
    expect(made.map((o) => o.id)).toEqual([row!.orderId]);
  });

  it("expires a reply at its valid-until: the buyer cannot order, the seller may quote again or not", async () => {
    const id = dataOf(await send()).id;
    dataOf(await quote(id));
    await t.db
      .update(buyPurposes)
      .set({ validUntil: new Date(Date.now() - 1000) } as never)
      .where(eq(buyPurposes.id, id));
    const late = await order(id);
    expect([late.statusCode, late.json().msg]).toEqual([422, "报价已过期，不能下单"]);
    expect(dataOf(await t.call("buyIntent", "get", { id }, { cookie: seller })).status).toBe("expired");
    // declining is for an unanswered or live reply; a new quote revives an expired one
    expect((await t.call("buyIntent", "decline", { id, sellerReply: "缺货" }, { cookie: seller })).statusCode).toBe(
      422,
    );
    expect(dataOf(await quote(id, 90, 3)).status).toBe("quoted");
    expect(dataOf(await t.call("buyIntent", "decline", { id, sellerReply: "缺货" }, { cookie: seller })).status).toBe(
      "declined",
    );
    expect((await quote(id)).statusCode).toBe(422);
    expect((await order(id)).json().msg).toBe("当前状态不允许此操作");
  });
});
