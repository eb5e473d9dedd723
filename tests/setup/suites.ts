import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

const root = join(import.meta.dirname, "../..");

/**
 * The tag of a server test file that depends on the database's own behaviour (locks, LISTEN/NOTIFY, SKIP LOCKED,
 * prepared statements, search plans, the file store, migrations): such a file runs on PGlite as well as on
 * PostgreSQL. A file says so in a line `// @module-tag database` (vitest's own file tag, so `--tags-filter` knows it).
 */
export const DATABASE_TAG = "database";

const tagged = (source: string, tag: string) =>
  new RegExp(`^(//|\\s*\\*)\\s*@module-tag\\s+${tag}\\b`, "m").test(source);

/** The server test files (paths from the project root) that carry `tag`. */
export function serverFilesTagged(tag: string): string[] {
  const dir = join(root, "tests/server");
  return readdirSync(dir)
    .filter((f) => f.endsWith(".test.ts") && tagged(readFileSync(join(dir, f), "utf8"), tag))
    .map((f) => `tests/server/${f}`);
}
