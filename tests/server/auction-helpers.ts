import { eq } from "drizzle-orm";
import { auctionBids, resourceTables } from "../../src/server/db/schema";
import { testApp, type TestApp } from "../helpers/server-app";

export const auctions = resourceTables.auction!;
export const MIN = 60_000;

/** A goods of 绿野's open shop with stock enough for any lot here. */
export async function lvyeGoods(t: TestApp, cookie: string): Promise<number> {
  const list = (await t.call("goods", "list", { pageSize: 50 }, { cookie })).json().data.list as {
    id: number;
    status: string;
    stock: number;
  }[];
  const g = list.find((x) => x.status === "on_sale" && x.stock >= 100)!;
  return g.id;
}

/** A new auction of 绿野 by its create endpoint, then set to run from `start` to `end` minutes from now. */
export async function newAuction(
  t: TestApp,
  cookie: string,
  o: {
    start?: number;
    end?: number;
    reservePrice?: number | null;
    extendMinutes?: number;
    startPrice?: number;
    step?: number;
    bidders?: string;
  } = {},
) {
  const goodsId = await lvyeGoods(t, cookie);
  const res = await t.call(
    "auction",
    "create",
    {
      title: "测试竞拍",
      goodsId,
      quantity: 10,
      unit: "袋",
      startPrice: o.startPrice ?? 100,
      step: o.step ?? 2,
      reservePrice: o.reservePrice ?? null,
      startTime: new Date(Date.now() + 60 * MIN).toISOString(),
      endTime: new Date(Date.now() + 120 * MIN).toISOString(),
      bidders: o.bidders ?? "any",
      extendMinutes: o.extendMinutes ?? 5,
    },
    { cookie },
  );
  if (res.statusCode !== 200) throw new Error(`create auction: ${res.body}`);
  const id = res.json().data.id as number;
  await setTimes(t, id, o.start ?? -10, o.end ?? 60);
  return id;
}

/** Moves an auction's times to `start` and `end` minutes from now (the seller could not: they have passed). */
export async function setTimes(t: TestApp, id: number, start: number, end: number) {
  const now = Date.now();
  await t.db
    .update(auctions)
    .set({ startTime: new Date(now + start * MIN), endTime: new Date(now + end * MIN) } as never)
    .where(eq(auctions.id, id));
}

export async function auctionRow(t: TestApp, id: number) {
  const [row] = await t.db.select().from(auctions).where(eq(auctions.id, id));
  return row as Record<string, any>;
}

export const bidsOf = (t: TestApp, id: number) =>
  t.db.select().from(auctionBids).where(eq(auctionBids.auctionId, id)).orderBy(auctionBids.seq);

/** A fresh app with 绿野 (the seller) and three would-be bidders signed in: 丰收, 康牧 and 新农. */
export async function auctionParties() {
  const t = await testApp();
  return {
    t,
    seller: await t.login("13800000001"),
    fengshou: await t.login("13800000002"),
    kangmu: await t.login("13800000003"),
    xinnong: await t.login("13800000006"),
  };
}
