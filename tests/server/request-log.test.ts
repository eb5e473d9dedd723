import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { startServerBundle, type RunningServer } from "../helpers/running-server";
import { seededPostgresCopy } from "../helpers/seeded-copy";

/**
 * The running server's log (`npm start`'s standard output): one line per request, written in batches, yet never
 * held back long enough for whoever watches a quiet server to miss a request, and nothing waiting is lost on a stop.
 * What must come without the batch timer is shown on a server whose timer never fires within the run; the timer
 * itself on one that fires often. Each waits for the lines to come, however long a loaded machine takes.
 */
let untimed: RunningServer;
let timed: RunningServer;
let database: Awaited<ReturnType<typeof seededPostgresCopy>>;
beforeAll(async () => {
  // what is logged, and when, does not depend on the database: both share one copy of the seeded one
  database = await seededPostgresCopy();
  [untimed, timed] = await Promise.all([
    startServerBundle(inject("serverBundle"), { databaseUrl: database.url, env: { LOG_FLUSH_MS: "3600000" } }),
    startServerBundle(inject("serverBundle"), { databaseUrl: database.url, env: { LOG_FLUSH_MS: "50" } }),
  ]);
}, 120_000);
afterAll(async () => {
  await Promise.all([untimed?.stop(), timed?.stop()]);
  await database?.drop();
});

const linesFor = (s: RunningServer, url: string) =>
  s
    .output()
    .split("\n")
    .filter((l) => l.startsWith("{"))
    .map((l) => JSON.parse(l) as { url?: string; statusCode?: number; msg: string })
    .filter((l) => l.url === url);

describe("the server's request log", () => {
  it("says where the server listens at once, not with the next batch", async () => {
    await expect.poll(() => untimed.output(), { timeout: 60_000 }).toContain(`Agrimall on ${untimed.url}`);
  });

  it("shows each request of a quiet server once, with the batch timer", async () => {
    const urls = ["/gw/agri.user.get/1.0?probe=1", "/gw/agri.user.get/1.0?probe=2", "/no-such-file.txt"];
    for (const url of urls) await fetch(`${timed.url}${url}`);
    await expect.poll(() => urls.filter((u) => linesFor(timed, u).length === 0), { timeout: 60_000 }).toEqual([]);
    for (const url of urls) expect(linesFor(timed, url), url).toHaveLength(1);
    expect(linesFor(timed, urls[0]!)[0]).toMatchObject({ msg: "request completed", statusCode: 200 });
  });

  it("writes what is still waiting when the server stops", async () => {
    const url = "/gw/agri.user.get/1.0?last=1";
    await fetch(`${untimed.url}${url}`);
    expect(linesFor(untimed, url), "no timer wrote it before the stop").toHaveLength(0);
    await untimed.stop();
    expect(linesFor(untimed, url)).toHaveLength(1);
  });
});
