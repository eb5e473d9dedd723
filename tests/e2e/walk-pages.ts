import type { Browser, Page } from "playwright-core";
import { afterAll } from "vitest";
import { ZONE } from "./generated-form";
import { logInOn } from "./portal-session";

/**
 * One tab per demo account for a whole walk shard. A resource's tests, and another party's action on its row, take
 * the tab of the account they act as and move inside the app to their screen, as a user switching screens does,
 * rather than opening a tab and loading the app afresh for each (measured: no shorter a shard, docs/testing.md; it
 * is how a user works, and it showed an edit form starting from a cached row). The tabs close with the shard.
 */
export function walkPages(platform: { server: { port: number }; browser: Browser }) {
  const pages = new Map<string, Page>();

  afterAll(async () => {
    await Promise.all(
      [...pages.values()].map((page) =>
        page
          .context()
          .close()
          .catch(() => undefined),
      ),
    );
  });

  /**
   * `login`'s tab, on its screen: a tab already open is moved there by `move` (the walk's own way to a list,
   * which searches again); a new one is logged in and opened at `path`.
   */
  return async function pageAs(login: string, path: string, move: (page: Page) => Promise<void>): Promise<Page> {
    const open = pages.get(login);
    if (open && !open.isClosed()) {
      await move(open);
      return open;
    }
    const context = await platform.browser.newContext({ timezoneId: ZONE, viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    await logInOn(page, "yyn", platform.server.port, login, path);
    pages.set(login, page);
    return page;
  };
}

/**
 * Moves the tab to `path` inside the app (the router follows the address; nothing is loaded again); a tab already
 * there loads it again, as a user refreshing a queue to see a new row.
 */
export async function moveInApp(page: Page, path: string): Promise<void> {
  const here = new URL(page.url());
  if (`${here.pathname}${here.search}` === path) return void (await page.reload());
  // the address is `path` once this returns; a screen that forwards (an engine path to its spec route) moves on
  await page.evaluate((to) => {
    history.pushState(null, "", to);
    dispatchEvent(new PopStateEvent("popstate"));
  }, path);
}
