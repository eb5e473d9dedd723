import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { buildServerBundle } from "../../scripts/server-bundle";

declare module "vitest" {
  export interface ProvidedContext {
    /** The server bundled from the sources, as `npm run build` bundles it, for files that start server processes. */
    serverBundle: string;
  }
}

/**
 * Once per run of the PostgreSQL project (the files that start server processes need PostgreSQL, none runs on
 * PGlite): the server's sources bundled into one module (~2 core-s), which those files run with plain node, as
 * `npm start` does; tsx compiled the sources again for each process (~5 core-s). It lives inside the project, where
 * its packages (left outside the bundle) resolve from node_modules.
 */
export default async function setup(project: TestProject) {
  const cache = join(import.meta.dirname, "../../node_modules/.cache");
  mkdirSync(cache, { recursive: true });
  const dir = mkdtempSync(join(cache, "agrimall-server-bundle-"));
  project.provide("serverBundle", await buildServerBundle(dir));
  return () => rmSync(dir, { recursive: true, force: true });
}
