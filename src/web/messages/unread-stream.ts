import { MALL } from "../../core/mall-endpoints";
import { subscribeStream } from "../live/event-stream";

/** Wait before opening the stream again after it dropped (ms). */
const RETRY_MS = 5000;

/** Starts hearing the caller's unread count; returns the stop function. */
export type SubscribeUnread = (onCount: (unread: number) => void) => () => void;

/**
 * The server's unread-count stream (src/server/mall/message-live.ts): the count at once, then after every message
 * sent to the caller or read. A refused one (logged out) is left closed.
 */
export const subscribeUnread: SubscribeUnread = (onCount) =>
  subscribeStream(MALL.messageLive, "", RETRY_MS, {
    onData: (d) => onCount((JSON.parse(d) as { unread: number }).unread),
    onRefused: (status) => status === 401 || status === 403,
  });
