import { mkdirSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite, PgliteSession } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg, NodePgSession } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import pg from "pg";
import { mapRowsFast } from "./row-mapper";

/** The database the server works on, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT>;
/** A database or an open transaction on it. */
export type Exec = Pick<Db, "select" | "insert" | "update" | "delete" | "execute">;

export interface OpenOptions {
  /** PostgreSQL connection string; wins over everything else. */
  databaseUrl?: string;
  /** PGlite data directory (persisted). */
  dataDir?: string;
  /** In-memory PGlite, for tests. */
  memory?: boolean;
  /** In-memory PGlite that starts as a copy of a dumped one (`Database.dump`): the test suites' seeded database. */
  snapshot?: Blob;
}

/** Calls `onMessage` with each NOTIFY payload on `channel` (committed ones only); resolves to the unsubscribe. */
export type Listen = (channel: string, onMessage: (payload: string) => void) => Promise<() => Promise<void>>;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  /**
   * PostgreSQL LISTEN: every process on the database hears a NOTIFY sent by any of them (live auction
   * pages fan out this way). On PostgreSQL one dedicated connection listens for the process; PGlite
   * delivers its own notifications in the one process.
   */
  listen: Listen;
  /** Applies the committed migrations; safe to call on every start. */
  migrate(): Promise<void>;
  /** PGlite only: the whole database as one tarball, which `OpenOptions.snapshot` opens again. */
  dump?(): Promise<Blob>;
  close(): Promise<void>;
}

// rows read through one function per selection on both drivers (row-mapper.ts)
mapRowsFast(NodePgSession as never);
mapRowsFast(PgliteSession as never);

const migrationsFolder = join(dirname(fileURLToPath(import.meta.url)), "migrations");

/** Serialises migrations of several processes starting at once on one PostgreSQL: the others wait, then find nothing to do. */
async function migrateAlone(pool: pg.Pool, migrate: () => Promise<void>) {
  const holder = await pool.connect();
  try {
    await holder.query("select pg_advisory_lock(560055)");
    await migrate();
  } finally {
    await holder.query("select pg_advisory_unlock(560055)").catch(() => {});
    holder.release();
  }
}

/** Opens PostgreSQL when a URL is given, else PGlite on disk (default ./data) or in memory. */
export async function openDatabase(opts: OpenOptions = {}): Promise<Database> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10 });
    // An idle connection killed by the server (restart, failover, admin) must not crash the process:
    // the pool drops it and opens a fresh one on the next query.
    pool.on("error", (error) => console.warn(`[db] idle PostgreSQL connection lost: ${error.message}`));
    const db = drizzlePg(pool);
    const listener = pgListener(opts.databaseUrl);
    return {
      db: db as unknown as Db,
      kind: "postgres",
      listen: listener.listen,
      migrate: () => migrateAlone(pool, () => migratePg(db, { migrationsFolder })),
      close: async () => {
        await listener.close();
        await pool.end();
      },
    };
  }
  // migration 0032 creates pg_trgm (its trigram indexes gave way to character pairs in 0035), as on PostgreSQL
  const extensions = { pg_trgm };
  let client: PGlite;
  if (opts.snapshot) {
    client = new PGlite({ extensions, loadDataDir: opts.snapshot });
  } else if (opts.memory) {
    client = new PGlite({ extensions });
  } else {
    const dir = resolve(opts.dataDir ?? "./data");
    mkdirSync(dir, { recursive: true });
    client = new PGlite({ dataDir: dir, extensions });
  }
  await client.waitReady;
  const db = drizzlePglite(client);
  return {
    db: db as unknown as Db,
    kind: "pglite",
    listen: (channel, onMessage) => client.listen(channel, onMessage),
    migrate: () => migratePglite(db, { migrationsFolder }),
    dump: () => client.dumpDataDir("none"),
    close: () => client.close(),
  };
}

/**
 * One connection of the process that LISTENs, opened on the first subscription, shared by every channel and
 * subscriber. A lost connection is opened again (and listens again) after a second: a live page misses what
 * was said meanwhile and catches up with its next message, which carries the whole state.
 */
function pgListener(url: string) {
  const handlers = new Map<string, Set<(payload: string) => void>>();
  let client: Promise<pg.Client> | undefined;
  let closed = false;
  const quote = (channel: string) => `"${channel.replace(/"/g, '""')}"`;
  const connect = (): Promise<pg.Client> => {
    const c = new pg.Client({ connectionString: url });
    c.on("notification", (n) => {
      for (const h of handlers.get(n.channel) ?? []) h(n.payload ?? "");
    });
    c.on("error", (error) => {
      console.warn(`[db] LISTEN connection lost: ${error.message}`);
      client = undefined;
      if (!closed && handlers.size) setTimeout(() => void ensure().catch(() => undefined), 1000);
    });
    return c.connect().then(async () => {
      for (const channel of handlers.keys()) await c.query(`LISTEN ${quote(channel)}`);
      return c;
    });
  };
  const ensure = () => (client ??= connect());
  return {
    listen: (async (channel, onMessage) => {
      const first = !handlers.has(channel);
      if (first) handlers.set(channel, new Set());
      handlers.get(channel)!.add(onMessage);
      const c = await ensure();
      if (first) await c.query(`LISTEN ${quote(channel)}`);
      return async () => {
        handlers.get(channel)?.delete(onMessage);
      };
    }) as Listen,
    async close() {
      closed = true;
      const c = await client?.catch(() => undefined);
      client = undefined;
      await c?.end().catch(() => undefined);
    },
  };
}
