/**
 * The SQL an endpoint runs, caught at the driver: the app is built in this process on its own pool, one request is
 * injected, and every `pg` query it sends (text, parameters, row mode, type parsers) is kept with its answer. The raw
 * side of the bench replays exactly these, so API and raw run the same statements.
 */
import pg from "pg";
import type { FastifyInstance, InjectOptions } from "fastify";
import { createApp } from "../../src/server/app";
import { platform } from "../../src/server/platform";
import { openDatabase, type Database } from "../../src/server/db/client";

export interface Statement {
  config: pg.QueryConfig;
  values: unknown[] | undefined;
  /** The answer at capture time: replays map the ids it returned to the ones theirs return. */
  result?: pg.QueryResult;
}

type Callback = (err: Error | null, res: pg.QueryResult) => void;
let sink: Statement[] | null = null;
const original = pg.Client.prototype.query;
// every pool query ends in Client#query, so patching it once sees the pool's and the transactions' statements alike
pg.Client.prototype.query = function (this: pg.Client, config: unknown, values?: unknown, ...rest: unknown[]) {
  if (!sink) return (original as (...a: unknown[]) => unknown).call(this, config, values, ...rest);
  const s: Statement =
    typeof config === "string"
      ? { config: { text: config }, values: Array.isArray(values) ? values : undefined }
      : {
          config: config as pg.QueryConfig,
          values: Array.isArray(values) ? values : (config as pg.QueryConfig).values,
        };
  sink.push(s);
  const cb = [values, ...rest].find((a): a is Callback => typeof a === "function");
  if (cb) {
    const args = [values, ...rest].map((a) =>
      a === cb ? (err: Error | null, res: pg.QueryResult) => ((s.result = res), cb(err, res)) : a,
    );
    return (original as (...a: unknown[]) => unknown).call(this, config, ...args);
  }
  const out = (original as (...a: unknown[]) => unknown).call(this, config, values, ...rest) as Promise<pg.QueryResult>;
  return out.then((res) => ((s.result = res), res));
} as typeof pg.Client.prototype.query;

export interface Capturer {
  capture(request: InjectOptions): Promise<{ status: number; body: string; statements: Statement[] }>;
  close(): Promise<void>;
}

export async function capturer(databaseUrl: string): Promise<Capturer> {
  const database: Database = await openDatabase({ databaseUrl });
  const app: FastifyInstance = await createApp({ ...platform, db: database.db, listen: database.listen });
  await app.ready();
  return {
    async capture(request) {
      sink = [];
      try {
        const res = await app.inject(request);
        return { status: res.statusCode, body: res.body, statements: sink };
      } finally {
        sink = null;
      }
    },
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/** Runs the statements one after another, each on the pool as drizzle sends it (outside a transaction). */
export async function replay(pool: pg.Pool, statements: Statement[]): Promise<void> {
  for (const s of statements) await pool.query(s.config, s.values as never);
}
