/**
 * `npm run bench:orders` (and the end of `npm run bench`): 50 logged-in buyers on PostgreSQL 15 (throwaway cluster or
 * DATABASE_URL), each adding a hot goods to its cart and submitting the order, back to back for --seconds (10), against
 * the real server over HTTP; then the same statements (caught from one add + submit, replayed as each buyer,
 * orders/replay-order.ts) sent raw, and by a bare server that only replays them per HTTP call (orders/bare-server.ts:
 * the ceiling HTTP and one JavaScript thread leave on this machine). Prints orders/s, p50/p99, 5xx, the server's CPU per
 * order, and proves the stock: what was ordered plus what is left
 * equals what there was, on every goods and SKU, and a last burst of 50 buyers on 20 units sells exactly 20.
 * `--sql` also prints the caught statements, one line each.
 */
import { randomBytes } from "node:crypto";
import pg from "pg";
import { ADD, ADDRESS, SUBMIT, hotGoods, makeBuyers, stockOf, type Buyer } from "./orders/buyers";
import { catchOrder } from "./orders/catch-order";
import { portable, replayAdd, replaySubmit, type OrderTurn } from "./orders/replay-order";
import { httpClient } from "./scale/http-client";
import { load, ms, type LoadResult } from "./scale/load";
import { seededCluster } from "./scale/seeded-cluster";
import { startServerProcess } from "./scale/server-process";

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const key = () => `bench-${randomBytes(12).toString("hex")}`;
const stats = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return {
    p50: s[Math.floor(s.length * 0.5)] ?? NaN,
    p99: s[Math.min(s.length - 1, Math.floor(s.length * 0.99))] ?? NaN,
  };
};

export async function ordersBench() {
  const seconds = arg("seconds", 10);
  const buyersN = arg("buyers", 50);
  const cluster = await seededCluster();
  const { admin } = cluster;
  const stops: (() => Promise<void> | void)[] = [() => cluster.stop()];
  try {
    const buyers = await makeBuyers(admin, buyersN + 1);
    const hot = await hotGoods(admin, 11, 1_000_000);
    const drain = hot.pop()!;
    const before = await stockOf(
      admin,
      hot.map((g) => g.id),
    );
    const server = await startServerProcess({ DATABASE_URL: cluster.url });
    stops.unshift(() => server.stop());
    const http = httpClient(server.url, buyersN);
    let fivexx = 0;
    const call = async (path: string, body: unknown, b: Buyer) => {
      const res = await http.request("POST", path, { body, cookie: b.cookie });
      if (res.status >= 500) fivexx += 1;
      if (res.status !== 200) throw new Error(`${path} answered ${res.status}: ${res.body.slice(0, 200)}`);
    };
    const pick = (w: number, i: number) => hot[(w + i) % hot.length]!;
    const submits: number[] = [];
    let turn = 0;
    const apiOnce = async (w: number) => {
      const g = pick(w, turn++);
      await call(ADD, { goodsId: g.id, quantity: 1 + (turn % 3) }, buyers[w]!);
      const t = performance.now();
      await call(SUBMIT, { submitKey: key(), address: ADDRESS }, buyers[w]!);
      submits.push(performance.now() - t);
    };
    await load(apiOnce, { concurrency: buyersN, seconds: 1 });
    submits.length = 0;
    fivexx = 0;
    const cpuBefore = server.cpuMs();
    const api = await load(apiOnce, { concurrency: buyersN, seconds });
    const serverCpu = (server.cpuMs() - cpuBefore) / api.count;
    const apiSubmit = stats(submits);

    // the raw side: one add + submit of the spare buyer, caught, then replayed as each buyer with a fresh submit key
    const caught = await catchOrder(cluster.url, buyers[buyersN]!, hot[0]!);
    if (process.argv.includes("--sql"))
      for (const s of caught.statements)
        console.log(`  ${s.config.name ?? "(built)"}: ${s.config.text.replace(/\s+/g, " ").slice(0, 160)}`);
    const turnOf = (w: number): OrderTurn => {
      const g = pick(w, turn++);
      return { userId: buyers[w]!.userId, token: buyers[w]!.token, goodsId: g.id, skuId: g.skuId };
    };
    const pool = new pg.Pool({ connectionString: cluster.url, max: 10 });
    stops.unshift(() => pool.end());
    const rawSubmits: number[] = [];
    const rawOnce = async (w: number) => {
      const t = turnOf(w);
      await replayAdd(pool, caught, t);
      const start = performance.now();
      await replaySubmit(pool, caught, t, key());
      rawSubmits.push(performance.now() - start);
    };
    await load(rawOnce, { concurrency: buyersN, seconds: 1 });
    rawSubmits.length = 0;
    const raw = await load(rawOnce, { concurrency: buyersN, seconds });
    const rawSubmit = stats(rawSubmits);

    // the ceiling: a bare server replaying the same statements per HTTP call (orders/bare-server.ts), on the same client
    const bareServer = await startServerProcess(
      { DATABASE_URL: cluster.url },
      { script: "bench/orders/bare-server.ts", ready: "/ready" },
    );
    stops.unshift(() => bareServer.stop());
    const bare = httpClient(bareServer.url, buyersN);
    await bare.request("PUT", "/caught", {
      body: { as: caught.as, add: portable(caught.add), submit: portable(caught.submit) },
    });
    const bareSubmits: number[] = [];
    const bareOnce = async (w: number) => {
      const t = turnOf(w);
      if ((await bare.request("POST", "/add", { body: t })).status !== 200) return false;
      const start = performance.now();
      const res = await bare.request("POST", "/submit", { body: { ...t, submitKey: key() } });
      bareSubmits.push(performance.now() - start);
      return res.status === 200;
    };
    await load(bareOnce, { concurrency: buyersN, seconds: 1 });
    bareSubmits.length = 0;
    const bareCpuBefore = bareServer.cpuMs();
    const ceiling = await load(bareOnce, { concurrency: buyersN, seconds });
    const bareCpu = (bareServer.cpuMs() - bareCpuBefore) / ceiling.count;
    const bareSubmit = stats(bareSubmits);
    bare.close();

    // zero oversell: every unit ordered came off the goods and its SKU, none went below zero
    const after = await stockOf(
      admin,
      hot.map((g) => g.id),
    );
    const broken = after.filter(
      (a, i) =>
        a.stock + (a.ordered - before[i]!.ordered) !== before[i]!.stock || a.sku_stock !== a.stock || a.stock < 0,
    );
    // the last units: every buyer at once (50 by default) on 20 units, buy-now, until refused
    await admin.query(`update goods set stock = 20 where id = $1`, [drain.id]);
    await admin.query(`update goods_skus set stock = 20 where id = $1`, [drain.skuId]);
    const drainBefore = (await stockOf(admin, [drain.id]))[0]!;
    let sold = 0;
    let refused = 0;
    await Promise.all(
      buyers.slice(0, buyersN).map(async (b) => {
        const res = await http.request("POST", SUBMIT, {
          body: { submitKey: key(), address: ADDRESS, goodsId: drain.id, quantity: 1 },
          cookie: b.cookie,
        });
        if (res.status >= 500) fivexx += 1;
        if (res.status === 200) sold += 1;
        else if (res.status === 422) refused += 1;
      }),
    );
    const drained = (await stockOf(admin, [drain.id]))[0]!;
    // every unit sold once or still there, and as many sold as there were units or buyers (a small run has fewer buyers)
    const held =
      sold === Math.min(20, buyersN) && drained.stock === 20 - sold && drained.ordered - drainBefore.ordered === sold;
    http.close();
    const row = (name: string, r: LoadResult, s: { p50: number; p99: number }, x = "") =>
      `| ${name} | ${r.perSecond.toFixed(1)} | ${ms(s.p50)} | ${ms(s.p99)} | ${ms(r.p50)} | ${ms(r.p99)} | ${r.errors} |${x}`;
    console.log(
      `\nOrders on PostgreSQL 15: ${buyersN} buyers, each add to cart + submit back to back, ${seconds} s:\n`,
    );
    console.log("| path | orders/s | submit p50 ms | submit p99 ms | add+submit p50 ms | add+submit p99 ms | failed |");
    console.log("|---|---|---|---|---|---|---|");
    console.log(row("API (HTTP, logged-in buyers)", api, apiSubmit));
    console.log(row(`raw pg (same ${caught.add.length} + ${caught.submit.length} statements)`, raw, rawSubmit));
    console.log(row("bare server (HTTP + the same statements)", ceiling, bareSubmit));
    console.log(
      `\nAPI/raw orders/s: ${(api.perSecond / raw.perSecond).toFixed(2)} (the bare server's ceiling: ${(ceiling.perSecond / raw.perSecond).toFixed(2)}); API 5xx: ${fivexx}`,
    );
    const cpu = (n: number) => (Number.isNaN(n) ? "–" : n.toFixed(2));
    console.log(`Server CPU per order (add + submit): ${cpu(serverCpu)} ms (the bare server's: ${cpu(bareCpu)} ms)`);
    console.log(
      `Stock of the ${hot.length} hot goods: ${broken.length ? `BROKEN on ${broken.map((b) => b.id).join(",")}` : "ordered + left = before on every goods and SKU, none below zero"}`,
    );
    console.log(
      `Last 20 units, ${buyersN} buyers at once: ${sold} sold, ${refused} refused (422), ${drained.stock} left, ${drained.ordered - drainBefore.ordered} units ordered${held ? " — no oversell" : " — OVERSOLD OR LOST"}\n`,
    );
    if (broken.length || sold !== 20 || drained.stock !== 0 || fivexx || ceiling.errors) process.exitCode = 1;
  } finally {
    for (const stop of stops) await stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  ordersBench().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
