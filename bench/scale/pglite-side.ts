/**
 * The scale bench on the embedded database (`npm start` without DATABASE_URL): the same mall calls at the same sizes
 * on PGlite. PGlite lives inside one process, so the sides take turns on one DATA_DIR: the bench opens it to grow the
 * goods, catch each call's SQL from the app built on it (PGlite's own `query`, as drizzle sends it) and replay that SQL
 * straight into PGlite (the raw side: no HTTP, no server), then closes it; the real server then opens the same
 * directory in its own process and answers the API side over keep-alive HTTP.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle } from "drizzle-orm/pglite";
import { createApp } from "../../src/server/app";
import { platform } from "../../src/server/platform";
import type { Db } from "../../src/server/db/client";
import { growGoods, type Queryable } from "./grow-goods";
import { httpClient } from "./http-client";
import { load, ms } from "./load";
import { scaleCalls, type MallCall } from "./scale-queries";
import { startServerProcess } from "./server-process";

type Caught = { text: string; params: unknown[] | undefined; options: unknown };

/** Opens the directory as the server does (pg_trgm loaded, as migration 0032 needs). */
async function openPglite(dir: string): Promise<PGlite> {
  const client = new PGlite({ dataDir: dir, extensions: { pg_trgm } });
  await client.waitReady;
  return client;
}

/** Each call's statements as the app sends them to this PGlite, caught from one injected request per call. */
async function catchStatements(client: PGlite, calls: MallCall[]): Promise<Map<string, Caught[]>> {
  const out = new Map<string, Caught[]>();
  let sink: Caught[] | null = null;
  const original = client.query.bind(client);
  client.query = ((text: string, params?: unknown[], options?: unknown) => {
    sink?.push({ text, params, options });
    return original(text, params as never, options as never);
  }) as typeof client.query;
  const app = await createApp({
    ...platform,
    db: drizzle(client) as unknown as Db,
    listen: (channel, onMessage) => client.listen(channel, onMessage),
  });
  try {
    for (const call of calls) {
      sink = [];
      const res = await app.inject({
        method: call.method,
        url: call.path,
        payload: call.body,
        headers: { systemid: "56" },
      });
      if (res.statusCode !== 200) throw new Error(`${call.label}: ${call.path} answered ${res.statusCode} on PGlite`);
      out.set(call.label, sink);
    }
  } finally {
    sink = null;
    await app.close();
    client.query = original;
  }
  return out;
}

/** The mall calls at each size on PGlite, API beside raw; returns the table's rows. */
export async function pgliteScale(o: {
  sizes: number[];
  seconds: number;
  concurrency: number;
  only?: string;
}): Promise<{ rows: string[]; fivexx: number }> {
  const dir = mkdtempSync(join(tmpdir(), "agri-bench-pglite-"));
  const rows: string[] = [];
  let fivexx = 0;
  try {
    // the server's first start migrates and seeds the directory, as `npm start` does on a fresh machine
    await (await startServerProcess({ DATA_DIR: dir })).stop();
    for (const size of o.sizes) {
      const client = await openPglite(dir);
      const t = performance.now();
      const queryable: Queryable = { query: (text) => client.query(text) as Promise<{ rows: Record<string, any>[] }> };
      const n = await growGoods(queryable, size);
      console.log(
        `\nPGlite: ${n.toLocaleString("en")} goods (grown in ${((performance.now() - t) / 1000).toFixed(0)} s)`,
      );
      const calls = (await scaleCalls(queryable)).filter((c) => !o.only || c.label.includes(o.only));
      const caught = await catchStatements(client, calls);
      const raw = new Map<string, Awaited<ReturnType<typeof load>>>();
      for (const call of calls) {
        const statements = caught.get(call.label)!;
        const once = async () => {
          for (const s of statements) await client.query(s.text, s.params as never, s.options as never);
        };
        await load(once, { concurrency: o.concurrency, seconds: 0.5 });
        raw.set(call.label, await load(once, { concurrency: o.concurrency, seconds: o.seconds }));
      }
      await client.close();
      const server = await startServerProcess({ DATA_DIR: dir });
      const http = httpClient(server.url, o.concurrency);
      try {
        for (const call of calls) {
          let server5xx = 0;
          const viaApi = async () => {
            const res = await http.request(call.method, call.path, { body: call.body });
            if (res.status >= 500) server5xx += 1;
            return res.status === 200;
          };
          await load(viaApi, { concurrency: o.concurrency, seconds: 0.5 });
          server5xx = 0;
          const api = await load(viaApi, { concurrency: o.concurrency, seconds: o.seconds });
          fivexx += server5xx;
          const direct = raw.get(call.label)!;
          const row = `| ${size ? n.toLocaleString("en") : `${n} (demo)`} | ${call.label} (${caught.get(call.label)!.length} SQL) | ${ms(api.p50)} | ${ms(api.p99)} | ${ms(direct.p50)} | ${ms(direct.p99)} | ${api.perSecond.toFixed(0)} | ${direct.perSecond.toFixed(0)} | ${(api.perSecond / direct.perSecond).toFixed(2)} | ${server5xx} |`;
          rows.push(row);
          console.log(row);
        }
      } finally {
        http.close();
        await server.stop();
      }
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return { rows, fivexx };
}

export const PGLITE_HEADER = [
  "| goods | call | API p50 ms | API p99 ms | raw p50 ms | raw p99 ms | API req/s | raw req/s | API/raw | API 5xx |",
  "|---|---|---|---|---|---|---|---|---|---|",
];
