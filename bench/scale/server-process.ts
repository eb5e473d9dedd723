/**
 * The real server from its sources (`src/server/index.ts` through tsx: the code `npm start` bundles, with its
 * logger on, on DATABASE_URL), so a bench needs no build; in its own process so the load generator never shares its
 * event loop; its log goes to a file, as a redirected stdout would.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, openSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "../../tests/helpers/pg-cluster";

const root = join(import.meta.dirname, "../..");

export interface ServerProcess {
  url: string;
  /**
   * The CPU time the server has used so far (user + system, ms, of the tsx launcher and the node process it starts): per call
   * under load, what the server costs, which a busy machine disturbs less than a rate. NaN where /proc is missing.
   */
  cpuMs(): number;
  stop(): Promise<void>;
}

/** The process and its descendants (Linux /proc). */
function processTree(pid: number): number[] {
  const kids = readdirSync(`/proc/${pid}/task`).flatMap((task) =>
    readFileSync(`/proc/${pid}/task/${task}/children`, "utf8").trim().split(/\s+/).filter(Boolean).map(Number),
  );
  return [pid, ...kids.flatMap(processTree)];
}

/** utime + stime of a process in ms (fields 14 and 15 of /proc/<pid>/stat, in clock ticks of 1/100 s as Linux sets them). */
const cpuOf = (pid: number) => {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  return (Number(fields[11]) + Number(fields[12])) * 10;
};

/**
 * `env` picks the database: DATABASE_URL, or DATA_DIR for PGlite (default: a temp dir). `o.script` starts another
 * server the same way (bench/scale/bare-server.ts), ready when `o.ready` answers.
 */
export async function startServerProcess(
  env: { DATABASE_URL?: string; DATA_DIR?: string },
  o: { script?: string; ready?: string } = {},
): Promise<ServerProcess> {
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), "agri-bench-server-"));
  const log = openSync(join(dir, "server.log"), "a");
  const child = spawn(join(root, "node_modules/.bin/tsx"), [o.script ?? "src/server/index.ts"], {
    cwd: root,
    // the demo mode: the benchmarks log in with its accounts, which production refuses (src/server/production.ts)
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: env.DATA_DIR ?? dir,
      DATABASE_URL: env.DATABASE_URL ?? "",
      NODE_ENV: "demo",
    },
    stdio: ["ignore", log, log],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}; log in ${dir}/server.log`);
    if (
      await fetch(`${url}${o.ready ?? "/gw/agri.user.get/1.0"}`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (Date.now() > deadline) throw new Error(`server did not answer on ${url}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    cpuMs: () => {
      try {
        return processTree(child.pid!).reduce((sum, pid) => sum + cpuOf(pid), 0);
      } catch {
        return NaN;
      }
    },
    stop: () =>
      new Promise<void>((resolve) => {
        const done = () => (rmSync(dir, { recursive: true, force: true }), resolve());
        if (child.exitCode !== null) return done();
        child.once("exit", done);
        child.kill("SIGTERM");
      }),
  };
}
