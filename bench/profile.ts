/**
 * `npx tsx bench/profile.ts [--seconds 10]`: where the server's time goes per request. Starts the real server with
 * `--cpu-prof` on a throwaway PostgreSQL 15, loads it with the goods page and list page 1 (anonymous) and the cart
 * (a logged-in buyer) at 8 connections, stops it and prints the 25 functions with the most self time. `--only detail`
 * (or `list`, `search`, `cart`) loads one of them (search: 饲料, never in the default mix); `--only order` has 8 buyers add to the cart and submit back to back.
 * `--top 60` lists more functions. `--only order --against-bare` then profiles the orders bench's bare server
 * (bench/orders/bare-server.ts) under the same load, replaying the same statements, and prints per order what the
 * app spends beyond it, by package and by function: the app's own cost, which is what there is to cut.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, openSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { randomUUID } from "node:crypto";
import { ADD, ADDRESS, SUBMIT, hotGoods, makeBuyers, type Buyer, type HotGoods } from "./orders/buyers";
import { catchOrder } from "./orders/catch-order";
import { portable } from "./orders/replay-order";
import { excess, selfTime, type CpuProfile } from "./profile/self-time";
import { httpClient } from "./scale/http-client";
import { load } from "./scale/load";
import { freePort } from "../tests/helpers/pg-cluster";
import { seededCluster } from "./scale/seeded-cluster";

const root = join(import.meta.dirname, "..");
const seconds = Number(process.argv[process.argv.indexOf("--seconds") + 1]) || 10;
const arg = (name: string, fallback: number) =>
  process.argv.includes(name) ? Number(process.argv[process.argv.indexOf(name) + 1]) : fallback;
const only = process.argv.includes("--only") ? process.argv[process.argv.indexOf("--only") + 1] : undefined;

/** A server script started with the profiler on; `stop` ends it and reads its profile. */
async function profiledServer(script: string, env: Record<string, string>, ready: string) {
  const dir = mkdtempSync(join(tmpdir(), "agri-bench-prof-"));
  const port = await freePort();
  const log = openSync(join(dir, "server.log"), "a");
  const child = spawn(process.execPath, ["--cpu-prof", `--cpu-prof-dir=${dir}`, "--import", "tsx", script], {
    cwd: root,
    // the demo mode: the benchmarks log in with its accounts, which production refuses (src/server/production.ts)
    env: { ...process.env, ...env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dir, NODE_ENV: "demo" },
    stdio: ["ignore", log, log],
  });
  const url = `http://127.0.0.1:${port}`;
  while (
    !(await fetch(`${url}${ready}`).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (child.exitCode !== null) throw new Error(`${script} exited with ${child.exitCode}; log in ${dir}/server.log`);
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    async stop(): Promise<CpuProfile> {
      await new Promise((done) => (child.once("exit", done), child.kill("SIGTERM")));
      try {
        const file = readdirSync(dir).find((f) => f.endsWith(".cpuprofile"))!;
        return JSON.parse(readFileSync(join(dir, file), "utf8")) as CpuProfile;
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

async function main() {
  const cluster = await seededCluster();
  const { admin } = cluster;
  try {
    const buyers = await makeBuyers(admin, 9);
    const buyer = buyers[0];
    const [hot] = await hotGoods(admin, 1, 1_000_000);
    const id = (
      await admin.query(`select id from goods where system_id = 56 and status = 'on_sale' order by id limit 1`)
    ).rows[0].id;
    const server = await profiledServer("src/server/index.ts", { DATABASE_URL: cluster.url }, "/gw/agri.user.get/1.0");
    const http = httpClient(server.url, 8);
    const named = {
      detail: () => http.request("POST", "/gw/agri.sc.querygoods/1.0", { body: { id } }),
      list: () => http.request("GET", "/gw/agri.sc.querygoodslist.list/1.0?pageNum=1&pageSize=20"),
      search: () =>
        http.request(
          "GET",
          `/gw/agri.sc.querygoodslist.list/1.0?${new URLSearchParams({ search: "饲料", pageNum: "1", pageSize: "20" })}`,
        ),
      cart: () => http.request("GET", "/gw/rest/cart/list", { cookie: buyer!.cookie }),
    };
    // a buyer's add to cart and submit, each worker its own buyer (the orders bench's path, never in the default mix)
    const order = async (w: number) => {
      const cookie = buyers[w]!.cookie;
      await http.request("POST", ADD, { body: { goodsId: hot!.id, quantity: 1 }, cookie });
      return http.request("POST", SUBMIT, { body: { submitKey: randomUUID(), address: ADDRESS }, cookie });
    };
    const calls: ((w: number) => Promise<{ status: number }>)[] =
      only === "order"
        ? [order]
        : Object.entries(named)
            .filter(([name]) => (only ? only === name : name !== "search"))
            .map(([, call]) => call);
    let i = 0;
    const r = await load(async (w) => (await calls[i++ % calls.length]!(w)).status === 200, {
      concurrency: 8,
      seconds,
    });
    console.log(`${r.count} requests, ${r.perSecond.toFixed(0)}/s, ${r.errors} failed`);
    http.close();
    const appProfile = await server.stop();
    const app = selfTime(appProfile);
    const top = (m: Map<string, number>, n: number) =>
      [...m]
        .sort((a, b) => b[1] - a[1])
        .slice(0, n)
        .map(([k, v]) => `${((100 * v) / app.busy).toFixed(1).padStart(5)} %  ${k}`)
        .join("\n");
    console.log(
      `\nself time by package or file:\n${top(app.byPackage, 20)}\n\nby function:\n${top(app.byFunction, arg("--top", 25))}`,
    );
    if (only === "order" && process.argv.includes("--against-bare"))
      await againstBare(cluster.url, buyers, hot!, appProfile, r.count);
  } finally {
    await cluster.stop();
  }
}

/**
 * The same order load on the bare server, replaying the app's statements: per order, the app's self time beside
 * the bare server's over the load's last seconds (start-up excluded), the app's excess first.
 */
async function againstBare(
  databaseUrl: string,
  buyers: Buyer[],
  hot: HotGoods,
  appProfile: CpuProfile,
  appOrders: number,
) {
  const caught = await catchOrder(databaseUrl, buyers[8]!, hot);
  const bare = await profiledServer("bench/orders/bare-server.ts", { DATABASE_URL: databaseUrl }, "/ready");
  const http = httpClient(bare.url, 8);
  await http.request("PUT", "/caught", {
    body: { as: caught.as, add: portable(caught.add), submit: portable(caught.submit) },
  });
  const once = async (w: number) => {
    const turn = { userId: buyers[w]!.userId, token: buyers[w]!.token, goodsId: hot.id, skuId: hot.skuId };
    if ((await http.request("POST", "/add", { body: turn })).status !== 200) return false;
    return (await http.request("POST", "/submit", { body: { ...turn, submitKey: randomUUID() } })).status === 200;
  };
  const r = await load(once, { concurrency: 8, seconds });
  http.close();
  console.log(`\nbare server: ${r.count} orders, ${r.perSecond.toFixed(0)}/s, ${r.errors} failed`);
  // both servers were stopped right after their load: its last seconds are the profile's last seconds
  const window = (seconds - 1) * 1000;
  const share = (seconds - 1) / seconds;
  const app = selfTime(appProfile, window);
  const ceiling = selfTime(await bare.stop(), window);
  const [a, b] = [appOrders * share, r.count * share];
  console.log(
    `\nCPU per order (self time, the last ${seconds - 1} s): the app ${((app.busy * 1000) / a).toFixed(0)} µs, the bare server ${((ceiling.busy * 1000) / b).toFixed(0)} µs`,
  );
  console.log(
    `\nµs per order: app, bare, by package or file (the app's excess first):\n${excess(app.byPackage, a, ceiling.byPackage, b, 20)}`,
  );
  console.log(`\nby function:\n${excess(app.byFunction, a, ceiling.byFunction, b, arg("--top", 25))}`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
