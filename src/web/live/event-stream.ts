import { mallPath, type MallEndpoint } from "../../core/mall-endpoints";
import { currentPortal } from "../portal";
import { product } from "../product";
import { apiBase } from "../providers/http-client";
import { sseMessages } from "./sse";

export interface StreamHandlers {
  /** Each message's data, in order. */
  onData: (data: string) => void;
  /** The stream answered 200: whatever was wrong before is over. */
  onOpen?: () => void;
  /** A refusal (any status but 200): true to stop for good, false to try again later. */
  onRefused: (status: number) => boolean;
}

/**
 * Hears one of the server's Server-Sent Events streams (src/server/http/event-stream.ts), read with fetch so that it
 * carries the portal header and the session cookie like every call. A stream that drops, or is refused for a
 * passing reason, is opened again after `retryMs`, which re-reads its state from the first message. Returns the
 * stop function.
 */
export function subscribeStream(
  endpoint: MallEndpoint,
  query: string,
  retryMs: number,
  on: StreamHandlers,
): () => void {
  let stopped = false;
  let ctrl: AbortController | undefined;
  let timer: number | undefined;
  const open = async () => {
    ctrl = new AbortController();
    try {
      const p = currentPortal();
      const res = await fetch(`${apiBase()}/${mallPath(endpoint, product)}${query}`, {
        credentials: "include",
        headers: { systemId: String(p.systemId), platformType: p.platformType, accept: "text/event-stream" },
        signal: ctrl.signal,
      });
      if (!res.ok || !res.body) {
        if (on.onRefused(res.status)) return;
        throw new Error(String(res.status));
      }
      on.onOpen?.();
      const reader = res.body.getReader();
      const decoder = new TextDecoder();
      let buffer = "";
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        const { data, rest } = sseMessages(buffer + decoder.decode(value, { stream: true }));
        buffer = rest;
        for (const d of data) on.onData(d);
      }
    } catch {
      // dropped: tried again below
    }
    if (!stopped) timer = window.setTimeout(() => void open(), retryMs);
  };
  void open();
  return () => {
    stopped = true;
    window.clearTimeout(timer);
    ctrl?.abort();
  };
}
