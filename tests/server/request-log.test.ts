import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type RunningServer } from "../helpers/running-server";

/**
 * The running server's log (`npm start`'s standard output): one line per request, written in batches, yet never
 * held back long enough for whoever watches a quiet server to miss a request, and nothing waiting is lost on a stop.
 */
let s: RunningServer;
beforeAll(async () => {
  // the embedded database on both suites: what is logged, and when, does not depend on the database
  // asked every 10 ms, so the server is caught answering within moments of its start
  s = await startServer({ pollMs: 10 });
}, 120_000);
afterAll(() => s?.stop());

const linesFor = (url: string) =>
  s.output().split("\n").filter((l) => l.startsWith("{")).map((l) => JSON.parse(l) as { url?: string; statusCode?: number; msg: string }).filter((l) => l.url === url);

async function until(ok: () => boolean, ms: number) {
  const end = Date.now() + ms;
  while (!ok() && Date.now() < end) await new Promise((r) => setTimeout(r, 50));
  return ok();
}

describe("the server's request log", () => {
  it("says where the server listens as soon as it answers", async () => {
    // a batch waits up to a second: the line must come at once, not with it
    expect(await until(() => s.output().includes(`Agrimall on ${s.url}`), 300), s.output().slice(-2000)).toBe(true);
  });

  it("shows each request of a quiet server once, within a couple of seconds", async () => {
    const urls = ["/gw/agri.user.get/1.0?probe=1", "/gw/agri.user.get/1.0?probe=2", "/no-such-file.txt"];
    for (const url of urls) await fetch(`${s.url}${url}`);
    expect(await until(() => urls.every((u) => linesFor(u).length > 0), 3_000), s.output().slice(-2000)).toBe(true);
    for (const url of urls) expect(linesFor(url), url).toHaveLength(1);
    expect(linesFor(urls[0]!)[0]).toMatchObject({ msg: "request completed", statusCode: 200 });
  });

  it("writes what is still waiting when the server stops", async () => {
    const url = "/gw/agri.user.get/1.0?last=1";
    await fetch(`${s.url}${url}`);
    await s.stop();
    expect(linesFor(url)).toHaveLength(1);
  });
});
