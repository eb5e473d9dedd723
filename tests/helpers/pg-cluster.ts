/**
 * A throwaway PostgreSQL 15 cluster from the system's binaries, for `npm run test:pg` and the benches: initdb in a
 * temp dir, as `postgres` when run as root (initdb refuses root); removed on stop. Run a bench under `nice` beside a
 * test run: the cluster inherits it.
 */
import { spawnSync, type SpawnSyncOptions } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

const PG_BIN = process.env.PG_BIN ?? "/usr/lib/postgresql/15/bin";
const isRoot = process.getuid?.() === 0;

export interface Cluster {
  url: string;
  stop(): void;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

function run(bin: string, args: string[], opts: SpawnSyncOptions = {}) {
  const argv = [join(PG_BIN, bin), ...args];
  const res = isRoot
    ? spawnSync("runuser", ["-u", "postgres", "--", ...argv], opts)
    : spawnSync(argv[0]!, argv.slice(1), opts);
  if (res.status !== 0) throw new Error(`${bin} ${args.join(" ")} failed with ${res.status}: ${res.stderr ?? ""}`);
}

export interface ClusterOptions {
  /** initdb's locale (`C` for the test suite; the benches take `C.UTF-8`). */
  locale?: string;
  /** More `-c name=value` server settings (a bench's memory). */
  settings?: Record<string, string>;
}

/** Starts the cluster; `DATABASE_URL`, when set, is used instead and never stopped. */
export async function startCluster({ locale = "C", settings = {} }: ClusterOptions = {}): Promise<Cluster> {
  if (process.env.DATABASE_URL) return { url: process.env.DATABASE_URL, stop: () => {} };
  if (!existsSync(join(PG_BIN, "initdb")))
    throw new Error(
      `PostgreSQL 15 binaries not found in ${PG_BIN}: apt-get install postgresql-15, or set DATABASE_URL`,
    );
  const dir = mkdtempSync(join(tmpdir(), "agri-pg-"));
  const data = join(dir, "data");
  if (isRoot) {
    const id = (flag: string) => Number(spawnSync("id", [flag, "postgres"], { encoding: "utf8" }).stdout.trim());
    chownSync(dir, id("-u"), id("-g"));
  }
  const port = await freePort();
  let started = false;
  const stop = () => {
    if (started) {
      started = false;
      try {
        run("pg_ctl", ["-D", data, "-m", "fast", "-w", "stop"], { stdio: "ignore" });
      } catch {
        /* already down */
      }
    }
    rmSync(dir, { recursive: true, force: true });
  };
  process.once("SIGINT", () => (stop(), process.exit(130)));
  process.once("SIGTERM", () => (stop(), process.exit(143)));
  const extra = Object.entries(settings)
    .map(([k, v]) => ` -c ${k}=${v}`)
    .join("");
  const opts = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200${extra}`;
  try {
    run("initdb", ["-D", data, "-U", "postgres", "--auth=trust", "--encoding=UTF8", `--locale=${locale}`], {
      stdio: "ignore",
    });
    run("pg_ctl", ["-D", data, "-l", join(dir, "server.log"), "-o", opts, "-w", "-t", "60", "start"], {
      stdio: "ignore",
    });
  } catch (err) {
    stop();
    throw err;
  }
  started = true;
  return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, stop };
}
