import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { startBuiltServer } from "../helpers/running-server";

declare module "vitest" {
  export interface ProvidedContext {
    /** The browser project's seeded data dir (the built platform's first start), which each file copies. */
    seededDataDir: string | undefined;
  }
}

/**
 * Once per run: builds the platform with `npm run build`, the step `npm start` runs before it serves, then starts
 * the built server once on an empty data dir, so that it migrates and seeds it; each test file starts the same
 * bundle on a copy of that dir (tests/helpers/running-server.ts).
 */
export default async function setup(project: TestProject) {
  const root = join(import.meta.dirname, "../..");
  // vitest runs with NODE_ENV=test, which would make the build use React's development JSX runtime
  execFileSync("npm", ["run", "build", "--silent"], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, NODE_ENV: "production" },
  });
  const dir = mkdtempSync(join(tmpdir(), "agri-e2e-seeded-"));
  const first = await startBuiltServer({ dataDir: join(dir, "data") });
  await first.stop();
  if (!first.output().includes("demo data loaded"))
    throw new Error(`the built server did not seed its data dir:\n${first.output()}`);
  project.provide("seededDataDir", first.dataDir);
  return () => rmSync(dir, { recursive: true, force: true });
}
