import { Encoded } from "../http/event-stream";
import type { AuctionHub } from "./live";
import { liveFor, type LiveSnapshot } from "./view";

/** Reads an auction of its portal (every page watching one auction is on that portal: others got a 404). */
type Reader = (auctionId: number, systemId: number) => Promise<LiveSnapshot>;
/** A watcher's share of a move: the snapshot every watcher of the auction in this process awaits alike. */
type OnMove = (snapshot: Promise<LiveSnapshot>) => void;

interface Feed {
  watchers: Set<OnMove>;
  stop: Promise<() => void>;
}

/**
 * The moves of each watched auction, read once per move for all its watchers in this process: one hub subscription
 * per auction, one snapshot per move, handed to every live page, which only cuts its viewer's share of it
 * (liveFor). A read per watcher made a bid take seconds to reach 200 pages (issue 36); now the cost of a move
 * does not grow with its audience, only the writes do.
 */
export class LiveFeed {
  private readonly feeds = new Map<number, Feed>();

  constructor(
    private readonly hub: AuctionHub,
    private readonly read: Reader,
  ) {}

  /** Starts handing `auctionId`'s moves to `onMove`; resolves (once listening) to the stop function. */
  async watch(auctionId: number, systemId: number, onMove: OnMove): Promise<() => void> {
    let feed = this.feeds.get(auctionId);
    if (!feed) {
      const watchers = new Set<OnMove>();
      const stop = this.hub.watch(auctionId, () => {
        const snapshot = this.read(auctionId, systemId);
        // a failed read (the auction was cancelled meanwhile) is each stream's to report; never unhandled here
        snapshot.catch(() => {});
        for (const w of watchers) w(snapshot);
      });
      feed = { watchers, stop };
      this.feeds.set(auctionId, feed);
      stop.catch(() => this.feeds.delete(auctionId));
    }
    const { watchers, stop } = feed;
    watchers.add(onMove);
    const stopHub = await stop;
    return () => {
      watchers.delete(onMove);
      if (watchers.size || this.feeds.get(auctionId) !== feed) return;
      this.feeds.delete(auctionId);
      stopHub();
    };
  }
}

const encodedShares = new WeakMap<LiveSnapshot, Map<string, Encoded>>();

/**
 * One viewer's share of a snapshot as the stream sends it, encoded once per kind of viewer: the pages of one
 * enterprise (and all visitors) send the same text.
 */
export function shareOf(snapshot: LiveSnapshot, viewer: number | null, manage: boolean): Encoded {
  const shares = encodedShares.get(snapshot) ?? new Map<string, Encoded>();
  encodedShares.set(snapshot, shares);
  const key = `${viewer ?? "visitor"} ${manage}`;
  let share = shares.get(key);
  if (!share) {
    share = new Encoded(JSON.stringify({ ...liveFor(snapshot, viewer), manage }));
    shares.set(key, share);
  }
  return share;
}
