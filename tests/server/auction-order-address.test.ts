import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeEndedAuctions } from "../../src/server/auctions/close-job";
import { enterpriseMessages, orders } from "../../src/server/db/schema";
import { testApp, type TestApp } from "../helpers/server-app";
import { auctionRow, MIN, newAuction, setTimes } from "./auction-helpers";
import { dataOf, mallCall, payOrderCall } from "./mall-api";

/** An auction order goes where the winner says: never shipped to 收货地址 null null (docs/auctions.md). */
let t: TestApp;
let seller: string;
let fengshou: string;
let kangmu: string;
beforeAll(async () => {
  t = await testApp();
  seller = await t.login("13800000001");
  fengshou = await t.login("13800000002");
  kangmu = await t.login("13800000003");
});
afterAll(() => t?.close());

/** An auction of 绿野 won by `winner` at 100, matched and 生成订单 by the seller: the order made. */
async function wonOrder(winner: string) {
  const id = await newAuction(t, seller);
  expect(dataOf(await mallCall(t, "auctionBid", { id, price: 100 }, { cookie: winner }))).toBeTruthy();
  await setTimes(t, id, -60, -1);
  await closeEndedAuctions(t.db, new Date(Date.now() + MIN));
  expect((await t.call("auction", "match", { id }, { cookie: seller })).statusCode).toBe(200);
  const made = await t.call("auction", "submitOrder", { id }, { cookie: seller });
  expect(made.statusCode, made.body).toBe(200);
  const [order] = await t.db
    .select()
    .from(orders)
    .where(eq(orders.orderNo, (await auctionRow(t, id)).orderNo));
  return order!;
}

const ship = (id: number) =>
  t.call("mallOrder", "ship", { ids: [id], carrier: "德邦物流", waybillNo: "DPK300012345678" }, { cookie: seller });

describe("an auction won by a buyer with an address book", () => {
  it("is delivered to the winner's default address", async () => {
    const order = await wonOrder(fengshou);
    expect(order).toMatchObject({
      receiverName: "李春华",
      receiverPhone: "13800000002",
      receiverRegion: "河北省保定市定州市",
      receiverAddress: "丰收牧业合作社养殖场 东门仓库",
    });
    const detail = dataOf(await mallCall(t, "orderDetail", { id: order.id }, { cookie: fengshou }));
    expect(detail.needsAddress).toBe(false);
    expect(detail.moves.map((m: { action: string }) => m.action)).toContain("pay");
  });
});

describe("an auction won by a buyer without any address", () => {
  it("waits 待确认收货地址: not payable, not shippable, until the winner confirms an address", async () => {
    const order = await wonOrder(kangmu);
    expect(order).toMatchObject({
      status: "unpaid",
      receiverName: null,
      receiverPhone: null,
      receiverRegion: null,
      receiverAddress: null,
    });
    const [told] = await t.db
      .select()
      .from(enterpriseMessages)
      .where(eq(enterpriseMessages.link, `/orderParticulars?id=${order.id}`))
      .orderBy(desc(enterpriseMessages.id));
    expect(told).toMatchObject({
      title: "竞拍成交订单待确认收货地址",
      body: expect.stringContaining("请在订单页选择收货地址后付款"),
    });

    // the order page offers no 立即支付, and paying anyway is refused with the reason
    const waiting = dataOf(await mallCall(t, "orderDetail", { id: order.id }, { cookie: kangmu }));
    expect(waiting.needsAddress).toBe(true);
    expect(waiting.moves.map((m: { action: string }) => m.action)).not.toContain("pay");
    const pay = await payOrderCall(t, order.id, { cookie: kangmu });
    expect([pay.statusCode, pay.json().msg]).toEqual([422, "请先选择收货地址，再支付订单"]);

    // a paid order without an address (made before this rule) is still never shipped
    await t.db.update(orders).set({ status: "paid" }).where(eq(orders.id, order.id));
    const refused = await ship(order.id);
    expect([refused.statusCode, refused.json().msg]).toEqual([
      422,
      `订单 ${order.orderNo} 买家尚未确认收货地址，不能发货`,
    ]);
    await t.db.update(orders).set({ status: "unpaid" }).where(eq(orders.id, order.id));

    // an address of another buyer's book is not one to choose
    const [someoneElses] = dataOf(await mallCall(t, "addressList", {}, { cookie: fengshou }));
    expect(
      (await mallCall(t, "orderAddress", { id: order.id, addressId: someoneElses.id }, { cookie: kangmu })).json()
        .errors,
    ).toEqual({ addressId: "请选择收货地址" });

    const address = dataOf(
      await mallCall(
        t,
        "addressSave",
        { name: "王立新", phone: "13700001111", region: "河南省郑州市金水区", detail: "康牧兽药 北仓库" },
        { cookie: kangmu },
      ),
    );
    const chosen = dataOf(
      await mallCall(t, "orderAddress", { id: order.id, addressId: address.id }, { cookie: kangmu }),
    );
    expect(chosen).toMatchObject({
      receiverName: "王立新",
      receiverRegion: "河南省郑州市金水区",
      receiverAddress: "康牧兽药 北仓库",
      needsAddress: false,
    });
    // chosen once: the order's address is then the one the seller ships to
    const again = await mallCall(t, "orderAddress", { id: order.id, addressId: address.id }, { cookie: kangmu });
    expect([again.statusCode, again.json().msg]).toEqual([422, "该订单已有收货地址，不能修改"]);
    const log = dataOf(await mallCall(t, "orderDetail", { id: order.id }, { cookie: kangmu })).logs.map(
      (l: { label: string }) => l.label,
    );
    expect(log).toContain("确认收货地址");

    expect((await payOrderCall(t, order.id, { cookie: kangmu })).statusCode).toBe(200);
    const shipped = await ship(order.id);
    expect(shipped.statusCode, shipped.body).toBe(200);
    const [after] = await t.db
      .select()
      .from(orders)
      .where(and(eq(orders.id, order.id), eq(orders.status, "shipped")));
    expect(after?.receiverAddress).toBe("康牧兽药 北仓库");
  });

  it("takes an address only for the buyer's own order", async () => {
    const order = await wonOrder(kangmu);
    const [book] = dataOf(await mallCall(t, "addressList", {}, { cookie: fengshou }));
    expect(
      (await mallCall(t, "orderAddress", { id: order.id, addressId: book.id }, { cookie: fengshou })).statusCode,
    ).toBe(404);
  });
});
