import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const root = join(import.meta.dirname, "..");

/** Starts the server as `npm start` does after its build (dist-server/index.mjs) on `dataDir`, and times it to the first answer of `/`; then stops it. */
async function startOnce(dataDir: string, port: number): Promise<number> {
  const began = performance.now();
  const child = spawn(process.execPath, ["--enable-source-maps", "dist-server/index.mjs"], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, DATABASE_URL: "" },
    stdio: "ignore",
  });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
      const answered = await fetch(`http://127.0.0.1:${port}/`).then(
        (r) => r.ok,
        () => false,
      );
      if (answered) return Math.round(performance.now() - began);
      await new Promise((r) => setTimeout(r, 20));
    }
  } finally {
    await new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once("exit", () => resolve());
      child.kill("SIGTERM");
    });
  }
}

/**
 * Cold start of the embedded platform, as `npm start` serves it after its build (`npm run build` first): the first start on an empty
 * DATA_DIR (which seeds the demo data), then `runs` restarts on that seeded directory. Times are to the first
 * answer of `/`, from the process's spawn.
 */
export async function coldStart(runs = 5, port = 3299) {
  const dataDir = mkdtempSync(join(tmpdir(), "agri-cold-"));
  try {
    const first = await startOnce(dataDir, port);
    const seeded: number[] = [];
    for (let i = 0; i < runs; i++) seeded.push(await startOnce(dataDir, port));
    seeded.sort((a, b) => a - b);
    return { first, median: seeded[Math.floor(seeded.length / 2)]!, max: seeded.at(-1)!, runs: seeded };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] === import.meta.filename) {
  const r = await coldStart(Number(process.argv[2] ?? 5));
  console.log(
    `Cold start (embedded PGlite): first start with seeding ${r.first} ms; seeded restarts median ${r.median} ms, max ${r.max} ms (${r.runs.join(", ")})`,
  );
}
