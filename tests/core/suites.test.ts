import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { DATABASE_TAG, serverFilesTagged } from "../setup/suites";

const root = join(import.meta.dirname, "../..");
const serverFiles = readdirSync(join(root, "tests/server"))
  .filter((f) => f.endsWith(".test.ts"))
  .map((f) => [`tests/server/${f}`, readFileSync(join(root, "tests/server", f), "utf8")] as const);

/** What in a server test shows that it tests the database's own behaviour, and so must run on PGlite too. */
const DATABASE_BEHAVIOUR: [string, RegExp][] = [
  ["a second app process on the same database", /\.second\(\)/],
  ["LISTEN/NOTIFY", /LISTEN|NOTIFY/],
  ["row locks or SKIP LOCKED", /SKIP LOCKED|FOR UPDATE|advisory/i],
  ["prepared statements", /\bprepared\(|\.prepare\(|\bstatement\(/],
  ["files kept in the database", /databaseStore|stored_files/],
  ["migrations or the seed on an empty database", /seed: false|seedDatabase|\.migrate\(\)/],
  ["a burst of concurrent calls", /Promise\.all\(\s*Array\.from/],
];

// a file that runs only where a second process can share the database (scale-out, two app processes) is PostgreSQL's alone
const postgresOnly = (source: string) => /postgresServer\(\)|twoProcesses\(/.test(source);
const tagged = new Set(serverFilesTagged(DATABASE_TAG));

describe("which server files run on PGlite as well as on PostgreSQL", () => {
  it.each(
    serverFiles
      .filter(([, s]) => !postgresOnly(s))
      .flatMap(([file, source]) =>
        DATABASE_BEHAVIOUR.filter(([, re]) => re.test(source)).map(([what]) => [file, what] as const),
      ),
  )("%s tests %s, so it carries `// @module-tag database`", (file) => {
    expect(tagged.has(file)).toBe(true);
  });

  it.each([...tagged])("%s says on its next line why it depends on the database", (file) => {
    const lines = readFileSync(join(root, file), "utf8").split("\n");
    const at = lines.findIndex((l) => l.includes(`@module-tag ${DATABASE_TAG}`));
    expect(lines[at + 1]).toMatch(/^\/\/ \S.{10,}/);
  });

  it("runs one call per route on PGlite, and leaves the rest of the server suite to PostgreSQL", () => {
    expect(tagged).toContain("tests/server/route-sweep.test.ts");
    expect(tagged.size).toBeLessThan(serverFiles.length / 3);
  });
});
