import type { BrowserContext } from "playwright-core";

/** A phone's screen (an iPhone 12–14): every page must fit its width. */
export const PHONE = { width: 390, height: 844 };

/**
 * A tab at phone size that loads pages one after another and says which ones scroll sideways: the page's width
 * past the screen's, and the widest element that sticks out (what to fix), once `ready` shows.
 */
export async function phoneTab(ctx: BrowserContext) {
  const page = await ctx.newPage();
  return async function overflowOf(url: string, ready: string): Promise<string | undefined> {
    await page.goto(url);
    await page.locator(ready).first().waitFor();
    const found = await page.evaluate(() => {
      const screen = document.documentElement.clientWidth;
      const wide = document.documentElement.scrollWidth;
      if (wide <= screen) return undefined;
      // the deepest element reaching past the screen names the culprit better than the page
      let culprit = "";
      for (const el of document.body.querySelectorAll<HTMLElement>("*")) {
        const box = el.getBoundingClientRect();
        if (box.right > screen + 1 && box.width > 0 && getComputedStyle(el).position !== "fixed")
          culprit = `${el.tagName.toLowerCase()}.${[...el.classList].join(".")} (${Math.round(box.right)}px)`;
      }
      return `${wide}px wide, past ${screen}px at ${culprit}`;
    });
    return found && `${new URL(url).pathname}${new URL(url).search}: ${found}`;
  };
}
