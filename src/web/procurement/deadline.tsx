import { useEffect, useState } from "react";

/** The current time, refreshed every `ms`, for countdowns that must tick without a reload. */
export function useNow(ms = 30_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), ms);
    return () => window.clearInterval(timer);
  }, [ms]);
  return now;
}

/** 剩余 3天 4小时 / 剩余 2小时 15分 / 已截止, as a supplier reads the time left to quote. */
export function timeLeft(deadline: string | null | undefined, now: number): string {
  if (!deadline) return "-";
  const left = new Date(deadline).getTime() - now;
  if (left <= 0) return "已截止";
  const minutes = Math.floor(left / 60_000);
  const [d, h, m] = [Math.floor(minutes / 1440), Math.floor((minutes % 1440) / 60), minutes % 60];
  if (d > 0) return `剩余 ${d}天 ${h}小时`;
  if (h > 0) return `剩余 ${h}小时 ${m}分`;
  return `剩余 ${Math.max(m, 1)}分钟`;
}

/** A deadline with the time left beside it, red in the last day. */
export function Deadline({ at }: { at: string | null | undefined }) {
  const now = useNow();
  const text = timeLeft(at, now);
  const urgent = at ? new Date(at).getTime() - now < 86_400_000 && text !== "已截止" : false;
  return (
    <span className={urgent ? "deadline urgent" : text === "已截止" ? "deadline closed" : "deadline"}>{text}</span>
  );
}
