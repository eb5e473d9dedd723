/** A day of November 2026 at an hour of China time: when the demo procurement of the past happened. */
export const at = (day: number, hour = 17) => new Date(Date.UTC(2026, 10, day, hour - 8, 0));

/**
 * 17:00 China time `days` after the seed runs: rows still open for quotes or bids close in the future
 * whenever the platform is first started, so the procurement hall never opens on expired notices.
 */
export const ahead = (days: number, now = new Date()) => {
  const d = new Date(now.getTime() + days * 86_400_000);
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate(), 9, 0));
};
export const stillOpen = (status: string) => status === "quoting" || status === "hung" || status === "bidding";
