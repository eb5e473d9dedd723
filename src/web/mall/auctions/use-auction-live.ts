import { useEffect, useState } from "react";
import { MALL } from "../../../core/mall-endpoints";
import { subscribeStream } from "../../live/event-stream";
import type { LiveState } from "./types";

/** Wait before opening the stream again after it dropped (ms). */
const RETRY_MS = 2000;

/**
 * The live state of one auction: the server's stream sends the whole state at once and after every move — a bid
 * from anyone, a moved end, the close. A missing auction (404) is not asked again.
 */
export function useAuctionLive(id: number) {
  const [state, setState] = useState<LiveState>();
  const [error, setError] = useState<number>();
  useEffect(() => {
    if (!(id > 0)) return;
    return subscribeStream(MALL.auctionLive, `?id=${id}`, RETRY_MS, {
      onData: (d) => setState(JSON.parse(d) as LiveState),
      onOpen: () => setError(undefined),
      onRefused: (status) => {
        setError(status);
        return status === 404;
      },
    });
  }, [id]);
  return { state, error };
}
