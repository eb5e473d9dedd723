import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

const root = join(import.meta.dirname, "../..");

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
    probe.on("error", reject);
  });
}

export interface RunningServer {
  url: string;
  port: number;
  dataDir: string;
  output: () => string;
  stop: () => Promise<void>;
}

/**
 * Starts the built platform exactly as `npm start` serves it (after its build step), on a free port
 * and, unless given, a new temp DATA_DIR on the embedded database (or on `databaseUrl`). Resolves once the API answers.
 */
export async function startServer(opts: { dataDir?: string; port?: number; databaseUrl?: string; /** How often to ask whether it answers yet (ms). */ pollMs?: number } = {}): Promise<RunningServer> {
  const port = opts.port ?? (await freePort());
  const dataDir = opts.dataDir ?? mkdtempSync(join(tmpdir(), "agrimall-e2e-"));
  let log = "";
  const child: ChildProcess = spawn(join(root, "node_modules/.bin/tsx"), ["src/server/index.ts"], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, DATABASE_URL: opts.databaseUrl ?? "" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout!.on("data", (d) => (log += d));
  child.stderr!.on("data", (d) => (log += d));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${log}`);
    try {
      const res = await fetch(`${url}/gw/agri.user.get/1.0`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server did not answer on ${url}:\n${log}`);
    await new Promise((r) => setTimeout(r, opts.pollMs ?? 250));
  }
  // a server that dies under a suite leaves every later test failing with ECONNREFUSED: say why it died, once
  let stopping = false;
  child.once("exit", (code, signal) => {
    if (!stopping) console.error(`[running-server] the platform on ${url} exited unexpectedly (${code ?? signal}); its last output:\n${log.slice(-6000)}`);
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      stopping = true;
      if (child.exitCode !== null) return resolve();
      child.once("exit", () => resolve());
      child.kill("SIGTERM");
    });
  return { url, port, dataDir, output: () => log, stop };
}
