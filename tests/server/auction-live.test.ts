// @module-tag database
// a live page hears other processes' bids through LISTEN/NOTIFY
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MALL, mallPath } from "../../src/core/mall-endpoints";
import { closeEndedAuctions } from "../../src/server/auctions/close-job";
import { APP_CSP } from "../../src/server/http/security-headers";
import { testApp, type TestApp } from "../helpers/server-app";
import { newAuction, setTimes } from "./auction-helpers";
import { dataOf, mallCall } from "./mall-api";

/**
 * The live stream of an auction page: a watcher hears another buyer's bid, the new ranking and a moved end
 * without asking (how fast: `npm run bench`). On PostgreSQL the watcher is served by a second app process on the same
 * database and the bid goes to the first, so the message crosses processes through LISTEN/NOTIFY.
 */
let t: TestApp;
let watchedApp: FastifyInstance;
let base: string;
beforeAll(async () => {
  t = await testApp();
  watchedApp = (await t.second())?.app ?? t.app;
  base = await watchedApp.listen({ port: 0, host: "127.0.0.1" });
});
afterAll(() => t?.close());

/** Opens the stream as `cookie` and hands back each message's data as it comes. */
async function openStream(id: number, cookie: string) {
  const ctrl = new AbortController();
  const res = await fetch(`${base}/gw/${mallPath(MALL.auctionLive)}?id=${id}`, {
    headers: { cookie, systemId: "56" },
    signal: ctrl.signal,
  });
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toMatch(/^text\/event-stream/);
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  const messages: any[] = [];
  let buffer = "";
  void (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += decoder.decode(value, { stream: true });
        let cut;
        while ((cut = buffer.indexOf("\n\n")) >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const data = block
            .split("\n")
            .filter((l) => l.startsWith("data: "))
            .map((l) => l.slice(6))
            .join("\n");
          if (data) messages.push(JSON.parse(data));
        }
      }
    } catch {
      // aborted at the end of the test
    }
  })();
  return { messages, close: () => ctrl.abort() };
}

/** How long a pushed message may take on a loaded test machine before it counts as never sent. */
const DELIVERED = 15_000;

describe("an auction page's live stream", () => {
  // pushed, not polled for: the page never asks again. How fast is a benchmark figure (npm run bench), not a test's
  it("sends the state at once, then each bid from another buyer (another process on PostgreSQL) without being asked", async () => {
    const seller = await t.login("13800000001");
    const fengshou = await t.login("13800000002");
    const kangmu = await t.login("13800000003");
    const id = await newAuction(t, seller, { startPrice: 100, step: 5, extendMinutes: 5 });
    await setTimes(t, id, -30, 2);
    const stream = await openStream(id, kangmu);
    await expect.poll(() => stream.messages.length).toBe(1);
    expect(stream.messages[0].auction).toMatchObject({ id, bidCount: 0, minimumBid: 100, phase: "live" });
    const endBefore = stream.messages[0].auction.endTime;

    dataOf(await mallCall(t, "auctionBid", { id, price: 100 }, { cookie: fengshou }));
    await expect.poll(() => stream.messages.length, { timeout: DELIVERED, interval: 20 }).toBe(2);
    const seen = stream.messages[1];
    expect(seen.auction).toMatchObject({ currentPrice: 100, bidCount: 1, minimumBid: 105 });
    // the bid came inside the 5-minute window: the end moved, and the watcher sees it
    expect(new Date(seen.auction.endTime).getTime()).toBeGreaterThan(new Date(endBefore).getTime());
    expect(seen.rank).toEqual([expect.objectContaining({ rank: 1, price: 100, mine: false, bidder: "丰收***社" })]);

    // the watcher's own bid comes back named in full and marked as its own
    dataOf(await mallCall(t, "auctionBid", { id, price: 105 }, { cookie: kangmu }));
    await expect.poll(() => stream.messages.length, { timeout: DELIVERED, interval: 20 }).toBe(3);
    expect(stream.messages[2].rank[0]).toMatchObject({
      rank: 1,
      price: 105,
      mine: true,
      bidder: expect.stringMatching(/^康牧/),
    });

    // the close is a move too
    await setTimes(t, id, -60, -1);
    await closeEndedAuctions(t.db, new Date());
    await expect
      .poll(() => stream.messages.at(-1)?.auction.status, { timeout: DELIVERED, interval: 20 })
      .toBe("closed");
    stream.close();
  });

  it("answers 404 for a missing auction before any stream opens; once=1 ends after the first message", async () => {
    const res = await fetch(`${base}/gw/${mallPath(MALL.auctionLive)}?id=999999`, { headers: { systemId: "56" } });
    expect(res.status).toBe(404);
    const seller = await t.login("13800000001");
    const id = await newAuction(t, seller);
    const once = await fetch(`${base}/gw/${mallPath(MALL.auctionLive)}?id=${id}&once=1`, {
      headers: { systemId: "56" },
    });
    const text = await once.text();
    expect(JSON.parse(text.replace(/^data: /, "")).auction.id).toBe(id);
    // the stream writes its own head, with the headers every answer carries
    expect([once.headers.get("x-content-type-options"), once.headers.get("content-security-policy")]).toEqual([
      "nosniff",
      APP_CSP,
    ]);
  });
});
