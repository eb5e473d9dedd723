/**
 * `npx tsx bench/profile.ts [--seconds 10]`: where the server's time goes per request. Starts the real server with
 * `--cpu-prof` on a throwaway PostgreSQL 15, loads it with the goods page and list page 1 (anonymous) and the cart
 * (a logged-in buyer) at 8 connections, stops it and prints the 25 functions with the most self time. `--only detail`
 * (or `list`, `search`, `cart`) loads one of them (search: 饲料, never in the default mix); `--only order` has 8 buyers add to the cart and submit back to back.
 * `--top 60` lists more functions.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, openSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { randomUUID } from "node:crypto";
import { ADD, ADDRESS, SUBMIT, hotGoods, makeBuyers } from "./orders/buyers";
import { httpClient } from "./scale/http-client";
import { load } from "./scale/load";
import { freePort } from "../tests/helpers/pg-cluster";
import { seededCluster } from "./scale/seeded-cluster";

const root = join(import.meta.dirname, "..");
const seconds = Number(process.argv[process.argv.indexOf("--seconds") + 1]) || 10;
const arg = (name: string, fallback: number) => (process.argv.includes(name) ? Number(process.argv[process.argv.indexOf(name) + 1]) : fallback);
const only = process.argv.includes("--only") ? process.argv[process.argv.indexOf("--only") + 1] : undefined;

type Node = { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; hitCount: number };

async function main() {
  const cluster = await seededCluster();
  const { admin } = cluster;
  const dir = mkdtempSync(join(tmpdir(), "agri-bench-prof-"));
  try {
    const buyers = await makeBuyers(admin, 8);
    const buyer = buyers[0];
    const [hot] = await hotGoods(admin, 1, 1_000_000);
    const id = (await admin.query(`select id from goods where system_id = 56 and status = 'on_sale' order by id limit 1`)).rows[0].id;
    const port = await freePort();
    const log = openSync(join(dir, "server.log"), "a");
    const child = spawn(process.execPath, ["--cpu-prof", `--cpu-prof-dir=${dir}`, "--import", "tsx", "src/server/index.ts"], {
      cwd: root,
      env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dir, DATABASE_URL: cluster.url, NODE_ENV: "production" },
      stdio: ["ignore", log, log],
    });
    const url = `http://127.0.0.1:${port}`;
    while (!(await fetch(`${url}/gw/agri.user.get/1.0`).then((r) => r.ok, () => false))) await new Promise((r) => setTimeout(r, 250));
    const http = httpClient(url, 8);
    const named = {
      detail: () => http.request("POST", "/gw/agri.sc.querygoods/1.0", { body: { id } }),
      list: () => http.request("GET", "/gw/agri.sc.querygoodslist.list/1.0?pageNum=1&pageSize=20"),
      search: () => http.request("GET", `/gw/agri.sc.querygoodslist.list/1.0?${new URLSearchParams({ search: "饲料", pageNum: "1", pageSize: "20" })}`),
      cart: () => http.request("GET", "/gw/rest/cart/list", { cookie: buyer!.cookie }),
    };
    // a buyer's add to cart and submit, each worker its own buyer (the orders bench's path, never in the default mix)
    const order = async (w: number) => {
      const cookie = buyers[w]!.cookie;
      await http.request("POST", ADD, { body: { goodsId: hot!.id, quantity: 1 }, cookie });
      return http.request("POST", SUBMIT, { body: { submitKey: randomUUID(), address: ADDRESS }, cookie });
    };
    const calls: ((w: number) => Promise<{ status: number }>)[] = only === "order" ? [order] : Object.entries(named).filter(([name]) => (only ? only === name : name !== "search")).map(([, call]) => call);
    let i = 0;
    const r = await load(async (w) => (await calls[i++ % calls.length]!(w)).status === 200, { concurrency: 8, seconds });
    console.log(`${r.count} requests, ${r.perSecond.toFixed(0)}/s, ${r.errors} failed`);
    http.close();
    await new Promise((done) => (child.once("exit", done), child.kill("SIGTERM")));
    const file = readdirSync(dir).find((f) => f.endsWith(".cpuprofile"))!;
    const prof = JSON.parse(readFileSync(join(dir, file), "utf8")) as { nodes: Node[]; startTime: number; endTime: number };
    const total = prof.nodes.reduce((s, n) => s + n.hitCount, 0);
    const self = new Map<string, number>();
    const byFile = new Map<string, number>();
    for (const n of prof.nodes) {
      const where = n.callFrame.url.replace(/^file:\/\/\/work\/[^/]+\//, "").replace(/^.*node_modules\//, "~");
      const k = `${n.callFrame.functionName || "(anonymous)"} ${where}:${n.callFrame.lineNumber}`;
      self.set(k, (self.get(k) ?? 0) + n.hitCount);
      const pkg = where.startsWith("~") ? where.split("/").slice(0, where.startsWith("~@") ? 2 : 1).join("/") : where || n.callFrame.functionName;
      byFile.set(pkg, (byFile.get(pkg) ?? 0) + n.hitCount);
    }
    const top = (m: Map<string, number>, n: number) => [...m].sort((a, b) => b[1] - a[1]).slice(0, n).map(([k, v]) => `${((100 * v) / total).toFixed(1).padStart(5)} %  ${k}`).join("\n");
    console.log(`\nself time by package or file:\n${top(byFile, 20)}\n\nby function:\n${top(self, arg("--top", 25))}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
    await cluster.stop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
