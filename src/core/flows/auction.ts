import type { PartyMove } from "./two-party";

/**
 * 竞拍 (an auction of a seller's lot), the whole machine in one table (docs/auctions.md). Whether a 竞拍中
 * auction is upcoming, live or past its end is read from its times, not stored: the clock moves it, not a
 * write. Closing at the end is the platform's move (src/server/auctions/close-job.ts); the seller's moves are
 * the `auction` resource's actions, read from here.
 */
export const AUCTION_STATES = {
  bidding: { label: "竞拍中", color: "blue" },
  closed: { label: "已结束待撮合", color: "orange" },
  matched: { label: "已撮合", color: "green" },
  discarded: { label: "流拍", color: "default" },
  ordered: { label: "已下单", color: "purple" },
  cancelled: { label: "已取消", color: "default" },
} as const;

export type AuctionState = keyof typeof AUCTION_STATES;
export type AuctionActor = "seller" | "platform";

export interface AuctionMove extends PartyMove {
  from: AuctionState[];
  to: AuctionState;
  by: AuctionActor;
}

/** Every legal move; anything else is a 422. 新增 (create) starts in `bidding`. */
export const AUCTION_FLOW: readonly AuctionMove[] = [
  // before the first bid only: the list hides 取消竞拍 once a bid is in, and the server refuses it
  {
    from: ["bidding"],
    action: "cancel",
    to: "cancelled",
    by: "seller",
    label: "取消竞拍",
    when: { bidCount: [0] },
    whenMessage: "已有企业出价，不能取消",
  },
  // at the end time, by itself: a winner at or above the reserve, otherwise 流拍
  { from: ["bidding"], action: "close", to: "closed", by: "platform", label: "竞拍结束" },
  { from: ["bidding"], action: "closeUnsold", to: "discarded", by: "platform", label: "竞拍结束(流拍)" },
  { from: ["closed"], action: "match", to: "matched", by: "seller", label: "撮合成交" },
  // the winner did not take it: the next bidder at or above the reserve becomes the winner (the server refuses when there is none)
  { from: ["closed", "matched"], action: "discard", to: "closed", by: "seller", label: "作废并转次高出价" },
  { from: ["closed", "matched"], action: "pass", to: "discarded", by: "seller", label: "流拍" },
  { from: ["matched"], action: "submitOrder", to: "ordered", by: "seller", label: "生成订单" },
];

/** Where an auction in 竞拍中 stands on the clock: not yet open, taking bids, or past its end (closing). */
export type AuctionPhase = "upcoming" | "live" | "ended";

export const AUCTION_PHASES: Record<AuctionPhase, string> = { upcoming: "即将开始", live: "正在竞拍", ended: "已结束" };

export function auctionPhase(
  a: { status: string; startTime: Date | string; endTime: Date | string },
  now: Date = new Date(),
): AuctionPhase {
  if (a.status !== "bidding") return "ended";
  if (now < new Date(a.startTime)) return "upcoming";
  return now < new Date(a.endTime) ? "live" : "ended";
}

/**
 * Anti-sniping: a bid less than `minutes` before the end moves the end to `minutes` after the bid; earlier
 * bids leave it. Returns the end time after the bid.
 */
export function extendedEnd(end: Date, bidAt: Date, minutes: number): Date {
  const window = minutes * 60_000;
  if (window <= 0 || end.getTime() - bidAt.getTime() >= window) return end;
  return new Date(bidAt.getTime() + window);
}

/** The least a bid may offer: the start price for the first bid, then the current price plus the step. */
export const minimumBid = (a: { startPrice: number; step: number; currentPrice: number | null; bidCount: number }) =>
  a.bidCount > 0 ? round2(Number(a.currentPrice) + Number(a.step)) : Number(a.startPrice);

const round2 = (n: number) => Math.round(n * 100) / 100;

/** Who may bid: any logged-in enterprise, or only purchasers the operator certified (docs/auctions.md). */
export const AUCTION_BIDDERS = [
  { value: "any", label: "所有企业买家" },
  { value: "certified", label: "仅认证采购商" },
] as const;
