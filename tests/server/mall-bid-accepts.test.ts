import { eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderLines, orders } from "../../src/server/db/schema";
import type { TestApp } from "../helpers/server-app";
import { dataOf, mallCall } from "./mall-api";
import { bidSteps, mallBidParties } from "./mall-bid-helpers";

/**
 * Accepting mall bid offers (docs/mall-bids.md): the buyer accepts lines of an offer, which become an unpaid mall
 * order at the offered prices, or rejects it with a reason; each bid line is won once, however many accepts race.
 */
let t: TestApp;
let buyer: string;
let lvye: string;
let kangmu: string;

beforeAll(async () => {
  ({ t, buyer, lvye, kangmu } = await mallBidParties());
});
afterAll(() => t?.close());
const { publishedBid, goodsOf, bidLinesOf, offer, linesOfOffer, enterpriseOf } = bidSteps(() => ({ t, buyer }));

describe("mall bid offers", () => {
  it("the seller cannot accept its own offer; the buyer rejects with a reason", async () => {
    const bidId = await publishedBid();
    const id = dataOf(
      await t.call("bidQuote", "create", await offer(bidId, await goodsOf(kangmu), kangmu), { cookie: kangmu }),
    ).id;
    const own = await t.call("bidQuote", "accept", { id }, { cookie: kangmu });
    expect(own.statusCode, own.body).toBe(404);
    expect((await t.call("bidQuote", "reject", { id }, { cookie: buyer })).statusCode).toBe(422);
    expect(dataOf(await t.call("bidQuote", "reject", { id, reason: "报价高于预算" }, { cookie: buyer })).status).toBe(
      "rejected",
    );
    expect((await t.call("bidQuote", "accept", { id }, { cookie: buyer })).statusCode).toBe(422);
    expect((await t.call("bidQuote", "update", { id, remark: "再议" }, { cookie: kangmu })).statusCode).toBe(422);
  });

  it("two offers accepted at once on the same bid lines: exactly one wins, and one order is made at its offered prices", async () => {
    const bidId = await publishedBid();
    const a = dataOf(
      await t.call("bidQuote", "create", await offer(bidId, await goodsOf(lvye), lvye, 21), { cookie: lvye }),
    );
    const b = dataOf(
      await t.call("bidQuote", "create", await offer(bidId, await goodsOf(kangmu), kangmu, 19), { cookie: kangmu }),
    );
    // the buyer's 比价表 and the refusal below name offers by number: two sellers' offers never share one
    expect(a.offerNo).not.toBe(b.offerNo);
    const answers = await Promise.all([a, b].map((o) => t.call("bidQuote", "accept", { id: o.id }, { cookie: buyer })));
    expect(answers.map((r) => r.statusCode).sort(), answers.map((r) => r.body).join()).toEqual([200, 422]);
    expect(answers.find((r) => r.statusCode === 422)!.json().msg).toMatch(
      /^(「聚维酮碘溶液」已接受报价 JJ\d+，请取消勾选该明细|当前状态不允许此操作)$/,
    );
    const both = dataOf(await t.call("bidQuote", "audience:buyer:list", { bidId, pageSize: 10 }, { cookie: buyer }))
      .list as { id: number; status: string; orderNo: string | null }[];
    expect(both.map((x) => x.status).sort()).toEqual(["ordered", "rejected"]);
    const won = both.find((x) => x.status === "ordered")!;
    const made = await t.db.select().from(orders).where(like(orders.submitKey, "bid-quote-%"));
    const mine = made.filter((o) => [a.id, b.id].some((id) => o.submitKey === `bid-quote-${id}`));
    expect(mine).toHaveLength(1);
    const price = won.id === a.id ? 21 : 19;
    // both lines, 2 each at the offered price
    expect(mine[0]).toMatchObject({
      orderNo: won.orderNo,
      status: "unpaid",
      total: price * 4,
      buyerEnterpriseId: await enterpriseOf(buyer),
    });
    expect(await t.db.select().from(orderLines).where(eq(orderLines.parentId, mine[0]!.id))).toHaveLength(2);
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

  it("a bid is split line by line: each line is won once, and the bid ends when every line is won", async () => {
    const bidId = await publishedBid();
    const [first, second] = await bidLinesOf(bidId, lvye);
    const a = dataOf(
      await t.call("bidQuote", "create", await offer(bidId, await goodsOf(lvye), lvye, 21), { cookie: lvye }),
    );
    const b = dataOf(
      await t.call("bidQuote", "create", await offer(bidId, await goodsOf(kangmu), kangmu, 19), { cookie: kangmu }),
    );
    const lineOf = async (o: { id: number }, source: number) =>
      (await linesOfOffer(o.id, o.id === a.id ? lvye : kangmu)).find((l) => l.sourceLineId === source)!.id;
    // 绿野 wins the first line only
    const took = await t.call(
      "bidQuote",
      "accept",
      { id: a.id, acceptedLines: [await lineOf(a, first!)] },
      { cookie: buyer },
    );
    expect(took.statusCode, took.body).toBe(200);
    expect(took.json().data).toMatchObject({ status: "ordered", acceptedLines: [await lineOf(a, first!)] });
    const [orderA] = await t.db
      .select()
      .from(orders)
      .where(eq(orders.submitKey, `bid-quote-${a.id}`));
    expect(orderA).toMatchObject({ total: 42 });
    expect(dataOf(await t.call("bid", "get", { id: bidId }, { cookie: buyer })).status).toBe("bidding");
    // 康牧's offer stays open for the second line; its first line is taken
    expect(dataOf(await t.call("bidQuote", "audience:buyer:get", { id: b.id }, { cookie: buyer })).status).toBe(
      "submitted",
    );
    const again = await t.call(
      "bidQuote",
      "accept",
      { id: b.id, acceptedLines: [await lineOf(b, first!), await lineOf(b, second!)] },
      { cookie: buyer },
    );
    expect([again.statusCode, again.json().errors?.acceptedLines]).toEqual([
      422,
      expect.stringContaining("「聚维酮碘溶液」已接受报价"),
    ]);
    const rest = await t.call(
      "bidQuote",
      "accept",
      { id: b.id, acceptedLines: [await lineOf(b, second!)] },
      { cookie: buyer },
    );
    expect(rest.statusCode, rest.body).toBe(200);
    const [orderB] = await t.db
      .select()
      .from(orders)
      .where(eq(orders.submitKey, `bid-quote-${b.id}`));
    expect(orderB).toMatchObject({ total: 38 });
    expect(dataOf(await t.call("bid", "get", { id: bidId }, { cookie: buyer })).status).toBe("finished");
  });
});
