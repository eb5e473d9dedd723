import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CREDIT_NONE, CREDIT_SUSPENDED } from "../../src/server/credit/pay-on-credit";
import { creditLines, enterpriseBalances, enterprises } from "../../src/server/db/schema";
import { testApp, type TestApp } from "../helpers/server-app";
import { payOnCredit as paidOnCredit, refundInFull, unpaidOrder as unpaidAt } from "../helpers/credit-moves";
import { dataOf, mallCall } from "./mall-api";

// 账期支付 as 丰收 (13800000002) pays 绿野's orders on 绿野's line of credit (docs/b2b-controls.md, Credit terms); ten
// payments racing on two processes are tests/server/scale-out-once.test.ts.

let t: TestApp;
let buyer: string;
let seller: string;
let fengshou: number;
let lvye: number;
let kangmu: number;

beforeAll(async () => {
  t = await testApp();
  [buyer, seller] = [await t.login("13800000002"), await t.login("13800000001")];
  const ids = await t.db.select({ id: enterprises.id, name: enterprises.name }).from(enterprises);
  fengshou = ids.find((e) => e.name === "丰收牧业合作社")!.id;
  lvye = ids.find((e) => e.name === "绿野饲料有限公司")!.id;
  kangmu = ids.find((e) => e.name === "康牧兽药有限公司")!.id;
});
afterAll(() => t?.close());

const lineToFengshou = () =>
  and(eq(creditLines.enterpriseId, lvye), eq(creditLines.systemId, 56), eq(creditLines.buyerEnterpriseId, fengshou));
const line = async () => (await t.db.select().from(creditLines).where(lineToFengshou()))[0]!;
const balance = async () =>
  Number(
    (await t.db.select().from(enterpriseBalances).where(eq(enterpriseBalances.enterpriseId, fengshou)))[0]!.balance,
  );

const unpaidOrder = (seller = lvye) => unpaidAt(t, buyer, seller);
const payOnCredit = (o: { id: number; total: number }) => paidOnCredit(t, buyer, o);

describe("账期支付: a buyer pays an order on its seller's line of credit", () => {
  it("offers the line on the order's page, charges it and leaves the balance alone", async () => {
    const order = await unpaidOrder();
    const before = { used: Number((await line()).usedAmount), balance: await balance() };
    expect(order.credit).toMatchObject({ status: "active", days: 60, sellerName: "绿野饲料有限公司" });
    expect(order.credit.left).toBeCloseTo(Number((await line()).limitAmount) - before.used, 2);
    const paid = dataOf(await payOnCredit(order));
    expect(paid).toMatchObject({ status: "paid", payMethod: "credit" });
    expect(Number((await line()).usedAmount)).toBeCloseTo(before.used + order.total, 2);
    expect(await balance()).toBeCloseTo(before.balance, 2);
    const shown = dataOf(await mallCall(t, "orderDetail", { id: order.id }, { cookie: buyer }));
    expect(shown.credit.left).toBeCloseTo(order.credit.left - order.total, 2);
    // the seller's 经营概况 counts it among what its buyers owe on credit
    const owed = async () =>
      (await t.call("mallOrder", "report:dashboard", {}, { cookie: seller })).json().data.summary.creditOwed as number;
    const lines = await t.db
      .select()
      .from(creditLines)
      .where(and(eq(creditLines.enterpriseId, lvye), eq(creditLines.systemId, 56)));
    expect(await owed()).toBeCloseTo(
      lines.reduce((n, l) => n + Number(l.usedAmount), 0),
      2,
    );
  });

  it("says why it cannot: no line with that seller, a suspended line, not enough left", async () => {
    const elsewhere = await unpaidOrder(kangmu);
    expect(elsewhere.credit).toBeNull();
    expect((await payOnCredit(elsewhere)).json().errors).toEqual({ pay: CREDIT_NONE });

    const order = await unpaidOrder();
    await t.db
      .update(creditLines)
      .set({ status: "suspended" } as never)
      .where(lineToFengshou());
    expect((await payOnCredit(order)).json().errors).toEqual({ pay: CREDIT_SUSPENDED });
    const l = await line();
    await t.db
      .update(creditLines)
      .set({ status: "active", usedAmount: Number(l.limitAmount) - order.total + 0.01 } as never)
      .where(lineToFengshou());
    const short = await payOnCredit(order);
    expect([short.statusCode, short.json().errors.pay]).toEqual([
      422,
      `授信可用额度不足（可用 ${(order.total - 0.01).toFixed(2)} 元），请使用企业余额支付`,
    ]);
    // nothing moved: the order waits to be paid another way
    expect(dataOf(await mallCall(t, "orderDetail", { id: order.id }, { cookie: buyer })).status).toBe("unpaid");
    await t.db
      .update(creditLines)
      .set({ usedAmount: 0 } as never)
      .where(lineToFengshou());
  });

  it("gives a refund of an order paid on credit back to the line, not to the balance", async () => {
    const order = await unpaidOrder();
    dataOf(await payOnCredit(order));
    const before = { used: Number((await line()).usedAmount), balance: await balance() };
    await refundInFull(t, buyer, seller, order);
    expect(Number((await line()).usedAmount)).toBeCloseTo(before.used - order.total, 2);
    expect(await balance()).toBeCloseTo(before.balance, 2);
  });
});
