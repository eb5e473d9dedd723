import { and, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resourceByName } from "../../resources";
import { orderLines, orders, resourceTables } from "../../src/server/db/schema";
import { samplePayload } from "../helpers/server-samples";
import { testApp, type TestApp } from "../helpers/server-app";
import { dataOf, mallCall } from "./mall-api";

/**
 * Mall bids (docs/mall-bids.md): a seller with an audited 竞价业务 offers on another enterprise's published bid
 * before its deadline, a line per line of the bid; the buyer accepts lines of an offer, which become an unpaid
 * mall order at the offered prices; each bid line is won once, however many accepts race for it.
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

/** A 兽药 bid of 丰收's with two lines (both sellers sell 兽药), published unless told otherwise. */
async function publishedBid(publish = true): Promise<number> {
  const factoryId = dataOf(await t.call("factory", "list", { pageSize: 1 }, { cookie: buyer })).list[0].id;
  const lines = [
    { goodsName: "聚维酮碘溶液", spec: "1000ml/瓶", quantity: 200, unit: "瓶", budgetPrice: 17 },
    { goodsName: "伊维菌素注射液", quantity: 100, unit: "瓶" },
  ];
  const made = await t.call("bid", "create", { ...samplePayload(bid, { factoryId }), category: "兽药", lines, deadline: inDays(3) }, { cookie: buyer });
  expect(made.statusCode, made.body).toBe(200);
  const id = made.json().data.id as number;
  if (publish) expect((await t.call("bid", "publish", { id }, { cookie: buyer })).statusCode).toBe(200);
  return id;
}

/** The seller's first goods on sale of the category (the bids here are 兽药). */
async function goodsOf(cookie: string, category = "兽药"): Promise<number> {
  return dataOf(await t.call("goods", "list", { status: "on_sale", category, pageSize: 1 }, { cookie })).list[0].id;
}

/** The bid's line ids, as a seller reads the bid it offers on. */
async function bidLinesOf(bidId: number, cookie: string): Promise<number[]> {
  const read = await t.call("bid", "audience:sellers:get", { id: bidId }, { cookie });
  return read.statusCode === 200 ? read.json().data.lines.map((l: { id: number }) => l.id) : [0, 0];
}

/** An offer answering every line of the bid with one goods, at `unitPrice` each, 2 of each. */
async function offer(bidId: number, goodsId: number, cookie: string, unitPrice = 20) {
  const lines = (await bidLinesOf(bidId, cookie)).map((sourceLineId) => ({ sourceLineId, goodsId, unitPrice, supplyQuantity: 2 }));
  return { bidId, lines, deliveryDate: dateIn(10), remark: "含税含运费" };
}

/** The offer's lines as its seller reads them. */
const linesOfOffer = async (id: number, cookie: string) => dataOf(await t.call("bidQuote", "get", { id }, { cookie })).lines as { id: number; sourceLineId: number; unitPrice: number }[];

describe("mall bid offers", () => {
  it("a seller without an audited 竞价业务 is refused with a message telling it to register", async () => {
    const { bidBusiness } = resourceTables;
    const [e] = await t.db.select().from(bidBusiness).where(eq(bidBusiness.status, "approved"));
    await t.db.update(bidBusiness).set({ status: "submitted" } as never).where(eq(bidBusiness.id, e!.id));
    const who = e!.enterpriseId === (await enterpriseOf(lvye)) ? lvye : kangmu;
    const refused = await t.call("bidQuote", "create", await offer(await publishedBid(), await goodsOf(who), who), { cookie: who });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().msg).toContain("竞价业务登记");
    // the operator approves it in the console queue, and the seller may offer
    const queue = dataOf(await t.call("bidBusiness", "audience:operator:list", { status: "submitted", pageSize: 50 }, { cookie: operator }));
    expect(queue.list.map((x: { id: number }) => x.id)).toContain(e!.id);
    expect((await t.call("bidBusiness", "approve", { id: e!.id }, { cookie: who })).statusCode).toBe(403);
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

  it("offers only on another enterprise's open bid, once, a line per bid line, edited before the deadline; sellers never read each other's", async () => {
    const bidId = await publishedBid();
    const draft = await publishedBid(false);
    const goods = await goodsOf(lvye);
    expect((await t.call("bidQuote", "create", { ...(await offer(bidId, goods, lvye)), bidId: draft }, { cookie: lvye })).json().errors).toEqual({ bidId: "竞价单不存在" });
    const payload = await offer(bidId, goods, lvye, 18.5);
    // every line of the bid is answered, each by its own line
    const short = await t.call("bidQuote", "create", { ...payload, lines: payload.lines.slice(0, 1) }, { cookie: lvye });
    expect([short.statusCode, Object.keys(short.json().errors)]).toEqual([422, ["lines"]]);
    // a line offers the seller's own goods on sale, never another's
    const foreign = await t.call("bidQuote", "create", { ...payload, lines: payload.lines.map((l, i) => (i ? { ...l, goodsId: 0 } : l)) }, { cookie: lvye });
    expect(foreign.statusCode).toBe(422);
    const theirs = await t.call("bidQuote", "create", { ...payload, lines: payload.lines.map((l, i) => (i ? { ...l, goodsId: 1_000_000 } : l)) }, { cookie: lvye });
    expect(theirs.statusCode).toBe(422);
    const made = await t.call("bidQuote", "create", payload, { cookie: lvye });
    expect(made.statusCode, made.body).toBe(200);
    expect(made.json().data).toMatchObject({ status: "submitted", totalAmount: 74, offerNo: expect.stringMatching(/^JJ\d{12}$/) });
    const id = made.json().data.id;
    expect((await t.call("bidQuote", "create", payload, { cookie: lvye })).json().errors).toEqual({ bidId: "您已对该竞价单报价，请在我的竞价报价中修改" });
    const bad = await offer(bidId, await goodsOf(kangmu), kangmu);
    const zero = await t.call("bidQuote", "create", { ...bad, lines: bad.lines.map((l) => ({ ...l, unitPrice: 0 })) }, { cookie: kangmu });
    expect(zero.statusCode).toBe(422);
    expect(Object.keys(zero.json().errors)).toContain("lines.0.unitPrice");
    // another seller and the buyer's own bid list
    expect((await t.call("bidQuote", "get", { id }, { cookie: kangmu })).statusCode).toBe(404);
    const mine = await linesOfOffer(id, lvye);
    const repriced = await t.call("bidQuote", "update", { id, lines: mine.map((l) => ({ id: l.id, sourceLineId: l.sourceLineId, goodsId: goods, unitPrice: 17, supplyQuantity: 2 })) }, { cookie: lvye });
    expect(repriced.json().data.totalAmount, repriced.body).toBe(68);
    // the buyer reads it on its bid, not as its own row: the goods asked and the seller's goods offered
    expect((await t.call("bidQuote", "get", { id }, { cookie: buyer })).statusCode).toBe(403);
    const read = dataOf(await t.call("bidQuote", "audience:buyer:get", { id }, { cookie: buyer }));
    expect(read).toMatchObject({ totalAmount: 68, bidId });
    expect(read.lines[0]).toMatchObject({ goodsName: "聚维酮碘溶液", unitPrice: 17, supplyQuantity: 2, refLabels: { goodsId: expect.any(String) } });
    expect((await t.call("bidQuote", "audience:buyer:get", { id }, { cookie: kangmu })).statusCode).toBe(404);
    // past the deadline the offer is fixed
    await t.db.update(resourceTables.bid!).set({ deadline: new Date(Date.now() - 1000) } as never).where(eq(resourceTables.bid!.id, bidId));
    const late = await t.call("bidQuote", "update", { id, remark: "降价" }, { cookie: lvye });
    expect([late.statusCode, late.json().msg]).toEqual([422, "该竞价单已截止报价"]);
  });

  it("a bid names tags of the platform's tag tree, shown by name; an unknown tag is refused on the field", async () => {
    const tree = dataOf(await mallCall(t, "bidTagTree", {}, {})).list as { code: string; name: string; children?: { code: string; name: string }[] }[];
    expect(tree.map((g) => g.name)).toEqual(["供货方式", "资质要求", "付款方式", "配送要求"]);
    const quality = dataOf(await mallCall(t, "bidTagList", { parentCode: "quality" }, {})).list as { code: string; name: string }[];
    expect(quality.map((q) => q.name)).toContain("需检验报告");
    const id = await publishedBid(false);
    const bad = await t.call("bid", "update", { id, tags: ["quality.report", "quality.nosuch"] }, { cookie: buyer });
    expect([bad.statusCode, bad.json().errors]).toEqual([422, { tags: "竞价标签“quality.nosuch”不存在，请重新选择" }]);
    const good = await t.call("bid", "update", { id, tags: ["quality.report", "pay.monthly"] }, { cookie: buyer });
    expect(good.statusCode, good.body).toBe(200);
    expect(good.json().data).toMatchObject({ tags: ["quality.report", "pay.monthly"], refLabels: { tags: "需检验报告、月结" } });
    // the list finds the bids naming a tag
    const listed = dataOf(await t.call("bid", "list", { tags: "pay.monthly", pageSize: 50 }, { cookie: buyer })).list as { id: number }[];
    expect(listed.map((b) => b.id)).toContain(id);
  });

  it("a seller may leave lines blank, never half filled, and offers on one line at least", async () => {
    const bidId = await publishedBid();
    const payload = await offer(bidId, await goodsOf(kangmu), kangmu, 30);
    const half = await t.call("bidQuote", "create", { ...payload, lines: [payload.lines[0], { sourceLineId: payload.lines[1]!.sourceLineId, unitPrice: 5 }] }, { cookie: kangmu });
    expect([half.statusCode, half.json().errors]).toEqual([422, { "lines.1.goodsId": "请选择供货商品", "lines.1.supplyQuantity": "请输入供货数量" }]);
    const none = await t.call("bidQuote", "create", { ...payload, lines: payload.lines.map((l) => ({ sourceLineId: l.sourceLineId })) }, { cookie: kangmu });
    expect([none.statusCode, none.json().errors]).toEqual([422, { "lines.0.goodsId": "请至少对一项采购明细报价" }]);
    const one = await t.call("bidQuote", "create", { ...payload, lines: [payload.lines[0], { sourceLineId: payload.lines[1]!.sourceLineId }] }, { cookie: kangmu });
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json().data.totalAmount).toBe(60);
    // the blank line is not there to accept; accepting the whole offer takes only the line offered on
    const blankLine = one.json().data.lines[1].id as number;
    const picked = await t.call("bidQuote", "accept", { id: one.json().data.id, acceptedLines: [blankLine] }, { cookie: buyer });
    expect([picked.statusCode, Object.keys(picked.json().errors ?? {})]).toEqual([422, ["acceptedLines"]]);
    const accepted = await t.call("bidQuote", "accept", { id: one.json().data.id }, { cookie: buyer });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().data.acceptedLines).toHaveLength(1);
    expect(dataOf(await t.call("bid", "get", { id: bidId }, { cookie: buyer })).status).toBe("bidding");
  });

  it("an offer's goods must be of the bid's 商品类目: a feed on a 兽药 line is refused on that line, by name", async () => {
    const bidId = await publishedBid();
    const feed = dataOf(await t.call("goods", "list", { status: "on_sale", category: "饲料", pageSize: 1 }, { cookie: lvye })).list[0] as { id: number; name: string };
    const payload = await offer(bidId, await goodsOf(lvye), lvye);
    const wrong = { ...payload, lines: [payload.lines[0], { ...payload.lines[1]!, goodsId: feed.id }] };
    const refused = await t.call("bidQuote", "create", wrong, { cookie: lvye });
    expect([refused.statusCode, refused.json().errors]).toEqual([422, { "lines.1.goodsId": `第2行「伊维菌素注射液」须报「兽药」类目的商品，「${feed.name}」属于「饲料」` }]);
    // of the bid's category it is taken; an edit that swaps in the feed is refused the same way
    const made = await t.call("bidQuote", "create", payload, { cookie: lvye });
    expect(made.statusCode, made.body).toBe(200);
    const lines = made.json().data.lines as { id: number; sourceLineId: number }[];
    const edit = await t.call("bidQuote", "update", { id: made.json().data.id, lines: lines.map((l, i) => ({ id: l.id, sourceLineId: l.sourceLineId, goodsId: i === 0 ? feed.id : payload.lines[i]!.goodsId, unitPrice: 20, supplyQuantity: 2 })) }, { cookie: lvye });
    expect([edit.statusCode, edit.json().errors]).toEqual([422, { "lines.0.goodsId": `第1行「聚维酮碘溶液」须报「兽药」类目的商品，「${feed.name}」属于「饲料」` }]);
  });

  it("the seller cannot accept its own offer; the buyer rejects with a reason", async () => {
    const bidId = await publishedBid();
    const id = dataOf(await t.call("bidQuote", "create", await offer(bidId, await goodsOf(kangmu), kangmu), { cookie: kangmu })).id;
    const own = await t.call("bidQuote", "accept", { id }, { cookie: kangmu });
    expect(own.statusCode, own.body).toBe(404);
    expect((await t.call("bidQuote", "reject", { id }, { cookie: buyer })).statusCode).toBe(422);
    expect(dataOf(await t.call("bidQuote", "reject", { id, reason: "报价高于预算" }, { cookie: buyer })).status).toBe("rejected");
    expect((await t.call("bidQuote", "accept", { id }, { cookie: buyer })).statusCode).toBe(422);
    expect((await t.call("bidQuote", "update", { id, remark: "再议" }, { cookie: kangmu })).statusCode).toBe(422);
  });

  it("two offers accepted at once on the same bid lines: exactly one wins, and one order is made at its offered prices", async () => {
    const bidId = await publishedBid();
    const a = dataOf(await t.call("bidQuote", "create", await offer(bidId, await goodsOf(lvye), lvye, 21), { cookie: lvye }));
    const b = dataOf(await t.call("bidQuote", "create", await offer(bidId, await goodsOf(kangmu), kangmu, 19), { cookie: kangmu }));
    // the buyer's 比价表 and the refusal below name offers by number: two sellers' offers never share one
    expect(a.offerNo).not.toBe(b.offerNo);
    const answers = await Promise.all([a, b].map((o) => t.call("bidQuote", "accept", { id: o.id }, { cookie: buyer })));
    expect(answers.map((r) => r.statusCode).sort(), answers.map((r) => r.body).join()).toEqual([200, 422]);
    expect(answers.find((r) => r.statusCode === 422)!.json().msg).toMatch(/^(「聚维酮碘溶液」已接受报价 JJ\d+，请取消勾选该明细|当前状态不允许此操作)$/);
    const both = dataOf(await t.call("bidQuote", "audience:buyer:list", { bidId, pageSize: 10 }, { cookie: buyer })).list as { id: number; status: string; orderNo: string | null }[];
    expect(both.map((x) => x.status).sort()).toEqual(["ordered", "rejected"]);
    const won = both.find((x) => x.status === "ordered")!;
    const made = await t.db.select().from(orders).where(like(orders.submitKey, "bid-quote-%"));
    const mine = made.filter((o) => [a.id, b.id].some((id) => o.submitKey === `bid-quote-${id}`));
    expect(mine).toHaveLength(1);
    const price = won.id === a.id ? 21 : 19;
    // both lines, 2 each at the offered price
    expect(mine[0]).toMatchObject({ orderNo: won.orderNo, status: "unpaid", total: price * 4, buyerEnterpriseId: await enterpriseOf(buyer) });
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
    const a = dataOf(await t.call("bidQuote", "create", await offer(bidId, await goodsOf(lvye), lvye, 21), { cookie: lvye }));
    const b = dataOf(await t.call("bidQuote", "create", await offer(bidId, await goodsOf(kangmu), kangmu, 19), { cookie: kangmu }));
    const lineOf = async (o: { id: number }, source: number) => (await linesOfOffer(o.id, o.id === a.id ? lvye : kangmu)).find((l) => l.sourceLineId === source)!.id;
    // 绿野 wins the first line only
    const took = await t.call("bidQuote", "accept", { id: a.id, acceptedLines: [await lineOf(a, first!)] }, { cookie: buyer });
    expect(took.statusCode, took.body).toBe(200);
    expect(took.json().data).toMatchObject({ status: "ordered", acceptedLines: [await lineOf(a, first!)] });
    const [orderA] = await t.db.select().from(orders).where(eq(orders.submitKey, `bid-quote-${a.id}`));
    expect(orderA).toMatchObject({ total: 42 });
    expect(dataOf(await t.call("bid", "get", { id: bidId }, { cookie: buyer })).status).toBe("bidding");
    // 康牧's offer stays open for the second line; its first line is taken
    expect(dataOf(await t.call("bidQuote", "audience:buyer:get", { id: b.id }, { cookie: buyer })).status).toBe("submitted");
    const again = await t.call("bidQuote", "accept", { id: b.id, acceptedLines: [await lineOf(b, first!), await lineOf(b, second!)] }, { cookie: buyer });
    expect([again.statusCode, again.json().errors?.acceptedLines]).toEqual([422, expect.stringContaining("「聚维酮碘溶液」已接受报价")]);
    const rest = await t.call("bidQuote", "accept", { id: b.id, acceptedLines: [await lineOf(b, second!)] }, { cookie: buyer });
    expect(rest.statusCode, rest.body).toBe(200);
    const [orderB] = await t.db.select().from(orders).where(eq(orders.submitKey, `bid-quote-${b.id}`));
    expect(orderB).toMatchObject({ total: 38 });
    expect(dataOf(await t.call("bid", "get", { id: bidId }, { cookie: buyer })).status).toBe("finished");
  });
});

async function enterpriseOf(cookie: string): Promise<number> {
  return (await t.app.inject({ method: "GET", url: "/gw/agri.user.get/1.0", headers: { cookie } })).json().data.enterprise.id;
}
void and;
