import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";

export const CHROME_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export type Mode = "mobile" | "desktop";
export interface Scores {
  performance: number;
  accessibility: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  /** The scripts the page fetched until it was loaded and quiet (Lighthouse's network records): count and bytes sent. */
  jsFiles: number;
  jsKb: number;
}

interface NetworkRecord {
  resourceType?: string;
  transferSize?: number;
}

/**
 * Lighthouse 12 performance and accessibility of one URL on the system Chromium (default throttling per mode);
 * `headers` go with every request (a session cookie audits a logged-in page).
 */
export async function audit(url: string, mode: Mode, headers?: Record<string, string>): Promise<Scores> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    chromeFlags: CHROME_FLAGS,
  });
  try {
    const flags = {
      port: chrome.port,
      output: "json" as const,
      logLevel: "error" as const,
      onlyCategories: ["performance", "accessibility"],
      ...(headers ? { extraHeaders: headers } : {}),
    };
    const result = await lighthouse(url, flags, mode === "desktop" ? desktopConfig : undefined);
    const lhr = result!.lhr;
    const network = (lhr.audits["network-requests"]?.details as { items?: NetworkRecord[] } | undefined)?.items ?? [];
    const scripts = network.filter((r) => r.resourceType === "Script");
    const ms = (id: string) => Math.round(Number(lhr.audits[id]?.numericValue ?? 0));
    return {
      performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
      fcp: ms("first-contentful-paint"),
      lcp: ms("largest-contentful-paint"),
      tbt: ms("total-blocking-time"),
      cls: Math.round(Number(lhr.audits["cumulative-layout-shift"]?.numericValue ?? 0) * 1000) / 1000,
      jsFiles: scripts.length,
      jsKb: Math.round(scripts.reduce((sum, r) => sum + (r.transferSize ?? 0), 0) / 1024),
    };
  } finally {
    chrome.kill();
  }
}
