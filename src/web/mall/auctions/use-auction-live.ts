import { useEffect, useState } from "react";
import { MALL, mallPath } from "../../../core/mall-endpoints";
import { currentPortal } from "../../portal";
import { product } from "../../product";
import { apiBase } from "../../providers/http-client";
import type { LiveState } from "./types";

/** Wait before opening the stream again after it dropped (ms). */
const RETRY_MS = 2000;

/**
 * The live state of one auction: the server's stream (Server-Sent Events, read with fetch so that it carries
 * the portal header and the session cookie like every call) sends the whole state at once and after every
 * move — a bid from anyone, a moved end, the close. A dropped stream is opened again, which re-reads it all.
 */
export function useAuctionLive(id: number) {
  const [state, setState] = useState<LiveState>();
  const [error, setError] = useState<number>();
  useEffect(() => {
    if (!(id > 0)) return;
    let stopped = false;
    let ctrl: AbortController | undefined;
    let timer: number | undefined;
    const open = async () => {
      ctrl = new AbortController();
      try {
        const p = currentPortal();
        const res = await fetch(`${apiBase()}/${mallPath(MALL.auctionLive, product)}?id=${id}`, {
          credentials: "include",
          headers: { systemId: String(p.systemId), platformType: p.platformType, accept: "text/event-stream" },
          signal: ctrl.signal,
        });
        if (!res.ok || !res.body) {
          setError(res.status);
          if (res.status === 404) return;
          throw new Error(String(res.status));
        }
        setError(undefined);
        const reader = res.body.getReader();
        const decoder = new TextDecoder();
        let buffer = "";
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          buffer += decoder.decode(value, { stream: true });
          let cut;
          while ((cut = buffer.indexOf("\n\n")) >= 0) {
            const data = buffer.slice(0, cut).split("\n").filter((l) => l.startsWith("data: ")).map((l) => l.slice(6)).join("\n");
            buffer = buffer.slice(cut + 2);
            if (data) setState(JSON.parse(data) as LiveState);
          }
        }
      } catch {
        // dropped or refused: tried again below
      }
      if (!stopped) timer = window.setTimeout(() => void open(), RETRY_MS);
    };
    void open();
    return () => {
      stopped = true;
      window.clearTimeout(timer);
      ctrl?.abort();
    };
  }, [id]);
  return { state, error };
}
