import { spawn, type ChildProcess } from "node:child_process";
import { cpSync, mkdtempSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

// no vitest import here: the browser project's global setup starts the first server with this

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
  /**
   * Moves the server's clock to `at` and runs its scheduled jobs (closing auctions, delivering webhooks) at that
   * time; resolves once they ran. Deadlines and closes are reached this way, never by waiting.
   */
  setClock: (at: Date | number) => Promise<void>;
  /** The server's "now" as its clock stands (the system time until `setClock` moved it). */
  now: () => number;
  stop: () => Promise<void>;
}

export interface StartOptions {
  /** The data dir to serve as it is (a restart on the same data); a new temp dir otherwise. */
  dataDir?: string;
  /** A seeded data dir to copy into the new one, instead of seeding it on the first start. */
  seededFrom?: string;
  port?: number;
  databaseUrl?: string;
  /** How often to ask whether it answers yet (ms). */
  pollMs?: number;
  /** More environment for the process (LOG_FLUSH_MS). */
  env?: Record<string, string>;
}

type ClockReply = { type: "agrimall:clock"; id: number; error?: string };

/**
 * Starts the built platform as `npm start` serves it (`node dist-server/index.mjs`, after `npm run build`), on a
 * free port and a data dir of its own (or on `databaseUrl`). Resolves once the API answers.
 */
export const startBuiltServer = (opts: StartOptions = {}) =>
  start([process.execPath, "--enable-source-maps", "dist-server/index.mjs"], opts);

/** Starts a server bundled from the sources (tests/setup/server-bundle.ts), for suites that do not build the web app. */
export const startServerBundle = (bundle: string, opts: StartOptions = {}) =>
  start([process.execPath, "--enable-source-maps", bundle], opts);

async function start([command, ...args]: string[], opts: StartOptions): Promise<RunningServer> {
  const port = opts.port ?? (await freePort());
  const dataDir = opts.dataDir ?? join(mkdtempSync(join(tmpdir(), "agrimall-e2e-")), "data");
  if (!opts.dataDir && opts.seededFrom) cpSync(opts.seededFrom, dataDir, { recursive: true });
  let log = "";
  // the IPC channel is the test's hand on the server's clock (src/server/test-clock.ts); nothing else can reach it
  const child: ChildProcess = spawn(command!, args, {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: opts.databaseUrl ?? "",
      AGRIMALL_TEST_CLOCK: "1",
      ...opts.env,
    },
    stdio: ["ignore", "pipe", "pipe", "ipc"],
  });
  child.stdout!.on("data", (d) => (log += d));
  child.stderr!.on("data", (d) => (log += d));
  const url = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${log}`);
    try {
      const res = await fetch(`${url}/gw/agri.user.get/1.0`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, opts.pollMs ?? 100));
  }
  // a server that dies under a suite leaves every later test failing with ECONNREFUSED: say why it died, once
  let stopping = false;
  child.once("exit", (code, signal) => {
    if (!stopping)
      console.error(
        `[running-server] the platform on ${url} exited unexpectedly (${code ?? signal}); its last output:\n${log.slice(-6000)}`,
      );
  });
  const waiting = new Map<number, { resolve: () => void; reject: (e: Error) => void }>();
  let lastId = 0;
  child.on("message", (m: ClockReply) => {
    const w = m?.type === "agrimall:clock" ? waiting.get(m.id) : undefined;
    if (!w) return;
    waiting.delete(m.id);
    if (m.error) w.reject(new Error(`the server could not move its clock: ${m.error}`));
    else w.resolve();
  });
  child.once("exit", () => {
    for (const w of waiting.values())
      w.reject(new Error(`the server exited before moving its clock:\n${log.slice(-3000)}`));
  });
  let offset = 0;
  const setClock = (at: Date | number) =>
    new Promise<void>((resolve, reject) => {
      const id = ++lastId;
      waiting.set(id, { resolve: () => ((offset = +at - Date.now()), resolve()), reject });
      child.send({ type: "agrimall:clock", id, at: +at });
    });
  // closed, not just exited: the last lines it wrote may still be in the pipe when the process is gone
  const closed = new Promise<void>((resolve) => child.once("close", () => resolve()));
  const stop = () => {
    stopping = true;
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
    return closed;
  };
  return { url, port, dataDir, output: () => log, setClock, now: () => Date.now() + offset, stop };
}
