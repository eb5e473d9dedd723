/**
 * `npm run bench:orders` (and the end of `npm run bench`): 50 logged-in buyers on PostgreSQL 15 (throwaway cluster or
 * DATABASE_URL), each adding a hot goods to its cart and submitting the order, back to back for --seconds (10), against
 * the real server over HTTP; then the same statements (caught from one add + submit, replayed as each buyer,
 * orders/replay-as.ts) sent raw. Prints orders/s, p50/p99, 5xx, and proves the stock: what was ordered plus what is left
 * equals what there was, on every goods and SKU, and a last burst of 50 buyers on 20 units sells exactly 20.
 * `--sql` also prints the caught statements, one line each.
 */
import { randomBytes } from "node:crypto";
import pg from "pg";
import { ADD, ADDRESS, SUBMIT, hotGoods, makeBuyers, stockOf, type Buyer } from "./orders/buyers";
import { replayAs } from "./orders/replay-as";
import { capturer } from "./scale/capture-sql";
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
  return { p50: s[Math.floor(s.length * 0.5)] ?? NaN, p99: s[Math.min(s.length - 1, Math.floor(s.length * 0.99))] ?? NaN };
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
    const before = await stockOf(admin, hot.map((g) => g.id));
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
    const api = await load(apiOnce, { concurrency: buyersN, seconds });
    const apiSubmit = stats(submits);

    // the raw side: one add + submit of the spare buyer, caught, then replayed as each buyer with a fresh submit key
    const spare = buyers[buyersN]!;
    const cap = await capturer(cluster.url);
    stops.unshift(() => cap.close());
    const inject = (url: string, payload: unknown) => cap.capture({ method: "POST", url, payload: payload as never, headers: { systemid: "56", cookie: spare.cookie } });
    const spareKey = key();
    const add = await inject(ADD, { goodsId: hot[0]!.id, quantity: 1 });
    const submit = await inject(SUBMIT, { submitKey: spareKey, address: ADDRESS });
    if (process.argv.includes("--sql")) for (const s of [...add.statements, ...submit.statements]) console.log(`  ${s.config.name ?? "(built)"}: ${s.config.text.replace(/\s+/g, " ").slice(0, 160)}`);
    if (add.status !== 200 || submit.status !== 200) throw new Error(`caught add/submit answered ${add.status}/${submit.status}: ${submit.body.slice(0, 200)}`);
    const hash = String(submit.statements.find((s) => s.values?.includes(spareKey) && s.values.some((v) => typeof v === "string" && /^[0-9a-f]{64}$/.test(v)))?.values?.find((v) => typeof v === "string" && /^[0-9a-f]{64}$/.test(v)) ?? "-");
    const pool = new pg.Pool({ connectionString: cluster.url, max: 10 });
    stops.unshift(() => pool.end());
    const rawSubmits: number[] = [];
    const rawOnce = async (w: number) => {
      const b = buyers[w]!;
      const g = pick(w, turn++);
      const swap = new Map<string, unknown>([[String(spare.userId), b.userId], [spare.token, b.token], [String(hot[0]!.id), g.id], [String(hot[0]!.skuId), g.skuId]]);
      await replayAs(pool, add.statements, swap);
      const t = performance.now();
      await replayAs(pool, submit.statements, new Map([...swap, [spareKey, key()], [hash, randomBytes(32).toString("hex")]]));
      rawSubmits.push(performance.now() - t);
    };
    await load(rawOnce, { concurrency: buyersN, seconds: 1 });
    rawSubmits.length = 0;
    const raw = await load(rawOnce, { concurrency: buyersN, seconds });
    const rawSubmit = stats(rawSubmits);

    // zero oversell: every unit ordered came off the goods and its SKU, none went below zero
    const after = await stockOf(admin, hot.map((g) => g.id));
    const broken = after.filter((a, i) => a.stock + (a.ordered - before[i]!.ordered) !== before[i]!.stock || a.sku_stock !== a.stock || a.stock < 0);
    // the last units: every buyer at once (50 by default) on 20 units, buy-now, until refused
    await admin.query(`update goods set stock = 20 where id = $1`, [drain.id]);
    await admin.query(`update goods_skus set stock = 20 where id = $1`, [drain.skuId]);
    const drainBefore = (await stockOf(admin, [drain.id]))[0]!;
    let sold = 0;
    let refused = 0;
    await Promise.all(
      buyers.slice(0, buyersN).map(async (b) => {
        const res = await http.request("POST", SUBMIT, { body: { submitKey: key(), address: ADDRESS, goodsId: drain.id, quantity: 1 }, cookie: b.cookie });
        if (res.status >= 500) fivexx += 1;
        if (res.status === 200) sold += 1;
        else if (res.status === 422) refused += 1;
      }),
    );
    const drained = (await stockOf(admin, [drain.id]))[0]!;
    // every unit sold once or still there, and as many sold as there were units or buyers (a small run has fewer buyers)
    const held = sold === Math.min(20, buyersN) && drained.stock === 20 - sold && drained.ordered - drainBefore.ordered === sold;
    http.close();
    const row = (name: string, r: LoadResult, s: { p50: number; p99: number }, x = "") => `| ${name} | ${r.perSecond.toFixed(1)} | ${ms(s.p50)} | ${ms(s.p99)} | ${ms(r.p50)} | ${ms(r.p99)} | ${r.errors} |${x}`;
    console.log(`\nOrders on PostgreSQL 15: ${buyersN} buyers, each add to cart + submit back to back, ${seconds} s:\n`);
    console.log("| path | orders/s | submit p50 ms | submit p99 ms | add+submit p50 ms | add+submit p99 ms | failed |");
    console.log("|---|---|---|---|---|---|---|");
    console.log(row("API (HTTP, logged-in buyers)", api, apiSubmit));
    console.log(row(`raw pg (same ${add.statements.length} + ${submit.statements.length} statements)`, raw, rawSubmit));
    console.log(`\nAPI/raw orders/s: ${(api.perSecond / raw.perSecond).toFixed(2)}; API 5xx: ${fivexx}`);
    console.log(`Stock of the ${hot.length} hot goods: ${broken.length ? `BROKEN on ${broken.map((b) => b.id).join(",")}` : "ordered + left = before on every goods and SKU, none below zero"}`);
    console.log(`Last 20 units, ${buyersN} buyers at once: ${sold} sold, ${refused} refused (422), ${drained.stock} left, ${drained.ordered - drainBefore.ordered} units ordered${held ? " — no oversell" : " — OVERSOLD OR LOST"}\n`);
    if (broken.length || sold !== 20 || drained.stock !== 0 || fivexx) process.exitCode = 1;
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
