import { and, eq, gte } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  approvalRules,
  enterpriseMessages,
  enterprises,
  orders,
  resourceTables,
  users,
} from "../../src/server/db/schema";
import { resourceByName } from "../../resources";
import { passTime } from "../helpers/pass-time";
import { testApp, type TestApp } from "../helpers/server-app";
import { dataOf, mallCall, newKey, payOrderCall, savePay } from "./mall-api";

/**
 * 审批与预算 as 丰收's people meet it (docs/b2b-controls.md): 马建军 (13800000008) buys under his rule (单笔限额 ¥5,000,
 * 月度预算, 初审 高秀英 13800000009, 终审 李春华 13800000002); an order beyond it waits, holding its stock, until
 * both approve it, one returns it, he withdraws it, or its hold runs out.
 */
const ADDRESS = { name: "马建军", phone: "13800000008", region: "河北省保定市定州市", detail: "东门饲料仓库" };
let t: TestApp;
const cookie: Record<string, string> = {};
const as = (login: string) => ({ cookie: cookie[login]! });
let goodsRow: { id: number; price: number };
let ruleId: number;
const goods = resourceTables.goods!;

/** An order of 马建军's at 绿野's shop for about `amount`, submitted and paid at once when its rule lets it. */
async function order(amount: number) {
  const quantity = Math.ceil(amount / goodsRow.price);
  const body = { submitKey: newKey(), address: ADDRESS, goodsId: goodsRow.id, quantity };
  const res = await savePay(t, body, as("13800000008"));
  expect(res.statusCode, res.body).toBe(200);
  return dataOf(res).list[0] as { id: number; status: string; total: number };
}
const approvalOf = async (orderId: number) => {
  const mine = dataOf(
    await t.call("purchaseApproval", "audience:requester:list", { pageSize: 100 }, as("13800000008")),
  );
  return mine.list.find((a: { orderId: number }) => a.orderId === orderId) as { id: number; status: string };
};
const todo = async (login: string) =>
  dataOf(await t.call("purchaseApproval", "audience:approver:list", { pageSize: 100 }, as(login))).list.map(
    (a: { id: number }) => a.id,
  );
const decide = (login: string, action: string, payload: Record<string, unknown>) =>
  t.call("purchaseApproval", action, payload, as(login));
const orderState = async (id: number) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0]!.status;
const stock = async () => Number((await t.db.select().from(goods).where(eq(goods.id, goodsRow.id)))[0]!.stock);
const rule = async () => (await t.db.select().from(approvalRules).where(eq(approvalRules.id, ruleId)))[0]!;
const messagesTo = async (phone: string) => {
  const [u] = await t.db.select().from(users).where(eq(users.phone, phone));
  return (await t.db.select().from(enterpriseMessages).where(eq(enterpriseMessages.userId, u!.id))).map((m) => m.title);
};

beforeAll(async () => {
  t = await testApp();
  for (const login of ["13800000001", "13800000002", "13800000008", "13800000009"])
    cookie[login] = await t.login(login);
  const [lvye] = await t.db.select().from(enterprises).where(eq(enterprises.name, "绿野饲料有限公司"));
  const [g] = await t.db
    .select()
    .from(goods)
    .where(
      and(
        eq(goods.enterpriseId, lvye!.id),
        eq(goods.systemId, 56),
        eq(goods.status, "on_sale"),
        gte(goods.stock, 2000),
      ),
    );
  const one = dataOf(await mallCall(t, "goodsDetail", { id: g!.id }));
  goodsRow = { id: g!.id, price: Number(one.skus?.[0]?.price ?? one.price) };
  const [r] = await t.db.select().from(approvalRules).where(eq(approvalRules.name, "马建军采购额度"));
  ruleId = r!.id;
});
afterAll(() => t?.close());

describe("an order beyond its buyer's rule", () => {
  it("is foretold on the checkout page: its data names the rule's limit, budget and what the month used", async () => {
    const init = dataOf(await mallCall(t, "orderInit", {}, as("13800000008")));
    const r = await rule();
    expect(init.approvalRule).toMatchObject({ name: "马建军采购额度", orderLimit: 5000, monthlyBudget: 60000 });
    expect(init.approvalRule.used).toBe(Number(r.budgetUsed ?? 0));
    // an administrator no rule names is told nothing
    expect(dataOf(await mallCall(t, "orderInit", {}, as("13800000001"))).approvalRule).toBeNull();
  });

  it("waits 待审批 with its stock held, is decided by 初审 then 终审, and is then placed and counted", async () => {
    const before = await stock();
    const usedBefore = Number((await rule()).budgetUsed ?? 0);
    const placed = await order(6200);
    // 提交并支付 pays nothing yet: the order waits for its approvers
    expect(placed.status).toBe("approving");
    expect(await stock()).toBeLessThan(before);
    const approval = await approvalOf(placed.id);
    expect(approval.status).toBe("first");
    expect(await todo("13800000009")).toContain(approval.id);
    expect(await todo("13800000002")).not.toContain(approval.id);
    expect(await messagesTo("13800000009")).toContainEqual(expect.stringContaining("待您审批"));
    // the buyer cannot pay a waiting order
    expect((await payOrderCall(t, placed.id, as("13800000008"))).statusCode).toBe(422);

    const passed = await decide("13800000009", "pass", { id: approval.id });
    expect(passed.statusCode, passed.body).toBe(200);
    expect(await todo("13800000002")).toContain(approval.id);
    expect(await messagesTo("13800000002")).toContainEqual(expect.stringContaining("待您终审"));
    const approved = await decide("13800000002", "approve", { id: approval.id });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(await orderState(placed.id)).toBe("unpaid");
    expect(Number((await rule()).budgetUsed)).toBeCloseTo(usedBefore + placed.total, 2);
    expect(await messagesTo("13800000008")).toContainEqual(expect.stringContaining("已审批通过"));
    expect((await payOrderCall(t, placed.id, as("13800000008"))).statusCode).toBe(200);
  });

  it("is returned with a reason: the order is cancelled, its stock given back, the buyer told why", async () => {
    const before = await stock();
    const placed = await order(7000);
    const approval = await approvalOf(placed.id);
    const blank = await decide("13800000009", "return", { id: approval.id });
    expect(blank.statusCode).toBe(422);
    const res = await decide("13800000009", "return", { id: approval.id, returnReason: "本月库存充足" });
    expect(res.statusCode, res.body).toBe(200);
    expect(await orderState(placed.id)).toBe("cancelled");
    expect(await stock()).toBe(before);
    expect(await messagesTo("13800000008")).toContainEqual(expect.stringContaining("被退回"));
  });

  it("lapses by itself when its hold runs out, releasing the stock", async () => {
    const before = await stock();
    const placed = await order(5600);
    const approval = await approvalOf(placed.id);
    // its 24 hours pass (for this row alone): the next call of the resource makes the move
    await passTime(t, resourceByName("purchaseApproval"), "@lapse", approval.id);
    expect((await approvalOf(placed.id)).status).toBe("lapsed");
    expect(await orderState(placed.id)).toBe("cancelled");
    expect(await stock()).toBe(before);
    expect(await todo("13800000009")).not.toContain(approval.id);
  });

  it("is withdrawn by its requester only, and nobody approves an order of their own", async () => {
    const placed = await order(5400);
    const approval = await approvalOf(placed.id);
    expect((await decide("13800000009", "withdraw", { id: approval.id })).statusCode).toBe(404);
    const res = await decide("13800000008", "withdraw", { id: approval.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(await orderState(placed.id)).toBe("cancelled");
  });
});

describe("the month's budget", () => {
  it("counts an order within the rule at once and gives it back when cancelled", async () => {
    const used = Number((await rule()).budgetUsed ?? 0);
    const body = {
      submitKey: newKey(),
      address: ADDRESS,
      goodsId: goodsRow.id,
      quantity: Math.ceil(1200 / goodsRow.price),
    };
    const placed = dataOf(await mallCall(t, "orderSave", body, as("13800000008"))).list[0];
    expect(placed.status).toBe("unpaid");
    expect(Number((await rule()).budgetUsed)).toBeCloseTo(used + Number(placed.total), 2);
    const cancelled = await mallCall(t, "orderCancel", { id: placed.id }, as("13800000008"));
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(Number((await rule()).budgetUsed)).toBeCloseTo(used, 2);
  });

  it("is never overspent by an approval: short of budget, the approver is told what is left", async () => {
    const placed = await order(6000);
    const approval = await approvalOf(placed.id);
    expect((await decide("13800000009", "pass", { id: approval.id })).statusCode).toBe(200);
    const used = Number((await rule()).budgetUsed ?? 0);
    const tight = await t.call("approvalRule", "update", { id: ruleId, monthlyBudget: used + 100 }, as("13800000002"));
    expect(tight.statusCode, tight.body).toBe(200);
    const res = await decide("13800000002", "approve", { id: approval.id });
    expect(res.statusCode).toBe(422);
    expect(res.json().msg).toContain("本月预算剩余 ¥100.00");
    expect(await orderState(placed.id)).toBe("approving");
  });
});
