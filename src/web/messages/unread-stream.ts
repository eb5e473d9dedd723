import { MALL, mallPath } from "../../core/mall-endpoints";
import { currentPortal } from "../portal";
import { product } from "../product";
import { apiBase } from "../providers/http-client";
import { sseMessages } from "./sse";

/** Wait before opening the stream again after it dropped (ms). */
const RETRY_MS = 5000;

/** Starts hearing the caller's unread count; returns the stop function. */
export type SubscribeUnread = (onCount: (unread: number) => void) => () => void;

/**
 * The server's unread-count stream (src/server/mall/message-live.ts), read with fetch so that it carries the
 * portal header and the session cookie like every call: the count at once, then after every message sent to
 * the caller or read. A dropped stream is opened again; a refused one (logged out) is left closed.
 */
export const subscribeUnread: SubscribeUnread = (onCount) => {
  let stopped = false;
  let ctrl: AbortController | undefined;
  let timer: number | undefined;
  const open = async () => {
    ctrl = new AbortController();
    try {
      const p = currentPortal();
      const res = await fetch(`${apiBase()}/${mallPath(MALL.messageLive, product)}`, {
        credentials: "include",
        headers: { systemId: String(p.systemId), platformType: p.platformType, accept: "text/event-stream" },
        signal: ctrl.signal,
      });
      if (res.status === 401 || res.status === 403) return;
      if (!res.ok || !res.body) throw new Error(String(res.status));
      const reader = res.body.getReader();
      const decoder = new TextDecoder();
      let buffer = "";
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        const { data, rest } = sseMessages(buffer + decoder.decode(value, { stream: true }));
        buffer = rest;
        for (const d of data) onCount((JSON.parse(d) as { unread: number }).unread);
      }
    } catch {
      // dropped: tried again below
    }
    if (!stopped) timer = window.setTimeout(() => void open(), RETRY_MS);
  };
  void open();
  return () => {
    stopped = true;
    window.clearTimeout(timer);
    ctrl?.abort();
  };
};
