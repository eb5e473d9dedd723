import type { Page, Request } from "playwright-core";

/** The server's event streams (the 消息 badge, an auction's live state) stay open as long as the page does. */
const isStream = (r: Request) => r.headers().accept === "text/event-stream" || r.resourceType() === "eventsource";

/**
 * Playwright's "networkidle" never comes on a page holding an event stream open. This waits instead until every
 * other request the page has started has been answered or failed: what a late chunk, image or call would bring
 * has arrived. Install it before the page loads; call the returned function to wait.
 */
export function quietNetwork(page: Page): () => Promise<void> {
  const inFlight = new Set<Request>();
  let waiting: (() => void)[] = [];
  const settle = (r: Request) => {
    inFlight.delete(r);
    if (inFlight.size) return;
    const done = waiting;
    waiting = [];
    for (const resolve of done) resolve();
  };
  page.on("request", (r) => {
    if (!isStream(r)) inFlight.add(r);
  });
  page.on("requestfinished", settle);
  page.on("requestfailed", settle);
  return () => (inFlight.size ? new Promise<void>((resolve) => waiting.push(resolve)) : Promise.resolve());
}
