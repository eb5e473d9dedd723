/**
 * What the last build was built from: a digest of every input of `npm run build` (sources, config, lockfile),
 * kept beside the bundle once the build succeeded. `npm start` builds again only when the digest differs, so an
 * unchanged checkout starts in seconds instead of rebuilding for a minute (issue 36).
 */
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";

/** Everything the build reads: the web app and server sources, the resources, static files and the build's config. */
export const BUILD_INPUTS = [
  "src",
  "resources",
  "public",
  "scripts",
  "index.html",
  "vite.config.ts",
  "tsconfig.json",
  "package.json",
  "package-lock.json",
];
/** What the build writes; all must be present for the stamp to count. */
export const BUILD_OUTPUTS = ["dist/index.html", "dist-ssr", "dist-server/index.mjs"];
export const STAMP = "dist-server/build-stamp.json";

function filesUnder(root: string, path: string): string[] {
  const full = join(root, path);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [path];
  return readdirSync(full)
    .sort()
    .flatMap((name) => filesUnder(root, join(path, name)));
}

/** A digest of the inputs' paths and contents: any edit, added or removed file changes it. */
export function sourcesDigest(root: string, inputs = BUILD_INPUTS): string {
  const hash = createHash("sha256");
  for (const file of inputs.flatMap((p) => filesUnder(root, p))) {
    hash
      .update(relative(root, join(root, file)))
      .update("\0")
      .update(readFileSync(join(root, file)))
      .update("\0");
  }
  return hash.digest("hex");
}

/** The build on disk was made from exactly these sources and is complete. */
export function builtFrom(root: string, digest: string): boolean {
  if (!BUILD_OUTPUTS.every((p) => existsSync(join(root, p)))) return false;
  try {
    return JSON.parse(readFileSync(join(root, STAMP), "utf8")).digest === digest;
  } catch {
    return false;
  }
}

export function writeStamp(root: string, digest: string) {
  writeFileSync(join(root, STAMP), JSON.stringify({ digest, builtAt: new Date().toISOString() }, null, 2) + "\n");
}
