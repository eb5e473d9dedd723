import { and, asc, eq, inArray, like } from "drizzle-orm";
import type { AuctionRow } from "../../auctions/bids";
import { orderForWinner } from "../../auctions/order";
import type { Exec } from "../client";
import { auctionBids, enterprises, resourceTables, users } from "../schema";
import { LOTS } from "./auction-lots";

const { auction } = resourceTables;

/** A shop's enterprise, its portal, and the person who works its auctions. */
type Tenant = { enterpriseId: number; systemId: number; sellerUserId: number };
type Bidder = { enterpriseId: number; userId: number };

const MIN = 60_000;

/** A shop's goods on sale whose name holds the words: the mall's generated goods have no fixed ids. */
async function goodsNamed(tx: Exec, t: Tenant, words: string): Promise<number> {
  const { goods } = resourceTables;
  const [g] = await tx
    .select({ id: goods!.id })
    .from(goods!)
    .where(
      and(
        eq(goods!.enterpriseId, t.enterpriseId),
        eq(goods!.systemId, t.systemId),
        eq(goods!.status, "on_sale"),
        like(goods!.name, `%${words}%`),
      ),
    )
    .orderBy(asc(goods!.id))
    .limit(1);
  if (!g) throw new Error(`no goods on sale named like ${words} in shop ${t.enterpriseId}/${t.systemId}`);
  return g.id as number;
}

/**
 * Auctions on real goods of the same shop, timed from now: upcoming, live (ending within the first hour of a
 * fresh start) and ended in each later state, with the bids that brought them there, alternating between two
 * other enterprises. A closed or matched one names its best bidder as the winner.
 */
export async function seedAuctions(
  tx: Exec,
  tenants: Record<string, Tenant>,
  goodsIds: Record<string, Record<string, number>>,
  bidders: Record<string, Bidder[]>,
  now = new Date(),
) {
  const at = (minutes: number) => new Date(now.getTime() + minutes * MIN);
  const ids = [
    ...new Set(
      Object.values(bidders)
        .flat()
        .map((b) => b.enterpriseId),
    ),
  ];
  const names = new Map(
    (await tx.select().from(enterprises).where(inArray(enterprises.id, ids))).map((e) => [e.id, e.name]),
  );
  const people = new Map<number, string>();
  for (const b of Object.values(bidders).flat()) {
    const [u] = await tx.select({ name: users.name }).from(users).where(eq(users.id, b.userId));
    people.set(b.userId, u!.name);
  }
  for (const [shop, lots] of Object.entries(LOTS)) {
    for (const lot of lots) {
      const prices = Array.from({ length: lot.bids }, (_, i) => lot.startPrice + i * lot.step);
      const last = prices.at(-1);
      const won = lot.status === "closed" || lot.status === "matched" || lot.status === "ordered";
      const winner = won ? bidders[shop]![(lot.bids - 1) % 2]! : undefined;
      const [row] = await tx
        .insert(auction)
        .values({
          enterpriseId: tenants[shop]!.enterpriseId,
          systemId: tenants[shop]!.systemId,
          title: lot.title,
          goodsId: goodsIds[shop]?.[lot.goods] ?? (await goodsNamed(tx, tenants[shop]!, lot.goods)),
          quantity: lot.quantity,
          unit: lot.unit,
          startPrice: lot.startPrice,
          step: lot.step,
          reservePrice: lot.reserve,
          deposit: Math.round(lot.startPrice * lot.quantity * 0.05),
          currentPrice: last ?? lot.startPrice,
          bidCount: lot.bids,
          startTime: at(lot.start),
          endTime: at(lot.end),
          bidders: lot.bidders ?? "any",
          extendMinutes: 5,
          remark: "竞拍成交后三日内付款提货，逾期保证金不予退还。",
          status: lot.status,
          ...(winner
            ? {
                winnerEnterpriseId: winner.enterpriseId,
                winnerUserId: winner.userId,
                winnerName: names.get(winner.enterpriseId),
                winnerPrice: last,
              }
            : {}),
        } as never)
        .returning();
      if (lot.status === "ordered") {
        // the order is made the way 生成订单 makes it, so it pays and ships like any other
        const order = await orderForWinner(tx, row as AuctionRow, {
          userId: tenants[shop]!.sellerUserId,
          enterpriseId: tenants[shop]!.enterpriseId,
        });
        await tx
          .update(auction!)
          .set({ orderNo: order.orderNo } as never)
          .where(eq(auction!.id, row!.id as number));
      }
      if (!prices.length) continue;
      // bids spread evenly from the start to now (or to the end, for one that ended)
      const until = Math.min(lot.end, 0) - 1;
      await tx.insert(auctionBids).values(
        prices.map((price, i) => {
          const b = bidders[shop]![i % 2]!;
          const minute = lot.start + ((until - lot.start) * (i + 1)) / (prices.length + 1);
          return {
            auctionId: row!.id as number,
            seq: i + 1,
            price,
            userId: b.userId,
            enterpriseId: b.enterpriseId,
            enterpriseName: names.get(b.enterpriseId)!,
            userName: people.get(b.userId)!,
            createdAt: at(minute),
          };
        }),
      );
    }
  }
}
