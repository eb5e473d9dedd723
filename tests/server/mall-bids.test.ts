import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resourceByName } from "../../resources";
import { resourceTables } from "../../src/server/db/schema";
import { samplePayload } from "../helpers/server-samples";
import type { TestApp } from "../helpers/server-app";
import { dataOf, mallCall } from "./mall-api";
import { bidSteps, mallBidParties } from "./mall-bid-helpers";

/**
 * Mall bids (docs/mall-bids.md): a seller with an audited 竞价业务 offers on another enterprise's published bid
 * before its deadline, a line per line of the bid; the buyer's accepts are in mall-bid-accepts.test.ts.
 */
let t: TestApp;
let buyer: string;
let lvye: string;
let kangmu: string;
let operator: string;

beforeAll(async () => {
  ({ t, buyer, lvye, kangmu, operator } = await mallBidParties());
});
afterAll(() => t?.close());
const { publishedBid, goodsOf, offer, linesOfOffer, enterpriseOf } = bidSteps(() => ({ t, buyer }));

describe("mall bid offers", () => {
  it("a seller without an audited 竞价业务 is refused with a message telling it to register", async () => {
    const { bidBusiness } = resourceTables;
    const [e] = await t.db.select().from(bidBusiness).where(eq(bidBusiness.status, "approved"));
    await t.db
      .update(bidBusiness)
      .set({ status: "submitted" } as never)
      .where(eq(bidBusiness.id, e!.id));
    const who = e!.enterpriseId === (await enterpriseOf(lvye)) ? lvye : kangmu;
    const refused = await t.call("bidQuote", "create", await offer(await publishedBid(), await goodsOf(who), who), {
      cookie: who,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().msg).toContain("竞价业务登记");
    // the operator approves it in the console queue, and the seller may offer
    const queue = dataOf(
      await t.call(
        "bidBusiness",
        "audience:operator:list",
        { status: "submitted", pageSize: 50 },
        { cookie: operator },
      ),
    );
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
    expect(
      (
        await t.call("bidQuote", "create", { ...(await offer(bidId, goods, lvye)), bidId: draft }, { cookie: lvye })
      ).json().errors,
    ).toEqual({ bidId: "竞价单不存在" });
    const payload = await offer(bidId, goods, lvye, 18.5);
    // every line of the bid is answered, each by its own line
    const short = await t.call(
      "bidQuote",
      "create",
      { ...payload, lines: payload.lines.slice(0, 1) },
      { cookie: lvye },
    );
    expect([short.statusCode, Object.keys(short.json().errors)]).toEqual([422, ["lines"]]);
    // a line offers the seller's own goods on sale, never another's
    const foreign = await t.call(
      "bidQuote",
      "create",
      { ...payload, lines: payload.lines.map((l, i) => (i ? { ...l, goodsId: 0 } : l)) },
      { cookie: lvye },
    );
    expect(foreign.statusCode).toBe(422);
    const theirs = await t.call(
      "bidQuote",
      "create",
      { ...payload, lines: payload.lines.map((l, i) => (i ? { ...l, goodsId: 1_000_000 } : l)) },
      { cookie: lvye },
    );
    expect(theirs.statusCode).toBe(422);
    const made = await t.call("bidQuote", "create", payload, { cookie: lvye });
    expect(made.statusCode, made.body).toBe(200);
    expect(made.json().data).toMatchObject({
      status: "submitted",
      totalAmount: 74,
      offerNo: expect.stringMatching(/^JJ\d{12}$/),
    });
    const id = made.json().data.id;
    expect((await t.call("bidQuote", "create", payload, { cookie: lvye })).json().errors).toEqual({
      bidId: "您已对该竞价单报价，请在我的竞价报价中修改",
    });
    const bad = await offer(bidId, await goodsOf(kangmu), kangmu);
    const zero = await t.call(
      "bidQuote",
      "create",
      { ...bad, lines: bad.lines.map((l) => ({ ...l, unitPrice: 0 })) },
      { cookie: kangmu },
    );
    expect(zero.statusCode).toBe(422);
    expect(Object.keys(zero.json().errors)).toContain("lines.0.unitPrice");
    // another seller and the buyer's own bid list
    expect((await t.call("bidQuote", "get", { id }, { cookie: kangmu })).statusCode).toBe(404);
    const mine = await linesOfOffer(id, lvye);
    const repriced = await t.call(
      "bidQuote",
      "update",
      {
        id,
        lines: mine.map((l) => ({
          id: l.id,
          sourceLineId: l.sourceLineId,
          goodsId: goods,
          unitPrice: 17,
          supplyQuantity: 2,
        })),
      },
      { cookie: lvye },
    );
    expect(repriced.json().data.totalAmount, repriced.body).toBe(68);
    // the buyer reads it on its bid, not as its own row: the goods asked and the seller's goods offered
    expect((await t.call("bidQuote", "get", { id }, { cookie: buyer })).statusCode).toBe(403);
    const read = dataOf(await t.call("bidQuote", "audience:buyer:get", { id }, { cookie: buyer }));
    expect(read).toMatchObject({ totalAmount: 68, bidId });
    expect(read.lines[0]).toMatchObject({
      goodsName: "聚维酮碘溶液",
      unitPrice: 17,
      supplyQuantity: 2,
      refLabels: { goodsId: expect.any(String) },
    });
    expect((await t.call("bidQuote", "audience:buyer:get", { id }, { cookie: kangmu })).statusCode).toBe(404);
    // past the deadline the offer is fixed
    await t.db
      .update(resourceTables.bid!)
      .set({ deadline: new Date(Date.now() - 1000) } as never)
      .where(eq(resourceTables.bid!.id, bidId));
    const late = await t.call("bidQuote", "update", { id, remark: "降价" }, { cookie: lvye });
    expect([late.statusCode, late.json().msg]).toEqual([422, "该竞价单已截止报价"]);
  });

  it("a bid names tags of the platform's tag tree, shown by name; an unknown tag is refused on the field", async () => {
    const tree = dataOf(await mallCall(t, "bidTagTree", {}, {})).list as {
      code: string;
      name: string;
      children?: { code: string; name: string }[];
    }[];
    expect(tree.map((g) => g.name)).toEqual(["供货方式", "资质要求", "付款方式", "配送要求"]);
    const quality = dataOf(await mallCall(t, "bidTagList", { parentCode: "quality" }, {})).list as {
      code: string;
      name: string;
    }[];
    expect(quality.map((q) => q.name)).toContain("需检验报告");
    const id = await publishedBid(false);
    const bad = await t.call("bid", "update", { id, tags: ["quality.report", "quality.nosuch"] }, { cookie: buyer });
    expect([bad.statusCode, bad.json().errors]).toEqual([422, { tags: "竞价标签“quality.nosuch”不存在，请重新选择" }]);
    const good = await t.call("bid", "update", { id, tags: ["quality.report", "pay.monthly"] }, { cookie: buyer });
    expect(good.statusCode, good.body).toBe(200);
    expect(good.json().data).toMatchObject({
      tags: ["quality.report", "pay.monthly"],
      refLabels: { tags: "需检验报告、月结" },
    });
    // the list finds the bids naming a tag
    const listed = dataOf(await t.call("bid", "list", { tags: "pay.monthly", pageSize: 50 }, { cookie: buyer }))
      .list as { id: number }[];
    expect(listed.map((b) => b.id)).toContain(id);
  });

  it("a seller may leave lines blank, never half filled, and offers on one line at least", async () => {
    const bidId = await publishedBid();
    const payload = await offer(bidId, await goodsOf(kangmu), kangmu, 30);
    const half = await t.call(
      "bidQuote",
      "create",
      { ...payload, lines: [payload.lines[0], { sourceLineId: payload.lines[1]!.sourceLineId, unitPrice: 5 }] },
      { cookie: kangmu },
    );
    expect([half.statusCode, half.json().errors]).toEqual([
      422,
      { "lines.1.goodsId": "请选择供货商品", "lines.1.supplyQuantity": "请输入供货数量" },
    ]);
    const none = await t.call(
      "bidQuote",
      "create",
      { ...payload, lines: payload.lines.map((l) => ({ sourceLineId: l.sourceLineId })) },
      { cookie: kangmu },
    );
    expect([none.statusCode, none.json().errors]).toEqual([422, { "lines.0.goodsId": "请至少对一项采购明细报价" }]);
    const one = await t.call(
      "bidQuote",
      "create",
      { ...payload, lines: [payload.lines[0], { sourceLineId: payload.lines[1]!.sourceLineId }] },
      { cookie: kangmu },
    );
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json().data.totalAmount).toBe(60);
    // the blank line is not there to accept; accepting the whole offer takes only the line offered on
    const blankLine = one.json().data.lines[1].id as number;
    const picked = await t.call(
      "bidQuote",
      "accept",
      { id: one.json().data.id, acceptedLines: [blankLine] },
      { cookie: buyer },
    );
    expect([picked.statusCode, Object.keys(picked.json().errors ?? {})]).toEqual([422, ["acceptedLines"]]);
    const accepted = await t.call("bidQuote", "accept", { id: one.json().data.id }, { cookie: buyer });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().data.acceptedLines).toHaveLength(1);
    expect(dataOf(await t.call("bid", "get", { id: bidId }, { cookie: buyer })).status).toBe("bidding");
  });

  it("an offer's goods must be of the bid's 商品类目: a feed on a 兽药 line is refused on that line, by name", async () => {
    const bidId = await publishedBid();
    const feed = dataOf(
      await t.call("goods", "list", { status: "on_sale", category: "饲料", pageSize: 1 }, { cookie: lvye }),
    ).list[0] as { id: number; name: string };
    const payload = await offer(bidId, await goodsOf(lvye), lvye);
    const wrong = { ...payload, lines: [payload.lines[0], { ...payload.lines[1]!, goodsId: feed.id }] };
    const refused = await t.call("bidQuote", "create", wrong, { cookie: lvye });
    expect([refused.statusCode, refused.json().errors]).toEqual([
      422,
      { "lines.1.goodsId": `第2行「伊维菌素注射液」须报「兽药」类目的商品，「${feed.name}」属于「饲料」` },
    ]);
    // of the bid's category it is taken; an edit that swaps in the feed is refused the same way
    const made = await t.call("bidQuote", "create", payload, { cookie: lvye });
    expect(made.statusCode, made.body).toBe(200);
    const lines = made.json().data.lines as { id: number; sourceLineId: number }[];
    const edit = await t.call(
      "bidQuote",
      "update",
      {
        id: made.json().data.id,
        lines: lines.map((l, i) => ({
          id: l.id,
          sourceLineId: l.sourceLineId,
          goodsId: i === 0 ? feed.id : payload.lines[i]!.goodsId,
          unitPrice: 20,
          supplyQuantity: 2,
        })),
      },
      { cookie: lvye },
    );
    expect([edit.statusCode, edit.json().errors]).toEqual([
      422,
      { "lines.0.goodsId": `第1行「聚维酮碘溶液」须报「兽药」类目的商品，「${feed.name}」属于「饲料」` },
    ]);
  });
});
