/**
 * `npm start`'s first step: builds unless the bundle on disk was built from the sources as they are now, and says
 * which it did. The digest is taken before building, so an edit made while the build runs is built next time.
 */
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { builtFrom, sourcesDigest, STAMP, writeStamp } from "./build-stamp";

const root = join(import.meta.dirname, "..");
const digest = sourcesDigest(root);
if (builtFrom(root, digest)) {
  console.log(`[start] sources unchanged since the last build (${STAMP}): starting without building`);
} else {
  console.log("[start] sources changed since the last build (or none yet): building first");
  const { status } = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
  if (status !== 0) process.exit(status ?? 1);
  writeStamp(root, digest);
}
