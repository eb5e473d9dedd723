/**
 * The real server from its sources (`src/server/index.ts` through tsx: the code `npm start` bundles, with its
 * logger on, on DATABASE_URL), so a bench needs no build; in its own process so the load generator never shares its
 * event loop; its log goes to a file, as a redirected stdout would.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, openSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "../../tests/helpers/pg-cluster";

const root = join(import.meta.dirname, "../..");

export interface ServerProcess {
  url: string;
  stop(): Promise<void>;
}

/** `env` picks the database: DATABASE_URL, or DATA_DIR for PGlite (default: a temp dir). */
export async function startServerProcess(env: { DATABASE_URL?: string; DATA_DIR?: string }): Promise<ServerProcess> {
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), "agri-bench-server-"));
  const log = openSync(join(dir, "server.log"), "a");
  const child = spawn(join(root, "node_modules/.bin/tsx"), ["src/server/index.ts"], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: env.DATA_DIR ?? dir, DATABASE_URL: env.DATABASE_URL ?? "", NODE_ENV: "production" },
    stdio: ["ignore", log, log],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}; log in ${dir}/server.log`);
    if (await fetch(`${url}/gw/agri.user.get/1.0`).then((r) => r.ok, () => false)) break;
    if (Date.now() > deadline) throw new Error(`server did not answer on ${url}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    stop: () =>
      new Promise<void>((resolve) => {
        const done = () => (rmSync(dir, { recursive: true, force: true }), resolve());
        if (child.exitCode !== null) return done();
        child.once("exit", done);
        child.kill("SIGTERM");
      }),
  };
}
