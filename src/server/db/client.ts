import { mkdirSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import pg from "pg";

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
}

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  /** Applies the committed migrations; safe to call on every start. */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

const migrationsFolder = join(dirname(fileURLToPath(import.meta.url)), "migrations");

/** Opens PostgreSQL when a URL is given, else PGlite on disk (default ./data) or in memory. */
export async function openDatabase(opts: OpenOptions = {}): Promise<Database> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10 });
    // An idle connection killed by the server (restart, failover, admin) must not crash the process:
    // the pool drops it and opens a fresh one on the next query.
    pool.on("error", (error) => console.warn(`[db] idle PostgreSQL connection lost: ${error.message}`));
    const db = drizzlePg(pool);
    return {
      db: db as unknown as Db,
      kind: "postgres",
      migrate: () => migratePg(db, { migrationsFolder }),
      close: () => pool.end(),
    };
  }
  let client: PGlite;
  if (opts.memory) {
    client = new PGlite();
  } else {
    const dir = resolve(opts.dataDir ?? "./data");
    mkdirSync(dir, { recursive: true });
    client = new PGlite(dir);
  }
  await client.waitReady;
  const db = drizzlePglite(client);
  return {
    db: db as unknown as Db,
    kind: "pglite",
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
  };
}
