import { spawn, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { inArray, sql } from "drizzle-orm";
import { MALL, mallPath } from "../../src/core/mall-endpoints";
import { openDatabase } from "../../src/server/db/client";
import { users } from "../../src/server/db/schema";
import { DEMO_USERS } from "../../src/server/db/seed/accounts";
import { seededPostgresCopy } from "../helpers/seeded-copy";

/**
 * A real server process (the server bundled from its sources, run by plain node as `npm start` runs it) lets the test run that spawned it move its clock, through the
 * IPC channel only (src/server/test-clock.ts): `{ type: "agrimall:clock", id, at }` moves it and runs a round of
 * the scheduled jobs before the reply. Started for production, the same message is never heard (and production first
 * refuses the demo's accounts).
 */
const root = join(import.meta.dirname, "../..");
// every server of the file serves one copy of the seeded database in turn
let database: Awaited<ReturnType<typeof seededPostgresCopy>>;
beforeAll(async () => {
  database = await seededPostgresCopy();
});
const START = 240_000;
const MIN = 60_000;

type Reply = { type: string; id: number; at?: number; error?: string };
type Auction = { id: number; title: string; status: string; phase: string; endTime: string; now: string };

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
    probe.on("error", reject);
  });
}

const running = new Set<ChildProcess>();

async function startServer(env: Record<string, string>) {
  const port = await freePort();
  const child = spawn(process.execPath, ["--enable-source-maps", inject("serverBundle")], {
    cwd: root,
    stdio: ["ignore", "pipe", "pipe", "ipc"],
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATABASE_URL: database.url, ...env },
  });
  running.add(child);
  let log = "";
  child.stdout!.on("data", (d) => (log += d));
  child.stderr!.on("data", (d) => (log += d));
  const replies: Reply[] = [];
  child.on("message", (m: Reply) => replies.push(m));
  const url = `http://127.0.0.1:${port}`;
  // the only waiting: for the new process to answer at all
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${log}`);
    const up = await fetch(`${url}/gw/agri.user.get/1.0`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  const mall = async <T>(key: "auctionHall" | "auctionInfo", query: Record<string, string | number>): Promise<T> => {
    const res = await fetch(
      `${url}/gw/${mallPath(MALL[key])}?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`,
      { headers: { systemId: "56" } },
    );
    expect(res.status).toBe(200);
    return (await res.json()).data as T;
  };
  /** The message as the test helper sends it; resolves with the reply (an unheard message never resolves). */
  const send = (message: Record<string, unknown>) =>
    new Promise<Reply>((resolve, reject) => {
      const onReply = (m: Reply) => {
        if (m?.type !== "agrimall:clock" || m.id !== message.id) return;
        child.off("message", onReply);
        resolve(m);
      };
      child.on("message", onReply);
      child.once("exit", () => reject(new Error(`server exited before replying:\n${log.slice(-3000)}`)));
      child.send(message);
    });
  const stop = () =>
    new Promise<number | null>((resolve) => {
      const done = () => {
        running.delete(child);
        resolve(child.exitCode);
      };
      if (child.exitCode !== null) return done();
      child.once("exit", done);
      child.kill("SIGTERM");
    });
  /** The portal's live auctions, the one ending first first. */
  const live = async () => (await mall<{ list: Auction[] }>("auctionHall", { phase: "live", pageSize: 50 })).list;
  const info = (id: number) => mall<Auction>("auctionInfo", { id });
  return { child, send, stop, live, info, replies };
}

/** Gives the demo's accounts other logins: the seeded data, live auctions and all, as a production database may hold it. */
async function renameDemoLogins() {
  const renaming = await openDatabase({ databaseUrl: database.url });
  try {
    await renaming.db
      .update(users)
      .set({ login: sql`'renamed_' || ${users.login}` })
      .where(
        inArray(
          users.login,
          DEMO_USERS.map((u) => u.login),
        ),
      );
  } finally {
    await renaming.close();
  }
}

afterAll(async () => {
  // a test that failed half way leaves its server running
  await Promise.all(
    [...running].map(
      (child) =>
        new Promise((resolve) =>
          child.exitCode !== null ? resolve(null) : (child.once("exit", resolve), child.kill("SIGTERM")),
        ),
    ),
  );
  await database?.drop();
});

describe("the clock of a spawned server", () => {
  it(
    "moves on the test run's IPC message, whose reply comes once the jobs ran at the new time",
    async () => {
      const s = await startServer({ AGRIMALL_TEST_CLOCK: "1" });
      const [first, second] = await s.live();
      expect(first && second).toBeTruthy();
      const at = new Date(first!.endTime).getTime() + MIN;
      // a later one still runs at that time: what ends is what the clock passed, not every auction
      expect(new Date(second!.endTime).getTime()).toBeGreaterThan(at);

      expect(await s.send({ type: "agrimall:clock", id: 1, at })).toEqual({ type: "agrimall:clock", id: 1, at });
      const ended = await s.info(first!.id);
      expect(["closed", "discarded"]).toContain(ended.status);
      expect(ended.phase).toBe("ended");
      expect(new Date(ended.now).getTime()).toBeGreaterThanOrEqual(at);
      expect(await s.info(second!.id)).toMatchObject({ status: "bidding", phase: "live" });

      // a message it cannot act on is answered with why
      expect(await s.send({ type: "agrimall:clock", id: 2, at: "tomorrow" })).toMatchObject({
        type: "agrimall:clock",
        id: 2,
        error: expect.stringContaining("epoch milliseconds"),
      });
      // and SIGTERM still ends it, the IPC channel open or not
      expect(await s.stop()).toBe(0);
    },
    START,
  );

  it(
    "started for production, never hears the message: time stays the real one",
    async () => {
      // production will not serve the demo's accounts (their password is public): it names them and stops
      await expect(startServer({ AGRIMALL_TEST_CLOCK: "1", NODE_ENV: "production" })).rejects.toThrow(
        /refuses a database that holds demo accounts \(admin, /,
      );
      await renameDemoLogins();
      const s = await startServer({ AGRIMALL_TEST_CLOCK: "1", NODE_ENV: "production" });
      const [first] = await s.live();
      const at = new Date(first!.endTime).getTime() + 60 * MIN;
      s.child.send({ type: "agrimall:clock", id: 1, at });
      // no reply will come to wait for: what the server answers next shows its time did not move
      const seen = await s.info(first!.id);
      expect(seen).toMatchObject({ status: "bidding", phase: "live" });
      expect(new Date(seen.now).getTime()).toBeLessThan(at);
      expect(s.replies).toEqual([]);
      expect(await s.stop()).toBe(0);
    },
    START,
  );
});
