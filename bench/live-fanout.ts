/**
 * How one bid reaches many watchers of one auction (issue 36): `--watchers` live pages (the page's own SSE call,
 * logged in as the demo accounts in turn, every eighth one a visitor) watch a live demo lot while a buyer bids the
 * least next price `--rounds` times; each watcher times each message from the moment the bid was answered.
 * `--processes=2` runs two app processes on one throwaway PostgreSQL, the watchers split between them and the bids
 * sent to the first, so half of them hear of each bid through LISTEN/NOTIFY from the other process.
 *
 *   npx tsx bench/live-fanout.ts --watchers=200 --rounds=20 [--processes=2]
 */
import { MALL, mallPath } from "../src/core/mall-endpoints";
import { seededCluster } from "./scale/seeded-cluster";
import { startServerProcess, type ServerProcess } from "./scale/server-process";

const arg = (name: string, fallback: number) =>
  Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split("=")[1] ?? fallback);
const WATCHERS = arg("watchers", 200);
const ROUNDS = arg("rounds", 20);
const PROCESSES = arg("processes", 1);
const VIEWERS = ["13800000001", "13800000003", "13800000004", "13800000005", "13800000006", "13800000007", null];

const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]!;
const headers = (cookie?: string) => ({
  "content-type": "application/json",
  systemId: "56",
  ...(cookie ? { cookie } : {}),
});

async function login(base: string, login: string): Promise<string> {
  const res = await fetch(`${base}/gw/agri.usercenter.login/1.0`, {
    method: "POST",
    headers: headers(),
    body: JSON.stringify({ login, password: "Demo@1234" }),
  });
  if (!res.ok) throw new Error(`login ${login}: HTTP ${res.status}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

/** One open live page: the bid count of every message, with when it arrived. */
class Watcher {
  private heard: { bidCount: number; at: number }[] = [];
  private wake: (() => void) | undefined;

  static async open(base: string, lotId: number, cookie: string | undefined) {
    const w = new Watcher();
    const res = await fetch(`${base}/gw/${mallPath(MALL.auctionLive)}?id=${lotId}`, { headers: headers(cookie) });
    if (!res.ok) throw new Error(`live stream: HTTP ${res.status}`);
    void w.read(res.body!.getReader());
    await w.arrival(0);
    return w;
  }

  private async read(reader: ReadableStreamDefaultReader<Uint8Array>) {
    const decoder = new TextDecoder();
    let buffer = "";
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true as const }));
      if (done) return;
      buffer += decoder.decode(value, { stream: true });
      for (let end = buffer.indexOf("\n\n"); end >= 0; end = buffer.indexOf("\n\n")) {
        const data = buffer
          .slice(0, end)
          .split("\n")
          .find((l) => l.startsWith("data:"));
        buffer = buffer.slice(end + 2);
        if (!data) continue;
        this.heard.push({
          bidCount: (JSON.parse(data.slice(5)) as { auction: { bidCount: number } }).auction.bidCount,
          at: performance.now(),
        });
        this.wake?.();
      }
    }
  }

  /** When the first message showing at least `bidCount` bids arrived. */
  async arrival(bidCount: number): Promise<number> {
    for (;;) {
      const m = this.heard.find((h) => h.bidCount >= bidCount);
      if (m) return m.at;
      await new Promise<void>((resolve) => (this.wake = resolve));
    }
  }
}

async function main() {
  const cluster = PROCESSES > 1 ? await seededCluster() : undefined;
  const servers: ServerProcess[] = [];
  try {
    for (let i = 0; i < PROCESSES; i += 1)
      servers.push(await startServerProcess(cluster ? { DATABASE_URL: cluster.url } : {}));
    const base = servers[0]!.url;
    const hall = await (
      await fetch(`${base}/gw/${mallPath(MALL.auctionHall)}?phase=live&pageSize=20`, { headers: headers() })
    ).json();
    const lot = (hall.data.list as { id: number; minimumBid: number; bidCount: number }[])[0]!;
    const cookies = new Map<string, string>();
    for (const s of servers) for (const v of VIEWERS) if (v) cookies.set(`${s.url} ${v}`, await login(s.url, v));
    const watchers: Watcher[] = [];
    for (let i = 0; i < WATCHERS; i += 1) {
      const server = servers[i % servers.length]!.url;
      const viewer = VIEWERS[i % VIEWERS.length];
      watchers.push(await Watcher.open(server, lot.id, viewer ? cookies.get(`${server} ${viewer}`) : undefined));
    }
    const bidder = await login(base, "13800000002");
    const took: number[] = [];
    let least = lot.minimumBid;
    let count = lot.bidCount;
    for (let round = 0; round < ROUNDS; round += 1) {
      const res = await fetch(`${base}/gw/${mallPath(MALL.auctionBid)}`, {
        method: "POST",
        headers: headers(bidder),
        body: JSON.stringify({ id: lot.id, price: least }),
      });
      const answered = performance.now();
      const answer = await res.json();
      if (answer.code !== 0) throw new Error(`bid refused: ${answer.msg}`);
      count = answer.data.seq;
      const arrivals = await Promise.all(watchers.map((w) => w.arrival(count)));
      took.push(...arrivals.map((at) => Math.max(0, at - answered)));
      const info = await (
        await fetch(`${base}/gw/${mallPath(MALL.auctionInfo)}?id=${lot.id}`, { headers: headers() })
      ).json();
      least = info.data.minimumBid;
    }
    console.log(
      `${WATCHERS} watchers on ${PROCESSES} process(es), ${ROUNDS} bids: p50 ${Math.round(pct(took, 50))} ms, p99 ${Math.round(pct(took, 99))} ms, max ${Math.round(Math.max(...took))} ms`,
    );
  } finally {
    await Promise.all(servers.map((s) => s.stop()));
    await cluster?.stop();
  }
  process.exit(0);
}

await main();
