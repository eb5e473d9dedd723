import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testApp, type TestApp } from "../helpers/server-app";
import { dataOf, mallCall, newKey, savePay, payOrderCall } from "./mall-api";

const ADDRESS = { name: "李春华", phone: "13800000002", region: "河北省保定市定州市", detail: "东门仓库" };
const OTHER_BODY = "该提交标识已用于另一笔订单，请刷新页面后重新提交";
const UNPAID = "该订单已提交但尚未支付，请到我的订单中支付";

describe("the submit key names one body and one outcome", () => {
  let t: TestApp;
  let buyer: string;
  let goods: { id: number; minOrder: number | null };
  beforeAll(async () => {
    t = await testApp();
    buyer = await t.login("13800000002");
    goods = dataOf(await mallCall(t, "goodsSearch", { search: "绿野", pageSize: 1 })).list[0];
  });
  afterAll(() => t?.close());

  const body = (key: string, extra: Record<string, unknown> = {}) => ({
    submitKey: key,
    address: ADDRESS,
    goodsId: goods.id,
    quantity: goods.minOrder ?? 1,
    ...extra,
  });

  it("a retry with the same body answers with the first orders, whatever order its keys come in", async () => {
    const key = newKey();
    const first = dataOf(await mallCall(t, "orderSave", body(key), { cookie: buyer }));
    const { submitKey, ...rest } = body(key);
    const again = dataOf(
      await mallCall(
        t,
        "orderSave",
        { ...Object.fromEntries(Object.entries(rest).reverse()), submitKey },
        { cookie: buyer },
      ),
    );
    expect(again.list.map((o: { id: number }) => o.id)).toEqual(first.list.map((o: { id: number }) => o.id));
  });

  it("the same key with another body is a 422 on the key, and orders nothing", async () => {
    const key = newKey();
    const first = dataOf(await mallCall(t, "orderSave", body(key), { cookie: buyer }));
    const other = await mallCall(t, "orderSave", body(key, { quantity: (goods.minOrder ?? 1) + 1 }), { cookie: buyer });
    expect([other.statusCode, other.json().msg, other.json().errors]).toEqual([
      422,
      OTHER_BODY,
      { submitKey: OTHER_BODY },
    ]);
    const otherAddress = await mallCall(t, "orderSave", body(key, { address: { ...ADDRESS, detail: "西门仓库" } }), {
      cookie: buyer,
    });
    expect(otherAddress.statusCode).toBe(422);
    const mine = dataOf(await mallCall(t, "orderList", { pageSize: 50 }, { cookie: buyer })).list as {
      id: number;
      submitKey: string;
    }[];
    expect(mine.filter((o) => o.submitKey === key).map((o) => o.id)).toEqual(
      first.list.map((o: { id: number }) => o.id),
    );
  });

  it("提交并支付 with the key of an unpaid order never answers success", async () => {
    const key = newKey();
    const unpaid = dataOf(await mallCall(t, "orderSave", body(key), { cookie: buyer }));
    expect(unpaid.list[0].status).toBe("unpaid");
    const pay = await savePay(t, body(key), { cookie: buyer });
    expect([pay.statusCode, pay.json().msg, pay.json().errors]).toEqual([422, UNPAID, { submitKey: UNPAID }]);
    // once paid (from 我的订单), the retried 提交并支付 may answer with it
    dataOf(await payOrderCall(t, unpaid.list[0].id, { cookie: buyer }));
    const retried = dataOf(await savePay(t, body(key), { cookie: buyer }));
    expect(retried.list.map((o: { id: number; status: string }) => [o.id, o.status])).toEqual([
      [unpaid.list[0].id, "paid"],
    ]);
  });

  it("racing copies of 提交订单 and 提交并支付 with one key: 提交并支付 answers only with a paid order", async () => {
    const key = newKey();
    // the figures the page shows, so 提交并支付 is refused for the key alone, never for a price
    const { quote } = (await mallCall(t, "orderSavePay", body(newKey()), { cookie: buyer })).json().data;
    const [save, pay] = await Promise.all([
      mallCall(t, "orderSave", body(key), { cookie: buyer }),
      mallCall(t, "orderSavePay", body(key, { shown: quote }), { cookie: buyer }),
    ]);
    expect(save.statusCode).toBe(200);
    if (pay.statusCode === 200)
      expect(dataOf(pay).list.every((o: { status: string }) => o.status === "paid")).toBe(true);
    else expect([pay.statusCode, pay.json().msg]).toEqual([422, UNPAID]);
  });
});
