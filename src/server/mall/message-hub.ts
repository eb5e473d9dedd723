import type { Listen } from "../db/client";
import { MESSAGE_CHANNEL } from "../operations/notify";

type Subscriber = () => void;

/**
 * Who in this process waits for new messages, by recipient key (`e:<enterprise>`, `u:<user>`). One LISTEN serves
 * them all: a message sent by any process on the database (its NOTIFY goes with the commit) wakes the streams of
 * its recipients here. PGlite runs the same code in its one process.
 */
export class MessageHub {
  private readonly watchers = new Map<string, Set<Subscriber>>();
  private listening: Promise<unknown> | undefined;

  constructor(private readonly listen: Listen) {}

  /** Starts hearing the keys; resolves (once listening) to the stop function. */
  async watch(keys: string[], onMessage: Subscriber): Promise<() => void> {
    this.listening ??= this.listen(MESSAGE_CHANNEL, (key) => this.heard(key)).catch((error) => {
      this.listening = undefined;
      throw error;
    });
    await this.listening;
    for (const key of keys) (this.watchers.get(key) ?? this.watchers.set(key, new Set()).get(key)!).add(onMessage);
    return () => {
      for (const key of keys) {
        const set = this.watchers.get(key);
        set?.delete(onMessage);
        if (set && !set.size) this.watchers.delete(key);
      }
    };
  }

  private heard(key: string) {
    for (const w of this.watchers.get(key) ?? []) w();
  }
}
