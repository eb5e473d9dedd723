import { and, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resourceByName } from "../../resources";
import { orders, resourceTables } from "../../src/server/db/schema";
import { samplePayload } from "../helpers/server-samples";
import { testApp, type TestApp } from "../helpers/server-app";
import { dataOf, mallCall } from "./mall-api";

/**
 * Mall bids (docs/mall-bids.md): a seller with an audited 竞价业务 offers on another enterprise's published bid
 * before its deadline; the buyer accepts one offer, which becomes an unpaid mall order at the offered price,
 * and of two accepts racing on one bid exactly one wins.
 */
let t: TestApp;
let buyer: string;
let lvye: string;
let kangmu: string;
let operator: string;
const bid = resourceByName("bid");
const inDays = (d: number) => new Date(Date.now() + d * 86_400_000).toISOString();
const dateIn = (d: number) => inDays(d).slice(0, 10);

beforeAll(async () => {
  t = await testApp();
  [buyer, lvye, kangmu, operator] = [await t.login("13800000002"), await t.login("13800000001"), await t.login("13800000003"), await t.login("admin")];
});
afterAll(() => t?.close());

/** A bid of 丰收's, published unless told otherwise. */
async function publishedBid(publish = true): Promise<number> {
  const factoryId = dataOf(await t.call("factory", "list", { pageSize: 1 }, { cookie: buyer })).list[0].id;
  const made = await t.call("bid", "create", { ...samplePayload(bid, { factoryId }), deadline: inDays(3), quantity: 10 }, { cookie: buyer });
  expect(made.statusCode, made.body).toBe(200);
  const id = made.json().data.id as number;
  if (publish) expect((await t.call("bid", "publish", { id }, { cookie: buyer })).statusCode).toBe(200);
  return id;
}

async function goodsOf(cookie: string): Promise<number> {
  return dataOf(await t.call("goods", "list", { status: "on_sale", pageSize: 1 }, { cookie })).list[0].id;
}

const offer = (bidId: number, goodsId: number, unitPrice = 20) => ({ bidId, goodsId, unitPrice, quantity: 2, deliveryDate: dateIn(10), remark: "含税含运费" });

describe("mall bid offers", () => {
  it("a seller without an audited 竞价业务 is refused with a message telling it to register", async () => {
    const { bidBusiness } = resourceTables;
    const [e] = await t.db.select().from(bidBusiness).where(eq(bidBusiness.status, "approved"));
    await t.db.update(bidBusiness).set({ status: "submitted" } as never).where(eq(bidBusiness.id, e!.id));
    const who = e!.enterpriseId === (await enterpriseOf(lvye)) ? lvye : kangmu;
    const refused = await t.call("bidQuote", "create", offer(await publishedBid(), await goodsOf(who)), { cookie: who });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().msg).toContain("竞价业务登记");
    // the operator approves it in the console queue, and the seller may offer
    const queue = dataOf(await t.call("bidBusiness", "audience:operator:list", { status: "submitted", pageSize: 50 }, { cookie: operator }));
    expect(queue.list.map((x: { id: number }) => x.id)).toContain(e!.id);
    expect((await t.call("bidBusiness", "approve", { id: e!.id }, { cookie: who })).statusCode).toBe(404);
    expect((await t.call("bidBusiness", "approve", { id: e!.id }, { cookie: operator })).statusCode).toBe(200);
    expect((await t.call("bidQuote", "list", {}, { cookie: who })).statusCode).toBe(200);
  });

  it("a registration carries the enterprise's name and one per enterprise", async () => {
    const payload = samplePayload(resourceByName("bidBusiness"));
    const made = await t.call("bidBusiness", "create", payload, { cookie: buyer });
    expect(made.statusCode, made.body).toBe(200);
    expect(made.json().data).toMatchObject({ companyName: "丰收牧业合作社", status: "submitted" });
    const again = await t.call("bidBusiness", "create", payload, { cookie: buyer });
    expect(again.statusCode).toBe(422);
  });

  it("offers only on another enterprise's open bid, once, edited before the deadline; sellers never read each other's", async () => {
    const bidId = await publishedBid();
    const draft = await publishedBid(false);
    const goods = await goodsOf(lvye);
    expect((await t.call("bidQuote", "create", offer(draft, goods), { cookie: lvye })).json().errors).toEqual({ bidId: "竞价单不存在" });
    const made = await t.call("bidQuote", "create", offer(bidId, goods, 18.5), { cookie: lvye });
    expect(made.statusCode, made.body).toBe(200);
    expect(made.json().data).toMatchObject({ status: "submitted", totalAmount: 37, offerNo: expect.stringMatching(/^JJ\d{12}$/) });
    const id = made.json().data.id;
    expect((await t.call("bidQuote", "create", offer(bidId, goods), { cookie: lvye })).json().errors).toEqual({ bidId: "您已对该竞价单报价，请在我的竞价报价中修改" });
    const bad = await t.call("bidQuote", "create", { ...offer(bidId, await goodsOf(kangmu)), unitPrice: 0 }, { cookie: kangmu });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toContain("unitPrice");
    // another seller and the buyer's own bid list
    expect((await t.call("bidQuote", "get", { id }, { cookie: kangmu })).statusCode).toBe(404);
    expect((await t.call("bidQuote", "update", { id, unitPrice: 17 }, { cookie: lvye })).json().data.totalAmount).toBe(34);
    // the buyer reads it on its bid, not as its own row
    expect((await t.call("bidQuote", "get", { id }, { cookie: buyer })).statusCode).toBe(403);
    const read = dataOf(await t.call("bidQuote", "audience:buyer:get", { id }, { cookie: buyer }));
    expect(read).toMatchObject({ unitPrice: 17, bidId });
    expect((await t.call("bidQuote", "audience:buyer:get", { id }, { cookie: kangmu })).statusCode).toBe(404);
    // past the deadline the offer is fixed
    await t.db.update(resourceTables.bid!).set({ deadline: new Date(Date.now() - 1000) } as never).where(eq(resourceTables.bid!.id, bidId));
    const late = await t.call("bidQuote", "update", { id, unitPrice: 16 }, { cookie: lvye });
    expect([late.statusCode, late.json().msg]).toEqual([422, "该竞价单已截止报价"]);
  });

  it("the seller cannot accept its own offer; the buyer rejects with a reason", async () => {
    const bidId = await publishedBid();
    const id = dataOf(await t.call("bidQuote", "create", offer(bidId, await goodsOf(kangmu)), { cookie: kangmu })).id;
    const own = await t.call("bidQuote", "accept", { id }, { cookie: kangmu });
    expect(own.statusCode, own.body).toBe(404);
    expect((await t.call("bidQuote", "reject", { id }, { cookie: buyer })).statusCode).toBe(422);
    expect(dataOf(await t.call("bidQuote", "reject", { id, reason: "报价高于预算" }, { cookie: buyer })).status).toBe("rejected");
    expect((await t.call("bidQuote", "accept", { id }, { cookie: buyer })).statusCode).toBe(422);
    expect((await t.call("bidQuote", "update", { id, unitPrice: 3 }, { cookie: kangmu })).statusCode).toBe(422);
  });

  it("two offers accepted at once on one bid: exactly one is accepted and one order is made at the offered price", async () => {
    const bidId = await publishedBid();
    const a = dataOf(await t.call("bidQuote", "create", offer(bidId, await goodsOf(lvye), 21), { cookie: lvye }));
    const b = dataOf(await t.call("bidQuote", "create", offer(bidId, await goodsOf(kangmu), 19), { cookie: kangmu }));
    const answers = await Promise.all([a, b].map((o) => t.call("bidQuote", "accept", { id: o.id }, { cookie: buyer })));
    expect(answers.map((r) => r.statusCode).sort(), answers.map((r) => r.body).join()).toEqual([200, 422]);
    expect(answers.find((r) => r.statusCode === 422)!.json().msg).toMatch(/^(该竞价单已接受报价 JJ\d+，不能再接受其他报价|当前状态不允许此操作)$/);
    const both = dataOf(await t.call("bidQuote", "audience:buyer:list", { bidId, pageSize: 10 }, { cookie: buyer })).list as { id: number; status: string; orderNo: string | null }[];
    expect(both.map((x) => x.status).sort()).toEqual(["ordered", "rejected"]);
    const won = both.find((x) => x.status === "ordered")!;
    const made = await t.db.select().from(orders).where(like(orders.submitKey, "bid-quote-%"));
    const mine = made.filter((o) => [a.id, b.id].some((id) => o.submitKey === `bid-quote-${id}`));
    expect(mine).toHaveLength(1);
    const price = won.id === a.id ? 21 : 19;
    expect(mine[0]).toMatchObject({ orderNo: won.orderNo, status: "unpaid", total: price * 2, buyerEnterpriseId: await enterpriseOf(buyer) });
    expect(dataOf(await t.call("bid", "get", { id: bidId }, { cookie: buyer })).status).toBe("finished");
    // the buyer's 我的订单 and the seller's order list both hold it
    const buyerOrders = dataOf(await mallCall(t, "orderList", { pageSize: 50 }, { cookie: buyer }));
    expect(buyerOrders.list.map((o: { orderNo: string }) => o.orderNo)).toContain(won.orderNo);
    const seller = won.id === a.id ? lvye : kangmu;
    const sellerOrders = dataOf(await t.call("mallOrder", "list", { orderNo: won.orderNo }, { cookie: seller }));
    expect(sellerOrders.total).toBe(1);
    // the seller sees its offer accepted with the order's number
    expect(dataOf(await t.call("bidQuote", "get", { id: won.id }, { cookie: seller })).orderNo).toBe(won.orderNo);
  });
});

async function enterpriseOf(cookie: string): Promise<number> {
  return (await t.app.inject({ method: "GET", url: "/gw/agri.user.get/1.0", headers: { cookie } })).json().data.enterprise.id;
}
void and;
