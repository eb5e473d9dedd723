/**
 * `npm run test:pg`: the server suite on PostgreSQL 15. With DATABASE_URL set it uses that server;
 * otherwise it starts a throwaway cluster from the system's binaries in a temp dir (as the
 * `postgres` user when run as root, since initdb refuses root), runs the suite, and removes it.
 */
import { spawnSync, type SpawnSyncOptions } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

const PG_BIN = process.env.PG_BIN ?? "/usr/lib/postgresql/15/bin";
const isRoot = process.getuid?.() === 0;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

/** Runs a PostgreSQL binary, as `postgres` when we are root. */
function pg(bin: string, args: string[], opts: SpawnSyncOptions = {}) {
  const cmd = isRoot ? "runuser" : join(PG_BIN, bin);
  const argv = isRoot ? ["-u", "postgres", "--", join(PG_BIN, bin), ...args] : args;
  const res = spawnSync(cmd, argv, { stdio: "inherit", ...opts });
  if (res.status !== 0) throw new Error(`${bin} ${args.join(" ")} failed with ${res.status}`);
}

/** The server suite on `databaseUrl`; arguments after the script narrow it as they would vitest (`-- tests/server/shop.test.ts`). */
function vitest(databaseUrl: string): number {
  const res = spawnSync("npx", ["vitest", "run", "--project", "server", ...process.argv.slice(2)], {
    stdio: "inherit",
    env: { ...process.env, DATABASE_URL: databaseUrl },
  });
  return res.status ?? 1;
}

async function main(): Promise<number> {
  if (process.env.DATABASE_URL) return vitest(process.env.DATABASE_URL);
  if (!existsSync(join(PG_BIN, "initdb"))) {
    console.error(`PostgreSQL 15 binaries not found in ${PG_BIN}: apt-get install postgresql-15, or set DATABASE_URL`);
    return 1;
  }
  const dir = mkdtempSync(join(tmpdir(), "agri-pg-"));
  const data = join(dir, "data");
  if (isRoot) {
    const id = spawnSync("id", ["-u", "postgres"], { encoding: "utf8" });
    const gid = spawnSync("id", ["-g", "postgres"], { encoding: "utf8" });
    chownSync(dir, Number(id.stdout.trim()), Number(gid.stdout.trim()));
  }
  const port = await freePort();
  let started = false;
  const stop = () => {
    if (started) {
      started = false;
      try {
        pg("pg_ctl", ["-D", data, "-m", "fast", "-w", "stop"], { stdio: "ignore" });
      } catch {
        /* already down */
      }
    }
    rmSync(dir, { recursive: true, force: true });
  };
  process.once("SIGINT", () => (stop(), process.exit(130)));
  process.once("SIGTERM", () => (stop(), process.exit(143)));
  try {
    pg("initdb", ["-D", data, "-U", "postgres", "--auth=trust", "--encoding=UTF8", "--locale=C"], { stdio: "ignore" });
    const opts = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`;
    pg("pg_ctl", ["-D", data, "-l", join(dir, "server.log"), "-o", opts, "-w", "-t", "60", "start"], { stdio: "ignore" });
    started = true;
    console.log(`PostgreSQL 15 throwaway cluster on 127.0.0.1:${port}`);
    return vitest(`postgres://postgres@127.0.0.1:${port}/postgres`);
  } finally {
    stop();
  }
}

main().then(
  (code) => process.exit(code),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
