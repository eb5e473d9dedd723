import type { Browser } from "playwright-core";
import { afterAll, beforeAll, inject } from "vitest";
import { launchChromium } from "../helpers/chromium";
import { startBuiltServer, type RunningServer, type StartOptions } from "../helpers/running-server";
import { seededDataDir } from "./global-setup";

/** The built platform, as `npm start` serves it, on a copy of the run's seeded data dir (tests/e2e/global-setup.ts). */
export async function startPlatform(opts: Omit<StartOptions, "seededFrom"> = {}): Promise<RunningServer> {
  const seeded = inject("seededDataDir");
  if (!seeded)
    throw new Error("no seeded data dir: browser tests run in the e2e project, whose global setup builds the platform");
  return startBuiltServer({ ...opts, seededFrom: await seededDataDir(seeded) });
}

/** The built platform on a fresh copy of the seeded data and the system Chromium, for one test file; filled in beforeAll. */
export function runningPlatform(): { server: RunningServer; browser: Browser } {
  const platform = {} as { server: RunningServer; browser: Browser };
  beforeAll(async () => {
    [platform.server, platform.browser] = await Promise.all([startPlatform(), launchChromium()]);
  });
  afterAll(async () => {
    await platform.browser?.close();
    await platform.server?.stop();
  });
  return platform;
}
