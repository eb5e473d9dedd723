// one bid reaches every page watching its auction for one read, whatever the audience (issue 36)
import { describe, expect, it } from "vitest";
import type { AuctionHub } from "../../src/server/auctions/live";
import { LiveFeed, shareOf } from "../../src/server/auctions/live-feed";
import type { LiveSnapshot } from "../../src/server/auctions/view";

/** A hub whose moves the test makes, counting how many subscriptions it holds. */
function fakeHub() {
  const subs = new Map<number, Set<() => void>>();
  const hub = {
    async watch(id: number, on: () => void) {
      const set = subs.get(id) ?? new Set();
      set.add(on);
      subs.set(id, set);
      return () => set.delete(on);
    },
  } as unknown as AuctionHub;
  return {
    hub,
    move: (id: number) => subs.get(id)?.forEach((on) => on()),
    held: (id: number) => subs.get(id)?.size ?? 0,
  };
}

const at = new Date("2026-11-28T08:00:00Z");
const snapshot = (bidCount: number): LiveSnapshot =>
  ({
    row: { id: 7, bidCount },
    sellerEnterpriseId: 1,
    rank: [
      { enterpriseId: 2, enterpriseName: "丰收牧业合作社", price: 300, bids: 2, lastAt: at, passedOver: 0 },
      { enterpriseId: 3, enterpriseName: "康牧兽药有限公司", price: 290, bids: 1, lastAt: at, passedOver: 0 },
    ],
    records: [
      {
        id: 1,
        seq: 1,
        price: "300",
        enterpriseId: 2,
        enterpriseName: "丰收牧业合作社",
        userId: 5,
        userName: "李春华",
        createdAt: at,
        auctionId: 7,
        passedOver: 0,
      },
    ],
  }) as unknown as LiveSnapshot;

describe("the live feed of an auction", () => {
  it("reads the auction once per move for every page watching it in the process", async () => {
    const { hub, move, held } = fakeHub();
    let reads = 0;
    const feed = new LiveFeed(hub, async () => snapshot(++reads));
    const heard: Promise<LiveSnapshot>[][] = Array.from({ length: 200 }, () => []);
    const stops = await Promise.all(heard.map((h) => feed.watch(7, 56, (s) => h.push(s))));
    expect(held(7)).toBe(1);
    move(7);
    move(7);
    expect(reads).toBe(2);
    for (const h of heard) expect((await Promise.all(h)).map((s) => s.row.bidCount)).toEqual([1, 2]);
    stops.forEach((stop) => stop());
    expect(held(7)).toBe(0);
  });

  it("keeps listening while one page still watches, and starts again after the last left", async () => {
    const { hub, move, held } = fakeHub();
    let reads = 0;
    const feed = new LiveFeed(hub, async () => snapshot(++reads));
    const [first, second] = [await feed.watch(7, 56, () => {}), await feed.watch(7, 56, () => {})];
    first();
    expect(held(7)).toBe(1);
    second();
    expect(held(7)).toBe(0);
    const seen: Promise<LiveSnapshot>[] = [];
    await feed.watch(7, 56, (s) => seen.push(s));
    move(7);
    expect((await seen[0]!).row.bidCount).toBe(1);
  });

  it("cuts each viewer's share: rivals masked, its own enterprise named, the seller reading all; one text per kind of viewer", () => {
    const snap = snapshot(1);
    const rival = JSON.parse(shareOf(snap, 3, false).json);
    expect(rival.rank.map((r: { bidder: string }) => r.bidder)).toEqual(["丰收***社", "康牧兽药有限公司"]);
    expect(rival.rank.map((r: { mine: boolean }) => r.mine)).toEqual([false, true]);
    const seller = JSON.parse(shareOf(snap, 1, true).json);
    expect(seller).toMatchObject({ own: true, manage: true });
    expect(seller.records[0].bidder).toBe("丰收牧业合作社");
    expect(JSON.parse(shareOf(snap, null, false).json).records[0].bidder).toBe("丰收***社");
    expect(shareOf(snap, 3, false)).toBe(shareOf(snap, 3, false));
    expect(shareOf(snap, null, false)).not.toBe(shareOf(snap, 3, false));
  });
});
