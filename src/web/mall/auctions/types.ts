import type { AuctionPhase } from "../../../core/flows/auction";

/** An auction as the hall and its page receive it (src/server/auctions/view.ts). */
export interface AuctionCard {
  id: number;
  title: string;
  goodsId: number;
  goodsName: string;
  image: string | null;
  quantity: number;
  unit: string;
  startPrice: number;
  step: number;
  deposit: number;
  currentPrice: number | null;
  bidCount: number;
  startTime: string;
  endTime: string;
  bidders: "any" | "certified";
  extendMinutes: number;
  remark: string | null;
  status: string;
  winnerName: string | null;
  winnerPrice: number | null;
  shopId: number;
  shopName: string;
  hasReserve: boolean;
  phase: AuctionPhase;
  minimumBid: number;
  /** The server's clock when it answered: countdowns run from it, not from the visitor's. */
  now: string;
}

export interface RankRow {
  rank: number;
  bidder: string;
  mine: boolean;
  /** A winner the seller set aside (作废并转次高出价): out of the running. */
  passedOver: boolean;
  price: number;
  bids: number;
  lastAt: string;
}

/** One enterprise of the seller's buyer list: a rank row named in full, with the person to call. */
export interface BuyerRow extends Omit<RankRow, "mine"> {
  contact: string | null;
  phone: string | null;
}

export interface RecordRow {
  seq: number;
  price: number;
  bidder: string;
  mine: boolean;
  createdAt: string;
}

/** One message of the live stream: everything the page shows that a move can change. */
export interface LiveState {
  auction: AuctionCard;
  rank: RankRow[];
  records: RecordRow[];
  /** The viewer's enterprise is the seller: it watches, it cannot bid. */
  own: boolean;
  /** The viewer may work the seller's auctions: the page shows the buyer list with phones. */
  manage: boolean;
}
