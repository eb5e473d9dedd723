import { useEffect, useState } from "react";
import type { AuctionCard } from "./types";

/** The current time on the server's clock (the offset taken from its last answer), ticking every second. */
export function useServerNow(serverNow: string | undefined): number {
  const [offset, setOffset] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (serverNow) setOffset(new Date(serverNow).getTime() - Date.now());
  }, [serverNow]);
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  return now + offset;
}

const two = (n: number) => String(n).padStart(2, "0");

/** 2天 03:04:05 / 03:04:05 */
export function clock(ms: number): string {
  const s = Math.max(0, Math.floor(ms / 1000));
  const d = Math.floor(s / 86_400);
  const rest = `${two(Math.floor((s % 86_400) / 3600))}:${two(Math.floor((s % 3600) / 60))}:${two(s % 60)}`;
  return d > 0 ? `${d}天 ${rest}` : rest;
}

/** 距开始 / 距结束 with the time left, or where it ended, for an auction at `now`. */
export function countdownText(
  a: Pick<AuctionCard, "status" | "startTime" | "endTime">,
  now: number,
): { label: string; value: string } {
  const start = new Date(a.startTime).getTime();
  const end = new Date(a.endTime).getTime();
  if (a.status !== "bidding")
    return { label: "结束时间", value: new Date(a.endTime).toLocaleString("zh-CN", { hour12: false }) };
  if (now < start) return { label: "距开始", value: clock(start - now) };
  if (now < end) return { label: "距结束", value: clock(end - now) };
  return { label: "已结束", value: "正在确认中标结果" };
}
