import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ORDER_FLOW, ORDER_STATES, orderNext, type OrderAction, type OrderActor } from "../../src/core/flows/order";
import { balanceEntries, enterpriseBalances, enterprises, orders } from "../../src/server/db/schema";
import { testApp, type TestApp } from "../helpers/server-app";
import { dataOf, mallCall, newKey, savePay, payOrderCall } from "./mall-api";

const ADDRESS = { name: "李春华", phone: "13800000002", region: "河北省保定市定州市", detail: "东门仓库" };

describe("mall orders", () => {
  let t: TestApp;
  let buyer: string;
  let seller: string;
  let lvyeGoods: { id: number; price: number; stock: number; minOrder: number };
  const balance = async () =>
    (await t.db.select().from(enterpriseBalances))[0] &&
    Number(
      (
        await t.db
          .select({ b: enterpriseBalances.balance })
          .from(enterpriseBalances)
          .where(eq(enterpriseBalances.enterpriseId, fengshouId))
      )[0]!.b,
    );
  let fengshouId: number;
  const stockOf = async (id: number) => dataOf(await mallCall(t, "goodsDetail", { id })).stock as number;
  const place = async (extra: Record<string, unknown> = {}, key = newKey()) =>
    mallCall(
      t,
      "orderSave",
      { submitKey: key, address: ADDRESS, goodsId: lvyeGoods.id, quantity: lvyeGoods.minOrder, ...extra },
      { cookie: buyer },
    );

  beforeAll(async () => {
    t = await testApp();
    buyer = await t.login("13800000002");
    seller = await t.login("13800000001");
    const list = dataOf(await mallCall(t, "goodsSearch", { search: "绿野", pageSize: 20 })).list;
    lvyeGoods = list.find((g: { shopName: string }) => g.shopName.includes("绿野"));
    fengshouId = (await t.db.select().from(enterprises).where(eq(enterprises.name, "丰收牧业合作社")))[0]!.id;
  });
  afterAll(() => t?.close());

  it("submits from the cart: one order per shop, stock reserved, the cart emptied", async () => {
    const list = dataOf(await mallCall(t, "goodsSearch", { pageSize: 40 })).list;
    const a = list[0];
    const b = list.find((g: { shopId: number }) => g.shopId !== a.shopId);
    for (const g of [a, b])
      dataOf(await mallCall(t, "cartUpdate", { goodsId: g.id, quantity: g.minOrder ?? 1 }, { cookie: buyer }));
    const before = [await stockOf(a.id), await stockOf(b.id)];
    const res = dataOf(
      await mallCall(
        t,
        "orderSave",
        { submitKey: newKey(), address: ADDRESS, remarks: { [a.shopId]: "请送到东门" } },
        { cookie: buyer },
      ),
    );
    expect(res.list).toHaveLength(2);
    expect(res.list.every((o: { status: string }) => o.status === "unpaid")).toBe(true);
    expect(res.list.find((o: { shopId: number }) => o.shopId === a.shopId).remark).toBe("请送到东门");
    expect([await stockOf(a.id), await stockOf(b.id)]).toEqual([
      before[0]! - (a.minOrder ?? 1),
      before[1]! - (b.minOrder ?? 1),
    ]);
    expect(dataOf(await mallCall(t, "cartCount", {}, { cookie: buyer })).cartCount).toBe(0);
    const empty = await mallCall(t, "orderSave", { submitKey: newKey(), address: ADDRESS }, { cookie: buyer });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().msg).toBe("请先添加货品");
  });

  it("makes one order for a repeated submit key (double click, retry), even when both race", async () => {
    const key = newKey();
    const stock = await stockOf(lvyeGoods.id);
    const [r1, r2] = await Promise.all([place({}, key), place({}, key)]);
    const r3 = await place({}, key);
    const ids = [r1, r2, r3].map((r) => dataOf(r).list[0].id);
    expect(new Set(ids).size).toBe(1);
    expect(await stockOf(lvyeGoods.id)).toBe(stock - lvyeGoods.minOrder);
  });

  it("pays from the enterprise balance once, however often 支付 is pressed", async () => {
    const order = dataOf(await place()).list[0];
    const before = await balance();
    const results = await Promise.all([1, 2, 3].map(() => payOrderCall(t, order.id, { cookie: buyer })));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 422)).toHaveLength(2);
    expect(await balance()).toBeCloseTo(before - order.total, 2);
    expect(await t.db.select().from(balanceEntries).where(eq(balanceEntries.orderId, order.id))).toHaveLength(1);
    const detail = dataOf(await mallCall(t, "orderDetail", { id: order.id }, { cookie: buyer }));
    expect(detail.status).toBe("paid");
    expect(detail.logs.map((l: { move: string }) => l.move)).toEqual(["save", "pay"]);
  });

  it("save.pay places and pays in one go, and leaves nothing behind when the balance is short", async () => {
    const paid = dataOf(
      await savePay(
        t,
        { submitKey: newKey(), address: ADDRESS, goodsId: lvyeGoods.id, quantity: lvyeGoods.minOrder },
        { cookie: buyer },
      ),
    );
    expect(paid.list[0].status).toBe("paid");
    await t.db.update(enterpriseBalances).set({ balance: 1 }).where(eq(enterpriseBalances.enterpriseId, fengshouId));
    const stock = await stockOf(lvyeGoods.id);
    const short = await savePay(
      t,
      { submitKey: newKey(), address: ADDRESS, goodsId: lvyeGoods.id, quantity: lvyeGoods.minOrder },
      { cookie: buyer },
    );
    expect(short.statusCode).toBe(422);
    expect(short.json().msg).toBe("企业余额不足");
    expect(await stockOf(lvyeGoods.id)).toBe(stock);
    await t.db
      .update(enterpriseBalances)
      .set({ balance: 500000 })
      .where(eq(enterpriseBalances.enterpriseId, fengshouId));
  });

  it("cancelling an unpaid order releases its stock", async () => {
    const stock = await stockOf(lvyeGoods.id);
    const order = dataOf(await place()).list[0];
    expect(await stockOf(lvyeGoods.id)).toBe(stock - lvyeGoods.minOrder);
    expect(dataOf(await mallCall(t, "orderCancel", { id: order.id }, { cookie: buyer })).status).toBe("cancelled");
    expect(await stockOf(lvyeGoods.id)).toBe(stock);
  });

  it("runs the whole happy path: pay → seller ships (seller center, with the waybill) → buyer confirms", async () => {
    const before = dataOf(await mallCall(t, "orderNums", {}, { cookie: buyer })).completed ?? 0;
    const order = dataOf(await place()).list[0];
    dataOf(await payOrderCall(t, order.id, { cookie: buyer }));
    const shipped = await t.call(
      "mallOrder",
      "ship",
      { ids: [order.id], carrier: "德邦物流", waybillNo: "DPK300012345678" },
      { cookie: seller },
    );
    expect(shipped.statusCode, shipped.body).toBe(200);
    expect(shipped.json().data.list[0]).toMatchObject({
      status: "shipped",
      carrier: "德邦物流",
      waybillNo: "DPK300012345678",
    });
    const detail = dataOf(await mallCall(t, "orderDetail", { id: order.id }, { cookie: buyer }));
    expect(detail).toMatchObject({ status: "shipped", carrier: "德邦物流", waybillNo: "DPK300012345678" });
    expect(
      dataOf(await mallCall(t, "orderStatus", { id: order.id, action: "confirm" }, { cookie: buyer })).status,
    ).toBe("completed");
    expect(dataOf(await mallCall(t, "orderNums", {}, { cookie: buyer })).completed).toBe(before + 1);
    // one timeline, both parties' moves in order
    const log = dataOf(await mallCall(t, "orderDetail", { id: order.id }, { cookie: buyer })).logs.map(
      (l: { move: string }) => l.move,
    );
    expect(log).toEqual(["save", "pay", "ship", "confirm"]);
  });

  it("the seller's cancel of an unpaid order gives the stock back, with the reason on the timeline", async () => {
    const stock = await stockOf(lvyeGoods.id);
    const order = dataOf(await place()).list[0];
    const res = await t.call(
      "mallOrder",
      "cancel",
      { id: order.id, reason: "买家要求取消，已电话确认" },
      { cookie: seller },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(await stockOf(lvyeGoods.id)).toBe(stock);
    const log = dataOf(await mallCall(t, "orderDetail", { id: order.id }, { cookie: buyer })).logs;
    expect(log.at(-1)).toMatchObject({ move: "cancel", note: { reason: { value: "买家要求取消，已电话确认" } } });
  });

  // every (state, action, actor) the table does not list must be refused with 422: the buyer's through the
  // mall, the seller's through its seller center (the mallOrder resource's actions)
  const SELLER_ACTIONS = {
    ship: { carrier: "德邦物流", waybillNo: "DPK300012345678" },
    cancel: { reason: "缺货" },
  } as const;
  const illegal: [string, OrderAction, OrderActor][] = [];
  for (const s of Object.keys(ORDER_STATES)) {
    for (const a of ["pay", "cancel", "confirm"] as OrderAction[])
      if (!orderNext(s, a, "buyer")) illegal.push([s, a, "buyer"]);
    for (const a of Object.keys(SELLER_ACTIONS) as OrderAction[])
      if (!orderNext(s, a, "seller")) illegal.push([s, a, "seller"]);
  }

  it("lists the legal moves in one table and has illegal ones to test", () => {
    expect(ORDER_FLOW.length).toBeGreaterThan(3);
    expect(illegal.length).toBeGreaterThan(12);
  });

  it.each(illegal)("refuses %s → %s by the %s with 422", async (state, action, by) => {
    const order = dataOf(await place()).list[0];
    await t.db.update(orders).set({ status: state }).where(eq(orders.id, order.id));
    const res =
      by === "seller"
        ? await t.call(
            "mallOrder",
            action,
            {
              ...(action === "ship" ? { ids: [order.id] } : { id: order.id }),
              ...SELLER_ACTIONS[action as keyof typeof SELLER_ACTIONS],
            },
            { cookie: seller },
          )
        : action === "pay"
          ? await payOrderCall(t, order.id, { cookie: buyer })
          : action === "cancel"
            ? await mallCall(t, "orderCancel", { id: order.id }, { cookie: buyer })
            : await mallCall(t, "orderStatus", { id: order.id, action }, { cookie: buyer });
    expect(res.statusCode).toBe(422);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row!.status).toBe(state);
  });

  it("hides orders from everyone but their buyer and seller (404)", async () => {
    const order = dataOf(await place()).list[0];
    const stranger = await t.login("13800000003");
    expect((await mallCall(t, "orderDetail", { id: order.id }, { cookie: stranger })).statusCode).toBe(404);
    expect((await mallCall(t, "orderCancel", { id: order.id }, { cookie: stranger })).statusCode).toBe(404);
    expect((await mallCall(t, "orderDetail", { id: order.id }, { cookie: buyer, systemId: 62 })).statusCode).toBe(404);
  });

  it("keeps a shop's orders from its enterprise's employees without the order grants: no buyer phone or address, no shipping or cancelling", async () => {
    const order = dataOf(await place()).list[0];
    dataOf(await payOrderCall(t, order.id, { cookie: buyer }));
    const employee = await t.login("13800000004");
    // the seller center answers 403 without the menu and the buttons (the matrix in permission-matrix.test.ts)
    for (const [action, payload] of [
      ["list", {}],
      ["get", { id: order.id }],
      ["ship", { ids: [order.id], carrier: "德邦物流", waybillNo: "DPK1" }],
      ["cancel", { id: order.id, reason: "缺货" }],
    ] as const) {
      const res = await t.call("mallOrder", action, payload, { cookie: employee });
      expect([action, res.statusCode]).toEqual([action, 403]);
    }
    // and the buyer's own endpoints know no order of another buyer: the seller's staff and the seller alike
    for (const cookie of [employee, seller]) {
      for (const [key, payload] of [
        ["orderDetail", { id: order.id }],
        ["orderStatus", { id: order.id, action: "confirm" }],
        ["orderCancel", { id: order.id }],
      ] as const) {
        expect((await mallCall(t, key, payload, { cookie })).statusCode).toBe(404);
      }
    }
    expect((await t.call("mallOrder", "get", { id: order.id }, { cookie: seller })).json().data.status).toBe("paid");
  });

  it("validates the submit: address fields, submit key, quantity below the minimum, delivery range", async () => {
    const bad = await mallCall(
      t,
      "orderSave",
      { submitKey: "x", address: { ...ADDRESS, phone: "12" }, goodsId: lvyeGoods.id },
      { cookie: buyer },
    );
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.submitKey).toBeTruthy();
    const noAddress = await mallCall(
      t,
      "orderSave",
      { submitKey: newKey(), goodsId: lvyeGoods.id, quantity: 1 },
      { cookie: buyer },
    );
    expect(noAddress.json().errors.addressId).toBe("请选择收货地址");
    const pig = dataOf(await mallCall(t, "goodsSearch", { category: "种畜禽", pageSize: 50 })).list.find(
      (g: { deliveryRegions: string | null }) => g.deliveryRegions,
    );
    const far = await mallCall(
      t,
      "orderSave",
      { submitKey: newKey(), address: { ...ADDRESS, region: "海南省海口市" }, goodsId: pig.id, quantity: pig.minOrder },
      { cookie: buyer },
    );
    expect(far.statusCode).toBe(422);
    expect(far.json().errors.addressId).toContain("不配送");
  });

  it("lets a personal account save an order but not pay it from a balance", async () => {
    const personal = await t.login("13800000005");
    const res = dataOf(
      await mallCall(
        t,
        "orderSave",
        { submitKey: newKey(), address: ADDRESS, goodsId: lvyeGoods.id, quantity: lvyeGoods.minOrder },
        { cookie: personal },
      ),
    );
    const pay = await payOrderCall(t, res.list[0].id, { cookie: personal });
    expect(pay.statusCode).toBe(422);
    expect(dataOf(await mallCall(t, "balance", {}, { cookie: personal }))).toBeNull();
  });
});
