import { existsSync } from "node:fs";
import { chromium, type Browser, type Page } from "playwright-core";

export const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** A server-rendered page (its data block is there) the app has not yet taken over (src/web/ssr/ready-mark.tsx). */
const takenOver = () => !document.getElementById("mall-preloaded") || document.documentElement.dataset.ready === "true";

/**
 * A server-rendered mall page shows before the app takes it over and answers clicks (docs/first-load.md):
 * a test's goto and reload wait for that, as a buyer waits for a page to respond.
 */
function waitForApp(page: Page): void {
  for (const name of ["goto", "reload"] as const) {
    const navigate = page[name].bind(page) as (...args: unknown[]) => ReturnType<Page["goto"]>;
    (page as unknown as Record<string, unknown>)[name] = async (...args: unknown[]) => {
      const response = await navigate(...args);
      await page.waitForFunction(takenOver, undefined, { timeout: 60_000 });
      return response;
    };
  }
}

const pageHooks: ((page: Page) => void)[] = [];

/** Runs `hook` on every page a browser from `launchChromium` opens (the browser project's setup counts waits as assertions). */
export function onEveryPage(hook: (page: Page) => void) {
  pageHooks.push(hook);
}

const opened = (page: Page) => {
  for (const hook of pageHooks) hook(page);
};

/** Every page of a context that runs scripts waits for the app after navigating. */
function waitingForApp(browser: Browser): Browser {
  const newContext = browser.newContext.bind(browser);
  const newPage = browser.newPage.bind(browser);
  // antd's motion is off for a reader asking for less motion (src/web/use-reduced-motion.ts): a test clicks once a
  // dialog stands still, and a page with no open and close animations renders each once instead of every frame
  browser.newContext = async (options) => {
    const ctx = await newContext({ reducedMotion: "reduce", ...options });
    ctx.on("page", opened);
    if (options?.javaScriptEnabled !== false) ctx.on("page", waitForApp);
    return ctx;
  };
  browser.newPage = async (options) => {
    const page = await newPage({ reducedMotion: "reduce", ...options });
    opened(page);
    if (options?.javaScriptEnabled !== false) waitForApp(page);
    return page;
  };
  return browser;
}

/** The system Chromium, headless, with the flags this closed network needs. */
export async function launchChromium(): Promise<Browser> {
  if (!existsSync(CHROMIUM)) {
    throw new Error(`Chromium not found at ${CHROMIUM}: run \`apt-get update && apt-get install -y chromium\``);
  }
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
  return waitingForApp(browser);
}
