import type { Listen } from "../db/client";

/** The NOTIFY channel of auction moves; its payload is the auction id, the listeners read the rest. */
export const AUCTION_CHANNEL = "auction_moves";

type Subscriber = (auctionId: number) => void;

/**
 * Who in this process watches which auction. One LISTEN serves them all: a NOTIFY from any process on the
 * database (a bid, a close) reaches the subscribers of that auction here. The same code runs on PGlite, whose
 * notifications stay inside its one process.
 */
export class AuctionHub {
  private readonly watchers = new Map<number, Set<Subscriber>>();
  private listening: Promise<unknown> | undefined;

  constructor(private readonly listen: Listen) {}

  /** Starts hearing `auctionId`; resolves (once listening) to the stop function. */
  async watch(auctionId: number, onMove: Subscriber): Promise<() => void> {
    this.listening ??= this.listen(AUCTION_CHANNEL, (payload) => this.heard(payload)).catch((error) => {
      this.listening = undefined;
      throw error;
    });
    await this.listening;
    const set = this.watchers.get(auctionId) ?? new Set();
    set.add(onMove);
    this.watchers.set(auctionId, set);
    return () => {
      set.delete(onMove);
      if (!set.size) this.watchers.delete(auctionId);
    };
  }

  private heard(payload: string) {
    const id = Number(payload);
    for (const w of this.watchers.get(id) ?? []) w(id);
  }
}
