import { cpSync, rmSync } from "node:fs";
import { join } from "node:path";
import { build } from "esbuild";

const root = join(import.meta.dirname, "..");

/**
 * The server as one file, `<out>/index.mjs`, which plain node runs. Packages stay outside (node_modules, as
 * installed); the migrations and the demo PDFs, which the server reads from beside its code, are copied beside it.
 */
export async function buildServerBundle(out: string): Promise<string> {
  rmSync(out, { recursive: true, force: true });
  await build({
    entryPoints: [join(root, "src/server/index.ts")],
    outfile: join(out, "index.mjs"),
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    packages: "external",
    sourcemap: true,
    logLevel: "warning",
  });
  // read at run time next to the module that reads them (db/client.ts, db/seed/offers.ts): here, next to the bundle
  cpSync(join(root, "src/server/db/migrations"), join(out, "migrations"), { recursive: true });
  cpSync(join(root, "src/server/db/seed/assets"), join(out, "assets"), { recursive: true });
  return join(out, "index.mjs");
}
