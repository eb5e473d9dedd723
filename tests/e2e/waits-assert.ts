import type { Locator, Page } from "playwright-core";
import { expect } from "vitest";
import { onEveryPage } from "../helpers/chromium";

/**
 * In the browser a test asserts by waiting for what the page must show: `locator.waitFor()` and
 * `page.waitForURL()` fail the test when the element or the address never comes. Each one that succeeds counts as
 * an assertion, so that `expect.hasAssertions()` (tests/setup/assertions.ts) holds a browser test that only waits
 * to the same rule as any other: a test that neither waits for the page nor expects anything fails.
 */
const counted = () => expect.setState({ assertionCalls: expect.getState().assertionCalls + 1 });

let patched = false;
onEveryPage((page) => {
  if (patched) return;
  patched = true;
  const locator = Object.getPrototypeOf(page.locator("html")) as Locator;
  const waitFor = locator.waitFor;
  locator.waitFor = async function (this: Locator, ...args: Parameters<Locator["waitFor"]>) {
    await waitFor.apply(this, args);
    counted();
  };
  const pages = Object.getPrototypeOf(page) as Page;
  const waitForURL = pages.waitForURL;
  pages.waitForURL = async function (this: Page, ...args: Parameters<Page["waitForURL"]>) {
    await waitForURL.apply(this, args);
    counted();
  };
});
