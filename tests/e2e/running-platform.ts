import type { Browser } from "playwright-core";
import { afterAll, beforeAll } from "vitest";
import { launchChromium } from "../helpers/chromium";
import { startServer, type RunningServer } from "../helpers/running-server";

/** The built platform on a fresh database and the system Chromium, for one test file; filled in beforeAll. */
export function runningPlatform(): { server: RunningServer; browser: Browser } {
  const platform = {} as { server: RunningServer; browser: Browser };
  beforeAll(async () => {
    platform.server = await startServer();
    platform.browser = await launchChromium();
  });
  afterAll(async () => {
    await platform.browser?.close();
    await platform.server?.stop();
  });
  return platform;
}
