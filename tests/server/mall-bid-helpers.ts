import { expect } from "vitest";
import { resourceByName } from "../../resources";
import { samplePayload } from "../helpers/server-samples";
import { testApp, type TestApp } from "../helpers/server-app";
import { dataOf } from "./mall-api";

const bid = resourceByName("bid");
const inDays = (d: number) => new Date(Date.now() + d * 86_400_000).toISOString();
const dateIn = (d: number) => inDays(d).slice(0, 10);

/** A fresh app with 丰收 (the buyer), 绿野 and 康牧 (sellers with an audited 竞价业务) and the operator signed in. */
export async function mallBidParties() {
  const t = await testApp();
  const [buyer, lvye, kangmu, operator] = [
    await t.login("13800000002"),
    await t.login("13800000001"),
    await t.login("13800000003"),
    await t.login("admin"),
  ];
  return { t, buyer, lvye, kangmu, operator };
}

/** The steps of a mall bid's tests, on the app and buyer a file's beforeAll signed in (read when a step runs). */
export function bidSteps(on: () => { t: TestApp; buyer: string }) {
  /** A 兽药 bid of 丰收's with two lines (both sellers sell 兽药), published unless told otherwise. */
  async function publishedBid(publish = true): Promise<number> {
    const { t, buyer } = on();
    const factoryId = dataOf(await t.call("factory", "list", { pageSize: 1 }, { cookie: buyer })).list[0].id;
    const lines = [
      { goodsName: "聚维酮碘溶液", spec: "1000ml/瓶", quantity: 200, unit: "瓶", budgetPrice: 17 },
      { goodsName: "伊维菌素注射液", quantity: 100, unit: "瓶" },
    ];
    const made = await t.call(
      "bid",
      "create",
      { ...samplePayload(bid, { factoryId }), category: "兽药", lines, deadline: inDays(3) },
      { cookie: buyer },
    );
    expect(made.statusCode, made.body).toBe(200);
    const id = made.json().data.id as number;
    if (publish) expect((await t.call("bid", "publish", { id }, { cookie: buyer })).statusCode).toBe(200);
    return id;
  }

  /** The seller's first goods on sale of the category (the bids here are 兽药). */
  async function goodsOf(cookie: string, category = "兽药"): Promise<number> {
    const { t } = on();
    return dataOf(await t.call("goods", "list", { status: "on_sale", category, pageSize: 1 }, { cookie })).list[0].id;
  }

  /** The bid's line ids, as a seller reads the bid it offers on. */
  async function bidLinesOf(bidId: number, cookie: string): Promise<number[]> {
    const read = await on().t.call("bid", "audience:sellers:get", { id: bidId }, { cookie });
    return read.statusCode === 200 ? read.json().data.lines.map((l: { id: number }) => l.id) : [0, 0];
  }

  /** An offer answering every line of the bid with one goods, at `unitPrice` each, 2 of each. */
  async function offer(bidId: number, goodsId: number, cookie: string, unitPrice = 20) {
    const lines = (await bidLinesOf(bidId, cookie)).map((sourceLineId) => ({
      sourceLineId,
      goodsId,
      unitPrice,
      supplyQuantity: 2,
    }));
    return { bidId, lines, deliveryDate: dateIn(10), remark: "含税含运费" };
  }

  /** The offer's lines as its seller reads them. */
  const linesOfOffer = async (id: number, cookie: string) =>
    dataOf(await on().t.call("bidQuote", "get", { id }, { cookie })).lines as {
      id: number;
      sourceLineId: number;
      unitPrice: number;
    }[];

  async function enterpriseOf(cookie: string): Promise<number> {
    const headers = { cookie };
    return (await on().t.app.inject({ method: "GET", url: "/gw/agri.user.get/1.0", headers })).json().data.enterprise
      .id;
  }

  return { publishedBid, goodsOf, bidLinesOf, offer, linesOfOffer, enterpriseOf };
}
