/**
 * `npm run bench -- --goods 1000000` (or `npm run bench:scale -- --goods 1000000`): the mall's list, category,
 * search and goods page at 10k / 100k / 1M goods on a throwaway PostgreSQL 15 (or DATABASE_URL), the real server
 * (its own process, logger on, as `npm start`) over keep-alive HTTP beside the raw `pg` driver sending the same
 * SQL (caught from the endpoint, capture-sql.ts), both at the same concurrency. Prints p50/p99, req/s and the ratio,
 * the database's own time for the statements (EXPLAIN ANALYZE) and the server's CPU time per call, which a busy
 * machine changes least, and a ceiling: a bare Fastify server that only sends the same statements
 * (scale/bare-server.ts), on the same client, as what HTTP and one JavaScript thread allow on this machine.
 * Then the same calls at the same sizes on the embedded PGlite (scale/pglite-side.ts), the raw side replaying the SQL
 * straight into PGlite.
 * Options: --goods N (largest size), --seconds S per measurement (5), --concurrency C (8), --explain (print each
 * statement's plan as run), --only TEXT (the calls whose label holds it), --no-pglite or --pglite-only (one side).
 */
import pg from "pg";
import { capturer, replay, type Statement } from "./scale/capture-sql";
import { growGoods } from "./scale/grow-goods";
import { httpClient } from "./scale/http-client";
import { PGLITE_HEADER, pgliteScale } from "./scale/pglite-side";
import { load, ms, type LoadResult } from "./scale/load";
import { seededCluster } from "./scale/seeded-cluster";
import { scaleCalls } from "./scale/scale-queries";
import { startServerProcess, type ServerProcess } from "./scale/server-process";
import type { BareStatement } from "./scale/bare-server";

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};

/** The database's own time for the call's statements (EXPLAIN ANALYZE, median of 5): what no CPU contention on the client side changes. */
async function sqlMs(client: pg.Client, statements: Statement[]): Promise<number> {
  const runs: number[] = [];
  for (let i = 0; i < 5; i++) {
    let sum = 0;
    // the search's own EXPLAIN (its plan estimate, goods-search.ts) is counted by its planning time
    for (const s of statements) {
      const estimate = /^\s*explain/i.test(s.config.text);
      const text = estimate
        ? `explain (summary, format json) ${s.config.text.replace(/^\s*explain \(format json\)/i, "")}`
        : `explain (analyze, format json) ${s.config.text}`;
      const { rows } = await client.query(text, s.values as never);
      const plan = rows[0]["QUERY PLAN"][0];
      sum += (estimate ? 0 : plan["Execution Time"]) + plan["Planning Time"];
    }
    runs.push(sum);
  }
  return runs.sort((a, b) => a - b)[2]!;
}

async function explain(client: pg.Client, label: string, statements: Statement[]) {
  for (const s of statements.filter((x) => !/^\s*explain/i.test(x.config.text))) {
    const plan = await client.query(`explain (analyze, buffers, costs off) ${s.config.text}`, s.values as never);
    console.log(`-- ${label}\n${plan.rows.map((r) => r["QUERY PLAN"]).join("\n")}\n`);
  }
}

/** The server's answer to a call that reads nothing (no session cookie, so no SQL): the per-request cost of HTTP alone. */
async function httpFloor(
  server: ServerProcess,
  http: ReturnType<typeof httpClient>,
  concurrency: number,
  seconds: number,
) {
  const once = async () => (await http.request("GET", "/gw/agri.user.get/1.0")).status === 200;
  await load(once, { concurrency, seconds: 0.5 });
  return loadServer(server, once, { concurrency, seconds });
}

/** A load, and the server's CPU time per call during it (ms). */
async function loadServer(
  server: ServerProcess,
  once: () => Promise<boolean>,
  o: { concurrency: number; seconds: number },
): Promise<LoadResult & { cpuMs: number }> {
  const before = server.cpuMs();
  const r = await load(once, o);
  return { ...r, cpuMs: (server.cpuMs() - before) / r.count };
}

const cpuMs = (n: number) => (Number.isNaN(n) ? "–" : n.toFixed(3));

export async function scaleBench() {
  const maxGoods = arg("goods", 1_000_000);
  const seconds = arg("seconds", 5);
  const concurrency = arg("concurrency", 8);
  const sizes = [0, 10_000, 100_000, 1_000_000].filter((n) => n <= maxGoods);
  const only = process.argv.indexOf("--only");
  if (!process.argv.includes("--pglite-only"))
    await postgresScale(sizes, seconds, concurrency, only < 0 ? undefined : process.argv[only + 1]);
  if (process.argv.includes("--no-pglite")) return;
  const pglite = await pgliteScale({
    sizes,
    seconds,
    concurrency,
    only: only < 0 ? undefined : process.argv[only + 1],
  });
  console.log(
    `\nMall calls at scale on PGlite (embedded), ${concurrency} workers, ${seconds} s each (5xx in all: ${pglite.fivexx}):\n\n${[...PGLITE_HEADER, ...pglite.rows].join("\n")}\n`,
  );
}

async function postgresScale(sizes: number[], seconds: number, concurrency: number, only: string | undefined) {
  const cluster = await seededCluster();
  const { admin } = cluster;
  const stops: (() => Promise<void> | void)[] = [() => cluster.stop()];
  try {
    const server = await startServerProcess({ DATABASE_URL: cluster.url });
    stops.unshift(() => server.stop());
    const http = httpClient(server.url, concurrency);
    // the ceiling: a server that only sends the call's statements (bench/scale/bare-server.ts), on the same client
    const bareServer = await startServerProcess(
      { DATABASE_URL: cluster.url },
      { script: "bench/scale/bare-server.ts", ready: "/ready" },
    );
    stops.unshift(() => bareServer.stop());
    const bare = httpClient(bareServer.url, concurrency);
    const raw = new pg.Pool({ connectionString: cluster.url, max: concurrency });
    stops.unshift(() => raw.end());
    const cap = await capturer(cluster.url);
    stops.unshift(() => cap.close());
    const calls = (await scaleCalls(admin)).filter((c) => !only || c.label.includes(only));
    // what any call pays before its own work: the same client and server answering a call that sends no SQL
    const floor = await httpFloor(server, http, concurrency, seconds);
    const floorLine = `${floor.perSecond.toFixed(0)} req/s, p50 ${ms(floor.p50)} ms, server CPU ${cpuMs(floor.cpuMs)} ms per call`;
    console.log(`HTTP floor (user.get without a session: no SQL): ${floorLine}`);
    const rows = [
      "| goods | call | SQL ms | API p50 ms | API p99 ms | raw p50 ms | raw p99 ms | API req/s | raw req/s | API/raw | server CPU ms/call | bare req/s | bare/raw | API 5xx |",
      "|---|---|---|---|---|---|---|---|---|---|---|---|---|---|",
    ];
    let fivexx = 0;
    for (const size of sizes) {
      const t = performance.now();
      const n = await growGoods(admin, size);
      console.log(`\n${n.toLocaleString("en")} goods (grown in ${((performance.now() - t) / 1000).toFixed(0)} s)`);
      for (const call of calls) {
        const caught = await cap.capture({
          method: call.method,
          url: call.path,
          payload: call.body,
          headers: { systemid: "56" },
        });
        if (caught.status !== 200) throw new Error(`${call.label}: ${call.path} answered ${caught.status}`);
        if (process.argv.includes("--explain")) await explain(admin, call.label, caught.statements);
        let server5xx = 0;
        const viaApi = async () => {
          const res = await http.request(call.method, call.path, { body: call.body });
          if (res.status >= 500) server5xx += 1;
          return res.status === 200;
        };
        const viaRaw = () => replay(raw, caught.statements);
        const statements: BareStatement[] = caught.statements.map((st) => ({
          text: st.config.text,
          name: st.config.name,
          rowMode: (st.config as { rowMode?: "array" }).rowMode,
          values: st.values,
        }));
        await bare.request("PUT", "/statements", { body: statements });
        const viaBare = async () => (await bare.request("POST", "/call")).status === 200;
        // warm both paths (plans, caches, JIT) before timing
        await load(viaApi, { concurrency, seconds: 0.5 });
        await load(viaRaw, { concurrency, seconds: 0.5 });
        await load(viaBare, { concurrency, seconds: 0.5 });
        server5xx = 0;
        const api = await loadServer(server, viaApi, { concurrency, seconds });
        const direct: LoadResult = await load(viaRaw, { concurrency, seconds });
        const ceiling = await load(viaBare, { concurrency, seconds });
        if (ceiling.errors) throw new Error(`${call.label}: the bare server failed ${ceiling.errors} calls`);
        fivexx += server5xx;
        const db = await sqlMs(admin, caught.statements);
        const row = `| ${size ? n.toLocaleString("en") : `${n} (demo)`} | ${call.label} (${caught.statements.length} SQL) | ${ms(db)} | ${ms(api.p50)} | ${ms(api.p99)} | ${ms(direct.p50)} | ${ms(direct.p99)} | ${api.perSecond.toFixed(0)} | ${direct.perSecond.toFixed(0)} | ${(api.perSecond / direct.perSecond).toFixed(2)} | ${cpuMs(api.cpuMs)} | ${ceiling.perSecond.toFixed(0)} | ${(ceiling.perSecond / direct.perSecond).toFixed(2)} | ${server5xx} |`;
        rows.push(row);
        console.log(row);
      }
    }
    console.log(
      `\nMall calls at scale on PostgreSQL 15, ${concurrency} connections, ${seconds} s each (5xx in all: ${fivexx}):\n\n${rows.join("\n")}\n`,
    );
    console.log(`HTTP floor, the same server and client on a call with no SQL: ${floorLine}\n`);
    http.close();
    bare.close();
  } finally {
    for (const stop of stops) await stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  scaleBench().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
