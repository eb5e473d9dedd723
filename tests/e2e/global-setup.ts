import { execFile } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import type { TestProject } from "vitest/node";
import { startBuiltServer } from "../helpers/running-server";

declare module "vitest" {
  export interface ProvidedContext {
    /** The browser project's seeded data dir (the built platform's first start), which each file copies. */
    seededDataDir: string | undefined;
  }
}

const READY = "ready";
const FAILED = "failed";

/** The build and the seeding, run beside the other projects' setups: what `npm start` does before it serves. */
async function buildAndSeed(root: string, dataDir: string): Promise<void> {
  // vitest runs with NODE_ENV=test, which would make the build use React's development JSX runtime
  await promisify(execFile)("npm", ["run", "build", "--silent"], {
    cwd: root,
    env: { ...process.env, NODE_ENV: "production" },
    maxBuffer: 64 * 1024 * 1024,
  });
  const first = await startBuiltServer({ dataDir });
  await first.stop();
  if (!first.output().includes("demo data loaded"))
    throw new Error(`the built server did not seed its data dir:\n${first.output()}`);
}

/**
 * Once per run: builds the platform with `npm run build`, the step `npm start` runs before it serves, then starts
 * the built server once on an empty data dir, so that it migrates and seeds it; each test file starts the same
 * bundle on a copy of that dir (tests/helpers/running-server.ts). The work runs in child processes while the other
 * projects' setups seed their databases (this project's setup comes first in vite.config.ts): a file waits for it
 * in `seededDataDir()` below.
 */
export default function setup(project: TestProject) {
  const root = join(import.meta.dirname, "../..");
  const dir = mkdtempSync(join(tmpdir(), "agri-e2e-seeded-"));
  const dataDir = join(dir, "data");
  const done = buildAndSeed(root, dataDir).then(
    () => writeFileSync(join(dir, READY), ""),
    (error: Error & { stderr?: string }) => writeFileSync(join(dir, FAILED), `${error.message}\n${error.stderr ?? ""}`),
  );
  project.provide("seededDataDir", dataDir);
  return async () => {
    await done;
    rmSync(dir, { recursive: true, force: true });
  };
}

/** The seeded data dir of the run, once the build and the seeding are done; their error, when they failed. */
export async function seededDataDir(dataDir: string): Promise<string> {
  const dir = join(dataDir, "..");
  for (;;) {
    if (existsSync(join(dir, READY))) return dataDir;
    if (existsSync(join(dir, FAILED)))
      throw new Error(`the platform could not be built and seeded:\n${readFileSync(join(dir, FAILED), "utf8")}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}
